import { analyseSurvival, type ArmInput, type SurvivalAnalysis } from './analyse';
import type { SurvivalSettings } from './settings';
import type { SurvivalWorkerRequest } from './worker';

/** The part of a Worker the client uses (a fake one in tests). */
export interface SurvivalWorkerLike {
  postMessage(message: SurvivalWorkerRequest): void;
  terminate(): void;
  onmessage: ((event: { data: { id: number; result?: unknown; error?: string } }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

/** The survival worker of the app build (Vite bundles it as its own module chunk); null where there are no workers. */
export const spawnSurvivalWorker = (): SurvivalWorkerLike | null =>
  typeof Worker === 'undefined' ? null : (new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as SurvivalWorkerLike);

/**
 * Analyses survival graphs (`analyseSurvival`) in a Web Worker, started on the first request and
 * kept. Where workers are not available (tests in Node), the analysis runs on the calling thread.
 */
export class SurvivalAnalysisClient {
  private worker: SurvivalWorkerLike | null = null;
  private started = false;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (a: SurvivalAnalysis) => void; reject: (e: Error) => void }>();

  constructor(private readonly spawn: () => SurvivalWorkerLike | null = spawnSurvivalWorker) {}

  analyse(settings: SurvivalSettings, arms: readonly ArmInput[]): Promise<SurvivalAnalysis> {
    const worker = this.ensureWorker();
    if (!worker) {
      try {
        return Promise.resolve(analyseSurvival(settings, arms));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    const id = this.nextId++;
    return new Promise<SurvivalAnalysis>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, analysis: { settings, arms: arms.map((a) => ({ dataset: a.dataset, label: a.label, points: a.points })) } });
    });
  }

  /** Stops the worker; requests still waiting are rejected. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.started = false;
    this.failAll('The survival analysis was stopped.');
  }

  private ensureWorker(): SurvivalWorkerLike | null {
    if (this.started) return this.worker;
    this.started = true;
    const worker = this.spawn();
    if (!worker) return null;
    worker.onmessage = ({ data }) => {
      const waiting = this.waiting.get(data.id);
      if (!waiting) return;
      this.waiting.delete(data.id);
      if (data.error !== undefined) waiting.reject(new Error(data.error));
      else waiting.resolve(data.result as SurvivalAnalysis);
    };
    worker.onerror = (event) => {
      // A worker that fails to load or crashes answers nothing more: the next request starts a new one.
      this.worker?.terminate();
      this.worker = null;
      this.started = false;
      this.failAll(`The survival analysis stopped unexpectedly${event.message ? `: ${event.message}` : ''}.`);
    };
    this.worker = worker;
    return worker;
  }

  private failAll(message: string): void {
    for (const { reject } of this.waiting.values()) reject(new Error(message));
    this.waiting.clear();
  }
}
