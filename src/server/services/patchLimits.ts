import fastJsonPatch, { type Operation } from 'fast-json-patch';
import type { JsonPatchOperation } from '../../api/papers';
import { HttpError, MAX_JSON_DEPTH } from '../http';
import { formatBytes } from './fileUpload';

/** What one delta may do to an extraction. */
export interface DeltaLimits {
  /** Operations one save may carry. */
  maxOperations: number;
  /** The largest document (in characters of its JSON) a delta may produce. */
  maxDocumentBytes: number;
  /** The size of the stored document the delta applies to, in characters of its JSON. */
  documentBytes: number;
}

/**
 * The top-level members of a saved project (pages with their axes, datasets and points; the view
 * state; the tag groups; the study tree). `copy` and `move` stay among them: copying the root, or moving anything
 * to or from a member the editor never writes, is no edit a user can make.
 */
const MODEL_ROOTS = new Set(['pages', 'misc', 'tagGroups', 'studyTree']);
/** Names that reach an object's prototype rather than its data. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

const invalidDelta = (message: string) => Object.assign(new HttpError(422, 'invalid_delta', message), { extra: {} });

function segments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function checkPointer(pointer: string, name: 'path' | 'from', index: number) {
  const forbidden = segments(pointer).find((s) => FORBIDDEN_SEGMENTS.has(s));
  if (forbidden) throw invalidDelta(`Operation ${index}: ${name} ${JSON.stringify(pointer)} goes through '${forbidden}', which is not part of an extraction`);
}

function checkModelPointer(pointer: string, name: 'path' | 'from', index: number, op: string) {
  const root = segments(pointer)[0];
  if (root === undefined || !MODEL_ROOTS.has(root)) {
    throw invalidDelta(`Operation ${index}: ${op} ${name} ${JSON.stringify(pointer)} is outside the project data (${[...MODEL_ROOTS].map((r) => `/${r}`).join(', ')})`);
  }
}

/**
 * Checks a delta before any of it is applied: the number of operations, paths through the
 * prototype, copy and move only within the project data, and no move of a value into itself.
 */
export function checkDelta(delta: JsonPatchOperation[], limits: Pick<DeltaLimits, 'maxOperations'> | undefined): void {
  if (limits && delta.length > limits.maxOperations) {
    throw new HttpError(413, 'E_TOO_MANY_OPERATIONS', `A save may carry at most ${limits.maxOperations} operations`);
  }
  delta.forEach((op, index) => {
    checkPointer(op.path, 'path', index);
    if (op.op !== 'copy' && op.op !== 'move') return;
    checkPointer(op.from, 'from', index);
    if (op.op === 'move' && op.path.startsWith(`${op.from}/`)) {
      throw invalidDelta(`Operation ${index}: cannot move ${op.from === '' ? 'the whole document' : JSON.stringify(op.from)} into itself (${JSON.stringify(op.path)})`);
    }
    checkModelPointer(op.from, 'from', index, op.op);
    checkModelPointer(op.path, 'path', index, op.op);
  });
}

/** Characters JSON writes as an escape: quotes, backslashes, control characters and lone surrogates. */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** The characters of a string's JSON, quotes and escapes included. */
const jsonStringSize = (text: string) => (ESCAPED.test(text) ? JSON.stringify(text).length : text.length + 2);

/**
 * The characters of value's JSON (at least; a separator more per member), counted only until they
 * pass bound (then Infinity), so measuring a huge value costs no more than the bound. Iterative:
 * nesting depth cannot overflow it.
 */
export function jsonSizeWithin(value: unknown, bound: number): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') total += jsonStringSize(item);
    else if (typeof item === 'number' || typeof item === 'boolean') total += String(item).length;
    else if (item === null || item === undefined) total += 4;
    else if (Array.isArray(item)) {
      total += 2 + item.length;
      for (const element of item) stack.push(element);
    } else if (typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>);
      total += 2;
      for (const [key, element] of entries) {
        total += jsonStringSize(key) + 2;
        stack.push(element);
      }
    }
    if (total > bound) return Infinity;
  }
  return total;
}

/**
 * Refuses an array index the patch library would wrap around (it takes indexes modulo 2^32, so
 * 4294967295 became -1): every index into an array must be a plain number no larger than its length.
 */
function checkArrayIndexes(document: unknown, pointer: string, name: 'path' | 'from', index: number) {
  let node = document;
  for (const segment of segments(pointer)) {
    if (Array.isArray(node)) {
      if (segment !== '-' && (!/^(0|[1-9]\d{0,9})$/.test(segment) || Number(segment) > node.length)) {
        throw invalidDelta(`Operation ${index}: ${name} ${JSON.stringify(pointer)} has the index ${JSON.stringify(segment)}, which is outside its list of ${node.length}`);
      }
      node = node[Number(segment)];
    } else if (node !== null && typeof node === 'object' && Object.hasOwn(node, segment)) {
      node = (node as Record<string, unknown>)[segment];
    } else return;
  }
}

/** How many levels of objects and arrays value nests (0 for a scalar), counted only until it passes bound. Iterative. */
export function jsonDepthWithin(value: unknown, bound: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > bound) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (child !== null && typeof child === 'object') stack.push([child, level]);
  }
  return deepest;
}

/**
 * Applies a checked delta operation by operation (in place: the caller owns the document), counting
 * what each add, replace and copy brings in, and refuses with 413 before the document passes the
 * limit. Answers the patched document and the characters counted (nothing is subtracted for what
 * the delta removes or overwrites), so documentBytes plus broughtIn bounds the new document's JSON.
 * Without limits it applies the delta as RFC 6902 says and counts nothing. Errors of the patch
 * library itself propagate for the caller to answer.
 */
export function applyWithinLimits(document: unknown, delta: JsonPatchOperation[], limits: DeltaLimits | undefined): { document: unknown; broughtIn: number } {
  const room = limits ? Math.max(0, limits.maxDocumentBytes - limits.documentBytes) : Infinity;
  let broughtIn = 0;
  let current = document;
  delta.forEach((op, index) => {
    checkArrayIndexes(current, op.path, 'path', index);
    if (op.op === 'copy' || op.op === 'move') checkArrayIndexes(current, op.from, 'from', index);
    // The document a delta makes must be no deeper than a body may be: deeper ones could not be read back.
    if (op.op === 'add' || op.op === 'replace' || op.op === 'copy' || op.op === 'move') {
      const placed = op.op === 'add' || op.op === 'replace' ? op.value : fastJsonPatch.getValueByPointer(current, op.from);
      const depthRoom = MAX_JSON_DEPTH - segments(op.path).length;
      if (depthRoom < 0 || jsonDepthWithin(placed, depthRoom) > depthRoom) {
        const message = `Operation ${index}: the extraction would be nested more than ${MAX_JSON_DEPTH} levels deep; nothing was saved`;
        throw Object.assign(new HttpError(400, 'invalid_data', message), { extra: {} });
      }
    }
    if (limits) {
      const incoming = op.op === 'add' || op.op === 'replace' ? op.value : op.op === 'copy' ? fastJsonPatch.getValueByPointer(current, op.from) : undefined;
      // A value put at a new place brings its member name and a separator too (a move may rename).
      const member = op.op === 'add' || op.op === 'copy' || op.op === 'move' ? jsonStringSize(segments(op.path).at(-1) ?? '') + 2 : 0;
      if (incoming !== undefined || member) {
        broughtIn += member + (incoming === undefined ? 0 : jsonSizeWithin(incoming, room - broughtIn - member));
        if (broughtIn > room) {
          throw new HttpError(413, 'E_DOCUMENT_TOO_LARGE', `The extraction would be larger than the limit of ${formatBytes(limits.maxDocumentBytes)}; nothing was saved`);
        }
      }
    }
    current = fastJsonPatch.applyOperation(current, op as Operation, true, true, true, index).newDocument;
  });
  return { document: current, broughtIn };
}
