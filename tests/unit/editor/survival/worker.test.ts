import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSurvivalSettings } from '../../../../src/editor/core/survival';

/** Loads the worker module on a fake worker scope and answers one message. */
async function ask(message: unknown): Promise<unknown> {
  const posted: unknown[] = [];
  const scope = globalThis as unknown as { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (m: unknown) => void };
  scope.postMessage = (m) => posted.push(m);
  vi.resetModules();
  await import('../../../../src/editor/core/survival/worker');
  scope.onmessage!({ data: message });
  return posted[0];
}

afterEach(() => {
  const scope = globalThis as Record<string, unknown>;
  delete scope.onmessage;
  delete scope.postMessage;
});

describe('the survival worker', () => {
  const curve = [
    { time: 0, surv: 1 },
    { time: 5, surv: 1 },
    { time: 5, surv: 0.5 },
    { time: 10, surv: 0.5 },
  ];

  it('reconstructs one arm', async () => {
    const answer = (await ask({ id: 1, input: { curve, initialN: 10 } })) as { id: number; result: { n: number; events: number } };
    expect(answer.id).toBe(1);
    expect(answer.result.n).toBe(10);
    expect(answer.result.events).toBe(5);
  });

  it('analyses a whole graph, and answers an input error as a message', async () => {
    const settings = { ...defaultSurvivalSettings(['A']), arms: [{ dataset: 'A', atRisk: [], size: 10 }] };
    const points = curve.map((c, index) => ({ index, x: c.time, y: c.surv, censor: false }));
    const answer = (await ask({ id: 2, analysis: { settings, arms: [{ dataset: 'A', label: 'Arm A', points }] } })) as {
      result: { arms: { errors: string[]; result: { median: { median: number } } }[] };
    };
    expect(answer.result.arms[0]!.errors).toEqual([]);
    expect(answer.result.arms[0]!.result.median.median).toBe(5);
    expect(await ask({ id: 3, input: { curve: [] } })).toEqual({ id: 3, error: 'The curve has no points.' });
  });
});
