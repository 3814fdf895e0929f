import { describe, expect, it, vi } from 'vitest';
import { AutoExtractionClient, isCancelled, type WorkerLike } from '../../../../src/editor/auto/client';
import { handleRunMessage, type RunMessage } from '../../../../src/editor/auto/protocol';
import { runAutoExtraction, type AutoRequest } from '../../../../src/editor/auto/run';
import { blank, disk } from './draw';

/** A worker on the same thread: answers each message on a later task, like a real one. */
class FakeWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  terminated = false;
  posted: RunMessage[] = [];
  constructor(private readonly behaviour: 'run' | 'hang' | 'crash' = 'run') {}
  postMessage(message: RunMessage): void {
    this.posted.push(message);
    if (this.behaviour === 'hang') return;
    setTimeout(() => {
      if (this.terminated) return;
      if (this.behaviour === 'crash') return this.onerror?.({ message: 'out of memory' });
      handleRunMessage(message, (data) => !this.terminated && this.onmessage?.({ data }), runAutoExtraction);
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const GREEN = [44, 160, 44] as const;
const image = blank(60, 30);
disk(image, 15, 15, 4, GREEN);
disk(image, 45, 15, 4, GREEN);
const request: AutoRequest = {
  image,
  colours: { mode: 'foreground', foreground: GREEN, background: [255, 255, 255], threshold: 150 },
  strokes: [],
  algorithm: { name: 'blobs', minDiameter: 3, maxDiameter: 20 },
};

describe('automatic extraction client', () => {
  it('resolves with the result and passes progress on', async () => {
    const workers: FakeWorker[] = [];
    const client = new AutoExtractionClient(() => {
      workers.push(new FakeWorker());
      return workers.at(-1)!;
    });
    const progress: number[] = [];
    const result = await client.run(request, { onProgress: (f) => progress.push(f) });
    expect(result.points).toHaveLength(2);
    expect(progress.at(-1)).toBe(1);
    // The worker is kept for the next run.
    await client.run(request);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.posted.map((m) => m.id)).toEqual([1, 2]);
  });

  it('cancels on abort: rejects with an AbortError and terminates the worker; the next run gets a new one', async () => {
    const workers: FakeWorker[] = [];
    const client = new AutoExtractionClient(() => {
      workers.push(new FakeWorker(workers.length === 0 ? 'hang' : 'run'));
      return workers.at(-1)!;
    });
    const controller = new AbortController();
    const running = client.run(request, { signal: controller.signal });
    controller.abort();
    const error = await running.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(workers[0]!.terminated).toBe(true);
    await expect(client.run(request)).resolves.toMatchObject({ points: [{}, {}] });
    expect(workers).toHaveLength(2);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const spawn = vi.fn(() => new FakeWorker());
    const client = new AutoExtractionClient(spawn);
    const controller = new AbortController();
    controller.abort();
    await expect(client.run(request, { signal: controller.signal })).rejects.toSatisfy(isCancelled);
    expect(spawn).not.toHaveBeenCalled();
  });

  it('a new run cancels the one running', async () => {
    const client = new AutoExtractionClient(() => new FakeWorker('hang'));
    const first = client.run(request);
    void client.run(request).catch(() => undefined);
    await expect(first).rejects.toSatisfy(isCancelled);
    client.dispose();
  });

  it('rejects with the message of an algorithm error', async () => {
    const client = new AutoExtractionClient(() => new FakeWorker());
    await expect(client.run({ ...request, algorithm: { name: 'xStep', xStart: 0, xEnd: 1, xStep: 1, dy: 1 } })).rejects.toThrow('The X step needs a calibrated XY graph');
  });

  it('rejects when the worker fails, and does not reuse it', async () => {
    const workers: FakeWorker[] = [];
    const client = new AutoExtractionClient(() => {
      workers.push(new FakeWorker(workers.length === 0 ? 'crash' : 'run'));
      return workers.at(-1)!;
    });
    await expect(client.run(request)).rejects.toThrow('out of memory');
    expect(workers[0]!.terminated).toBe(true);
    await expect(client.run(request)).resolves.toBeTruthy();
  });
});
