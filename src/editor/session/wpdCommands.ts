import { EditorError } from '../core/errors';
import { freeAxesName } from '../core/model/names';
import type { Axes, Dataset, Measurement, PageData } from '../core/model/types';
import { exportWpd, importWpd, type ProjectFile } from '../core/project';
import { pagePath, patchCommand, type CommandContext, type PatchCommand } from './commands';
import type { PatchOperation } from './patch';

/*
 * WebPlotDigitizer projects for users moving between the two tools: a project (.json, format 3 or
 * 4) made on one of the paper's files is added to the file and page open in the editor as one
 * undoable step; the axes, datasets and measurements of the open file go out as a project
 * WebPlotDigitizer 4.x opens (docs/wpd-projects.md).
 */

/** What the user reads when a WebPlotDigitizer project cannot be imported or exported. */
export const WPD_MESSAGES = {
  notJson: 'This file is not a WebPlotDigitizer project: it is not valid JSON.',
  notProject: 'This file is not a WebPlotDigitizer project (version 3 or 4)',
  empty: 'This WebPlotDigitizer project has no axes, datasets or measurements to import.',
  severalPages:
    'This WebPlotDigitizer project has data on more than one page or file. Save each page as its own project in WebPlotDigitizer and import it on that page here.',
  nothingToExport: 'This file has no axes, datasets or measurements to export.',
} as const;

/** Label of the import's undo step. */
export const WPD_IMPORT_LABEL = 'Import WebPlotDigitizer project';

/** What an import adds, for the user to read. */
export interface WpdImportSummary {
  /** Names of the axes added, as they are named here. */
  axes: string[];
  /** Names of the datasets added, as they are named here. */
  datasets: string[];
  /** Number of points in them. */
  points: number;
  /** Number of measurements added. */
  measurements: number;
  /** Items renamed because the page already had one of that name: [name in the file, name here]. */
  renamed: [string, string][];
}

export type WpdImportCommand = PatchCommand & { readonly summary: WpdImportSummary };

/**
 * Read a WebPlotDigitizer project from a file's text. Everything in it must be on one page of one
 * file (the page it lands on). Throws an EditorError with a message for people.
 */
export function readWpdProject(text: string): PageData {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new EditorError('project-invalid', WPD_MESSAGES.notJson);
  }
  const isWpd = typeof data === 'object' && data !== null && ('wpd' in data || 'axesColl' in data || 'datasetColl' in data);
  if (!isWpd) throw new EditorError('project-invalid', `${WPD_MESSAGES.notProject}.`);
  let pages: PageData[];
  try {
    pages = importWpd(data).pages;
  } catch (e) {
    throw new EditorError('project-invalid', `${WPD_MESSAGES.notProject}: ${e instanceof Error ? e.message : String(e)}.`);
  }
  const used = pages.filter((p) => p.axes.length + p.datasets.length + p.measurements.length > 0);
  if (used.length === 0) throw new EditorError('project-invalid', WPD_MESSAGES.empty);
  if (used.length > 1) throw new EditorError('project-invalid', WPD_MESSAGES.severalPages);
  return used[0]!;
}

/** The name, or the name with the first free number from 2 on ('Curve 2', 'Curve 3'...). */
function freeName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name} ${n}`;
  taken.add(candidate);
  return candidate;
}

/**
 * Add a WebPlotDigitizer project's axes, datasets (with their points) and measurements to the page
 * being edited, as one undoable command. Names already on the page get a number
 * ('XY axes' -> 'XY axes 2', 'XY graph 2' -> 'XY graph 3'); datasets and measurements follow their axes' new names.
 */
export function importWpdCommand(ctx: CommandContext, imported: PageData): WpdImportCommand {
  const page = ctx.document.pages[ctx.pageIndex]!;
  const renamed: [string, string][] = [];
  const axesNames = new Set(page.axes.map((a) => a.name));
  const datasetNames = new Set(page.datasets.map((d) => d.name));
  const axesMap = new Map<string, string>();
  const axes: Axes[] = imported.axes.map((a) => {
    const name = freeAxesName(a.name, axesNames);
    axesNames.add(name);
    axesMap.set(a.name, name);
    if (name !== a.name) renamed.push([a.name, name]);
    return { ...structuredClone(a), name };
  });
  const datasets: Dataset[] = imported.datasets.map((d) => {
    const name = freeName(d.name, datasetNames);
    if (name !== d.name) renamed.push([d.name, name]);
    const copy = structuredClone(d);
    copy.name = name;
    if (copy.metadata.name === d.name) copy.metadata.name = name;
    copy.axesName = axesMap.get(d.axesName) ?? d.axesName;
    return copy;
  });
  const measurements: Measurement[] = imported.measurements.map((m) => {
    const copy = structuredClone(m);
    if (copy.axesName !== undefined) copy.axesName = axesMap.get(copy.axesName) ?? copy.axesName;
    return copy;
  });
  const ops: PatchOperation[] = [
    ...axes.map((value, i): PatchOperation => ({ op: 'add', path: pagePath(ctx, 'axes', page.axes.length + i), value })),
    ...datasets.map((value, i): PatchOperation => ({ op: 'add', path: pagePath(ctx, 'datasets', page.datasets.length + i), value })),
    ...measurements.map((value, i): PatchOperation => ({ op: 'add', path: pagePath(ctx, 'measurements', page.measurements.length + i), value })),
  ];
  const summary: WpdImportSummary = {
    axes: axes.map((a) => a.name),
    datasets: datasets.map((d) => d.name),
    points: datasets.reduce((n, d) => n + d.points.length, 0),
    measurements: measurements.length,
    renamed,
  };
  return Object.assign(patchCommand(ctx.document, WPD_IMPORT_LABEL, ops), { summary });
}

/**
 * The axes, datasets and measurements of one file (every page of it) as a WebPlotDigitizer 4.x
 * project: the file is file 0 of the project and its pages keep their numbers. Throws an
 * EditorError when the file has nothing to export.
 */
export function exportWpdForFile(document: ProjectFile, file: number): Record<string, unknown> {
  const pages = document.pages
    .filter((p) => p.file === file && p.axes.length + p.datasets.length + p.measurements.length > 0)
    .map((p) => ({ ...p, file: 0 }));
  if (pages.length === 0) throw new EditorError('project-invalid', WPD_MESSAGES.nothingToExport);
  // The view (zoom, scroll, current page) is this editor's; WebPlotDigitizer keeps its own.
  const { misc: _misc, ...project } = exportWpd({ pages, misc: document.misc });
  return project;
}

/** Name of the downloaded project: the file's name without its extension, then '.wpd.json'. */
export function wpdFileName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]+$/, '') || 'project';
  return `${base}.wpd.json`;
}
