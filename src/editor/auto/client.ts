import type { RunMessage, WorkerReply } from './protocol';
import type { AutoRequest, AutoResult } from './run';

/** The part of a Worker the client uses (a fake one in tests). */
export interface WorkerLike {
  postMessage(message: RunMessage): void;
  terminate(): void;
  onmessage: ((event: { data: WorkerReply }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

export interface RunOptions {
  /** Aborting cancels the run: the worker stops at once and the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /** Progress from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** The error a cancelled run rejects with. */
export const cancelledError = (): DOMException => new DOMException('The automatic extraction was cancelled', 'AbortError');

/** True for the rejection of a cancelled run. */
export const isCancelled = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** The worker of the app build (Vite bundles it as its own module chunk). */
export const spawnExtractionWorker = (): WorkerLike =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'automatic-extraction' }) as unknown as WorkerLike;

/**
 * Runs automatic extractions in a worker, one at a time, with a promise per run. Starting a run
 * while one is running cancels the first. The worker is started on the first run and again after
 * a cancel (cancelling terminates it, which stops even a long loop at once).
 */
export class AutoExtractionClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private current: { id: number; reject: (error: unknown) => void; cleanup: () => void } | null = null;

  constructor(private readonly spawn: () => WorkerLike = spawnExtractionWorker) {}

  run(request: AutoRequest, options: RunOptions = {}): Promise<AutoResult> {
    const { signal, onProgress } = options;
    if (signal?.aborted) return Promise.reject(cancelledError());
    this.cancel();
    const worker = (this.worker ??= this.spawn());
    const id = this.nextId++;
    return new Promise<AutoResult>((resolve, reject) => {
      const onAbort = () => this.cancel();
      const cleanup = () => {
        signal?.removeEventListener('abort', onAbort);
        if (this.current?.id === id) this.current = null;
      };
      this.current = { id, reject, cleanup };
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.onmessage = ({ data }) => {
        if (data.id !== id) return;
        if (data.type === 'progress') onProgress?.(data.fraction);
        else if (data.type === 'result') {
          cleanup();
          resolve(data.result);
        } else {
          cleanup();
          reject(new Error(data.message));
        }
      };
      worker.onerror = (event) => {
        cleanup();
        // A worker that failed is not reused.
        this.worker?.terminate();
        this.worker = null;
        reject(new Error(event.message || 'The automatic extraction stopped unexpectedly'));
      };
      worker.postMessage({ type: 'run', id, request });
    });
  }

  /** Cancels the running extraction, if any. */
  cancel(): void {
    const running = this.current;
    if (!running) return;
    running.cleanup();
    this.worker?.terminate();
    this.worker = null;
    running.reject(cancelledError());
  }

  /** Cancels and stops the worker. */
  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}
