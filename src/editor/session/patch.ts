import fastJsonPatch, { type Operation } from 'fast-json-patch';

/*
 * JSON Patch (RFC 6902) as the session writes it: only add, remove and replace, each applied in
 * place so that an edit costs the length of its path, never a walk of the document.
 */

/** One RFC 6902 operation of the kinds the session writes. */
export type PatchOperation =
  | { readonly op: 'add'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string }
  | { readonly op: 'replace'; readonly path: string; readonly value: unknown };

/** Escapes one member name for a JSON pointer. */
export const escapeSegment = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** A JSON pointer from its member names and array indices. */
export const pointer = (...segments: (string | number)[]): string => segments.map((s) => `/${escapeSegment(s)}`).join('');

/** The member names of a JSON pointer. */
export function segmentsOf(path: string): string[] {
  return path === '' ? [] : path.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a pointer, or undefined when nothing is there. */
export function valueAt(document: unknown, path: string): unknown {
  let current: unknown = document;
  for (const segment of segmentsOf(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (segment === '-') return undefined;
      current = current[Number(segment)];
    } else current = Object.prototype.hasOwnProperty.call(current, segment) ? (current as Record<string, unknown>)[segment] : undefined;
  }
  return current;
}

/** Applies operations in place (values are cloned in, so later edits never reach into a recorded op). */
export function applyInPlace(document: object, ops: readonly PatchOperation[]): void {
  for (const op of ops) {
    const copy = 'value' in op ? ({ ...op, value: structuredClone(op.value) } as Operation) : (op as Operation);
    fastJsonPatch.applyOperation(document, copy, false, true, false);
  }
}

/** Applies operations to a copy of the document, validating each one; the original is untouched. */
export function applyToCopy<T>(document: T, ops: readonly PatchOperation[]): T {
  const copy = structuredClone(document);
  applyInPlace(copy as object, ops);
  return copy;
}

/**
 * The inverse of one operation, read from the document before the operation is applied
 * (`-` appends are resolved to the index they land at).
 */
export function inverseOf(document: unknown, op: PatchOperation): PatchOperation {
  const segments = segmentsOf(op.path);
  const last = segments.at(-1);
  const parentPath = op.path.slice(0, op.path.lastIndexOf('/'));
  const parent = valueAt(document, parentPath);
  if (op.op === 'add') {
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      return { op: 'remove', path: pointer(...segments.slice(0, -1), index) };
    }
    const before = valueAt(document, op.path);
    return before === undefined ? { op: 'remove', path: op.path } : { op: 'replace', path: op.path, value: structuredClone(before) };
  }
  const before = valueAt(document, op.path);
  if (before === undefined) throw new Error(`Nothing at ${op.path}`);
  if (op.op === 'remove') return { op: 'add', path: op.path, value: structuredClone(before) };
  return { op: 'replace', path: op.path, value: structuredClone(before) };
}

/** The byte length of a value's JSON in UTF-8. */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * Operations that make `to` from `from` (arrays element by element, extra elements added or
 * removed at the end). Values shared by both (the same object) are skipped without a look inside,
 * so comparing documents that share their unchanged parts costs only the changed ones.
 */
export function diff(from: unknown, to: unknown, path = ''): PatchOperation[] {
  const ops: PatchOperation[] = [];
  diffInto(from, to, path, ops);
  return ops;
}

function diffInto(from: unknown, to: unknown, path: string, ops: PatchOperation[]): void {
  if (from === to) return;
  const bothArrays = Array.isArray(from) && Array.isArray(to);
  const bothObjects = !bothArrays && isPlainObject(from) && isPlainObject(to);
  if (!bothArrays && !bothObjects) {
    if (JSON.stringify(from) !== JSON.stringify(to)) ops.push({ op: 'replace', path, value: structuredClone(to) });
    return;
  }
  if (bothArrays) {
    const a = from as unknown[];
    const b = to as unknown[];
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) diffInto(a[i], b[i], `${path}/${i}`, ops);
    for (let i = common; i < b.length; i++) ops.push({ op: 'add', path: `${path}/${i}`, value: structuredClone(b[i]) });
    for (let i = a.length - 1; i >= common; i--) ops.push({ op: 'remove', path: `${path}/${i}` });
    return;
  }
  const a = from as Record<string, unknown>;
  const b = to as Record<string, unknown>;
  for (const key of Object.keys(a)) {
    if (a[key] === undefined) continue;
    const at = `${path}/${escapeSegment(key)}`;
    if (!Object.prototype.hasOwnProperty.call(b, key) || b[key] === undefined) ops.push({ op: 'remove', path: at });
    else diffInto(a[key], b[key], at, ops);
  }
  for (const key of Object.keys(b)) {
    if (b[key] === undefined || (Object.prototype.hasOwnProperty.call(a, key) && a[key] !== undefined)) continue;
    ops.push({ op: 'add', path: `${path}/${escapeSegment(key)}`, value: structuredClone(b[key]) });
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Applies operations to a copy of the document that shares everything they do not reach: only
 * the objects and arrays on their paths are copied.
 */
export function applyCopyOnWrite<T>(document: T, ops: readonly PatchOperation[]): T {
  const copied = new Set<unknown>();
  const copy = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object' || copied.has(value)) return value;
    const fresh = Array.isArray(value) ? value.slice() : { ...(value as object) };
    copied.add(fresh);
    return fresh;
  };
  const root = copy(document) as T;
  for (const op of ops) {
    const segments = segmentsOf(op.path);
    let parent = root as unknown as Record<string, unknown>;
    for (const segment of segments.slice(0, -1)) {
      const child = copy(parent[segment]);
      parent[segment] = child;
      parent = child as Record<string, unknown>;
    }
    fastJsonPatch.applyOperation(root, ('value' in op ? { ...op, value: structuredClone(op.value) } : op) as Operation, false, true, false);
  }
  return root;
}

/**
 * Which parts of the document some operations may have changed. A path is touched when an
 * operation's path runs through it, ends at it or above it; every path below an array whose
 * elements were added or removed is touched too, since those operations shift later indices.
 */
export function touchedBy(ops: Iterable<PatchOperation>): (path: string) => boolean {
  const exact = new Set<string>();
  const through = new Set<string>();
  const shifted = new Set<string>();
  for (const op of ops) {
    exact.add(op.path);
    const segments = segmentsOf(op.path);
    let prefix = '';
    through.add('');
    for (const segment of segments.slice(0, -1)) {
      prefix += `/${escapeSegment(segment)}`;
      through.add(prefix);
    }
    const last = segments.at(-1);
    if (op.op !== 'replace' && last !== undefined && (last === '-' || /^\d+$/.test(last))) shifted.add(op.path.slice(0, op.path.lastIndexOf('/')));
  }
  return (path) => {
    if (through.has(path) || exact.has(path)) return true;
    let at = path;
    while (at) {
      at = at.slice(0, at.lastIndexOf('/'));
      if (exact.has(at) || shifted.has(at)) return true;
    }
    return exact.has('') || shifted.has('');
  };
}
