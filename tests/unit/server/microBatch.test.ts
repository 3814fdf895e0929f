import { describe, expect, it } from 'vitest';
import { MicroBatch } from '../../../src/server/services/microBatch';

/** A batch that doubles numbers and refuses negative ones (the whole statement fails then), recording each run. */
function doubling(maxSize?: number) {
  const runs: number[][] = [];
  const batch = new MicroBatch<number, number>(async (inputs) => {
    runs.push(inputs);
    if (inputs.some((n) => n < 0)) throw new Error(`refused ${inputs.filter((n) => n < 0).join(', ')}`);
    return inputs.map((n) => n * 2);
  }, maxSize);
  return { batch, runs };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('MicroBatch', () => {
  it('runs the calls of one turn together and answers each its own result', async () => {
    const { batch, runs } = doubling();
    expect(await Promise.all([batch.add(1), batch.add(2), batch.add(3)])).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it('starts a new batch for calls made in a later turn', async () => {
    const { batch, runs } = doubling();
    const first = batch.add(1);
    await nextTurn();
    const second = batch.add(2);
    expect(await Promise.all([first, second])).toEqual([2, 4]);
    expect(runs).toEqual([[1], [2]]);
  });

  it('sends a full batch at once and the rest with the turn', async () => {
    const { batch, runs } = doubling(2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => batch.add(n)))).toEqual([2, 4, 6, 8, 10]);
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('runs each call of a failed batch alone, so only the bad one fails', async () => {
    const { batch, runs } = doubling();
    const outcomes = await Promise.allSettled([batch.add(1), batch.add(-1), batch.add(3)]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('refused -1') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(runs).toEqual([[1, -1, 3], [1], [-1], [3]]);
  });

  it('fails a call that was alone in its batch with the batch error, without running it again', async () => {
    const { batch, runs } = doubling();
    await expect(batch.add(-2)).rejects.toThrow('refused -2');
    expect(runs).toEqual([[-2]]);
  });
});
