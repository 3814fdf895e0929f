import { calibrate as calibrateMap, type MapCalibration, type MapOptions } from '../core/calibration/map';
import { EditorError } from '../core/errors';
import type { Axes, Measurement, PageData } from '../core/model/types';
import { axesIndex, pagePath, patchCommand, type CommandContext, type PatchCommand } from './commands';
import type { PatchOperation } from './patch';

/*
 * Distance and area measurements on map axes (spec 3 section 3: 'measurements by file'; issue:
 * the map's distance and area tools store their results as measurements). A page keeps one
 * measurement collection per kind and axes, as WebPlotDigitizer does ({type, name, axesName,
 * data}); each entry of `data` is one measurement, the flat pixel coordinates of its vertices
 * [x0, y0, x1, y1, ...]: a polyline for a distance, a polygon for an area. Values are computed
 * from the pixels with the map's calibration whenever they are shown, so moving the scale bar
 * updates every measurement.
 */

/** The kinds of measurement the map tools make. */
export const MEASURE_KINDS = ['distance', 'area'] as const;
export type MeasureKind = (typeof MEASURE_KINDS)[number];

/** Names of the collections, as WebPlotDigitizer writes them. */
export const MEASUREMENT_NAMES: Record<MeasureKind, string> = { distance: 'Distance', area: 'Area' };

/** Vertices a measurement needs: two ends of a line, three corners of a polygon. */
export const MIN_VERTICES: Record<MeasureKind, number> = { distance: 2, area: 3 };

export interface Vec2 {
  x: number;
  y: number;
}

/** Pixels as stored: [x0, y0, x1, y1, ...]. */
export const flattenPixels = (pixels: readonly Vec2[]): number[] => pixels.flatMap((p) => [p.x, p.y]);

/** Stored coordinates as pixels; a dangling last number is ignored. */
export function pixelsOf(data: readonly number[]): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i + 1 < data.length; i += 2) out.push({ x: data[i]!, y: data[i + 1]! });
  return out;
}

/** The map calibration of an axes, or null when it is not a map or its scale is unusable. */
export function mapCalibrationOf(axes: Axes): MapCalibration | null {
  if (axes.type !== 'map') return null;
  try {
    return calibrateMap(axes.calibrationPoints, axes.options as MapOptions);
  } catch {
    return null;
  }
}

/** A measurement's value in the map's units (squared for an area), or null without a usable scale. */
export function measureValue(axes: Axes, type: MeasureKind, pixels: readonly Vec2[]): number | null {
  return valueWith(mapCalibrationOf(axes), type, pixels);
}

const valueWith = (cal: MapCalibration | null, type: MeasureKind, pixels: readonly Vec2[]): number | null =>
  !cal ? null : type === 'distance' ? cal.distance(pixels) : cal.area(pixels);

/** '12.5 km' or '3.2 km²': at most three decimals, the map's unit (squared for an area). */
export function formatMeasurement(value: number | null, type: MeasureKind, unit: string): string {
  if (value === null || !Number.isFinite(value)) return 'No scale';
  const n = value.toLocaleString('en-US', { maximumFractionDigits: 3 });
  if (!unit) return type === 'area' ? `${n} square units` : `${n} units`;
  return type === 'area' ? `${n} ${unit}²` : `${n} ${unit}`;
}

/** One measurement of an axes, as the panel and the layer show it. */
export interface MeasurementItem {
  /** Stable within a render: `{type}:{index}`. */
  key: string;
  type: MeasureKind;
  /** Index in its collection's `data`. */
  index: number;
  pixels: Vec2[];
  value: number | null;
  /** 'Distance 1', 'Area 2'. */
  label: string;
  /** The value with its unit. */
  text: string;
}

const isMeasureKind = (t: string): t is MeasureKind => (MEASURE_KINDS as readonly string[]).includes(t);

/** The distance and area measurements drawn on an axes, distances first. */
export function measurementsOfAxes(page: Pick<PageData, 'measurements'>, axes: Axes): MeasurementItem[] {
  // Calibrated once for every measurement of the axes.
  const cal = mapCalibrationOf(axes);
  const unit = cal?.unit ?? (axes.type === 'map' ? ((axes.options as MapOptions).unit ?? '') : '');
  const out: MeasurementItem[] = [];
  for (const type of MEASURE_KINDS) {
    const collection = page.measurements.find((m) => m.type === type && m.axesName === axes.name);
    collection?.data.forEach((data, index) => {
      const pixels = pixelsOf(data);
      const value = valueWith(cal, type, pixels);
      out.push({ key: `${type}:${index}`, type, index, pixels, value, label: `${MEASUREMENT_NAMES[type]} ${index + 1}`, text: formatMeasurement(value, type, unit) });
    });
  }
  return out;
}

function collectionIndex(ctx: CommandContext, axesName: string, type: MeasureKind): number {
  return ctx.document.pages[ctx.pageIndex]!.measurements.findIndex((m) => m.type === type && m.axesName === axesName);
}

/** Store a new measurement on an axes (the collection is created with the first one). */
export function addMeasurement(ctx: CommandContext, axesName: string, type: MeasureKind, pixels: readonly Vec2[]): PatchCommand {
  axesIndex(ctx, axesName);
  if (!isMeasureKind(type)) throw new EditorError('project-invalid', `Unknown measurement type ${String(type)}`);
  if (pixels.length < MIN_VERTICES[type] || pixels.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y)))
    throw new EditorError('project-invalid', `A ${type} measurement needs at least ${MIN_VERTICES[type]} points`);
  const data = flattenPixels(pixels);
  const page = ctx.document.pages[ctx.pageIndex]!;
  const c = collectionIndex(ctx, axesName, type);
  const label = type === 'distance' ? 'Measure distance' : 'Measure area';
  if (c < 0) {
    const collection: Measurement = { type, name: MEASUREMENT_NAMES[type], axesName, data: [data] };
    return patchCommand(ctx.document, label, [{ op: 'add', path: pagePath(ctx, 'measurements', page.measurements.length), value: collection }]);
  }
  return patchCommand(ctx.document, label, [{ op: 'add', path: pagePath(ctx, 'measurements', c, 'data', page.measurements[c]!.data.length), value: data }]);
}

/** Delete one measurement; the collection goes with its last one. */
export function deleteMeasurement(ctx: CommandContext, axesName: string, type: MeasureKind, index: number): PatchCommand {
  const c = collectionIndex(ctx, axesName, type);
  const collection = c < 0 ? undefined : ctx.document.pages[ctx.pageIndex]!.measurements[c]!;
  if (!collection?.data[index]) throw new EditorError('project-invalid', `${MEASUREMENT_NAMES[type]} ${index + 1} of ${axesName} not found`);
  const op: PatchOperation =
    collection.data.length === 1 ? { op: 'remove', path: pagePath(ctx, 'measurements', c) } : { op: 'remove', path: pagePath(ctx, 'measurements', c, 'data', index) };
  return patchCommand(ctx.document, 'Delete measurement', [op]);
}

/** Move one vertex of a measurement. */
export function moveMeasurementVertex(ctx: CommandContext, axesName: string, type: MeasureKind, index: number, vertex: number, to: Vec2): PatchCommand {
  const c = collectionIndex(ctx, axesName, type);
  const data = c < 0 ? undefined : ctx.document.pages[ctx.pageIndex]!.measurements[c]!.data[index];
  if (!data || vertex < 0 || 2 * vertex + 1 >= data.length) throw new EditorError('project-invalid', `Point ${vertex + 1} of ${MEASUREMENT_NAMES[type]} ${index + 1} not found`);
  const at = (k: number) => pagePath(ctx, 'measurements', c, 'data', index, k);
  return patchCommand(ctx.document, 'Move measurement point', [
    { op: 'replace', path: at(2 * vertex), value: to.x },
    { op: 'replace', path: at(2 * vertex + 1), value: to.y },
  ]);
}
