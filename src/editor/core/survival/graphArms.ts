import type { Calibration } from '../calibration/types';
import { parseCompositeKey, type CompositeKeyParts } from '../compositeKey';
import type { Dataset, PageData } from '../model/types';
import { armPointsFromDataset, type ArmPoint } from './armCurve';

/** An arm of a survival graph as the panel and the analysis take it. */
export interface GraphArm {
  dataset: string;
  /** The study arm of the dataset's branch ('Placebo' of 'ABC-1||||Placebo'), else the dataset's name. */
  label: string;
  /** Other names the risk table may print for the arm: the dataset's name and the whole branch. */
  names: string[];
  /** The dataset's colour as CSS, when it has one. */
  color?: string;
  points: ArmPoint[];
}

/** The name shown for an arm: the study arm of its branch, or the dataset's name. */
export function armLabel(dataset: Pick<Dataset, 'name' | 'metadata'>): string {
  const key = dataset.metadata.studyData?.compositeKey;
  return (key && branchParts(key).studyArm) || dataset.name;
}

/**
 * The arms of a survival graph: its datasets in page order, each with its label, the names the
 * risk-table reader matches on, its colour and its points in data coordinates.
 */
export function graphArms(page: Pick<PageData, 'datasets'>, axesName: string, calibration: Pick<Calibration, 'pixelToData'>): GraphArm[] {
  return page.datasets
    .filter((d) => d.axesName === axesName)
    .map((d) => {
      const label = armLabel(d);
      const branch = d.metadata.studyData?.compositeKey;
      const names = [...new Set([label, d.name, ...(branch ? Object.values(branchParts(branch)).filter((v): v is string => !!v) : [])])];
      return {
        dataset: d.name,
        label,
        names,
        ...(d.colorRGB ? { color: `rgb(${d.colorRGB.join(', ')})` } : {}),
        points: armPointsFromDataset(d.points, calibration),
      };
    });
}

/** The parts of a branch key; none when the key cannot be read (a key with more parts than there are branch levels). */
function branchParts(key: string): CompositeKeyParts {
  try {
    return parseCompositeKey(key);
  } catch {
    return {};
  }
}
