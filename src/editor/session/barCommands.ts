import { mergeHeaderAt, moveCorner, moveDivider, splitHeaderAt, headerIndexAlong, type Vec } from '../core/barHeaders';
import type { Axes, BarHeader, BarHeaders, MetadataEntry, PointMetadata } from '../core/model/types';
import { metadataRows, withRows } from '../core/tagging';
import { axesIndex, pagePath, patchCommand, type CommandContext, type PatchCommand } from './commands';
import type { PatchOperation } from './patch';

/*
 * Edits of a bar graph's categorical axis (spec 3 sections 3 and 4): the headers are saved in the
 * axes' metadata (barHeaders); each edit is one undo step. A bar point carries its header's tags as
 * header rows (headerTag: true) and its header's study branch as its composite key. With the
 * 'update data points on bar header edit' flag, an edit of the headers (their metadata, a divider,
 * a category added or removed, a corner) rewrites those rows of every point of the graph in the
 * same step; without it, points keep what they got when they were added.
 */

export interface BarHeaderEditOptions {
  /** The 'update data points on bar header edit' flag. @default true */
  updatePoints?: boolean;
}

function axesOf(ctx: CommandContext, axesName: string): { a: number; axes: Axes } {
  const a = axesIndex(ctx, axesName);
  return { a, axes: ctx.document.pages[ctx.pageIndex]!.axes[a]! };
}

/** The header rows of a header's metadata, as a point carries them. */
function headerRows(header: BarHeader | undefined): MetadataEntry[] {
  return metadataRows(header?.metadata).map(({ entry }) => ({ ...entry, headerTag: true }));
}

/**
 * A point's metadata with the header rows of the header it stands on (replacing any it had) and
 * that header's study branch as its composite key; `fallbackKey` (the dataset's branch) when the
 * header has none or the point is beyond the headers.
 */
export function withBarHeaderRows(metadata: PointMetadata | undefined, headers: BarHeaders | undefined, at: Vec, fallbackKey?: string): PointMetadata {
  const own = metadataRows(metadata)
    .map(({ entry }) => entry)
    .filter((e) => !e.headerTag);
  const index = headers ? headerIndexAlong(headers, at) : null;
  const header = index === null ? undefined : headers!.headers[index];
  const out = withRows(metadata, [...own, ...headerRows(header)]);
  const key = header?.metadata?.compositeKey || fallbackKey;
  if (key) out.compositeKey = key;
  else delete out.compositeKey;
  return out;
}

/** The ops rewriting the header rows of every point of the graph for new headers. */
function pointOps(ctx: CommandContext, axesName: string, headers: BarHeaders): PatchOperation[] {
  const page = ctx.document.pages[ctx.pageIndex]!;
  const ops: PatchOperation[] = [];
  page.datasets.forEach((dataset, d) => {
    if (dataset.axesName !== axesName) return;
    dataset.points.forEach((point, i) => {
      const next = withBarHeaderRows(point.metadata, headers, point, dataset.metadata.studyData?.compositeKey);
      if (JSON.stringify(next) !== JSON.stringify(point.metadata ?? {})) ops.push({ op: 'add', path: pagePath(ctx, 'datasets', d, 'points', i, 'metadata'), value: next });
    });
  });
  return ops;
}

/** Save a graph's bar headers (and, with the flag, its points' header rows) as one step. */
export function setBarHeaders(ctx: CommandContext, axesName: string, headers: BarHeaders, label = 'Set bar headers', options: BarHeaderEditOptions = {}): PatchCommand {
  const { a } = axesOf(ctx, axesName);
  const ops: PatchOperation[] = [{ op: 'add', path: pagePath(ctx, 'axes', a, 'metadata', 'barHeaders'), value: headers }];
  if (options.updatePoints ?? true) ops.push(...pointOps(ctx, axesName, headers));
  return patchCommand(ctx.document, label, ops);
}

function requireHeaders(axes: Axes): BarHeaders {
  const headers = axes.metadata.barHeaders;
  if (!headers) throw new Error('Bar chart corners not set');
  return headers;
}

/** Lock the lines of new headers: the count step is complete. */
export function lockBarHeaders(ctx: CommandContext, axesName: string, headers: BarHeaders): PatchCommand {
  return setBarHeaders(ctx, axesName, { ...headers, linesLocked: true }, 'Set categories');
}

/** Save one header's metadata. */
export function setBarHeaderMetadata(ctx: CommandContext, axesName: string, index: number, metadata: PointMetadata | undefined, options: BarHeaderEditOptions = {}): PatchCommand {
  const headers = requireHeaders(axesOf(ctx, axesName).axes);
  if (!headers.headers[index]) throw new Error(`Header ${index} of ${axesName} not found`);
  const next: BarHeaders = {
    ...headers,
    headers: headers.headers.map((h, i) => {
      if (i !== index) return h;
      const { metadata: _old, ...rest } = h;
      return metadata ? { ...rest, metadata } : rest;
    }),
  };
  return setBarHeaders(ctx, axesName, next, 'Set header data', options);
}

/** Drag a divider (not the first nor the last; never within 10 px of a neighbour). Null when it cannot move. */
export function moveBarDivider(ctx: CommandContext, axesName: string, index: number, to: Vec, options: BarHeaderEditOptions = {}): PatchCommand | null {
  const headers = requireHeaders(axesOf(ctx, axesName).axes);
  const next = moveDivider(headers, index, to);
  if (next === headers) return null;
  return setBarHeaders(ctx, axesName, next, 'Move divider', options);
}

/** Add category: split the header under a point. Null when no header is split there. */
export function addBarCategory(ctx: CommandContext, axesName: string, at: Vec, options: BarHeaderEditOptions = {}): PatchCommand | null {
  const next = splitHeaderAt(requireHeaders(axesOf(ctx, axesName).axes), at);
  return next ? setBarHeaders(ctx, axesName, next, 'Add category', options) : null;
}

/** Remove category: merge the header under a point into its neighbour. Null when blocked (2 dividers) or off the headers. */
export function removeBarCategory(ctx: CommandContext, axesName: string, at: Vec, options: BarHeaderEditOptions = {}): PatchCommand | null {
  const next = mergeHeaderAt(requireHeaders(axesOf(ctx, axesName).axes), at);
  return next ? setBarHeaders(ctx, axesName, next, 'Remove category', options) : null;
}

/** Move an end of the categorical axis; the dividers keep their relative places. */
export function moveBarCorner(ctx: CommandContext, axesName: string, which: 'p1' | 'p2', to: Vec, options: BarHeaderEditOptions = {}): PatchCommand {
  const { axes } = axesOf(ctx, axesName);
  const headers = requireHeaders(axes);
  const rotated = axes.type === 'bar' && !!axes.options.rotated;
  return setBarHeaders(ctx, axesName, moveCorner(headers, which, to, rotated), 'Move axis point', options);
}
