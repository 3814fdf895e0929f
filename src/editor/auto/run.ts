import { calibrate as calibrateXY, type XYOptions } from '../core/calibration/xy';
import type { CalibrationPoint } from '../core/calibration/types';
import { averagingWindow, type AveragingWindowOptions } from './averagingWindow';
import { extractBars, type BarOptions } from './bars';
import { detectBlobs, type BlobOptions } from './blobs';
import { colourMask, type ColourMaskOptions } from './colourMask';
import { otherInk } from './hiddenMarkers';
import { traceSteps, type StepTraceOptions } from './steps';
import { rasteriseMask, type MaskStroke } from './userMask';
import { xStep, type XStepOptions } from './xStep';
import type { ImagePoint, ProgressListener, RasterImage } from './types';

type Params<T> = Omit<T, 'onProgress'>;

/** An algorithm with its parameters. */
export type AutoAlgorithm =
  | ({ name: 'averagingWindow' } & Params<AveragingWindowOptions>)
  | ({ name: 'xStep' } & Params<XStepOptions>)
  | ({ name: 'blobs' } & Params<BlobOptions>)
  | ({ name: 'bars' } & Params<BarOptions>)
  | ({ name: 'steps' } & Params<StepTraceOptions>);

export type AutoAlgorithmName = AutoAlgorithm['name'];

/** The names users see. */
export const ALGORITHM_LABELS: Record<AutoAlgorithmName, string> = {
  averagingWindow: 'Averaging window',
  xStep: 'X step with interpolation',
  blobs: 'Blob detector',
  bars: 'Bar extraction',
  steps: 'Kaplan-Meier steps',
};

/** One automatic extraction: the page's pixels, the colours, the user's mask and the algorithm. */
export interface AutoRequest {
  image: RasterImage;
  colours: Params<ColourMaskOptions> & { region?: never };
  strokes: readonly MaskStroke[];
  algorithm: AutoAlgorithm;
  /** The XY graph's calibration, which the X step needs (x in data units). */
  axes?: { calibrationPoints: readonly CalibrationPoint[]; options: XYOptions } | null;
}

export interface AutoResult {
  /** Found points in image coordinates, in the order they are added. */
  points: ImagePoint[];
  /** Censor marks found on a Kaplan-Meier curve (the steps algorithm), in image coordinates. */
  censorMarks?: ImagePoint[];
  /** Pixels of the series colour inside the mask. */
  matchedPixels: number;
  /** Time of the run, colour mask included. */
  ms: number;
}

/** Run one automatic extraction synchronously (the worker's body; benchmarks call it directly). */
export function runAutoExtraction(request: AutoRequest, onProgress?: ProgressListener): AutoResult {
  const started = performance.now();
  const { image, strokes, algorithm } = request;
  const region = strokes.length ? rasteriseMask(image.width, image.height, strokes) : null;
  const mask = colourMask(image, { ...request.colours, region, edgesAgainstColours: algorithm.name === 'bars', ...(onProgress ? { onProgress: (f: number) => onProgress(f * 0.4) } : {}) });
  let matchedPixels = 0;
  for (let i = 0; i < mask.data.length; i++) matchedPixels += mask.data[i]!;
  const rest = onProgress ? { onProgress: (f: number) => onProgress(0.4 + f * 0.6) } : {};
  let points: ImagePoint[];
  let censorMarks: ImagePoint[] | undefined;
  switch (algorithm.name) {
    case 'averagingWindow':
      points = averagingWindow(mask, { ...algorithm, ...rest });
      break;
    case 'xStep': {
      if (!request.axes) throw new RangeError('The X step needs a calibrated XY graph');
      const calibration = calibrateXY(request.axes.calibrationPoints, request.axes.options);
      points = xStep(mask, calibration, { ...algorithm, ...rest });
      break;
    }
    case 'blobs':
    {
      // Ink of other colours: circles of the series partly hidden under another series' marker are found against it.
      const cover = colourMask(image, { mode: 'background', foreground: request.colours.foreground, background: request.colours.background ?? [255, 255, 255], threshold: request.colours.threshold, region });
      points = detectBlobs(mask, { ...algorithm, other: otherInk(cover, mask), ...rest }).map(({ x, y }) => ({ x, y }));
    }
      break;
    case 'bars':
      points = extractBars(mask, { ...algorithm, ...rest });
      break;
    case 'steps': {
      // Every ink unlike the background: where another arm is drawn over this one, its level goes on.
      const cover = colourMask(image, { mode: 'background', foreground: request.colours.foreground, background: request.colours.background ?? [255, 255, 255], threshold: request.colours.threshold, region });
      const trace = traceSteps(mask, { ...algorithm, cover, ...rest });
      points = trace.corners;
      censorMarks = trace.censorMarks;
      break;
    }
  }
  onProgress?.(1);
  return { points, ...(censorMarks ? { censorMarks } : {}), matchedPixels, ms: performance.now() - started };
}
