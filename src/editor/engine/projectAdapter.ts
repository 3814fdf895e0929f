import { calibrateAxes, type Calibration } from '../core/calibration';
import type { CalibrationPoint } from '../core/calibration/types';
import { formatCalibratedValue } from '../core/calibration/valueParser';
import type { Axes, PageData, Project } from '../core/model/types';
import { withIntent } from '../core/model/edits';
import { command, type Command } from '../core/undo';
import type { Scene, SceneAxes, SceneDataset } from './scene';
import type { Vec } from './viewTransform';

/*
 * The seam between the core model (Project, PageData, commands) and the engine's flat Scene.
 * Everything the engine needs from the model goes through here.
 */

/** Marker colours of datasets without their own, chosen to stay distinct on white and for common colour blindness. */
export const DATASET_PALETTE = ['#d62728', '#1f77b4', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b', '#e377c2'] as const;

/** Labels of the calibration points each axes type collects, in clicking order. */
export const CALIBRATION_LABELS: Record<'xy' | 'bar', readonly string[]> = {
  xy: ['X1', 'X2', 'Y1', 'Y2'],
  bar: ['P1', 'P2'],
};

export function labelsOf(axes: Axes): readonly string[] {
  if (axes.type === 'xy' || axes.type === 'bar') return CALIBRATION_LABELS[axes.type];
  return axes.calibrationPoints.map((_, i) => `P${i + 1}`);
}

/** The page data of a file and page, or null; unlike the core's getPage it never creates one. */
export function findPage(project: Project, file: number, page: number): PageData | null {
  return project.pages.find((p) => p.file === file && p.page === page) ?? null;
}

export interface SceneOptions {
  file: number;
  page: number;
  activeDataset: string | null;
  activeAxes: string | null;
  pendingCalibration: readonly Vec[];
  calibrationType: 'xy' | 'bar';
  /** Draw datasets and axes of the file's other pages, faded. */
  showOffPage: boolean;
}

function colorOf(rgb: [number, number, number] | undefined, i: number): string {
  return rgb ? `rgb(${rgb[0]}, ${rgb[1]}, ${rgb[2]})` : DATASET_PALETTE[i % DATASET_PALETTE.length]!;
}

/** The engine's view of one page of a project. Points are passed through, not copied. */
export function sceneFromProject(project: Project, o: SceneOptions): Scene {
  const axes: SceneAxes[] = [];
  const datasets: SceneDataset[] = [];
  let colorIndex = 0;
  for (const pd of project.pages) {
    if (pd.file !== o.file) continue;
    const offPage = pd.page !== o.page;
    if (offPage && !o.showOffPage) continue;
    for (const a of pd.axes) {
      if (a.type === 'table' || a.type === 'image') continue;
      axes.push({
        id: offPage ? `${pd.page}\u0000${a.name}` : a.name,
        name: a.name,
        points: a.calibrationPoints.map((c) => ({ x: c.px, y: c.py })),
        labels: labelsOf(a),
        offPage,
      });
    }
    for (const d of pd.datasets) {
      datasets.push({
        id: offPage ? `${pd.page}\u0000${d.name}` : d.name,
        color: colorOf(d.colorRGB, colorIndex++),
        points: d.points,
        offPage,
      });
    }
  }
  return {
    axes,
    datasets,
    activeDatasetId: o.activeDataset,
    activeAxesId: o.activeAxes,
    pendingCalibration: o.pendingCalibration,
    calibrationLabels: CALIBRATION_LABELS[o.calibrationType],
  };
}

const calibrationCache = new WeakMap<Axes, { key: string; calibration: Calibration | null }>();

/** The calibration of an axes, or null when it cannot be calibrated yet. Cached per axes and points. */
export function calibrationOf(axes: Axes): Calibration | null {
  const key = JSON.stringify([axes.type, axes.calibrationPoints, axes.options]);
  const hit = calibrationCache.get(axes);
  if (hit && hit.key === key) return hit.calibration;
  let calibration: Calibration | null = null;
  try {
    if (axes.type !== 'table') calibration = calibrateAxes(axes.type, axes.calibrationPoints, axes.options as never);
  } catch {
    calibration = null;
  }
  calibrationCache.set(axes, { key, calibration });
  return calibration;
}

/** Move one calibration point of an axes (the 'Adjust Axis Points' tool). */
export function moveCalibrationPointCommand(page: PageData, axesName: string, index: number, to: Vec): Command {
  let from: CalibrationPoint | undefined;
  const find = () => {
    const a = page.axes.find((x) => x.name === axesName);
    if (!a) throw new Error(`Axes ${axesName} not found`);
    return a;
  };
  const cmd = command(
    'Move axis point',
    () => {
      const a = find();
      from = a.calibrationPoints[index]!;
      a.calibrationPoints = a.calibrationPoints.map((c, i) => (i === index ? { ...c, px: to.x, py: to.y } : c));
    },
    () => {
      const a = find();
      a.calibrationPoints = a.calibrationPoints.map((c, i) => (i === index ? from! : c));
    },
  );
  return withIntent(cmd, { kind: 'moveCalibrationPoint', page, axesName, index, to });
}

/** Format a data value for people: at most `decimals` places, no trailing zeros. */
export function formatValue(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs !== 0 && (abs < 1e-4 || abs >= 1e9)) return value.toExponential(Math.max(0, decimals));
  return String(Number(value.toFixed(decimals)));
}

/** The data values of a pixel on an axes, as the live region and tables show them. */
export function describeValues(axes: Axes, at: Vec): string | null {
  const cal = calibrationOf(axes);
  if (!cal) return null;
  const values = cal.pixelToData(at.x, at.y);
  const labels = axes.metadata.axesLabelData;
  // Dates and times show as they were typed at calibration (2024/01/06, 11:30); a pixel with no value (out of a recorder pen's reach) says so.
  if (values.some((v) => !Number.isFinite(v))) return 'no value';
  const show = (k: number, decimals = 2) => formatCalibratedValue(values[k]!, cal.valueFormats?.[k], (v) => formatValue(v, decimals));
  if (axes.type === 'xy') {
    return `x = ${show(0, labels?.x?.decimals ?? 2)}, y = ${show(1, labels?.y?.decimals ?? 2)}`;
  }
  if (axes.type === 'bar') return `value = ${show(0, labels?.bar?.decimals ?? 2)}`;
  return values.map((_, k) => show(k)).join(', ');
}
