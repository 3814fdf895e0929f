import { describe, expect, it } from 'vitest';
import { xy } from '../../../../src/editor/core/calibration';
import { readRiskTable, type PositionedText } from '../../../../src/editor/core/survival';
import { proposeCalibration } from '../../../../src/editor/vector/axes';
import { calibrationFromProposal } from '../../../../src/editor/vector/evaluate';
import { loadPage, writers } from './kmFigure';

/** 0-24 months over 400 px, survival 0-1 over 400 px; the x axis line at y = 500. */
const calibration = xy.calibrate([
  { px: 100, py: 500, dx: 0, dy: 0 },
  { px: 500, py: 500, dx: 24, dy: 0 },
  { px: 100, py: 500, dx: 0, dy: 0 },
  { px: 100, py: 100, dx: 0, dy: 1 },
]);
const px = (t: number) => 100 + (t * 400) / 24;
const times = [0, 6, 12, 18, 24];
const text = (s: string, x: number, y: number): PositionedText => ({ text: s, x, y, halfWidth: s.length * 3, halfHeight: 5 });

const tickLabels = times.map((t) => text(String(t), px(t), 515));
const arms = [
  { dataset: 'Control', names: ['Placebo'] },
  { dataset: 'Treatment', names: ['Drug A 10 mg'] },
];

describe('reading the number-at-risk table under the x axis', () => {
  it('reads times from the columns, rows from the lines, and matches rows to arms by label', () => {
    const texts = [
      ...tickLabels,
      text('Months since randomisation', 300, 535),
      text('Number at risk', 50, 555),
      // the treatment row printed first: the labels, not the order, decide
      text('Drug A', 50, 575),
      ...[150, 131, 104, 80, 12].map((n, i) => text(String(n), px(times[i]!) + 1.5, 575)),
      text('Placebo', 50, 590),
      ...[148, 120, 88, 52, 9].map((n, i) => text(String(n), px(times[i]!) - 1, 591)),
      // body text far below the figure
      text('10 20 30', 300, 990),
    ];
    const proposal = readRiskTable({ texts, calibration, arms, tickTimes: times });
    expect(proposal).toEqual({
      times,
      rows: [
        { label: 'Drug A', counts: [150, 131, 104, 80, 12], dataset: 'Treatment', matchedBy: 'label' },
        { label: 'Placebo', counts: [148, 120, 88, 52, 9], dataset: 'Control', matchedBy: 'label' },
      ],
    });
  });

  it('finds the ticks from their labels when they are not given, and matches unlabelled rows in order', () => {
    const texts = [...tickLabels, ...[100, 80, 60, 40, 20].map((n, i) => text(String(n), px(times[i]!), 560)), ...[100, 70, 45, 20, 5].map((n, i) => text(String(n), px(times[i]!), 575))];
    const proposal = readRiskTable({ texts, calibration, arms });
    expect(proposal!.times).toEqual(times);
    expect(proposal!.rows.map((r) => [r.dataset, r.matchedBy, r.counts])).toEqual([
      ['Control', 'order', [100, 80, 60, 40, 20]],
      ['Treatment', 'order', [100, 70, 45, 20, 5]],
    ]);
  });

  it('splits a run that holds a whole row, and leaves a missing count empty', () => {
    // pdf.js gives the row '250 1,204 9' as one run spanning 0 to 12 months; 18 and 24 are missing
    const row = '250 1,204 9';
    const perChar = (px(12) - px(0) + 30) / row.length;
    const run: PositionedText = { text: row, x: px(0) - 15 + (row.length * perChar) / 2, y: 560, halfWidth: (row.length * perChar) / 2, halfHeight: 5 };
    const proposal = readRiskTable({ texts: [run, text('Placebo', 40, 560)], calibration, arms, tickTimes: times });
    expect(proposal!.rows).toHaveLength(1);
    expect(proposal!.rows[0]!.dataset).toBe('Control');
    expect(proposal!.times.length).toBe(3);
    expect(proposal!.rows[0]!.counts).toEqual([250, 1204, 9]);
  });

  it('proposes nothing when no line of counts sits under the axis', () => {
    expect(readRiskTable({ texts: [...tickLabels, text('Months', 300, 535)], calibration, arms })).toBeNull();
    // counts above the axis are data labels, not the table
    expect(readRiskTable({ texts: [text('12', 200, 300), text('40', 300, 300)], calibration, arms })).toBeNull();
  });

  it('leaves a row without an arm when there are more rows than arms', () => {
    const texts = [0, 1, 2].flatMap((k) => [10, 5].map((n, i) => text(String(n + k), px(times[i]!), 560 + 15 * k)));
    const proposal = readRiskTable({ texts, calibration, arms, tickTimes: times });
    expect(proposal!.rows.map((r) => r.dataset)).toEqual(['Control', 'Treatment', null]);
  });

  it('with the ticks given, reads a row at those times only: a total printed after the last column is no count', () => {
    const texts = [
      ...tickLabels,
      text('Placebo', 40, 560),
      ...[100, 80, 60, 40, 20].map((n, i) => text(String(n), px(times[i]!), 560)),
      text('(83)', px(24) + 60, 560),
    ];
    const proposal = readRiskTable({ texts, calibration, arms, tickTimes: times });
    expect(proposal!.times).toEqual(times);
    expect(proposal!.rows[0]!.counts).toEqual([100, 80, 60, 40, 20]);
    // Without the ticks, the total is a column of its own.
    expect(readRiskTable({ texts, calibration, arms })!.times).toHaveLength(6);
  });

  it.each(writers.flatMap(([writer, of]) => of.files.map((file) => [writer, file, of] as const)))("reads the table printed under %s's figure (%s) at the x axis ticks", async (_writer, file, truth) => {
    const page = await loadPage(file);
    const proposal = proposeCalibration(page.index, page.labels)!;
    const tickTimes = proposal.x!.ticks.map((t) => t.value);
    const table = readRiskTable({
      texts: page.texts,
      calibration: calibrationFromProposal(proposal),
      arms: truth.arms.map((a) => ({ dataset: a.name, names: [] })),
      tickTimes,
    });
    expect(table!.times).toEqual(truth.x_ticks);
    expect(table!.rows.map((r) => [r.label, r.dataset, r.matchedBy, r.counts])).toEqual(truth.arms.map((a) => [a.name, a.name, 'label', a.at_risk]));
  });
});
