/**
 * Extraction of a whole vector figure as a user does it in the editor, without the editor:
 * calibrate from the proposed ticks, then pick each series with one click. Used by the bench
 * and the tests to compare what comes out with the data a figure was drawn from.
 */
import { calibrate as calibrateBar } from '../core/calibration/bar';
import type { Calibration } from '../core/calibration/types';
import { calibrate as calibrateXY } from '../core/calibration/xy';
import { proposeCalibration, type CalibrationProposal } from './axes';
import type { VectorPage } from './readPage';
import { pickSeries, type PickedSeries } from './snap';

export function calibrationFromProposal(p: CalibrationProposal): Calibration {
  return p.axesType === 'bar' ? calibrateBar(p.points, { log: p.logY }) : calibrateXY(p.points, { logX: p.logX, logY: p.logY });
}

export interface ExtractedSeries {
  picked: PickedSeries;
  /** Data values of the picked points: [x, y] on XY axes, [value] on bar axes. */
  values: number[][];
}

/** Calibrates a page from its axes and picks the series under each click. */
export function extractSeries(page: VectorPage, clicks: readonly { x: number; y: number }[], radius = 6): { proposal: CalibrationProposal; calibration: Calibration; series: (ExtractedSeries | null)[] } | null {
  const proposal = proposeCalibration(page.index, page.labels);
  if (!proposal) return null;
  const calibration = calibrationFromProposal(proposal);
  const series = clicks.map((c) => {
    const picked = pickSeries(page.index, c.x, c.y, radius);
    return picked ? { picked, values: picked.points.map((p) => calibration.pixelToData(p.x, p.y)) } : null;
  });
  return { proposal, calibration, series };
}
