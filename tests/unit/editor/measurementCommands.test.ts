import { describe, expect, it } from 'vitest';
import type { Axes } from '../../../src/editor/core/model/types';
import { createProject } from '../../../src/editor/core/model/types';
import { saveProject } from '../../../src/editor/core/project';
import {
  addMeasurement,
  deleteAxes,
  deleteMeasurement,
  EditorSession,
  formatMeasurement,
  measurementsOfAxes,
  measureValue,
  moveMeasurementVertex,
  renameAxes,
} from '../../../src/editor/session';
import { page, xyAxes } from './session.fixtures';

/** A map whose scale bar is `pixels` long on screen and `length` units long. */
function mapAxes(length: number, pixels: number, unit: string, name = 'Map 1'): Axes {
  return {
    name,
    type: 'map',
    options: { scaleLength: length, unit, origin: 'top-left' },
    calibrationPoints: [
      { px: 10, py: 20, dx: 0, dy: 0 },
      { px: 10 + pixels, py: 20, dx: 0, dy: 0 },
    ],
    metadata: {},
  };
}

function open(axes: Axes[] = [mapAxes(10, 100, 'm')]) {
  const project = createProject();
  project.pages.push(page(0, 1, [], axes));
  const saved = saveProject(project);
  const session = new EditorSession({ document: structuredClone(saved), version: 1 });
  return { saved, session, page: () => session.document.pages[0]! };
}

const triangle = [
  { x: 0, y: 0 },
  { x: 300, y: 0 },
  { x: 300, y: 400 },
];

describe('measured values', () => {
  it('measures a 3-4-5 triangle at 10 m per 100 px: legs 70 m, hypotenuse 50 m, area 600 m²', () => {
    const map = mapAxes(10, 100, 'm');
    expect(measureValue(map, 'distance', triangle)).toBeCloseTo(70, 10);
    expect(measureValue(map, 'distance', [triangle[0]!, triangle[2]!])).toBeCloseTo(50, 10);
    expect(measureValue(map, 'area', triangle)).toBeCloseTo(600, 10);
    // The polygon's area does not depend on the direction it was drawn in.
    expect(measureValue(map, 'area', [...triangle].reverse())).toBeCloseTo(600, 10);
  });

  it('measures a unit square at 50 px per cm: 1 cm², 4 cm around', () => {
    const map = mapAxes(1, 50, 'cm');
    const square = [
      { x: 100, y: 100 },
      { x: 150, y: 100 },
      { x: 150, y: 150 },
      { x: 100, y: 150 },
    ];
    expect(measureValue(map, 'area', square)).toBeCloseTo(1, 12);
    expect(measureValue(map, 'distance', [...square, square[0]!])).toBeCloseTo(4, 12);
  });

  it('follows a scale bar drawn at an angle: 3-4-5 px bar of 5 km', () => {
    const map: Axes = { ...mapAxes(5, 0, 'km'), calibrationPoints: [{ px: 0, py: 0, dx: 0, dy: 0 }, { px: 3, py: 4, dx: 0, dy: 0 }] };
    expect(measureValue(map, 'distance', [{ x: 0, y: 0 }, { x: 10, y: 0 }])).toBeCloseTo(10, 12);
  });

  it('has no value without a usable scale or on other axes', () => {
    expect(measureValue(mapAxes(0, 100, 'm'), 'distance', triangle)).toBeNull();
    expect(measureValue(mapAxes(10, 0, 'm'), 'distance', triangle)).toBeNull();
    expect(measureValue(xyAxes(), 'distance', triangle)).toBeNull();
  });

  it('formats with the unit, squared for areas', () => {
    expect(formatMeasurement(70, 'distance', 'm')).toBe('70 m');
    expect(formatMeasurement(600.12345, 'area', 'm')).toBe('600.123 m²');
    expect(formatMeasurement(1234.5, 'distance', 'km')).toBe('1,234.5 km');
    expect(formatMeasurement(2, 'area', '')).toBe('2 square units');
    expect(formatMeasurement(null, 'distance', 'm')).toBe('No scale');
  });
});

describe('measurement commands', () => {
  it('stores measurements as one collection per kind and axes, flat pixels each, one undo step each', () => {
    const { saved, session, page } = open();
    session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'distance', [triangle[0]!, triangle[2]!]));
    session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'area', triangle));
    session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'distance', triangle));
    expect(page().measurements).toEqual([
      { type: 'distance', name: 'Distance', axesName: 'Map 1', data: [[0, 0, 300, 400], [0, 0, 300, 0, 300, 400]] },
      { type: 'area', name: 'Area', axesName: 'Map 1', data: [[0, 0, 300, 0, 300, 400]] },
    ]);
    expect(measurementsOfAxes(page(), page().axes[0]!).map((m) => [m.label, m.text])).toEqual([
      ['Distance 1', '50 m'],
      ['Distance 2', '70 m'],
      ['Area 1', '600 m²'],
    ]);
    expect(session.getSnapshot().undoLabel).toBe('Measure distance');
    session.undo();
    session.undo();
    session.undo();
    expect(session.document).toEqual(saved);
  });

  it('refuses too few points', () => {
    const { session } = open();
    expect(() => session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'distance', [{ x: 1, y: 1 }]))).toThrow(/at least 2/);
    expect(() => session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'area', triangle.slice(0, 2)))).toThrow(/at least 3/);
    expect(() => session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'distance', [{ x: 1, y: 1 }, { x: NaN, y: 1 }]))).toThrow();
  });

  it('moves a vertex and the value follows', () => {
    const { session, page } = open();
    session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'distance', [triangle[0]!, triangle[1]!]));
    session.edit((ctx) => moveMeasurementVertex(ctx, 'Map 1', 'distance', 0, 1, { x: 300, y: 400 }));
    expect(page().measurements[0]!.data[0]).toEqual([0, 0, 300, 400]);
    expect(measurementsOfAxes(page(), page().axes[0]!)[0]!.value).toBeCloseTo(50, 10);
    session.undo();
    expect(page().measurements[0]!.data[0]).toEqual([0, 0, 300, 0]);
    expect(() => session.edit((ctx) => moveMeasurementVertex(ctx, 'Map 1', 'distance', 0, 2, { x: 0, y: 0 }))).toThrow();
  });

  it('deletes one measurement, and the collection with its last one', () => {
    const { session, page } = open();
    session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'distance', [triangle[0]!, triangle[1]!]));
    session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'distance', [triangle[0]!, triangle[2]!]));
    session.edit((ctx) => deleteMeasurement(ctx, 'Map 1', 'distance', 0));
    expect(page().measurements[0]!.data).toEqual([[0, 0, 300, 400]]);
    session.edit((ctx) => deleteMeasurement(ctx, 'Map 1', 'distance', 0));
    expect(page().measurements).toEqual([]);
    session.undo();
    expect(page().measurements[0]!.data).toEqual([[0, 0, 300, 400]]);
    expect(() => session.edit((ctx) => deleteMeasurement(ctx, 'Map 1', 'area', 0))).toThrow();
  });

  it('keeps measurements of each axes apart; they follow a rename and go with their axes', () => {
    const { session, page } = open([mapAxes(10, 100, 'm'), mapAxes(1, 100, 'km', 'Map 2')]);
    session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'distance', [triangle[0]!, triangle[1]!]));
    session.edit((ctx) => addMeasurement(ctx, 'Map 2', 'distance', [triangle[0]!, triangle[1]!]));
    expect(measurementsOfAxes(page(), page().axes[1]!).map((m) => m.text)).toEqual(['3 km']);
    session.edit((ctx) => renameAxes(ctx, 'Map 2', 'Harbour'));
    expect(measurementsOfAxes(page(), page().axes[1]!).map((m) => m.text)).toEqual(['3 km']);
    session.edit((ctx) => deleteAxes(ctx, 'Harbour'));
    expect(page().measurements.map((m) => m.axesName)).toEqual(['Map 1']);
  });

  it('round-trips through the saved document schema', () => {
    const { session } = open();
    session.edit((ctx) => addMeasurement(ctx, 'Map 1', 'area', triangle));
    const reopened = new EditorSession({ document: structuredClone(session.document), version: 2 });
    expect(reopened.document.pages[0]!.measurements).toEqual(session.document.pages[0]!.measurements);
  });
});
