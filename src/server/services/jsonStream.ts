import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * Large JSON answers (downloads of extractions) written in pieces: the text of a value in chunks
 * of about CHUNK_CHARS, a pause for the event loop whenever a stretch of work has run for
 * SLICE_MS, and a response body that makes the next chunk only when the client has taken the last.
 * So a download of many megabytes neither sits whole in memory nor holds up other requests.
 */

/** Characters of JSON per chunk: about a millisecond of serialising. */
export const CHUNK_CHARS = 64 * 1024;

/** The longest stretch of download work between two turns of the event loop. */
export const SLICE_MS = 8;

/** Values with more nodes than this are written member by member; smaller ones by JSON.stringify in one go. */
const NATIVE_NODES = 512;

/** Lets timers, I/O and other requests run before going on. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Measures a run of synchronous work and gives the event loop a turn once it has run for SLICE_MS. */
export class TimeSlice {
  private started = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** Whether the current stretch has run its time. */
  get spent(): boolean {
    return performance.now() - this.started >= this.sliceMs;
  }

  /** A turn of the event loop if the stretch has run its time. */
  async pause(): Promise<void> {
    if (this.spent) await this.turn();
  }

  /** A turn of the event loop now. */
  async turn(): Promise<void> {
    await nextTurn();
    this.started = performance.now();
  }
}

type Resolved = unknown;

/** What JSON.stringify writes for a member: the value after its toJSON. */
function resolve(value: unknown, key: string): Resolved {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  return value;
}

/**
 * The nodes of a value (long strings counting more), or Infinity past the budget: a value within
 * it is written by one JSON.stringify call. A value that still has a toJSON of its own (what a
 * toJSON answered) is walked instead, as JSON.stringify would not call that one.
 */
function nativeNodes(root: object, budget = NATIVE_NODES): number {
  if (typeof (root as { toJSON?: unknown }).toJSON === 'function') return Infinity;
  const stack: unknown[] = [root];
  let nodes = 0;
  while (stack.length) {
    const value = stack.pop();
    nodes += typeof value === 'string' ? 1 + (value.length >> 6) : 1;
    if (nodes > budget) return Infinity;
    if (value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') continue;
    if (Array.isArray(value)) {
      if (nodes + value.length > budget) return Infinity;
      for (let i = 0; i < value.length; i++) stack.push(value[i]);
    } else {
      const keys = Object.keys(value);
      if (nodes + keys.length > budget) return Infinity;
      for (const key of keys) stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return nodes;
}

const skipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * The text JSON.stringify(value) makes, in chunks of about chunkChars characters (nothing for a
 * value JSON.stringify answers undefined for). The text is the same: large arrays and objects are
 * walked member by member, each small member written by JSON.stringify itself.
 */
export function* jsonChunks(value: unknown, chunkChars = CHUNK_CHARS): Generator<string, void, undefined> {
  let parts: string[] = [];
  let size = 0;
  const open = new Set<object>();
  const push = (text: string) => {
    parts.push(text);
    size += text.length;
  };
  const take = () => {
    const text = parts.join('');
    parts = [];
    size = 0;
    return text;
  };

  function* member(v: Resolved): Generator<string, void, undefined> {
    if (v !== null && typeof v === 'object' && nativeNodes(v) === Infinity) yield* container(v);
    else {
      push(JSON.stringify(v) ?? 'null');
      if (size >= chunkChars) yield take();
    }
  }

  /** An array's members, runs of small ones written by one JSON.stringify of the run. */
  function* members(value: unknown[]): Generator<string, void, undefined> {
    let run: unknown[] = [];
    let runNodes = 0;
    const flush = () => {
      if (!run.length) return;
      push(JSON.stringify(run).slice(1, -1));
      run = [];
      runNodes = 0;
    };
    for (let i = 0; i < value.length; i++) {
      const v = resolve(value[i], String(i));
      const nodes = v !== null && typeof v === 'object' ? nativeNodes(v) : 1;
      if (nodes === Infinity) {
        flush();
        if (i) push(',');
        yield* container(v as object);
      } else {
        if (i && !run.length) push(',');
        run.push(v);
        runNodes += nodes;
        if (runNodes >= NATIVE_NODES) flush();
      }
      if (size >= chunkChars) yield take();
    }
    flush();
  }

  function* container(value: object): Generator<string, void, undefined> {
    if (open.has(value)) throw new TypeError('Converting circular structure to JSON');
    open.add(value);
    if (Array.isArray(value)) {
      push('[');
      yield* members(value);
      push(']');
    } else {
      push('{');
      let first = true;
      for (const key of Object.keys(value)) {
        const v = resolve((value as Record<string, unknown>)[key], key);
        if (skipped(v)) continue;
        push(`${first ? '' : ','}${JSON.stringify(key)}:`);
        first = false;
        yield* member(v);
      }
      push('}');
    }
    open.delete(value);
  }

  const top = resolve(value, '');
  if (skipped(top)) return;
  yield* member(top);
  if (size) yield take();
}

/** Pieces of JSON text (or its UTF-8 bytes) in order; the generator may pause between them (see TimeSlice). */
export type JsonPieces = AsyncGenerator<string | Uint8Array, void, undefined>;

/** The chunks of a value's JSON, with a turn of the event loop whenever serialising has run for its slice. */
export async function* slicedJson(value: unknown, slice: TimeSlice = new TimeSlice()): JsonPieces {
  for (const chunk of jsonChunks(value)) {
    yield chunk;
    await slice.pause();
  }
}

/**
 * A JSON response whose body is the pieces, encoded as they are asked for: the next piece is made
 * only when the client (through the socket's backpressure) has taken the ones before. The status
 * and headers go out with the first piece, so everything that decides them must be settled before
 * the generator is made. An error after that cannot become an error answer any more: it is logged
 * and the body is broken off, so the client sees a failed transfer rather than a shorter JSON.
 */
export function jsonStreamResponse(c: Context<AppEnv>, pieces: JsonPieces, what: string, contentType = 'application/json'): Response {
  const { log } = c.get('deps');
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await pieces.next();
          if (next.done) controller.close();
          else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
        } catch (error) {
          log(`[error] ${c.req.method} ${c.req.path}: ${what} stopped after it began: ${error instanceof Error ? error.message : String(error)}`);
          controller.error(new Error(`${what} stopped`));
        }
      },
      async cancel() {
        // The client went away: the generator's finally blocks run and nothing more is read or built.
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  c.header('Content-Type', contentType);
  return c.body(body, 200);
}
