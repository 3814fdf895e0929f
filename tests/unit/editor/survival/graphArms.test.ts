import { describe, expect, it } from 'vitest';
import { xy } from '../../../../src/editor/core/calibration';
import type { Dataset } from '../../../../src/editor/core/model/types';
import { armLabel, graphArms } from '../../../../src/editor/core/survival';

const calibration = xy.calibrate([
  { px: 100, py: 500, dx: 0, dy: 0 },
  { px: 500, py: 500, dx: 24, dy: 0 },
  { px: 100, py: 500, dx: 0, dy: 0 },
  { px: 100, py: 100, dx: 0, dy: 1 },
]);

const ds = (name: string, axesName: string, extra: Partial<Dataset> = {}): Dataset => ({
  name,
  axesName,
  metadata: {},
  points: [{ x: 100, y: 100 }, { x: 300, y: 300, metadata: { censorMark: true } }],
  metadataKeys: [],
  pointGroups: [],
  tuples: [],
  ...extra,
});

describe('the arms of a survival graph', () => {
  it('are its datasets, named by their study arm, with their colour and points in data coordinates and the time of a pixel', () => {
    const arms = graphArms(
      {
        datasets: [
          ds('Dataset 1', 'KM', { metadata: { studyData: { compositeKey: 'ABC-1||||Placebo', tagGroup: { name: 'Outcomes', uuid: 'g' } } }, colorRGB: [31, 95, 191] }),
          ds('Other graph', 'Bars'),
          ds('Drug A', 'KM'),
        ],
      },
      'KM',
      calibration,
    );
    expect(arms).toEqual([
      {
        dataset: 'Dataset 1',
        label: 'Placebo',
        names: ['Placebo', 'Dataset 1', 'ABC-1'],
        color: 'rgb(31, 95, 191)',
        points: [
          // 400 px for 24 months: a pixel spans 0.06 months.
          { index: 0, x: 0, y: 1, censor: false, pixelTime: expect.closeTo(0.06, 12) },
          { index: 1, x: 12, y: 0.5, censor: true, pixelTime: expect.closeTo(0.06, 12) },
        ],
      },
      { dataset: 'Drug A', label: 'Drug A', names: ['Drug A'], points: expect.any(Array) },
    ]);
  });

  it('fall back to the dataset name when the branch has no study arm or cannot be read', () => {
    expect(armLabel({ name: 'Arm 1', metadata: { studyData: { compositeKey: 'ABC-1', tagGroup: { name: 'g', uuid: 'g' } } } })).toBe('Arm 1');
    expect(armLabel({ name: 'Arm 2', metadata: { studyData: { compositeKey: 'a||b||c||d||e||f', tagGroup: { name: 'g', uuid: 'g' } } } })).toBe('Arm 2');
  });
});
