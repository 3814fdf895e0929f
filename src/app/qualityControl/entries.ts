import { calibrateAxes, type AxesType, type Calibration } from '../../editor/core/calibration';
import type { Axes, PageData, Project } from '../../editor/core/model/types';
import { metadataRows } from '../../editor/core/tagging';
import type { QcSource } from '../../screens/QualityControl/qcTypes';
import { datasetLabel } from '../../screens/DataEntry/dataEntryRules';

/** One tag row of a tagged item. */
export interface EntryRow {
  tag: string;
  value: string | number | null;
  /** The graph axis the row belongs to ('x', 'y', 'bar'), when it is an axis value. */
  axis?: string;
  axisType?: string;
}

/** A calibrated coordinate of a graph point, with the axis range it was read on. */
export interface EntryCoordinate {
  axis: string;
  value: number;
  /** The data range between the axis's calibration points, for the 1 % tolerance. */
  range: { min: number; max: number; log: boolean } | null;
}

/** A tagged item of an extraction: a point of a dataset or a tagged text selection. */
export interface ExtractionEntry {
  /** Stable within the extraction. */
  id: string;
  kind: 'point' | 'text';
  compositeKey: string;
  tagGroup: string;
  /** Tells two uses of one tag group apart (one intervention from another). */
  instance: string;
  rows: EntryRow[];
  coordinates: EntryCoordinate[];
  source: QcSource;
  /** Graph points: the axes and dataset they belong to, and their index in the dataset. */
  axesName?: string;
  axesType?: string;
  datasetName?: string;
  /** What the user knows the dataset by: its study branch and tag group, or the name they gave it. */
  datasetLabel?: string;
  index?: number;
  /** Text items: the selected text. */
  text?: string;
}

function calibrationOf(axes: Axes): Calibration | null {
  if (axes.type === 'table') return null;
  try {
    return calibrateAxes(axes.type as AxesType, axes.calibrationPoints, axes.options as never);
  } catch {
    return null;
  }
}

const AXIS_NAMES: Partial<Record<string, string[]>> = { xy: ['x', 'y'], bar: ['bar'], polar: ['r', 'theta'], map: ['x', 'y'], ternary: ['a', 'b', 'c'] };

/** The data range each calibrated axis spans, from its calibration points (XY: x from P1-P2, y from P3-P4). */
function axisRanges(axes: Axes): (EntryCoordinate['range'])[] {
  const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
  const pts = axes.calibrationPoints;
  const range = (a: unknown, b: unknown, log: boolean) => {
    const [x, y] = [num(a), num(b)];
    return Number.isFinite(x) && Number.isFinite(y) ? { min: Math.min(x, y), max: Math.max(x, y), log } : null;
  };
  if (axes.type === 'xy' && pts.length >= 4) {
    const o = axes.options as { logX?: boolean; logY?: boolean };
    return [range(pts[0]!.dx, pts[1]!.dx, !!o.logX), range(pts[2]!.dy, pts[3]!.dy, !!o.logY)];
  }
  if (axes.type === 'bar' && pts.length >= 2) {
    return [range(pts[0]!.dy, pts[1]!.dy, !!(axes.options as { log?: boolean }).log)];
  }
  return [];
}

function pageEntries(page: PageData): ExtractionEntry[] {
  const out: ExtractionEntry[] = [];
  for (const dataset of page.datasets) {
    const axes = page.axes.find((a) => a.name === dataset.axesName);
    const calibration = axes ? calibrationOf(axes) : null;
    const ranges = axes ? axisRanges(axes) : [];
    const names = (axes && AXIS_NAMES[axes.type]) ?? [];
    const study = dataset.metadata.studyData;
    dataset.points.forEach((point, index) => {
      const meta = point.metadata;
      let values: number[] = [];
      try {
        values = calibration ? calibration.pixelToData(point.x, point.y) : [];
      } catch {
        values = [];
      }
      out.push({
        id: `point:${page.file}:${page.page}:${dataset.axesName}:${dataset.name}:${index}`,
        kind: 'point',
        compositeKey: meta?.compositeKey ?? study?.compositeKey ?? '',
        tagGroup: meta?.tagGroup?.name ?? study?.tagGroup.name ?? dataset.metadata.tagGroup?.name ?? '',
        instance: meta?.tagGroup?.instanceUuid ?? study?.tagGroup.instanceUuid ?? `${dataset.axesName}/${dataset.name}`,
        rows: metadataRows(meta).map(({ entry }) => ({
          tag: entry.tag.name,
          value: entry.value,
          ...(entry.axis ? { axis: entry.axis } : {}),
          ...(entry.axisType ? { axisType: entry.axisType } : {}),
        })),
        coordinates: values
          .map((value, i) => ({ axis: names[i] ?? String(i), value, range: ranges[i] ?? null }))
          .filter((c) => Number.isFinite(c.value)),
        source: { file: page.file, page: page.page, at: { x: point.x, y: point.y } },
        axesName: dataset.axesName,
        axesType: axes?.type,
        datasetName: dataset.name,
        datasetLabel: datasetLabel(dataset),
        index,
      });
    });
  }
  for (const text of page.texts ?? []) {
    out.push({
      id: `text:${text.uuid}`,
      kind: 'text',
      compositeKey: text.metadata.compositeKey ?? '',
      tagGroup: text.metadata.tagGroup?.name ?? '',
      instance: text.metadata.tagGroup?.instanceUuid ?? text.uuid,
      rows: metadataRows(text.metadata).map(({ entry }) => ({ tag: entry.tag.name, value: entry.value })),
      coordinates: [],
      source: { file: page.file, page: page.page, ...(text.rect ? { rect: text.rect } : {}) },
      text: text.text,
    });
  }
  return out;
}

/** Every tagged item of an extraction, page by page in file and page order. */
export function extractionEntries(project: Project): ExtractionEntry[] {
  const pages = [...project.pages].sort((a, b) => a.file - b.file || a.page - b.page);
  return pages.flatMap(pageEntries);
}

/** A number as people read it: at most 4 significant decimals, no trailing zeros. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 2 : abs >= 1 ? 3 : 4;
  return String(Number(value.toFixed(digits)));
}

/** A row's value as text. */
export function rowText(value: string | number | null): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? formatNumber(value) : value;
}
