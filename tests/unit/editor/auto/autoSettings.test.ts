import { describe, expect, it } from 'vitest';
import { algorithmOf, DEFAULT_AUTO_SETTINGS, MARKER_CENTRES, requestOf, type AutoAxes } from '../../../../src/editor/panels/auto/autoSettings';

const axes: AutoAxes = { type: 'xy', calibrationPoints: [], options: {} };
const blobs = (centre: 'auto' | 'centroid' | 'box') => ({ ...DEFAULT_AUTO_SETTINGS, algorithm: 'blobs' as const, blobs: { ...DEFAULT_AUTO_SETTINGS.blobs, centre } });

describe('automatic extraction settings: the blob detector', () => {
  it('starts on the automatic marker centre', () => {
    expect(DEFAULT_AUTO_SETTINGS.blobs).toEqual({ minDiameter: 3, maxDiameter: 30, centre: 'auto' });
  });

  it('offers Automatic, Centre of the area and Centre of the box, in that order', () => {
    expect(MARKER_CENTRES.map((c) => [c.id, c.name])).toEqual([
      ['auto', 'Automatic'],
      ['centroid', 'Centre of the area'],
      ['box', 'Centre of the box'],
    ]);
  });

  it.each(['auto', 'centroid', 'box'] as const)('hands the marker centre %s to the worker with the diameters', (centre) => {
    expect(algorithmOf(blobs(centre), axes)).toEqual({ name: 'blobs', minDiameter: 3, maxDiameter: 30, centre });
    const image = { width: 1, height: 1, data: new Uint8ClampedArray(4) };
    expect(requestOf(image, blobs(centre), [], axes).algorithm).toEqual({ name: 'blobs', minDiameter: 3, maxDiameter: 30, centre });
  });
});
