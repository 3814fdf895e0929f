import { CALIBRATION_LABELS as RECORDER_LABELS } from './calibration/circularChartRecorder';
import { nextFreeName } from './model/names';

/** The axes types a user creates by calibrating on the canvas (tables have their own flow). */
export const GRAPH_KINDS = ['xy', 'bar', 'polar', 'ternary', 'map', 'circularChartRecorder', 'image'] as const;
export type GraphKind = (typeof GRAPH_KINDS)[number];

/** The axes an axes label popup labels: one per value a point of that kind has. */
export const LABELLED_AXES = ['x', 'y', 'bar', 'r', 'theta', 'a', 'b', 'c', 'time'] as const;
export type LabelledAxis = (typeof LABELLED_AXES)[number];

/** How each axis is called in the label popup and the values table. */
export const AXIS_TITLES: Record<LabelledAxis, string> = {
  x: 'X axis',
  y: 'Y axis',
  bar: 'Bar axis',
  r: 'R axis',
  theta: 'Theta axis',
  a: 'A axis',
  b: 'B axis',
  c: 'C axis',
  time: 'Time axis',
};

/** Column names of a values table when an axis has no data type yet. */
export const AXIS_SHORT_NAMES: Record<LabelledAxis, string> = {
  x: 'X',
  y: 'Y',
  bar: 'Value',
  r: 'R',
  theta: 'Theta',
  a: 'A',
  b: 'B',
  c: 'C',
  time: 'Time',
};

export interface GraphKindInfo {
  /** Base of the automatic name: 'XY graph', then 'XY graph 2', ... */
  nameBase: string;
  /** The toolbar's and the calibration sidebar's title for a new one. */
  newTitle: string;
  /** Title of the edit sidebar. */
  editTitle: string;
  /** Names of the calibration points, in clicking order; empty when nothing is clicked (image). */
  clickLabels: readonly string[];
  /** What to click, shown in the calibration sidebar while placing the points. */
  clickHint: string;
  /** The values a point of this kind has, in the order the calibration returns them. */
  labelledAxes: readonly LabelledAxis[];
}

/**
 * Everything the calibration flow needs to know about each kind of graph. Click labels follow
 * WebPlotDigitizer's, so a user moving between the two tools clicks the same points.
 */
export const GRAPH_KIND_INFO: Record<GraphKind, GraphKindInfo> = {
  xy: {
    nameBase: 'XY graph',
    newTitle: 'New XY graph',
    editTitle: 'Edit XY Graph',
    clickLabels: ['X1', 'X2', 'Y1', 'Y2'],
    clickHint: "Click X1 and X2 on the X axis, then Y1 and Y2 on the Y axis, at values you know.",
    labelledAxes: ['x', 'y'],
  },
  bar: {
    nameBase: 'Bar graph',
    newTitle: 'New bar graph',
    editTitle: 'Edit Bar Graph',
    clickLabels: ['P1', 'P2'],
    clickHint: 'Click P1 and P2 on the value axis, at values you know.',
    labelledAxes: ['bar'],
  },
  polar: {
    nameBase: 'Polar graph',
    newTitle: 'New polar graph',
    editTitle: 'Edit Polar Graph',
    clickLabels: ['Origin', 'P1', 'P2'],
    clickHint: 'Click the origin (the centre of the chart), then P1 and P2, two points at known r and theta at different distances from the origin.',
    labelledAxes: ['r', 'theta'],
  },
  ternary: {
    nameBase: 'Ternary graph',
    newTitle: 'New ternary graph',
    editTitle: 'Edit Ternary Graph',
    clickLabels: ['A', 'B', 'C'],
    clickHint: 'Click the three corners of the triangle: A (bottom left), B (bottom right), then C (top).',
    labelledAxes: ['a', 'b', 'c'],
  },
  map: {
    nameBase: 'Map',
    newTitle: 'New map',
    editTitle: 'Edit Map',
    clickLabels: ['P1', 'P2'],
    clickHint: 'Click P1 and P2, the two ends of the scale bar.',
    labelledAxes: ['x', 'y'],
  },
  circularChartRecorder: {
    nameBase: 'Circular chart recorder',
    newTitle: 'New circular chart recorder',
    editTitle: 'Edit Circular Chart Recorder',
    clickLabels: RECORDER_LABELS,
    clickHint:
      'Click three points on the pen arc of the start time T0: (T0,R0) at a known value, (T0,R1) anywhere along it, (T0,R2) where it meets the outer circle; then (T1,R2) and (T2,R2), two more points on the outer circle.',
    labelledAxes: ['time', 'r'],
  },
  image: {
    nameBase: 'Image',
    newTitle: 'New image axes',
    editTitle: 'Edit Image Axes',
    clickLabels: [],
    clickHint: 'Image axes need no calibration: points are read in image pixels.',
    labelledAxes: ['x', 'y'],
  },
};

export const isGraphKind = (type: string | null | undefined): type is GraphKind => (GRAPH_KINDS as readonly string[]).includes(type ?? '');

/** Next free automatic name for a new graph of a kind: the base, then 'base 2', 'base 3', ... */
export function nextGraphName(kind: GraphKind, takenNames: Iterable<string>): string {
  return nextFreeName(GRAPH_KIND_INFO[kind].nameBase, takenNames);
}
