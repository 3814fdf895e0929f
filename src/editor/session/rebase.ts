import { diffIndices } from 'node-diff3';
import { escapeSegment, segmentsOf, valueAt } from './patch';

/*
 * Three-way merge of JSON documents: the last saved document (base), the one edited here (mine)
 * and a newer saved one (theirs). What changed on one side only is taken from that side. Objects
 * merge member by member; arrays merge by diff3 over their elements, so points added, moved or
 * deleted in different places of a dataset all survive. A data point is one value: moved in both
 * (to different places) is a conflict, as is any other value changed differently on both sides.
 */

/** One value changed differently in both documents. */
export interface MergeConflict {
  /** Names the conflict among those of one merge; the key of its choice. The path, unless two share it. */
  readonly id: string;
  /** JSON pointer into this document (into the newer one for what was deleted here; for array runs, the first element's place). */
  readonly path: string;
  /** Says what the value is, for the user ('Point 3 of Dataset 1, page 2'). */
  readonly label: string;
  readonly base: unknown;
  /** The value here; undefined when deleted here. Array runs give the list of elements. */
  readonly mine: unknown;
  /** The value in the newer version; undefined when deleted there. */
  readonly theirs: unknown;
}

export interface MergeResult {
  merged: unknown;
  /** Every conflict met, the ones settled by a choice included. */
  conflicts: MergeConflict[];
}

const POINT_PATH = /^\/pages\/\d+\/datasets\/\d+\/points\/\d+$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of JSON values (member order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ak = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ak.length !== bk.length) return false;
  for (const k of ak) if (!jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * Merge mine and theirs against base. A conflict with a choice in `choices` (by its id) takes
 * that side; without one it keeps mine in `merged` and is listed for the caller to ask about.
 * `touched`, when given, says where mine may differ from base: elsewhere theirs is taken as it is.
 * The result shares values with the inputs.
 */
export function mergeThreeWay(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  choices: ReadonlyMap<string, 'mine' | 'theirs'> = new Map(),
  touched?: (path: string) => boolean,
): MergeResult {
  const conflicts: MergeConflict[] = [];
  const merged = mergeValue(base, mine, theirs, '', { conflicts, choices, mine, theirs, touched });
  return { merged, conflicts };
}

interface MergeState {
  conflicts: MergeConflict[];
  choices: ReadonlyMap<string, 'mine' | 'theirs'>;
  /** The documents labels are read from (dataset names). */
  mine: unknown;
  theirs: unknown;
  /** Where mine may differ from base (paths in mine); elsewhere theirs is taken without comparing. */
  touched: ((path: string) => boolean) | undefined;
}

function mergeValue(base: unknown, mine: unknown, theirs: unknown, path: string, state: MergeState): unknown {
  if (state.touched && !state.touched(path)) return theirs;
  if (jsonEqual(mine, theirs)) return mine;
  if (jsonEqual(base, mine)) return theirs;
  if (jsonEqual(base, theirs)) return mine;
  if (!POINT_PATH.test(path)) {
    if (isObject(mine) && isObject(theirs) && (base === undefined || isObject(base))) return mergeObjects(base, mine, theirs, path, state);
    if (Array.isArray(mine) && Array.isArray(theirs) && (base === undefined || Array.isArray(base))) {
      const keyOf = keyOfElements(path);
      const b = base ?? [];
      if (keyOf && [b, mine, theirs].every((list) => uniqueKeys(list, keyOf))) return mergeKeyed(b, mine, theirs, keyOf, path, state);
      return mergeArrays(b, mine, theirs, path, state);
    }
  }
  return conflict(path, base, mine, theirs, state);
}

/** Records a conflict and answers the chosen side (mine until the user chose). */
function conflict(path: string, base: unknown, mine: unknown, theirs: unknown, state: MergeState): unknown {
  let id = path;
  for (let n = 2; state.conflicts.some((c) => c.id === id); n++) id = `${path}#${n}`;
  const labelRoot = valueAt(state.mine, path) === undefined ? state.theirs : state.mine;
  state.conflicts.push({ id, path, label: describePath(labelRoot, path), base, mine, theirs });
  return state.choices.get(id) === 'theirs' ? theirs : mine;
}

function mergeObjects(base: Record<string, unknown> | undefined, mine: Record<string, unknown>, theirs: Record<string, unknown>, path: string, state: MergeState) {
  const out: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base ?? {})]);
  for (const key of keys) {
    const value = mergeValue(base?.[key], mine[key], theirs[key], `${path}/${escapeSegment(key)}`, state);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** Lists whose elements are told apart by a key, not by their place: pages, axes, datasets, tag groups. */
function keyOfElements(path: string): ((element: unknown) => string | undefined) | undefined {
  const member = (name: string) => (e: unknown) => (isObject(e) && typeof e[name] === 'string' ? (e[name] as string) : undefined);
  if (path === '/pages') return (e) => (isObject(e) && typeof e.file === 'number' && typeof e.page === 'number' ? `${e.file}:${e.page}` : undefined);
  if (/^\/pages\/\d+\/(axes|datasets)$/.test(path)) return member('name');
  if (path === '/tagGroups') return member('uuid');
  return undefined;
}

function uniqueKeys(list: unknown[], keyOf: (element: unknown) => string | undefined): boolean {
  const seen = new Set<string>();
  for (const element of list) {
    const key = keyOf(element);
    if (key === undefined || seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/**
 * Keyed lists merge element by element with the same key, in their order followed by the
 * elements only added here; an element deleted on one side and unchanged on the other goes.
 */
function mergeKeyed(base: unknown[], mine: unknown[], theirs: unknown[], keyOf: (element: unknown) => string | undefined, path: string, state: MergeState): unknown[] {
  const index = (list: unknown[]) => new Map(list.map((e) => [keyOf(e)!, e]));
  const [b, m, t] = [index(base), index(mine), index(theirs)];
  // Places in this document name what is in conflict (in the newer one for what is gone here), whatever is chosen.
  const place = new Map<string, number>();
  theirs.forEach((e, i) => place.set(keyOf(e)!, i));
  mine.forEach((e, i) => place.set(keyOf(e)!, i));
  const out: unknown[] = [];
  const keys = [...t.keys(), ...[...m.keys()].filter((k) => !t.has(k)), ...[...b.keys()].filter((k) => !t.has(k) && !m.has(k))];
  for (const key of keys) {
    const value = mergeValue(b.get(key), m.get(key), t.get(key), `${path}/${place.get(key) ?? out.length}`, state);
    if (value !== undefined) out.push(value);
  }
  return out;
}

/** What one side did to a list, element by element of the base list. */
interface ListEdits {
  /** Base index -> the element that replaced it, or null when it was deleted. */
  changed: Map<number, string | null>;
  /** Base position (before which) -> elements inserted there. */
  inserted: Map<number, string[]>;
}

/**
 * The edits that make `side` from `base` (both lists of element keys): the longest common
 * subsequence finds the runs that differ; a run pairs its elements with the base ones in order
 * (changed), and what one side has more of is inserted after them or deleted.
 */
function listEdits(base: string[], side: string[]): ListEdits {
  const edits: ListEdits = { changed: new Map(), inserted: new Map() };
  // Common ends are skipped before the subsequence search: one edit in a long list costs one pass.
  let head = 0;
  while (head < base.length && head < side.length && base[head] === side[head]) head++;
  let tail = 0;
  while (tail < base.length - head && tail < side.length - head && base[base.length - 1 - tail] === side[side.length - 1 - tail]) tail++;
  const hunks = diffIndices(base.slice(head, base.length - tail), side.slice(head, side.length - tail));
  for (const hunk of hunks) {
    const [oStart, oLength] = hunk.buffer1;
    const content = hunk.buffer2Content;
    const paired = Math.min(oLength, content.length);
    for (let i = 0; i < paired; i++) edits.changed.set(head + oStart + i, content[i]!);
    for (let i = paired; i < oLength; i++) edits.changed.set(head + oStart + i, null);
    if (content.length > paired) edits.inserted.set(head + oStart + oLength, content.slice(paired));
  }
  return edits;
}

/**
 * Elements are compared by their JSON. Each side's edits are found against the base; an element
 * changed on one side only takes that change, changed on both merges as a value (a point moved in
 * both is a conflict), changed on one side and deleted on the other is a conflict, and elements
 * inserted at the same place on both sides are all kept, theirs first.
 */
function mergeArrays(base: unknown[], mine: unknown[], theirs: unknown[], path: string, state: MergeState): unknown[] {
  const byKey = new Map<string, unknown>();
  const keysOf = (values: unknown[]) =>
    values.map((v) => {
      const key = JSON.stringify(v) ?? 'null';
      if (!byKey.has(key)) byKey.set(key, v);
      return key;
    });
  const o = keysOf(base);
  const a = listEdits(o, keysOf(mine));
  const b = listEdits(o, keysOf(theirs));
  const value = (key: string) => byKey.get(key);
  const out: unknown[] = [];
  // Places in each document, to name conflicts the same way whatever the user chooses.
  let mineAt = 0;
  let theirsAt = 0;
  for (let i = 0; i <= o.length; i++) {
    const insertedThere = b.inserted.get(i) ?? [];
    const insertedHere = a.inserted.get(i) ?? [];
    out.push(...insertedThere.map(value));
    if (insertedHere.join('\u0000') !== insertedThere.join('\u0000')) out.push(...insertedHere.map(value));
    mineAt += insertedHere.length;
    theirsAt += insertedThere.length;
    if (i === o.length) break;
    const here = a.changed.has(i) ? a.changed.get(i)! : o[i]!;
    const there = b.changed.has(i) ? b.changed.get(i)! : o[i]!;
    const hereAt = `${path}/${mineAt}`;
    const thereAt = `${path}/${theirsAt}`;
    if (here !== null) mineAt++;
    if (there !== null) theirsAt++;
    if (here === there) {
      if (here !== null) out.push(value(here));
    } else if (here === o[i]) {
      if (there !== null) out.push(value(there));
    } else if (there === o[i]) {
      if (here !== null) out.push(value(here));
    } else if (here !== null && there !== null) {
      out.push(mergeValue(value(o[i]!), value(here), value(there), hereAt, state));
    } else {
      const kept = conflict(here === null ? thereAt : hereAt, value(o[i]!), here === null ? undefined : value(here), there === null ? undefined : value(there), state);
      if (kept !== undefined) out.push(kept);
    }
  }
  return out;
}

/** A short description of what a pointer names, for the conflict dialog. */
export function describePath(document: unknown, path: string): string {
  const s = segmentsOf(path);
  if (s[0] === 'pages' && s.length >= 2) {
    const page = valueAt(document, `/pages/${s[1]}`) as { file?: number; page?: number } | undefined;
    const where = page ? `, file ${(page.file ?? 0) + 1} page ${page.page ?? 1}` : '';
    if (s[2] === 'datasets' && s.length >= 4) {
      const dataset = valueAt(document, `/pages/${s[1]}/datasets/${s[3]}`) as { name?: string } | undefined;
      const name = dataset?.name ?? `dataset ${Number(s[3]) + 1}`;
      if (s[4] === 'points' && s.length >= 6) return `Point ${Number(s[5]) + 1} of ${name}${where}`;
      return s.length > 4 ? `${s.slice(4).join(' ')} of ${name}${where}` : `${name}${where}`;
    }
    if (s[2] === 'axes' && s.length >= 4) {
      const axes = valueAt(document, `/pages/${s[1]}/axes/${s[3]}`) as { name?: string } | undefined;
      const name = axes?.name ?? `axes ${Number(s[3]) + 1}`;
      return s.length > 4 ? `${s.slice(4).join(' ')} of ${name}${where}` : `${name}${where}`;
    }
  }
  return s.join(' ') || 'the whole extraction';
}
