import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** An error meant for the client: its status, code and message are answered as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, 'E_VALIDATION', message, field);
export const unauthorized = (message = 'Session authentication expired', code = 'E_UNAUTHENTICATED') => new HttpError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, 'E_FORBIDDEN', message);
export const notFound = (what: string) => new HttpError(404, 'E_NOT_FOUND', `${what} not found`);
export const conflict = (message: string, field?: string) => new HttpError(409, 'E_CONFLICT', message, field);

export function errorBody(error: HttpError) {
  return {
    status: 'error' as const,
    code: error.code,
    message: error.message,
    ...(error.field ? { field: error.field } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

/** A successful mutation: the message is shown to the user as a notification. */
export function done(c: Context, message: string, extra: Record<string, unknown> = {}) {
  return c.json({ status: 'success' as const, message, ...extra });
}

function validationError(error: z.ZodError): HttpError {
  const errors = error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
  const shown = errors[0] ?? { field: '(body)', message: 'Invalid input' };
  const text = shown.field === '(body)' ? shown.message : `${shown.field}: ${shown.message}`;
  return new HttpError(400, 'E_VALIDATION', text, shown.field, errors);
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Reads and validates a JSON body; a missing or malformed body is the client's mistake. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return parseWith(schema, await readJsonObject(c));
}

/** Deeper JSON than this is no body any route takes (an extraction is about ten levels deep). */
export const MAX_JSON_DEPTH = 100;

/**
 * Scans JSON text for what parsing would accept but the server cannot store or handle:
 * nesting deeper than MAX_JSON_DEPTH (serializing it again overflows the stack) and NUL characters
 * (PostgreSQL text cannot hold them). Malformed text is left to JSON.parse.
 */
export function jsonTextProblem(raw: string): string | null {
  if (raw.includes('\\u0000') && hasEscapedNul(raw)) return 'The request body must not contain NUL characters (\\u0000)';
  return deepestNesting(raw) > MAX_JSON_DEPTH ? `The request body is nested more than ${MAX_JSON_DEPTH} levels deep` : null;
}

/** Whether some \u0000 in the text is an escape of its own, not the tail of an escaped backslash. */
function hasEscapedNul(raw: string): boolean {
  for (let at = raw.indexOf('\\u0000'); at !== -1; at = raw.indexOf('\\u0000', at + 1)) {
    let backslashes = 0;
    while (at - backslashes > 0 && raw.charCodeAt(at - backslashes - 1) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return true;
  }
  return false;
}

/**
 * The deepest nesting of objects and arrays outside strings. One plain pass without exits or calls
 *  in the loop: a loop that also returned early and looked for NULs ran in quadratic time once
 * optimised (V8 in Node 20), minutes for a 6 MB whole-document save.
 */
function deepestNesting(raw: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  const length = raw.length;
  for (let i = 0; i < length; i++) {
    const ch = raw.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return deepest;
}

/** Member names that reach an object's prototype rather than its data: refused in every body. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether text holds a lone UTF-16 surrogate, which neither PostgreSQL's json nor its text columns can hold. */
export const hasLoneSurrogate = (text: string): boolean => !(text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * What a parsed JSON value holds that no stored document may: a member named __proto__,
 * constructor or prototype (replaying a change through it is refused, so the document could never
 * be read again), a number JSON cannot write back (1e309 parses as Infinity and is stored as null),
 * or a lone surrogate (the database refuses it). Answers the first one with where it is
 * (a dotted path under at), or null. Iterative, so any depth is safe; paths are built only for the answer.
 */
export function jsonValueProblem(value: unknown, at = ''): { field: string; message: string } | null {
  // Each item keeps its parent's index and its own key, so the path is rebuilt only when needed.
  const items: unknown[] = [value];
  const parents: number[] = [-1];
  const keys: string[] = [at];
  const pathOf = (index: number, last?: string) => {
    const parts: string[] = last === undefined ? [] : [last];
    for (let i = index; i >= 0; i = parents[i]!) if (keys[i]) parts.push(keys[i]!);
    return parts.reverse().join('.') || '(body)';
  };
  const problem = (index: number, message: string, last?: string) => {
    const field = pathOf(index, last);
    return { field, message: `${field}: ${message}` };
  };
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return problem(index, 'numbers must be finite (at most about 1.8e308)');
    } else if (typeof item === 'string') {
      if (hasLoneSurrogate(item)) return problem(index, 'must not contain a lone surrogate (an unpaired \\ud800-\\udfff escape)');
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        items.push(item[i]);
        parents.push(index);
        keys.push(String(i));
      }
    } else if (item !== null && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        if (FORBIDDEN_KEYS.has(key)) return problem(index, `'${key}' is not allowed as a member name`);
        if (hasLoneSurrogate(key)) return problem(index, 'a member name must not contain a lone surrogate (an unpaired \\ud800-\\udfff escape)');
        items.push((item as Record<string, unknown>)[key]);
        parents.push(index);
        keys.push(key);
      }
    }
  }
  return null;
}

/** Reads a JSON object body without validating it (for bodies whose shape selects the schema). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let value: unknown;
  const raw = await c.req.text();
  if (raw.trim() === '') value = {};
  else {
    const problem = jsonTextProblem(raw);
    if (problem) throw new HttpError(400, 'E_VALIDATION', problem, '(body)');
    try {
      value = JSON.parse(raw);
    } catch {
      throw new HttpError(400, 'E_INVALID_JSON', 'The request body is not valid JSON');
    }
    const valueProblem = jsonValueProblem(value);
    if (valueProblem) throw new HttpError(400, 'E_VALIDATION', valueProblem.message, valueProblem.field);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'E_VALIDATION', 'The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** Reads the query string; repeated keys become lists. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const all = c.req.queries();
  const value: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) {
    const cleanKey = key.endsWith('[]') ? key.slice(0, -2) : key;
    value[cleanKey] = values.length === 1 && !key.endsWith('[]') ? values[0]! : values;
    // PostgreSQL text cannot hold NUL: refused here rather than failing in the query.
    if (key.includes('\0') || values.some((v) => v.includes('\0'))) throw badRequest(`${cleanKey}: must not contain NUL characters`, cleanKey);
  }
  return parseWith(schema, value);
}

/** A positive integer path parameter; anything else is answered as not found. */
export function intParam(c: Context, name: string, what: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound(what);
  return Number(raw);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid path parameter; a malformed one cannot exist, so it is answered as not found. */
export function uuidParam(c: Context, name: string, what: string): string {
  const raw = c.req.param(name) ?? '';
  if (!UUID.test(raw)) throw notFound(what);
  return raw.toLowerCase();
}
