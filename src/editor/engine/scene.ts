import type { Vec } from './viewTransform';

/** Hit radii of the spec, in screen pixels; the engine divides them by the zoom. */
export const HIT_RADII = {
  /** Selecting a point with the adjust and bar tools. */
  select: 50,
  /** Delete tool: hover highlight and pick. */
  delete: 25,
  /** Ring drawn around the hovered point, beyond its marker. */
  hoverRing: 4,
} as const;

/** Arrow key steps for a selected point, in screen pixels (0.5/zoom and 5/zoom in image units). */
export const POINT_STEP = { normal: 0.5, fast: 5 } as const;
/** Arrow key steps for the keyboard cursor, in screen pixels. */
export const CURSOR_STEP = { normal: 1, fast: 10 } as const;

/** A dataset as the engine draws it: flat, page-resolved, no metadata. */
export interface SceneDataset {
  id: string;
  /** CSS colour of its markers. */
  color: string;
  points: readonly Vec[];
  /** Its axes live on another page or file: drawn faded and not hit-testable. */
  offPage?: boolean;
}

/** Axes as the engine draws them: their calibration points with labels (X1, X2, Y1, Y2...). */
export interface SceneAxes {
  id: string;
  name: string;
  points: readonly Vec[];
  labels: readonly string[];
  offPage?: boolean;
}

/** Everything drawn on top of the page. */
export interface Scene {
  axes: readonly SceneAxes[];
  datasets: readonly SceneDataset[];
  /** Where new points go and which points tools act on. */
  activeDatasetId: string | null;
  /** Whose calibration points the adjust-positions tool moves. */
  activeAxesId: string | null;
  /** Calibration points collected so far by the calibrate tool. */
  pendingCalibration: readonly Vec[];
  /** Labels for the points the calibrate tool collects, in order. */
  calibrationLabels: readonly string[];
}

export const EMPTY_SCENE: Scene = {
  axes: [],
  datasets: [],
  activeDatasetId: null,
  activeAxesId: null,
  pendingCalibration: [],
  calibrationLabels: [],
};

/** A data point by its dataset and index in that dataset. */
export interface PointRef {
  datasetId: string;
  index: number;
}

/** A calibration point by its axes and index. */
export interface AxisPointRef {
  axesId: string;
  index: number;
}

export const samePointRef = (a: PointRef | null | undefined, b: PointRef | null | undefined): boolean =>
  a === b || (!!a && !!b && a.datasetId === b.datasetId && a.index === b.index);

export const pointKey = (ref: PointRef): string => `${ref.index}\u0000${ref.datasetId}`;
export function parsePointKey(key: string): PointRef {
  const i = key.indexOf('\u0000');
  return { index: Number(key.slice(0, i)), datasetId: key.slice(i + 1) };
}
