/**
 * Downloads of extractions do their heavy work (reading a document as a project, validating it,
 * building its tree and export, writing their JSON) on a thread of their own: on 50k points each
 * step takes hundreds of milliseconds that would otherwise hold up every other request. The event
 * loop only hands the document over, in slices, and passes the JSON on as the client takes it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ValidationProblemDto } from '../../api/papers';
import { jsonChunks, TimeSlice } from './jsonStream';

export type WorkerRequest =
  | { kind: 'text'; id: number; text: string }
  | { kind: 'load'; id: number; validate: boolean }
  | { kind: 'render'; id: number; what: 'tree' | 'wpd'; uuid: string }
  | { kind: 'pull'; id: number }
  | { kind: 'release'; id: number };

export type WorkerReply =
  | { id: number; problems: ValidationProblemDto[] }
  | { id: number; ready: true }
  | { id: number; chunk: Uint8Array }
  | { id: number; done: true }
  | { id: number; error: string };

/** Characters of a document's JSON per message to the thread. */
const DOCUMENT_CHUNK_CHARS = 256 * 1024;

/** The worker is TypeScript, run through tsx as the server itself is. */
function startWorker(): Worker {
  const file = new URL('./downloadWorker.ts', import.meta.url).href;
  // tsx's module API as its export map names it for import, found from here rather than from the working directory.
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const tsx = pathToFileURL(join(dirname(manifest), exports['./esm/api']!.import.default)).href;
  // Evaluated as a module: it has a top-level await.
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(file)});`;
  return new Worker(boot, { eval: true });
}

/** A document read on the thread: its problems (none when it is valid, or when it was not validated). */
export interface LoadedExtraction {
  problems: ValidationProblemDto[];
  /** Writes the JSON of its tree or its export, a chunk at a time as they are asked for; fails before the first chunk if it cannot be made. */
  render(what: 'tree' | 'wpd', uuid: string): Promise<AsyncGenerator<Uint8Array, void, undefined>>;
  /** Frees what the thread holds for it. */
  release(): void;
}

/** Why the thread could not read or write an extraction (the document is not a project, or the export failed). */
export class ExtractionWorkError extends Error {}

class DownloadWork {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();
  private nextId = 1;

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The download thread stopped (exit code ${code})`)));
    // A process with nothing else to do exits without waiting for the thread (after the listeners: adding one holds the process again).
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private send(request: WorkerRequest): void {
    this.thread().postMessage(request);
  }

  private ask(request: WorkerRequest): Promise<WorkerReply> {
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      this.send(request);
    });
  }

  /**
   * Hands a document to the thread (its JSON written here in slices of the event loop) and reads
   * it there as a project, validated when asked. Throws ExtractionWorkError when it is no project.
   */
  async load(document: unknown, options: { validate: boolean; slice?: TimeSlice }): Promise<LoadedExtraction> {
    const id = this.nextId++;
    const slice = options.slice ?? new TimeSlice();
    try {
      for (const text of jsonChunks(document, DOCUMENT_CHUNK_CHARS)) {
        this.send({ kind: 'text', id, text });
        await slice.pause();
      }
      const answer = await this.ask({ kind: 'load', id, validate: options.validate });
      if ('error' in answer) throw new ExtractionWorkError(answer.error);
      if (!('problems' in answer)) throw new Error('The download thread answered out of turn');
      return { problems: answer.problems, render: (what, uuid) => this.render(id, what, uuid), release: () => this.release(id) };
    } catch (error) {
      this.release(id);
      throw error;
    }
  }

  private async render(id: number, what: 'tree' | 'wpd', uuid: string): Promise<AsyncGenerator<Uint8Array, void, undefined>> {
    const ready = await this.ask({ kind: 'render', id, what, uuid });
    if ('error' in ready) throw new ExtractionWorkError(ready.error);
    return this.pull(id);
  }

  private async *pull(id: number): AsyncGenerator<Uint8Array, void, undefined> {
    for (;;) {
      const answer = await this.ask({ kind: 'pull', id });
      if ('error' in answer) throw new ExtractionWorkError(answer.error);
      if ('done' in answer) return;
      if (!('chunk' in answer)) throw new Error('The download thread answered out of turn');
      yield answer.chunk;
    }
  }

  private release(id: number): void {
    if (this.worker) this.worker.postMessage({ kind: 'release', id } satisfies WorkerRequest);
  }
}

/** The one download thread of this process, started with the first download. */
export const downloadWork = new DownloadWork();
