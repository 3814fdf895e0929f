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
