import { calibrateAxes, type AxesType } from '../../core/calibration';
import type { BarCalibration } from '../../core/calibration/bar';
import type { XYCalibration } from '../../core/calibration/xy';
import type { CalibrationPoint } from '../../core/calibration/types';
import type { BlobCentre } from '../../auto/blobs';
import { parseHexColour } from '../../auto/colourMask';
import type { AutoAlgorithm, AutoAlgorithmName, AutoRequest } from '../../auto/run';
import type { MaskStroke } from '../../auto/userMask';
import type { RasterImage } from '../../auto/types';

/** Everything the 'Automatic extraction' sidebar lets the user set. */
export interface AutoSettings {
  algorithm: AutoAlgorithmName;
  /** 'foreground': match the series colour; 'background': everything unlike the background. */
  colourMode: 'foreground' | 'background';
  /** '#rrggbb' */
  foreground: string;
  background: string;
  /** Colour distance, 0-442. */
  threshold: number;
  averagingWindow: { dx: number; dy: number };
  xStep: { xStart: number; xEnd: number; xStep: number; dy: number };
  /** Marker sizes, and which point of a marker is its datum. */
  blobs: { minDiameter: number; maxDiameter: number; centre: BlobCentre };
  bars: { minWidth: number };
  /** The smallest drop of a Kaplan-Meier curve taken as a step, image pixels; 0: from the line's width. */
  steps: { minDrop: number };
  /** Mask pen diameter in image pixels. */
  penWidth: number;
}

export const DEFAULT_AUTO_SETTINGS: AutoSettings = {
  algorithm: 'averagingWindow',
  colourMode: 'foreground',
  foreground: '#1f77b4',
  background: '#ffffff',
  threshold: 60,
  averagingWindow: { dx: 10, dy: 10 },
  xStep: { xStart: 0, xEnd: 10, xStep: 1, dy: 10 },
  blobs: { minDiameter: 3, maxDiameter: 30, centre: 'auto' },
  bars: { minWidth: 4 },
  steps: { minDrop: 0 },
  penWidth: 20,
};

/** The choices of 'Marker centre', in the order offered, with the words users see. */
export const MARKER_CENTRES: readonly { id: BlobCentre; name: string }[] = [
  { id: 'auto', name: 'Automatic' },
  { id: 'centroid', name: 'Centre of the area' },
  { id: 'box', name: 'Centre of the box' },
];

/** The help under 'Marker centre'. */
export const MARKER_CENTRE_HELP = 'The point of a marker taken as its datum. Automatic takes the area, or the box for triangles as high as wide.';

/** The largest colour distance the threshold takes (black to white). */
export const MAX_THRESHOLD = 442;

/** The sidebar's messages. */
export const AUTO_MESSAGES = {
  noDataset: 'Choose a dataset of this graph first: the points found are added to it.',
  colour: 'Enter a colour as #rrggbb, or pick it on the page.',
  xStepPositive: 'The X step must be greater than 0.',
  xRange: 'The last x must not be less than the first x.',
  xStepNeedsXY: 'X step with interpolation needs an XY graph.',
  blobSizes: 'The largest diameter must not be less than the smallest.',
  pageLoading: 'The page is still loading; try again in a moment.',
  nothingFound: 'No points found. Try another colour, a larger threshold or a different mask.',
} as const;

/** The algorithms that make sense on a graph of this type, in the order offered. */
export function algorithmsFor(axesType: AxesType | 'table'): AutoAlgorithmName[] {
  if (axesType === 'bar') return ['bars', 'blobs'];
  if (axesType === 'xy') return ['averagingWindow', 'xStep', 'blobs', 'bars', 'steps'];
  return ['averagingWindow', 'xStep', 'blobs', 'bars'];
}

/** The first problem of the settings that stops a run, or null. */
export function settingsProblem(settings: AutoSettings, axesType: AxesType | 'table'): string | null {
  if (!parseHexColour(settings.foreground) && settings.colourMode === 'foreground') return AUTO_MESSAGES.colour;
  if (!parseHexColour(settings.background)) return AUTO_MESSAGES.colour;
  if (settings.algorithm === 'xStep') {
    if (axesType !== 'xy') return AUTO_MESSAGES.xStepNeedsXY;
    if (!(settings.xStep.xStep > 0)) return AUTO_MESSAGES.xStepPositive;
    if (!(settings.xStep.xEnd >= settings.xStep.xStart)) return AUTO_MESSAGES.xRange;
  }
  if (settings.algorithm === 'blobs' && !(settings.blobs.maxDiameter >= settings.blobs.minDiameter)) return AUTO_MESSAGES.blobSizes;
  return null;
}

/** The graph the points land on, as the run needs it. */
export interface AutoAxes {
  type: AxesType | 'table';
  calibrationPoints: readonly CalibrationPoint[];
  options: Record<string, unknown>;
}

/** Where bars start and which way they stand, from the graph's calibration (value 0, unless the axis is log). */
export function barGeometry(axes: AutoAxes): { orientation: 'vertical' | 'horizontal'; baseline: number | null } {
  try {
    if (axes.type === 'bar') {
      const c = calibrateAxes('bar', axes.calibrationPoints, axes.options) as BarCalibration;
      const zero = axes.options.log ? null : c.dataToPixel(0);
      return { orientation: c.orientation, baseline: zero ? (c.orientation === 'vertical' ? zero.y : zero.x) : null };
    }
    if (axes.type === 'xy') {
      const c = calibrateAxes('xy', axes.calibrationPoints, axes.options) as XYCalibration;
      const origin = c.pixelToData(axes.calibrationPoints[0]!.px, axes.calibrationPoints[0]!.py)[0]!;
      return { orientation: 'vertical', baseline: axes.options.logY ? null : c.dataToPixel(origin, 0).y };
    }
  } catch {
    // An uncalibrated graph: bars end at their tops.
  }
  return { orientation: 'vertical', baseline: null };
}

/** The algorithm with its parameters from the settings. */
export function algorithmOf(settings: AutoSettings, axes: AutoAxes): AutoAlgorithm {
  switch (settings.algorithm) {
    case 'averagingWindow':
      return { name: 'averagingWindow', ...settings.averagingWindow };
    case 'xStep':
      return { name: 'xStep', ...settings.xStep };
    case 'blobs':
      return { name: 'blobs', ...settings.blobs };
    case 'bars':
      return { name: 'bars', minWidth: settings.bars.minWidth, ...barGeometry(axes) };
    case 'steps':
      return { name: 'steps', minDrop: settings.steps.minDrop };
  }
}

/** The worker's request from the page's pixels, the settings and the mask. */
export function requestOf(image: RasterImage, settings: AutoSettings, strokes: readonly MaskStroke[], axes: AutoAxes): AutoRequest {
  return {
    image,
    colours: {
      mode: settings.colourMode,
      foreground: parseHexColour(settings.foreground) ?? [0, 0, 0],
      background: parseHexColour(settings.background),
      threshold: settings.threshold,
    },
    strokes,
    algorithm: algorithmOf(settings, axes),
    axes: axes.type === 'xy' ? { calibrationPoints: axes.calibrationPoints, options: axes.options } : null,
  };
}
