import { describe, expect, it } from 'vitest';
import { readSidecar, loadVectorPage, scoreVectorFixture, VEGA_FIXTURES } from '../../../../bench/vectorFixtures';
import { calibrationDialogInput, parseTickLabel, proposeCalibration } from '../../../../src/editor/vector/axes';
import { pickSeries, snapCandidates, snapTargets } from '../../../../src/editor/vector/snap';

describe('vector extraction on the Vega-Lite fixtures', () => {
  it.each(['line', 'scatter', 'bar', 'log', 'rotated'] as const)('%s: calibrated from its ticks, one click per series gives every datum within 1e-9 of the range', async (name) => {
    const score = await scoreVectorFixture(name);
    expect(score.proposed).toBe(true);
    for (const s of score.series) {
      expect(s.found, `${name} ${s.series}`).toBe(s.expected);
      expect(Math.max(...s.errors)).toBeLessThan(1e-9);
    }
  });

  it('log: the y axis is proposed as logarithmic; its markers, translated by 9-digit float32 decimals, are within 1e-9 of the decades', async () => {
    const score = await scoreVectorFixture('log', 'markers');
    expect(score.log).toEqual({ x: false, y: true });
    for (const s of score.series) {
      expect(s.kind).toBe('markers');
      expect(s.errors).toHaveLength(s.expected);
      expect(s.found).toBe(s.expected);
      expect(Math.max(...s.errors)).toBeLessThan(1e-9);
    }
  });

  it('proposes XY axes with the extreme labelled ticks, and a bar axis when only one axis carries numbers', async () => {
    const line = await loadVectorPage('line.pdf');
    const p = proposeCalibration(line.index, line.labels)!;
    expect(p.axesType).toBe('xy');
    expect(p.points.map((q) => [q.dx, q.dy])).toEqual([[0, 0], [100, 0], [0, 0], [0, 50]]);
    const truth = readSidecar('line').images[0]!.ticks;
    p.points.forEach((q, i) => {
      expect(q.px).toBeCloseTo(truth[i]!.px, 3);
      expect(q.py).toBeCloseTo(truth[i]!.py, 3);
    });
    const bar = await loadVectorPage('bar.pdf');
    expect(proposeCalibration(bar.index, bar.labels)!.axesType).toBe('bar');
  });

  it('rotated page: the x axis is told from the y axis by its labels reading across its ticks', async () => {
    const page = await loadVectorPage('rotated.pdf');
    const p = proposeCalibration(page.index, page.labels)!;
    const truth = readSidecar('rotated').images[0]!.ticks;
    expect(p.points.map((q) => [q.dx, q.dy])).toEqual([[0, 0], [100, 0], [0, 0], [0, 50]]);
    // The x axis runs up the page.
    expect(Math.abs(p.points[1]!.py - p.points[0]!.py)).toBeGreaterThan(500);
    p.points.forEach((q, i) => expect(Math.hypot(q.px - truth[i]!.px, q.py - truth[i]!.py)).toBeLessThan(1e-3));
  });

  it('a marker picks only the markers of its own shape and colour, not the larger legend symbol', async () => {
    const side = readSidecar('scatter');
    const page = await loadVectorPage('scatter.pdf');
    for (const s of side.images[0]!.series) {
      const picked = pickSeries(page.index, s.points[3]!.px + 1, s.points[3]!.py - 1, 6)!;
      expect(picked.kind).toBe('markers');
      expect(picked.points).toHaveLength(s.points.length);
    }
  });

  it('a click far outside every path picks nothing', async () => {
    const page = await loadVectorPage('line.pdf');
    expect(pickSeries(page.index, -100, -100, 6)).toBeNull();
  });

  it('snap targets near a datum: the nearest first, within the radius only', async () => {
    const side = readSidecar('scatter');
    const page = await loadVectorPage('scatter.pdf');
    const targets = snapTargets(page.index);
    const d = side.images[0]!.series[0]!.points[0]!;
    const found = snapCandidates(targets, d.px + 2, d.py + 1, 8);
    expect(found[0]!.kind).toBe('marker');
    expect(Math.hypot(found[0]!.x - d.px, found[0]!.y - d.py)).toBeLessThan(1e-3);
    expect(found.every((t, i) => t.distance <= 8 && (i === 0 || t.distance >= found[i - 1]!.distance))).toBe(true);
    expect(snapCandidates(targets, -50, -50, 8)).toEqual([]);
  });

  it('every fixture has a sidecar for the PDF and the four raster images', () => {
    for (const name of VEGA_FIXTURES) {
      expect(readSidecar(name).images.map((i) => i.mimeType)).toEqual(['application/pdf', 'image/png', 'image/jpeg', 'image/png', 'image/jpeg']);
    }
  });

  it('a proposal fills the calibration dialogs: points and typed values, log flags', async () => {
    const log = await loadVectorPage('log.pdf');
    const xy = calibrationDialogInput(proposeCalibration(log.index, log.labels)!);
    expect(xy).toMatchObject({ kind: 'xy', initial: { x1: '0', x2: '100', y1: '1', y2: '10000', logX: false, logY: true } });
    expect(xy.points).toHaveLength(4);
    const bar = await loadVectorPage('bar.pdf');
    expect(calibrationDialogInput(proposeCalibration(bar.index, bar.labels)!)).toMatchObject({ kind: 'bar', initial: { p1: '0', p2: '100', log: false } });
  });
});

describe('parseTickLabel', () => {
  it.each([
    ['10,000', 10000],
    ['\u22120.5', -0.5],
    ['1e3', 1000],
    ['10^3', 1000],
    [' 42 ', 42],
    ['.5', 0.5],
  ])('reads %s', (raw, value) => expect(parseTickLabel(raw)).toBe(value));

  it.each(['', 'A', 'Time (h)', '1-2', '10 mg'])('refuses %j', (raw) => expect(parseTickLabel(raw)).toBeNull());
});
