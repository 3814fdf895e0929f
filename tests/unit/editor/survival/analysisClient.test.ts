import { describe, expect, it } from 'vitest';
import { defaultSurvivalSettings } from '../../../../src/editor/core/survival';
import { SurvivalAnalysisClient, type SurvivalWorkerLike } from '../../../../src/editor/core/survival/analysisClient';
import type { SurvivalWorkerRequest } from '../../../../src/editor/core/survival/worker';

const settings = { ...defaultSurvivalSettings(['A']), arms: [{ dataset: 'A', atRisk: [], size: 10 }] };
const points = [
  { index: 0, x: 0, y: 1, censor: false },
  { index: 1, x: 5, y: 1, censor: false },
  { index: 2, x: 5, y: 0.5, censor: false },
  { index: 3, x: 10, y: 0.5, censor: false },
];
const arms = [{ dataset: 'A', label: 'Arm A', points }];

/** A worker that keeps what it is sent and answers when told. */
function fakeWorker() {
  const sent: SurvivalWorkerRequest[] = [];
  let terminated = false;
  const worker: SurvivalWorkerLike = {
    postMessage: (m) => sent.push(m),
    terminate: () => {
      terminated = true;
    },
    onmessage: null,
    onerror: null,
  };
  return { worker, sent, terminated: () => terminated };
}

describe('the survival analysis client', () => {
  it('runs the analysis on the calling thread where there are no workers', async () => {
    const analysis = await new SurvivalAnalysisClient(() => null).analyse(settings, arms);
    expect(analysis.arms[0]!.result!.reconstruction.n).toBe(10);
  });

  it('sends each request to one worker and answers each with its own reply', async () => {
    const fake = fakeWorker();
    let spawned = 0;
    const client = new SurvivalAnalysisClient(() => {
      spawned++;
      return fake.worker;
    });
    const first = client.analyse(settings, arms);
    const second = client.analyse(settings, arms);
    expect(spawned).toBe(1);
    expect(fake.sent.map((m) => m.id)).toEqual([1, 2]);
    expect(fake.sent[0]).toMatchObject({ analysis: { settings, arms: [{ dataset: 'A', label: 'Arm A' }] } });
    fake.worker.onmessage!({ data: { id: 2, error: 'Broken.' } });
    fake.worker.onmessage!({ data: { id: 1, result: { arms: [], comparisons: [] } } });
    await expect(first).resolves.toEqual({ arms: [], comparisons: [] });
    await expect(second).rejects.toThrow('Broken.');
  });

  it('fails the waiting requests when the worker crashes, and starts a new one next time', async () => {
    const fakes = [fakeWorker(), fakeWorker()];
    let spawned = 0;
    const client = new SurvivalAnalysisClient(() => fakes[spawned++]!.worker);
    const waiting = client.analyse(settings, arms);
    fakes[0]!.worker.onerror!({ message: 'Out of memory' });
    await expect(waiting).rejects.toThrow('The survival analysis stopped unexpectedly: Out of memory.');
    expect(fakes[0]!.terminated()).toBe(true);
    const next = client.analyse(settings, arms);
    expect(spawned).toBe(2);
    client.dispose();
    expect(fakes[1]!.terminated()).toBe(true);
    await expect(next).rejects.toThrow('The survival analysis was stopped.');
  });
});
