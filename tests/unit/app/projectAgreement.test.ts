import { describe, expect, it } from 'vitest';
import { paperAgreement, projectAgreement, type AgreementExtraction } from '../../../src/app/qualityControl/projectAgreement';
import { shareOfRange } from '../../../src/app/qualityControl/dualExtraction';
import { logChartProject } from '../../../stories/screens/qualityControlFixtures';

const reader = (n: number, completedAt: string, project = logChartProject()): AgreementExtraction => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  email: `reader${n}@example.com`,
  completedAt,
  project,
});
const PROJECT = { uuid: 'p-1', name: 'Demo project' };
const misread = () => logChartProject({ misread: { index: 3, ratio: 30 } });

describe('a reading as a share of its axis range', () => {
  it('measures a linear axis in its unit and a log axis in decades', () => {
    expect(shareOfRange(6, { min: 0, max: 30, log: false })).toBeCloseTo(0.2, 12);
    // 20 on a 1–100 log axis: log10(20) / 2 decades.
    expect(shareOfRange(20, { min: 1, max: 100, log: true })).toBeCloseTo(Math.log10(20) / 2, 12);
    expect(shareOfRange(0, { min: 1, max: 100, log: true })).toBeNull();
    expect(shareOfRange(5, null)).toBeNull();
    expect(shareOfRange(5, { min: 3, max: 3, log: false })).toBeNull();
  });
});

describe('the agreement of one paper', () => {
  it('counts the values as quality control compares them, with the one misread value differing', () => {
    // Two readers one pixel apart, the fourth point read as 30: QC shows 18 values, 6 + 11 agreeing, 1 differing.
    const { row, disagreements } = paperAgreement({ uuid: 'paper-1', name: 'Log chart', extractions: [reader(1, '2026-11-20'), reader(2, '2026-11-21', logChartProject({ jitter: 1, misread: { index: 3, ratio: 30 } }))] });
    expect(row).toMatchObject({ compared: 18, agreed: 17, differing: 1, paired: 12 });
    expect(disagreements).toHaveLength(1);
    const [d] = disagreements;
    expect(d).toMatchObject({ paper: 'Log chart', graph: 'Figure 1', dataset: 'Hazard ratio (DEMO-1 / Main / Drug, Outcomes)', value: 'y (read on the graph)' });
    expect(d!.tags).toContain('Outcome: Hazard ratio');
    expect(d!.readings.map((r) => r.email)).toEqual(['reader1@example.com', 'reader2@example.com']);
    expect(d!.readings.map((r) => Number(r.value))).toEqual([20, expect.closeTo(30.2, 0)]);
    expect(d!.difference).toMatch(/ decades$/);
  });

  it('orders the readers by completion date, whatever order they come in', () => {
    const { row } = paperAgreement({ uuid: 'paper-1', name: 'P', extractions: [reader(2, '2026-11-22'), reader(1, '2026-11-20')] });
    expect(row.readers.map((r) => r.email)).toEqual(['reader1@example.com', 'reader2@example.com']);
  });

  it('counts every reader of three, and pairs only the first two by completion date', () => {
    const three = paperAgreement({ uuid: 'p', name: 'P', extractions: [reader(3, '2026-11-23', misread()), reader(1, '2026-11-20'), reader(2, '2026-11-21')] });
    // The third reader's misread point differs; the pairs come from readers 1 and 2, who agree exactly.
    expect(three.row).toMatchObject({ compared: 18, agreed: 17, differing: 1, paired: 12 });
    expect(three.pairs.every(([a, b]) => a === b)).toBe(true);
    expect(three.disagreements[0]!.readings.map((r) => r.value)).toEqual(['20', '20', '30']);
  });

  it('keeps a paper that cannot be read with its reason and no counts', () => {
    const { row } = paperAgreement({ uuid: 'p', name: 'P', extractions: [reader(1, '2026-11-20')], error: 'The stored document cannot be read' });
    expect(row).toMatchObject({ compared: 0, agreed: 0, differing: 0, paired: 0, error: 'The stored document cannot be read' });
  });
});

describe('the agreement of a project', () => {
  it('totals the papers and gives the ICC and Bland-Altman of the values as shares of their axis range', () => {
    const a = projectAgreement(PROJECT, [
      { uuid: 'p2', name: 'Misread', extractions: [reader(1, '2026-11-20'), reader(2, '2026-11-21', misread())] },
      { uuid: 'p1', name: 'Alone', extractions: [reader(1, '2026-11-20')] },
    ]);
    // Only papers read twice or more count.
    expect(a.papers.map((p) => p.name)).toEqual(['Misread']);
    expect(a.totals).toEqual({ papers: 1, compared: 18, agreed: 17, differing: 1, paired: 12 });
    // 12 pairs: x as months / 30 and y as log10(ratio) / 2, equal but for 20 against 30 on the fourth point,
    // a difference of log10(30 / 20) / 2 = 0.0880456 of the axis range. Bias d / 12; SD d / √12 (one d among 12).
    const d = Math.log10(1.5) / 2;
    const ba = a.blandAltman!;
    expect(ba.n).toBe(12);
    expect(ba.bias).toBeCloseTo(d / 12, 12);
    expect(ba.sd).toBeCloseTo(d / Math.sqrt(12), 12);
    expect(ba.lower).toBeCloseTo(d / 12 - (1.96 * d) / Math.sqrt(12), 12);
    expect(ba.upper).toBeCloseTo(d / 12 + (1.96 * d) / Math.sqrt(12), 12);
    expect(ba.points.filter((p) => p.difference !== 0)).toEqual([{ mean: expect.closeTo((Math.log10(20) + Math.log10(30)) / 4, 5), difference: expect.closeTo(d, 5) }]);
    // Checked against a separate two-way ANOVA (numpy, scipy.stats.f): 0.99764, 95 % CI 0.99219 to 0.99931.
    expect(a.icc!.n).toBe(12);
    expect(a.icc!.value).toBeCloseTo(0.997641, 5);
    expect(a.icc!.lower!).toBeCloseTo(0.992187, 4);
    expect(a.icc!.upper!).toBeCloseTo(0.999312, 4);
    expect(a.disagreements).toHaveLength(1);
  });

  it('pools the pairs of every paper, and applies the tolerance asked for', () => {
    const papers = [
      { uuid: 'p1', name: 'B', extractions: [reader(1, '2026-11-20'), reader(2, '2026-11-21', logChartProject({ jitter: 1 }))] },
      { uuid: 'p2', name: 'A', extractions: [reader(1, '2026-11-20'), reader(2, '2026-11-21', misread())] },
    ];
    const loose = projectAgreement(PROJECT, papers);
    expect(loose.papers.map((p) => p.name)).toEqual(['A', 'B']);
    expect(loose.totals).toMatchObject({ papers: 2, compared: 36, agreed: 35, differing: 1, paired: 24 });
    expect(loose.blandAltman!.n).toBe(24);
    // At 0 % every coordinate a pixel apart differs (12 in paper B) beside the misread value.
    const strict = projectAgreement(PROJECT, papers, { tolerance: 0 });
    expect(strict.totals).toMatchObject({ agreed: 23, differing: 13 });
    expect(() => projectAgreement(PROJECT, papers, { tolerance: -1 })).toThrow(RangeError);
  });

  it('has no ICC or Bland-Altman without dual-extracted values', () => {
    const a = projectAgreement(PROJECT, []);
    expect(a.totals).toEqual({ papers: 0, compared: 0, agreed: 0, differing: 0, paired: 0 });
    expect(a.icc).toBeNull();
    expect(a.blandAltman).toBeNull();
  });
});
