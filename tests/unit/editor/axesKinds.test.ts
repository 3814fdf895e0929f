import { describe, expect, it } from 'vitest';
import { GRAPH_KIND_INFO, GRAPH_KINDS, isGraphKind, nextGraphName } from '../../../src/editor/core/axesKinds';
import { CALIBRATION_POINT_COUNT } from '../../../src/editor/core/calibration';
import type { AxisLabel, Axes, Dataset } from '../../../src/editor/core/model/types';
import { CALIBRATION_LABELS, describeValues, labelsOf } from '../../../src/editor/engine/projectAdapter';
import { valueColumns } from '../../../src/editor/panels/DatasetValuesTable';
import { calibrationValuesOf } from '../../../src/editor/panels/calibration/AxesCalibrationDialog';
import { labelledAxes, pointMetadataFor } from '../../../src/editor/session/datasetCommands';
import { metadataRows } from '../../../src/editor/core/tagging';

const label = (dataType: string, unit: string, decimals = 2): AxisLabel => ({ dataType, unit, description: '', decimals, changeFromBaseline: 'Not a ratio' });

/*
 * A polar graph built by hand: origin (300, 300); P1 200 px to the right at r = 5, theta = 0
 * degrees; P2 40 px up at r = 1. r is linear in the distance: r = 1 + (d - 40) * 4 / 160 = d / 40.
 * The pixel (300 + 100 cos 30, 300 - 100 sin 30) = (386.6025, 250) is at d = 100: r = 2.5, theta = 30.
 */
const polar: Axes = {
  type: 'polar',
  name: 'Polar graph',
  options: { degrees: true },
  calibrationPoints: [
    { px: 300, py: 300, dx: '0', dy: '0' },
    { px: 500, py: 300, dx: '5', dy: '0' },
    { px: 300, py: 260, dx: '1', dy: '90' },
  ],
  metadata: { axesLabelData: { r: label('Mean', 'score', 1), theta: label('Median', 'degree', 0) } },
};
const at30 = { x: 300 + 100 * Math.cos(Math.PI / 6), y: 250 };

describe('graph kinds', () => {
  it('has as many click labels as each calibration needs points', () => {
    for (const kind of GRAPH_KINDS) expect(GRAPH_KIND_INFO[kind].clickLabels).toHaveLength(CALIBRATION_POINT_COUNT[kind]);
    expect(CALIBRATION_LABELS.polar).toEqual(['Origin', 'P1', 'P2']);
    expect(CALIBRATION_LABELS.ternary).toEqual(['A', 'B', 'C']);
    expect(CALIBRATION_LABELS.circularChartRecorder).toEqual(['(T0,R0)', '(T0,R1)', '(T0,R2)', '(T1,R2)', '(T2,R2)']);
    expect(CALIBRATION_LABELS.image).toEqual([]);
    expect(labelsOf(polar)).toEqual(['Origin', 'P1', 'P2']);
  });

  it('names new graphs after their kind, counting from 2 when taken', () => {
    expect(nextGraphName('polar', [])).toBe('Polar graph');
    expect(nextGraphName('polar', ['Polar graph', 'XY graph'])).toBe('Polar graph 2');
    expect(nextGraphName('map', ['Map', 'Map 2'])).toBe('Map 3');
    expect(nextGraphName('xy', ['Polar graph'])).toBe('XY graph');
    expect(nextGraphName('circularChartRecorder', [])).toBe('Circular chart recorder');
  });

  it('knows graph kinds from tables', () => {
    expect(isGraphKind('ternary')).toBe(true);
    expect(isGraphKind('table')).toBe(false);
    expect(isGraphKind(undefined)).toBe(false);
  });

  it('labels one axis per value the calibration returns', () => {
    expect(labelledAxes({ type: 'xy' })).toEqual(['x', 'y']);
    expect(labelledAxes({ type: 'bar' })).toEqual(['bar']);
    expect(labelledAxes({ type: 'polar' })).toEqual(['r', 'theta']);
    expect(labelledAxes({ type: 'ternary' })).toEqual(['a', 'b', 'c']);
    expect(labelledAxes({ type: 'map' })).toEqual(['x', 'y']);
    expect(labelledAxes({ type: 'circularChartRecorder' })).toEqual(['time', 'r']);
    expect(labelledAxes({ type: 'image' })).toEqual(['x', 'y']);
    expect(labelledAxes({ type: 'table' })).toEqual([]);
  });
});

describe('points on a polar graph', () => {
  it('get an r and a theta row from the axes labels, rounded to their decimals', () => {
    const dataset = { name: 'd', axesName: 'Polar graph', metadata: {}, points: [], metadataKeys: [], pointGroups: [], tuples: [] } as Dataset;
    const metadata = pointMetadataFor(polar, dataset, [2.5004, 30.3], { newUuid: () => 'u' });
    const values = metadataRows(metadata)
      .map((r) => r.entry)
      .filter((e) => e.axisType === 'value')
      .map((e) => [e.axis, e.tag.name, e.value]);
    expect(values).toEqual([
      ['r', 'Mean', 2.5],
      ['theta', 'Median', 30],
    ]);
  });

  it('are described with r and theta in the live region', () => {
    expect(describeValues(polar, at30)).toBe('r = 2.5, theta = 30');
  });

  it('show their data types as the values table columns', () => {
    expect(valueColumns(polar)).toEqual({ names: ['Mean', 'Median'], decimals: [1, 0] });
    const ternary = {
      type: 'ternary',
      name: 'Ternary graph',
      options: {},
      calibrationPoints: [],
      metadata: { axesLabelData: { a: label('Percent', '%'), b: label('Percent', '%'), c: label('Count', 'n') } },
    } as Axes;
    expect(valueColumns(ternary).names).toEqual(['Percent (A)', 'Percent (B)', 'Count']);
  });
});

describe('the values a calibration dialog starts from', () => {
  it('are read back from a polar graph', () => {
    expect(calibrationValuesOf(polar)).toEqual({ r1: '5', theta1: '0', r2: '1', theta2: '90', degrees: true, clockwise: false, logR: false });
  });

  it('are read back from a map and a recorder', () => {
    const map = { type: 'map', name: 'Map', options: { scaleLength: '240', unit: 'mm', origin: 'top-left', imageHeight: 400 }, calibrationPoints: [], metadata: {} } as Axes;
    expect(calibrationValuesOf(map)).toEqual({ scaleLength: '240', unit: 'mm', origin: 'top-left' });
    const recorder = {
      type: 'circularChartRecorder',
      name: 'Circular chart recorder',
      options: { rotationTime: 'day', clockwise: false },
      calibrationPoints: [
        { px: 0, py: 0, dx: '2024/01/01', dy: '0' },
        { px: 1, py: 0, dx: '0', dy: '0' },
        { px: 2, py: 0, dx: '0', dy: '100' },
      ],
      metadata: {},
    } as Axes;
    expect(calibrationValuesOf(recorder)).toEqual({ t0: '2024/01/01', r0: '0', r2: '100', tStart: '', rotationTime: 'day', clockwise: false });
  });
});

describe('points on a circular chart recorder', () => {
  it('describe times on a date axis as dates', () => {
    // The hand-built chart of the recorder's parity test: centre (100, 100), pen arc of radius 50
    // about (150, 100); (52, 136) is the r0 point turned a quarter clockwise: 6 hours into a day's turn.
    const recorder = {
      type: 'circularChartRecorder',
      name: 'Circular chart recorder',
      options: { rotationTime: 'day' },
      calibrationPoints: [
        { px: 136, py: 148, dx: '2024/01/01', dy: 0 },
        { px: 150, py: 150, dx: 0, dy: 0 },
        { px: 164, py: 148, dx: 0, dy: 100 },
        { px: 100, py: 180, dx: 0, dy: 0 },
        { px: 20, py: 100, dx: 0, dy: 0 },
      ],
      metadata: {},
    } as Axes;
    expect(describeValues(recorder, { x: 52, y: 136 })).toBe('time = 2024/01/01 06:00, r = 0');
    // Out of the pen's reach: no value rather than a clamped one.
    expect(describeValues(recorder, { x: 300, y: 300 })).toBe('no value');
  });
});
