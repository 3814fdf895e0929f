import { describe, expect, it } from 'vitest';
import { clickFor, datumPx, loadForeignPage, readTruth, scoreForeignVector } from '../../../../bench/foreignFixtures';
import { NO_PROPOSAL_MESSAGES, calibrationDialogInput, dateReadings, labelsOf, noProposalReason, pageTexts, parseTickDate, proposeCalibration } from '../../../../src/editor/vector/axes';
import { extractSeries } from '../../../../src/editor/vector/evaluate';
import { pickSeries } from '../../../../src/editor/vector/snap';
import { triangleDatum } from '../../../../src/editor/vector/geometry';

/** The share of a series' data found within the writers' rounding (2e-4 of the range). */
const allFound = (s: { found: number; expected: number }) => s.found === s.expected;

describe('vector extraction on figures of other writers (tests/fixtures/foreign)', () => {
  it('matplotlib: ticks drawn as filled-and-stroked two-point paths give a calibration', async () => {
    const page = await loadForeignPage('matplotlib-line');
    const p = proposeCalibration(page.index, page.labels);
    expect(p?.axesType).toBe('xy');
    expect(p!.points.map((q) => [q.dx, q.dy])).toEqual([[0, 0], [10, 0], [0, 0], [0, 50]]);
    const score = await scoreForeignVector('matplotlib-line');
    expect(score.calibrationCorrect).toBe(true);
  });

  it('pgfplots: the ticks of an axis written as one path, a subpath per tick, give a calibration', async () => {
    const score = await scoreForeignVector('pgfplots-line');
    expect(score.calibrationCorrect).toBe(true);
    expect(score.series.every(allFound)).toBe(true);
  });

  it('pgfplots: a click inside a bar of a path that holds all the bars of a series picks every bar', async () => {
    const truth = readTruth('pgfplots-bar');
    const page = await loadForeignPage('pgfplots-bar');
    truth.series.forEach((s, k) => {
      const click = clickFor(truth, k);
      const picked = pickSeries(page.index, click.x, click.y, 6);
      expect(picked?.kind).toBe('bars');
      // Every bar top within a hundredth of a pixel of the datum.
      for (const d of s.points) expect(picked!.points.some((q) => Math.abs(q.y - datumPx(d).y) < 0.01)).toBe(true);
    });
  });

  it.each(['rbase', 'ggplot2-pdf', 'ggplot2-cairo', 'gnuplot', 'pgfplots', 'matplotlib'])(
    '%s scatter: one click on a marker picks all 15 of its series (circles, squares, triangles, open and filled) within the rounding',
    async (writer) => {
      const score = await scoreForeignVector(`${writer}-scatter`);
      for (const s of score.series) {
        expect(s.picked, s.series).toBe('markers');
        expect(s.found, s.series).toBe(15);
      }
    },
  );

  it('a triangle\'s datum: the centroid of an equilateral one, half the base from the apex otherwise', () => {
    // R, ggplot2, pgfplots: equilateral, centred on the centroid.
    const r = Math.sqrt(3);
    expect(triangleDatum([{ x: 0, y: -2 }, { x: r, y: 1 }, { x: -r, y: 1 }])).toEqual({ x: 0, y: 0 });
    // matplotlib: as high as wide, centred in its box.
    const m = triangleDatum([{ x: 0, y: -1 }, { x: 1, y: 1 }, { x: -1, y: 1 }])!;
    expect(m.x).toBeCloseTo(0, 12);
    expect(m.y).toBeCloseTo(0, 12);
    // gnuplot: apex and base corners on the marker's size; the datum half the base below the apex.
    const g = triangleDatum([{ x: -5.4, y: 2.4 }, { x: 0, y: -5.4 }, { x: 5.4, y: 2.4 }])!;
    expect(g.y).toBeCloseTo(0, 12);
    // Vega-Lite printed by a browser: equilateral, centred in its box.
    expect(triangleDatum([{ x: 0, y: -1.5 }, { x: r, y: 1.5 }, { x: -r, y: 1.5 }], 'box')).toEqual({ x: 0, y: 0 });
    expect(triangleDatum([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 5, y: 3 }])).toBeNull();
  });

  it.each(['ggplot2-pdf-bar', 'ggplot2-cairo-bar', 'ggplot2-pdf-scatter', 'gnuplot-scatter', 'gnuplot-log', 'pgfplots-linespoints', 'ggplot2-cairo-linespoints'])(
    '%s: legend symbols drawn like the data (markers, swatches, line samples) are never returned as data',
    async (name) => {
      const truth = readTruth(name);
      const page = await loadForeignPage(name);
      truth.series.forEach((s, k) => {
        const click = clickFor(truth, k);
        const picked = pickSeries(page.index, click.x, click.y, 6)!;
        expect(picked.points, s.name).toHaveLength(s.points.length);
      });
    },
  );

  it('gnuplot: series named 2019 and 2020 are a legend, not a second axis: the bar calibration is proposed', async () => {
    const page = await loadForeignPage('gnuplot-bar');
    expect(page.labels.map((l) => l.text)).not.toContain('2019');
    const p = proposeCalibration(page.index, page.labels)!;
    expect(p.axesType).toBe('bar');
    expect(p.points.map((q) => q.dy)).toEqual([0, 40]);
  });

  it.each(['matplotlib-log', 'pgfplots-log'])('%s: 10^k labels with a raised exponent are read as powers of ten and the axis as logarithmic', async (name) => {
    const page = await loadForeignPage(name);
    const p = proposeCalibration(page.index, page.labels)!;
    expect(p.axesType).toBe('xy');
    expect(p.logY).toBe(true);
    // pgfplots draws no tick at the top of its box: 10^4 has a label and no mark.
    expect(p.y.ticks.map((t) => t.value).slice(0, 4)).toEqual([1, 10, 100, 1000]);
    const score = await scoreForeignVector(name);
    expect(score.calibrationCorrect).toBe(true);
    expect(score.series.every(allFound)).toBe(true);
  });

  it('joins a number and its raised, smaller exponent into one label; text beside it stays apart', () => {
    const viewport = [3, 0, 0, -3, 0, 648] as const;
    const item = (str: string, x: number, y: number, size: number, width: number) => ({ str, transform: [size, 0, 0, size, x, y], width, height: size });
    const texts = pageTexts(
      [item('10', 18.2, 28.92, 10, 12.72), item('\u22122', 31.02, 32.74, 7, 6.8), item('2×10', 18.2, 60, 10, 24), item('3', 42.3, 64, 7, 4), item('Time', 100, 28.92, 10, 20)],
      viewport,
    );
    expect(texts.map((t) => t.text)).toEqual(['10^-2', '2e3', 'Time']);
  });

  it('says why no calibration is proposed, in words that say what to do', async () => {
    const page = await loadForeignPage('rbase-line');
    expect(noProposalReason(page.index, page.labels)).toBeNull();
    expect(noProposalReason(page.index, [])).toBe(NO_PROPOSAL_MESSAGES.noNumbers);
    const noStrokes = { ...page.index, paths: page.index.paths.filter((p) => p.paint === 'fill') };
    expect(noProposalReason(noStrokes, page.labels)).toBe(NO_PROPOSAL_MESSAGES.noTicks);
    expect(noProposalReason(page.index, page.labels.slice(0, 1))).toBe(NO_PROPOSAL_MESSAGES.tooFew);
  });
});

describe('LibreOffice Calc charts, stacked bars and date axes (tests/fixtures/foreign)', () => {
  it.each(['line', 'scatter', 'bar', 'log', 'linespoints', 'stackedbar', 'dates'])('LibreOffice %s: the calibration is proposed and every datum found within its rounding', async (kind) => {
    const score = await scoreForeignVector(`libreoffice-${kind}`);
    expect(score.calibrationCorrect).toBe(true);
    for (const s of score.series) {
      expect(s.found, s.series).toBe(s.expected);
      expect(s.extra, s.series).toBe(0);
    }
  });

  it('reads calendar dates written as writers label date axes; a bare year stays a number', () => {
    const jan15 = Date.UTC(2021, 0, 15);
    expect(parseTickDate('2021-01-15')).toBe(jan15);
    expect(parseTickDate('2021\u221201\u221215')).toBe(jan15);
    expect(parseTickDate('2021/01/15')).toBe(jan15);
    expect(parseTickDate('15 Jan 2021')).toBe(jan15);
    expect(parseTickDate('Jan 15, 2021')).toBe(jan15);
    expect(parseTickDate('2021-04')).toBe(Date.UTC(2021, 3, 1));
    expect(parseTickDate('April 2021')).toBe(Date.UTC(2021, 3, 1));
    expect(parseTickDate('2021')).toBeNull();
    expect(parseTickDate('2021-02-30')).toBeNull();
    expect(parseTickDate('Apr')).toBeNull();
    expect(parseTickDate('Group A')).toBeNull();
  });

  it.each(['matplotlib-dates', 'ggplot2-pdf-dates', 'ggplot2-cairo-dates', 'libreoffice-dates'])(
    '%s: date tick labels give an XY calibration in dates, and the data read back as their dates',
    async (name) => {
      const page = await loadForeignPage(name);
      const p = proposeCalibration(page.index, page.labels)!;
      expect(p.axesType).toBe('xy');
      const input = calibrationDialogInput(p);
      expect(input.kind).toBe('xy');
      if (input.kind === 'xy') {
        expect(input.initial.x1).toBe('2021/01/01');
        expect(input.initial.x2).toMatch(/^202[12]\/\d\d\/\d\d$/);
        expect(input.initial.y1).toBe('0');
      }
      const truth = readTruth(name);
      const result = extractSeries(page, truth.series.map((_, k) => clickFor(truth, k)))!;
      truth.series.forEach((s, k) => {
        const days = result.series[k]!.values.map((v) => new Date(Math.round(v[0]! / 864e5) * 864e5).toISOString().slice(0, 10));
        expect(days).toEqual(s.points.map((d) => d.x));
      });
    },
  );

  it('matplotlib: labels slanted by autofmt_xdate are paired with their ticks by their ends, and their axis is x', async () => {
    const page = await loadForeignPage('matplotlib-dates');
    const p = proposeCalibration(page.index, page.labels)!;
    expect(p.x!.ticks.map((t) => t.label)).toEqual(['2021-01-01', '2021-04-01', '2021-07-01', '2021-10-01', '2022-01-01']);
    expect(p.y.ticks.map((t) => t.value)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('splits a run holding several labels of one line into labels placed along it', () => {
    const texts = [{ text: '2021-01-01 2021-04-01', x: 100, y: 50, dir: { x: 1, y: 0 }, halfWidth: 63, halfHeight: 5 }];
    const labels = labelsOf(texts);
    expect(labels.map((l) => [l.text, l.value, l.date])).toEqual([
      ['2021-01-01', Date.UTC(2021, 0, 1), true],
      ['2021-04-01', Date.UTC(2021, 3, 1), true],
    ]);
    expect(labels[0]!.x).toBeCloseTo(100 - (5.5 / 21) * 126, 6);
    expect(labels[1]!.x).toBeCloseTo(100 + (5.5 / 21) * 126, 6);
    expect(labelsOf([{ ...texts[0]!, text: 'Ward 2021' }]).map((l) => l.text)).toEqual([]);
  });

  it('R base: month names without a year give no proposal, and say why in words a user can act on', async () => {
    const page = await loadForeignPage('rbase-dates');
    expect(proposeCalibration(page.index, page.labels)).toBeNull();
    expect(noProposalReason(page.index, page.labels)).toBe(NO_PROPOSAL_MESSAGES.monthsWithoutYear);
    // Without the month names the page would be taken for a bar chart of its one numeric axis.
    expect(proposeCalibration(page.index, page.labels.filter((l) => !l.monthOnly))?.axesType).toBe('bar');
  });

  it('month names under the categories of a bar chart keep its bar proposal; under a line chart they refuse it', async () => {
    const months: Record<string, string> = { North: 'Jan', South: 'Apr', East: 'Jul', West: 'Oct' };
    const bars = await loadForeignPage('ggplot2-pdf-stackedbar');
    const barLabels = labelsOf(bars.texts.map((t) => ({ ...t, text: months[t.text] ?? t.text })));
    expect(barLabels.filter((l) => l.monthOnly).map((l) => l.text)).toEqual(['Jan', 'Apr', 'Jul', 'Oct']);
    expect(proposeCalibration(bars.index, barLabels)?.axesType).toBe('bar');
    const lines = await loadForeignPage('ggplot2-pdf-dates');
    const dates = ['Jan', 'Apr', 'Jul', 'Oct', 'Jan'];
    const lineLabels = labelsOf(lines.texts.flatMap((t) => (t.text.includes('2021') ? [] : [t])).concat(
      labelsOf(lines.texts).filter((l) => l.date).map((l, i) => ({ text: dates[i]!, x: l.x, y: l.y, dir: l.dir, halfWidth: 10, halfHeight: 5 })),
    ));
    expect(proposeCalibration(lines.index, lineLabels)).toBeNull();
    expect(noProposalReason(lines.index, lineLabels)).toBe(NO_PROPOSAL_MESSAGES.monthsWithoutYear);
  });

  it.each(['matplotlib', 'rbase', 'ggplot2-pdf', 'ggplot2-cairo', 'libreoffice', 'gnuplot', 'pgfplots'])(
    '%s stacked bars: a click in a segment picks its series, read at each segment\'s top (the cumulative value); the segment\'s own value is the difference',
    async (writer) => {
      const name = `${writer}-stackedbar`;
      const truth = readTruth(name);
      const page = await loadForeignPage(name);
      const result = extractSeries(page, truth.series.map((_, k) => clickFor(truth, k)))!;
      expect(result.proposal.axesType).toBe('bar');
      const tops = truth.series.map((s, k) => {
        expect(result.series[k]?.picked.kind, s.name).toBe('bars');
        return result.series[k]!.values.map((v) => v[0]!);
      });
      truth.series.forEach((s, k) =>
        s.points.forEach((d, i) => {
          expect(Math.abs(tops[k]![i]! - d.y)).toBeLessThan(60 * 2e-4);
          expect(Math.abs(tops[k]![i]! - (k ? tops[k - 1]![i]! : 0) - d.value!)).toBeLessThan(2 * 60 * 2e-4);
        }),
      );
    },
  );

  it('ggplot2: a grid line drawn under a bar does not take the click inside the bar', async () => {
    const truth = readTruth('ggplot2-pdf-stackedbar');
    const page = await loadForeignPage('ggplot2-pdf-stackedbar');
    const click = clickFor(truth, 0);
    // The major grid line of the first category runs through the click, beneath the bar.
    const grid = page.index.paths.find((p) => p.paint === 'stroke' && p.subpaths.some((s) => s.points.length === 2 && s.points.every((q) => Math.abs(q.x - click.x) < 0.1)));
    expect(grid).toBeDefined();
    expect(pickSeries(page.index, click.x, click.y, 6)?.kind).toBe('bars');
  });
});

describe('gnuplot and pgfplots stacked bars and date axes; date labels read as their axis reads (tests/fixtures/foreign)', () => {
  const GNUPLOT_DATES = ['01/01/21', '04/01/21', '07/01/21', '10/01/21', '01/01/22'];
  const GNUPLOT_LINE_X = ['0', '2', '4', '6', '8', '10'];

  it.each(['gnuplot-stackedbar', 'pgfplots-stackedbar', 'gnuplot-dates', 'pgfplots-dates'])('%s: the calibration is proposed and every datum found, nothing extra', async (name) => {
    const score = await scoreForeignVector(name);
    expect(score.calibrationCorrect).toBe(true);
    for (const s of score.series) {
      expect(s.found, s.series).toBe(s.expected);
      expect(s.extra, s.series).toBe(0);
    }
  });

  it.each([
    ['gnuplot-dates', ['01/01/21', '04/01/21', '07/01/21', '10/01/21', '01/01/22']],
    ['pgfplots-dates', ['01.01.2021', '01.04.2021', '01.07.2021', '01.10.2021', '01.01.2022']],
  ])('%s: dates with the year last are read month first or day first as the whole axis reads, and the data read back as their dates', async (name, labels) => {
    const page = await loadForeignPage(name);
    const p = proposeCalibration(page.index, page.labels)!;
    expect(p.axesType).toBe('xy');
    expect(p.x!.ticks.map((t) => t.label)).toEqual(labels);
    expect(p.x!.ticks.map((t) => new Date(t.value).toISOString().slice(0, 10))).toEqual(['2021-01-01', '2021-04-01', '2021-07-01', '2021-10-01', '2022-01-01']);
    const input = calibrationDialogInput(p);
    expect(input.kind === 'xy' && [input.initial.x1, input.initial.x2]).toEqual(['2021/01/01', '2022/01/01']);
    const truth = readTruth(name);
    const result = extractSeries(page, truth.series.map((_, k) => clickFor(truth, k)))!;
    truth.series.forEach((s, k) => {
      const days = result.series[k]!.values.map((v) => new Date(Math.round(v[0]! / 864e5) * 864e5).toISOString().slice(0, 10));
      expect(days).toEqual(s.points.map((d) => d.x));
    });
  });

  it('reads every way a date label can be read: month first and day first when both are dates, two-digit years as strptime does', () => {
    const read = (s: string) => dateReadings(s).map((r) => [r.order, new Date(r.value).toISOString().slice(0, 10), ...(r.yearSpan ? ['span'] : [])]);
    expect(read('04/01/21')).toEqual([['mdy', '2021-04-01'], ['dmy', '2021-01-04']]);
    expect(read('01.04.2021')).toEqual([['dmy', '2021-04-01'], ['mdy', '2021-01-04']]);
    expect(read('13/01/21')).toEqual([['dmy', '2021-01-13']]);
    expect(read('12/31/1999')).toEqual([['mdy', '1999-12-31']]);
    expect(read('01/01/69')).toEqual([['mdy', '1969-01-01'], ['dmy', '1969-01-01']]);
    expect(read('2010-11')).toEqual([['ym', '2010-11-01', 'span']]);
    expect(read('2010-12')).toEqual([['ym', '2010-12-01']]);
    expect(read('2012-13')).toEqual([]);
    expect(parseTickDate('04/01/21')).toBe(Date.UTC(2021, 3, 1));
    expect(parseTickDate('01.04.2021')).toBe(Date.UTC(2021, 3, 1));
    expect(parseTickDate('31/02/21')).toBeNull();
  });

  /**
   * The page's tick labels with the x axis' labels replaced: each text of `from` (the lowest on the
   * page of that text: the x axis lies below the plot) becomes the text of `to` at its place, or
   * is dropped for null.
   */
  async function relabelled(name: string, from: string[], to: (string | null)[]) {
    const page = await loadForeignPage(name);
    const lowest = (text: string) => page.texts.filter((t) => t.text === text).reduce((a, b) => (b.y > a.y ? b : a));
    const replaced = from.map(lowest);
    const kept = page.labels.filter((l) => !replaced.some((t) => t.text === l.text && Math.hypot(t.x - l.x, t.y - l.y) < 1e-6));
    const texts = [
      ...kept.map((l) => ({ text: l.text, x: l.x, y: l.y, dir: l.dir, halfWidth: l.halfWidth ?? 10, halfHeight: 5 })),
      ...replaced.flatMap((t, i) => (to[i] === null ? [] : [{ ...t, text: to[i]! }])),
    ];
    return { page, labels: labelsOf(texts) };
  }

  it('day-first dates with slashes are read day first when month first does not make a date axis', async () => {
    const { page, labels } = await relabelled('gnuplot-dates', GNUPLOT_DATES, ['01/01/21', '01/04/21', '01/07/21', '01/10/21', '01/01/22']);
    const p = proposeCalibration(page.index, labels)!;
    expect(p.x!.ticks.map((t) => new Date(t.value).toISOString().slice(0, 10))).toEqual(['2021-01-01', '2021-04-01', '2021-07-01', '2021-10-01', '2022-01-01']);
  });

  it.each([
    ['spans of years beside one that is no month', ['2008-09', '2009-10', '2010-11', '2011-12', '2012-13']],
    ['spans of years only', ['2008-09', '2009-10', '2010-11', '2011-12', null]],
    ['dates out of order with their ticks', ['01/01/21', '07/01/21', '04/01/21', '10/01/21', '01/01/22']],
  ] as [string, (string | null)[]][])('an axis labelled with %s is not a date axis: a line chart gets no proposal and says why', async (_, xLabels) => {
    const { page, labels } = await relabelled('gnuplot-dates', GNUPLOT_DATES, xLabels);
    expect(labels.filter((l) => l.date).length).toBeGreaterThanOrEqual(2);
    expect(proposeCalibration(page.index, labels)).toBeNull();
    expect(noProposalReason(page.index, labels)).toBe(NO_PROPOSAL_MESSAGES.unreadDates);
  });

  it('spans of years under the categories of a bar chart keep its bar proposal', async () => {
    const { page, labels } = await relabelled('matplotlib-stackedbar', ['North', 'South', 'East', 'West'], ['2009-10', '2010-11', '2011-12', '2012-13']);
    const p = proposeCalibration(page.index, labels)!;
    expect(p.axesType).toBe('bar');
    expect(p.points.map((q) => q.dy)).toEqual([0, 60]);
  });

  it('a lone date-like label among numbers is no date: the axis stays numeric, read from its numbers', async () => {
    const { page, labels } = await relabelled('gnuplot-line', GNUPLOT_LINE_X, ['0', '2', '2010-11', '6', '8', '10']);
    expect(labels.find((l) => l.text === '2010-11')?.date).toBe(true);
    const p = proposeCalibration(page.index, labels)!;
    expect(p.axesType).toBe('xy');
    expect(p.x!.ticks.map((t) => t.label)).toEqual(['0', '2', '6', '8', '10']);
    expect(p.x!.ticks.some((t) => t.date)).toBe(false);
    const score = extractSeries({ ...page, labels }, [])!;
    expect(score.proposal.points.map((q) => q.dx)).toEqual([0, 10, 0, 0]);
  });

  it('years and month names between them (matplotlib\'s ConciseDateFormatter) are a date axis, and the data read back as their dates', async () => {
    const MPL_DATES = ['2021-01-01', '2021-04-01', '2021-07-01', '2021-10-01', '2022-01-01'];
    const day = (v: number) => new Date(Math.round(v / 864e5) * 864e5).toISOString().slice(0, 10);
    const { page, labels } = await relabelled('matplotlib-dates', MPL_DATES, ['2021', 'Apr', 'Jul', 'Oct', '2022']);
    const p = proposeCalibration(page.index, labels)!;
    expect(p.axesType).toBe('xy');
    expect(p.x!.ticks.map((t) => day(t.value))).toEqual(MPL_DATES);
    const truth = readTruth('matplotlib-dates');
    const result = extractSeries({ ...page, labels }, truth.series.map((_, k) => clickFor(truth, k)))!;
    truth.series.forEach((s, k) => expect(result.series[k]!.values.map((v) => day(v[0]!))).toEqual(s.points.map((d) => d.x)));
    // Months ahead of the first year named belong to the year before it.
    const before = await relabelled('matplotlib-dates', MPL_DATES, ['Oct', '2021', 'Apr', 'Jul', 'Oct']);
    expect(proposeCalibration(before.page.index, before.labels)!.x!.ticks.map((t) => day(t.value))).toEqual(['2020-10-01', '2021-01-01', '2021-04-01', '2021-07-01', '2021-10-01']);
  });

  it('numbers out of order with their ticks are no axis', async () => {
    const { page, labels } = await relabelled('gnuplot-line', GNUPLOT_LINE_X, ['3', '1', '2', '6', '5', '4']);
    const p = proposeCalibration(page.index, labels)!;
    expect(p.axesType).toBe('bar');
    expect(p.y.ticks.map((t) => t.value)).toEqual([0, 10, 20, 30, 40, 50]);
  });
});

describe('tick labels turned along their ticks', () => {
  const up = { x: 0, y: -1 };

  it('x labels turned 90 degrees are paired with their ticks by their ends, and their axis is x', async () => {
    // gnuplot-dates with its x labels read upwards, ending just below their ticks (pgfplots'
    // `rotate=90, anchor=east`, ggplot2's `angle = 90`): the centres of long dates lie beyond the reach of a centre.
    const page = await loadForeignPage('gnuplot-dates');
    const p = proposeCalibration(page.index, page.labels)!;
    const axisY = p.x!.ticks[0]!.y;
    const hw = 62;
    const xTexts = p.x!.ticks.map((t) => ({ text: t.label, x: t.x, y: axisY + 20 + hw, dir: up, halfWidth: hw, halfHeight: 12 }));
    const yTexts = page.labels.filter((l) => !p.x!.ticks.some((t) => t.label === l.text)).map((l) => ({ text: l.text, x: l.x, y: l.y, dir: l.dir, halfWidth: l.halfWidth!, halfHeight: 12 }));
    for (const texts of [[...xTexts, ...yTexts], [...yTexts, ...xTexts]]) {
      const turned = proposeCalibration(page.index, labelsOf(texts))!;
      expect(turned.axesType).toBe('xy');
      expect(turned.x!.ticks.map((t) => t.label)).toEqual(['01/01/21', '04/01/21', '07/01/21', '10/01/21', '01/01/22']);
      expect(turned.y.ticks.map((t) => t.value)).toEqual([0, 20, 40, 60, 80, 100]);
    }
  });

  it('y labels turned along their axis (R\'s default) beside upright x labels: the axes are told apart by their ticks', async () => {
    const page = await loadForeignPage('gnuplot-line');
    const p = proposeCalibration(page.index, page.labels)!;
    const yLabel = (t: { label: string; x: number; y: number }) => ({ text: t.label, x: t.x - 30, y: t.y, dir: up, halfWidth: 8, halfHeight: 12 });
    const xLabel = (t: { label: string; x: number; y: number }) => ({ text: t.label, x: t.x, y: t.y + 30, dir: { x: 1, y: 0 }, halfWidth: 8, halfHeight: 12 });
    for (const texts of [[...p.y.ticks.map(yLabel), ...p.x!.ticks.map(xLabel)], [...p.x!.ticks.map(xLabel), ...p.y.ticks.map(yLabel)]]) {
      const turned = proposeCalibration(page.index, labelsOf(texts))!;
      expect(turned.points.map((q) => [q.dx, q.dy])).toEqual([[0, 0], [10, 0], [0, 0], [0, 50]]);
    }
  });
});
