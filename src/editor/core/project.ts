import type { z } from 'zod';
import { calibrateAxes, type CalibrationPoint } from './calibration';
import { ROTATION_MS, type CircularChartRecorderOptions } from './calibration/circularChartRecorder';
import { EDITOR_MESSAGES, EditorError } from './errors';
import type {
  Axes,
  AxesKind,
  AxesMetadata,
  DataPoint,
  Dataset,
  DatasetMetadata,
  Measurement,
  MeasurementType,
  PageData,
  PointMetadata,
  Project,
} from './model/types';
import { DEFAULT_MISC, getPage } from './model/types';
import { projectFileSchema, wpd3ProjectSchema, wpd4ProjectSchema } from './schemas';

/** Name of the saved data format. */
export const PROJECT_FORMAT = 'WPD';
/** Version of the saved data format; bump on incompatible changes and migrate in loadProject. */
export const PROJECT_FORMAT_VERSION = 1;
/** WebPlotDigitizer version written by exportWpd. */
export const WPD_EXPORT_VERSION: [number, number] = [4, 2];

/** A saved project: the model plus format name and version. */
export interface ProjectFile extends Project {
  format: typeof PROJECT_FORMAT;
  formatVersion: number;
}

function fail(error: z.ZodError): never {
  const issue = error.issues[0]!;
  const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new EditorError('project-invalid', `${issue.message}${where}`);
}

function parseInput(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    throw new EditorError('project-invalid', 'Project is not valid JSON');
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Serialise the whole model. */
export function saveProject(project: Project): ProjectFile {
  return structuredClone({ format: PROJECT_FORMAT, formatVersion: PROJECT_FORMAT_VERSION, ...project });
}

/** Save as a JSON string. */
export const saveProjectJSON = (project: Project): string => JSON.stringify(saveProject(project));

/** Load a saved project (object or JSON string), validating its shape. */
export function loadProject(input: unknown): Project {
  const data = parseInput(input);
  if (!isObject(data)) throw new EditorError('project-invalid', EDITOR_MESSAGES.notAnObject);
  if (typeof data.formatVersion === 'number' && data.formatVersion > PROJECT_FORMAT_VERSION) {
    throw new EditorError('project-invalid', `Project format version ${data.formatVersion} is newer than this editor supports`);
  }
  const parsed = projectFileSchema.safeParse(data);
  if (!parsed.success) fail(parsed.error);
  const { format: _f, formatVersion: _v, ...project } = structuredClone(data) as unknown as ProjectFile;
  return project;
}

/** Load any supported file: a saved project or a WebPlotDigitizer 3 or 4 project. */
export function loadAnyProject(input: unknown): Project {
  const data = parseInput(input);
  if (!isObject(data)) throw new EditorError('project-invalid', EDITOR_MESSAGES.notAnObject);
  if (data.format === PROJECT_FORMAT) return loadProject(data);
  return importWpd(data);
}

// ---- WebPlotDigitizer ----

const WPD_TYPES: Record<string, AxesKind> = {
  XYAxes: 'xy',
  BarAxes: 'bar',
  PolarAxes: 'polar',
  TernaryAxes: 'ternary',
  MapAxes: 'map',
  ImageAxes: 'image',
  CircularChartRecorderAxes: 'circularChartRecorder',
  TableAxes: 'table',
};
const WPD_TYPE_OF = Object.fromEntries(Object.entries(WPD_TYPES).map(([k, v]) => [v, k])) as Record<AxesKind, string>;

const MEASUREMENT_TYPES: Record<string, MeasurementType> = { Distance: 'distance', Angle: 'angle', Area: 'area' };
const MEASUREMENT_TYPE_OF: Record<MeasurementType, string> = { distance: 'Distance', angle: 'Angle', area: 'Area' };

/** Option fields of each WPD axes type: WPD name -> our option name. */
const OPTION_FIELDS: Record<AxesKind, [string, string][]> = {
  xy: [['isLogX', 'logX'], ['isLogY', 'logY'], ['noRotation', 'noRotation']],
  bar: [['isLog', 'log'], ['isRotated', 'rotated']],
  polar: [['isDegrees', 'degrees'], ['isClockwise', 'clockwise'], ['isLog', 'logR']],
  ternary: [['isRange100', 'range100']],
  map: [['scaleLength', 'scaleLength'], ['unitString', 'unit'], ['originLocation', 'origin'], ['imageHeight', 'imageHeight']],
  circularChartRecorder: [['startTime', 'tStart'], ['rotationTime', 'rotationTime'], ['t0', 't0'], ['r0', 'r0'], ['r2', 'r2']],
  image: [],
  table: [],
};
const BOOLEAN_OPTIONS = new Set(['logX', 'logY', 'noRotation', 'log', 'rotated', 'degrees', 'clockwise', 'logR', 'range100']);

function axesFromWpd(raw: Record<string, unknown>, type: AxesKind, name: string, calibrationPoints: CalibrationPoint[]): Axes {
  const rest: Record<string, unknown> = { ...raw };
  delete rest.name;
  delete rest.type;
  delete rest.calibrationPoints;
  const options: Record<string, unknown> = {};
  for (const [wpdName, ours] of OPTION_FIELDS[type]) {
    if (wpdName in rest) {
      options[ours] = BOOLEAN_OPTIONS.has(ours) ? !!rest[wpdName] : rest[wpdName];
      delete rest[wpdName];
    } else if (BOOLEAN_OPTIONS.has(ours)) options[ours] = false;
  }
  if (type === 'ternary') {
    const normal = rest.isNormalOrientation ?? rest.isOrientationNormal;
    options.reversed = normal === false;
    delete rest.isNormalOrientation;
    delete rest.isOrientationNormal;
  }
  if (type === 'map') {
    if (options.scaleLength === undefined) options.scaleLength = 1;
    // Files written before the origin choice existed (WebPlotDigitizer 3.x, 4.0-4.2) measured y downwards.
    if (options.origin === undefined) options.origin = 'top-left';
  }
  if (type === 'circularChartRecorder') {
    // WebPlotDigitizer names the way the disc turns; our option names the way time runs on the image.
    options.clockwise = rest.rotationDirection !== 'clockwise';
    delete rest.rotationDirection;
    if (options.rotationTime === undefined) options.rotationTime = 'week';
  }
  const metadata = (isObject(rest.metadata) ? rest.metadata : {}) as AxesMetadata;
  delete rest.metadata;
  const axes = { name, type, options, calibrationPoints, metadata } as Axes;
  return withExtra(axes, rest);
}

function withExtra<T extends { extra?: Record<string, unknown> }>(item: T, rest: Record<string, unknown>): T {
  if (Object.keys(rest).length) item.extra = rest;
  return item;
}

function pointFromWpd(raw: Record<string, unknown>, metadataKeys: string[]): DataPoint {
  const point: DataPoint = { x: raw.x as number, y: raw.y as number };
  const meta = raw.metadata;
  if (Array.isArray(meta)) {
    const m: Record<string, unknown> = {};
    meta.forEach((v, i) => {
      m[(metadataKeys[i] ?? String(i)).toLowerCase()] = v;
    });
    point.metadata = m as PointMetadata;
  } else if (isObject(meta)) point.metadata = structuredClone(meta) as PointMetadata;
  if (typeof raw.group === 'number') point.group = raw.group;
  return point;
}

/** WebPlotDigitizer 4.x keeps point groups on the points: `tuple` and `group` indices. */
function tuplesOfPoints(points: Record<string, unknown>[]): (number | null)[][] {
  const tuples: (number | null)[][] = [];
  points.forEach((p, i) => {
    if (typeof p.tuple !== 'number' || typeof p.group !== 'number') return;
    const t = (tuples[p.tuple] ??= []);
    while (t.length <= p.group) t.push(null);
    t[p.group] = i;
  });
  for (let i = 0; i < tuples.length; i++) tuples[i] ??= [];
  return tuples;
}

function datasetFromWpd(raw: Record<string, unknown>, defaultAxes: string): Dataset {
  const metadataKeys = ((raw.metadataKeys as string[] | undefined) ?? []).slice();
  const rest: Record<string, unknown> = { ...raw };
  for (const k of ['name', 'axesName', 'metadataKeys', 'data', 'metadata', 'pointGroups', 'tuples', 'groupNames']) delete rest[k];
  const rawPoints = raw.data as Record<string, unknown>[];
  const tuples = Array.isArray(raw.tuples) ? (structuredClone(raw.tuples) as (number | null)[][]) : tuplesOfPoints(rawPoints);
  const points = rawPoints.map((p) => pointFromWpd(p, metadataKeys));
  tuples.forEach((t) =>
    t.forEach((i, g) => {
      if (i !== null && points[i] && points[i]!.group === undefined && g > 0) points[i]!.group = g;
    }),
  );
  const dataset: Dataset = {
    name: raw.name as string,
    axesName: (raw.axesName as string | undefined) ?? defaultAxes,
    metadata: (isObject(raw.metadata) ? structuredClone(raw.metadata) : {}) as DatasetMetadata,
    points,
    metadataKeys,
    pointGroups: Array.isArray(raw.pointGroups)
      ? (raw.pointGroups as string[]).slice()
      : Array.isArray(raw.groupNames)
        ? (raw.groupNames as string[]).slice()
        : [],
    tuples,
  };
  return withExtra(dataset, structuredClone(rest));
}

function placeOnPage(project: Project, raw: Record<string, unknown>): PageData {
  const file = typeof raw.file === 'number' ? raw.file : 0;
  const page = typeof raw.page === 'number' ? raw.page : 1;
  delete raw.file;
  delete raw.page;
  return getPage(project, file, page);
}

/**
 * Import a WebPlotDigitizer project: format 4.x (axesColl, datasetColl, measurementColl) or 3.x
 * (a single `wpd` object). Computed values in the file are not kept: they follow from the
 * calibration.
 */
export function importWpd(input: unknown): Project {
  const data = parseInput(input);
  if (!isObject(data)) throw new EditorError('project-invalid', EDITOR_MESSAGES.notAnObject);
  const project: Project = { pages: [], misc: structuredClone(DEFAULT_MISC) };
  if ('wpd' in data) {
    const parsed = wpd3ProjectSchema.safeParse(data);
    if (!parsed.success) fail(parsed.error);
    const wpd = structuredClone(data.wpd) as Record<string, unknown>;
    const type = WPD_TYPES[wpd.axesType as string];
    if (!type) throw new EditorError('project-invalid', `Unknown axes type ${String(wpd.axesType)}`);
    const params = { ...((wpd.axesParameters as Record<string, unknown> | null) ?? {}) };
    if ('isRange0to100' in params) {
      params.isRange100 = params.isRange0to100;
      delete params.isRange0to100;
    }
    const page = getPage(project, 0, 1);
    const axesName = 'Default';
    page.axes.push(axesFromWpd(params, type, axesName, wpd.calibration as CalibrationPoint[]));
    for (const series of wpd.dataSeries as Record<string, unknown>[]) page.datasets.push(datasetFromWpd(series, axesName));
    for (const [field, mtype] of [['distanceMeasurementData', 'distance'], ['angleMeasurementData', 'angle']] as const) {
      const m = wpd[field] as number[][] | null | undefined;
      if (m && m.length) page.measurements.push({ type: mtype, name: MEASUREMENT_TYPE_OF[mtype], data: m });
    }
    return project;
  }
  const parsed = wpd4ProjectSchema.safeParse(data);
  if (!parsed.success) fail(parsed.error);
  const copy = structuredClone(data) as Record<string, unknown>;
  for (const rawAxes of copy.axesColl as Record<string, unknown>[]) {
    const type = WPD_TYPES[rawAxes.type as string];
    if (!type) throw new EditorError('project-invalid', `Unknown axes type ${String(rawAxes.type)}`);
    const page = placeOnPage(project, rawAxes);
    page.axes.push(axesFromWpd(rawAxes, type, rawAxes.name as string, (rawAxes.calibrationPoints as CalibrationPoint[] | undefined) ?? []));
  }
  const firstAxes = project.pages[0]?.axes[0]?.name ?? '';
  for (const rawDataset of copy.datasetColl as Record<string, unknown>[]) {
    placeOnPage(project, rawDataset).datasets.push(datasetFromWpd(rawDataset, firstAxes));
  }
  for (const raw of (copy.measurementColl as Record<string, unknown>[] | undefined) ?? []) {
    const page = placeOnPage(project, raw);
    const { type, name, axesName, data: mdata, ...rest } = raw;
    const mtype = MEASUREMENT_TYPES[type as string];
    if (!mtype) throw new EditorError('project-invalid', `Unknown measurement type ${String(type)}`);
    const m: Measurement = { type: mtype, name: (name as string | undefined) ?? (type as string), data: mdata as number[][] };
    if (typeof axesName === 'string') m.axesName = axesName;
    page.measurements.push(withExtra(m, rest));
  }
  if (isObject(copy.misc)) project.misc = { ...project.misc, ...(copy.misc as object) };
  return project;
}

function pageFields(page: PageData): Record<string, number> {
  return page.file === 0 && page.page === 1 ? {} : { file: page.file, page: page.page };
}

function axesToWpd(axes: Axes): Record<string, unknown> {
  const out: Record<string, unknown> = { name: axes.name, type: WPD_TYPE_OF[axes.type] };
  const options = axes.options as Record<string, unknown>;
  for (const [wpdName, ours] of OPTION_FIELDS[axes.type]) if (options[ours] !== undefined) out[wpdName] = options[ours];
  if (axes.type === 'ternary') out.isNormalOrientation = !axes.options.reversed;
  if (axes.type === 'circularChartRecorder') out.rotationDirection = axes.options.clockwise === false ? 'clockwise' : 'anticlockwise';
  if (axes.type !== 'image') out.calibrationPoints = structuredClone(axes.calibrationPoints);
  if (axes.type === 'circularChartRecorder') recorderToWpd(axes.options, out);
  if (Object.keys(axes.metadata).length) out.metadata = structuredClone(axes.metadata);
  return { ...out, ...structuredClone(axes.extra ?? {}) };
}

/**
 * WebPlotDigitizer reads a recorder's t0 and r0 from calibration point 0 and r2 from point 2, knows
 * only week- or day-long turns, and needs five points: write the options where it reads them, and
 * turn a four-point calibration (centre given) into the five-point layout by adding two points on
 * the outer circle, a third and two thirds of a turn from point 2.
 */
function recorderToWpd(options: CircularChartRecorderOptions, out: Record<string, unknown>): void {
  const points = out.calibrationPoints as CalibrationPoint[];
  if (points.length === 4) {
    const [, , p2, centre] = points as [CalibrationPoint, CalibrationPoint, CalibrationPoint, CalibrationPoint];
    const along = (turn: number): CalibrationPoint => {
      const cos = Math.cos(turn * 2 * Math.PI);
      const sin = Math.sin(turn * 2 * Math.PI);
      const x = p2.px - centre.px;
      const y = p2.py - centre.py;
      return { px: centre.px + cos * x - sin * y, py: centre.py + sin * x + cos * y, dx: '', dy: '' };
    };
    points.splice(3, 1, along(1 / 3), along(2 / 3));
  }
  if (options.t0 !== undefined) points[0]!.dx = options.t0;
  if (options.r0 !== undefined) points[0]!.dy = options.r0;
  if (options.r2 !== undefined && points[2]) points[2]!.dy = options.r2;
  // WebPlotDigitizer reads its start time unconditionally: without one, times start at t0.
  if (out.startTime === undefined) out.startTime = points[0]!.dx;
  const named = (Object.keys(ROTATION_MS) as (keyof typeof ROTATION_MS)[]).find((k) => ROTATION_MS[k] === options.rotationTime);
  if (named) out.rotationTime = named;
  else if (options.rotationTime === undefined) out.rotationTime = 'week';
}

function valuesFor(axes: Axes | undefined) {
  if (!axes || axes.type === 'table') return null;
  try {
    return calibrateAxes(axes.type, axes.calibrationPoints, axes.options as never);
  } catch {
    return null;
  }
}

/**
 * Export as a WebPlotDigitizer 4 project. Point values are computed from each axes'
 * calibration; points of other pages carry `file` and `page` fields.
 */
export function exportWpd(project: Project): Record<string, unknown> {
  const axesColl: Record<string, unknown>[] = [];
  const datasetColl: Record<string, unknown>[] = [];
  const measurementColl: Record<string, unknown>[] = [];
  for (const page of project.pages) {
    for (const axes of page.axes) axesColl.push({ ...axesToWpd(axes), ...pageFields(page) });
    for (const d of page.datasets) {
      const calibration = valuesFor(page.axes.find((a) => a.name === d.axesName));
      // WebPlotDigitizer 4.x reads point groups from each point's tuple and group indices.
      const tupleOf = new Map<number, [number, number]>();
      d.tuples.forEach((t, ti) => t.forEach((pi, g) => pi !== null && tupleOf.set(pi, [ti, g])));
      const out: Record<string, unknown> = {
        name: d.name,
        axesName: d.axesName,
        metadataKeys: d.metadataKeys.slice(),
        data: d.points.map((p, i) => {
          const wp: Record<string, unknown> = { x: p.x, y: p.y, value: calibration ? calibration.pixelToData(p.x, p.y) : [] };
          if (p.metadata) wp.metadata = structuredClone(p.metadata);
          if (p.group !== undefined) wp.group = p.group;
          const tuple = tupleOf.get(i);
          if (tuple !== undefined) {
            wp.tuple = tuple[0];
            wp.group = tuple[1];
          }
          return wp;
        }),
      };
      if (d.pointGroups.length) out.groupNames = d.pointGroups.slice();
      if (d.colorRGB) out.colorRGB = d.colorRGB.slice();
      if (Object.keys(d.metadata).length) out.metadata = structuredClone(d.metadata);
      if (d.pointGroups.length) out.pointGroups = d.pointGroups.slice();
      if (d.tuples.length) out.tuples = structuredClone(d.tuples);
      datasetColl.push({ ...out, ...structuredClone(d.extra ?? {}), ...pageFields(page) });
    }
    for (const m of page.measurements) {
      const out: Record<string, unknown> = { type: MEASUREMENT_TYPE_OF[m.type], name: m.name, data: structuredClone(m.data) };
      if (m.axesName !== undefined) out.axesName = m.axesName;
      measurementColl.push({ ...out, ...structuredClone(m.extra ?? {}), ...pageFields(page) });
    }
  }
  return { version: WPD_EXPORT_VERSION.slice(), axesColl, datasetColl, measurementColl, misc: structuredClone(project.misc) };
}
