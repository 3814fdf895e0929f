import { describe, expect, it } from 'vitest';
import { runAutoExtraction, type AutoRequest } from '../../../../src/editor/auto/run';
import { handleRunMessage, type WorkerReply } from '../../../../src/editor/auto/protocol';
import { blank, disk, rect } from './draw';

const GREEN = [44, 160, 44] as const;
const colours = { mode: 'foreground' as const, foreground: GREEN, background: [255, 255, 255] as const, threshold: 150 };

describe('one automatic extraction', () => {
  const image = blank(200, 100);
  disk(image, 40, 50, 4, GREEN);
  disk(image, 160, 50, 4, GREEN);
  const request: AutoRequest = { image, colours, strokes: [], algorithm: { name: 'blobs', minDiameter: 3, maxDiameter: 20 } };

  it('runs the algorithm on the colour mask and counts the matched pixels', () => {
    const result = runAutoExtraction(request);
    expect(result.points).toHaveLength(2);
    expect(result.matchedPixels).toBeGreaterThan(80);
    expect(result.ms).toBeGreaterThanOrEqual(0);
  });

  it('looks only inside the user mask', () => {
    const result = runAutoExtraction({ ...request, strokes: [{ kind: 'box', from: { x: 100, y: 0 }, to: { x: 200, y: 100 } }] });
    expect(result.points).toHaveLength(1);
    expect(result.points[0]!.x).toBeCloseTo(160, 1);
  });

  it('reports progress in order, ending at 1', () => {
    const seen: number[] = [];
    runAutoExtraction(request, (f) => seen.push(f));
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.length).toBeGreaterThan(10);
  });

  it('needs a calibrated XY graph for the X step', () => {
    expect(() => runAutoExtraction({ ...request, algorithm: { name: 'xStep', xStart: 0, xEnd: 1, xStep: 0.1, dy: 5 } })).toThrow(/calibrated XY graph/);
  });

  it('reads bar tops', () => {
    const bars = blank(100, 100);
    rect(bars, 10, 30, 30, 90, GREEN);
    rect(bars, 60, 60, 80, 90, GREEN);
    const result = runAutoExtraction({ ...request, image: bars, algorithm: { name: 'bars', orientation: 'vertical', minWidth: 4 } });
    expect(result.points.map((p) => [Math.round(p.x), Math.round(p.y)])).toEqual([[20, 30], [70, 60]]);
  });

  it('runs the averaging window', () => {
    const line = blank(100, 50);
    rect(line, 0, 24, 99, 26, GREEN);
    const result = runAutoExtraction({ ...request, image: line, algorithm: { name: 'averagingWindow', dx: 10, dy: 5 } });
    expect(result.points).toHaveLength(10);
    for (const p of result.points) expect(p.y).toBeCloseTo(25, 1);
  });
});

describe('the worker body', () => {
  const image = blank(20, 20);
  const request: AutoRequest = { image, colours, strokes: [], algorithm: { name: 'blobs', minDiameter: 0, maxDiameter: 10 } };

  it('answers progress in whole percents, then the result', () => {
    const replies: WorkerReply[] = [];
    handleRunMessage({ type: 'run', id: 7, request }, (r) => replies.push(r), (_req, onProgress) => {
      [0.001, 0.002, 0.5, 0.504, 1].forEach(onProgress);
      return { points: [{ x: 1, y: 2 }], matchedPixels: 3, ms: 4 };
    });
    expect(replies).toEqual([
      { type: 'progress', id: 7, fraction: 0 },
      { type: 'progress', id: 7, fraction: 0.5 },
      { type: 'progress', id: 7, fraction: 1 },
      { type: 'result', id: 7, result: { points: [{ x: 1, y: 2 }], matchedPixels: 3, ms: 4 } },
    ]);
  });

  it('answers the message of an error', () => {
    const replies: WorkerReply[] = [];
    handleRunMessage({ type: 'run', id: 8, request: { ...request, algorithm: { name: 'xStep', xStart: 0, xEnd: 1, xStep: 1, dy: 1 } } }, (r) => replies.push(r), runAutoExtraction);
    expect(replies.at(-1)).toEqual({ type: 'error', id: 8, message: 'The X step needs a calibrated XY graph' });
  });
});
