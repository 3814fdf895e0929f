import { describe, expect, it } from 'vitest';
import { blandAltman, fCdf, fQuantile, icc21, incompleteBeta } from '../../../src/editor/core/agreement/statistics';

// Shrout & Fleiss (1979), Table 2: six targets rated by four judges.
const SHROUT_FLEISS = [
  [9, 2, 5, 8],
  [6, 1, 3, 2],
  [8, 4, 6, 8],
  [7, 1, 2, 6],
  [10, 5, 6, 9],
  [6, 2, 4, 7],
];

describe('F distribution', () => {
  it('gives the incomplete beta function of known values', () => {
    // I_x(1, 1) = x; I_x(2, 1) = x²; I_0.5(a, a) = 0.5.
    expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(incompleteBeta(0.3, 2, 1)).toBeCloseTo(0.09, 12);
    expect(incompleteBeta(0.5, 7.5, 7.5)).toBeCloseTo(0.5, 12);
  });

  it('gives the quantiles of F tables, integer and fractional degrees of freedom', () => {
    expect(fQuantile(0.975, 5, 15)).toBeCloseTo(3.5764, 4);
    expect(fQuantile(0.95, 1, 10)).toBeCloseTo(4.9646, 4);
    expect(fQuantile(0.975, 3.5, 7.25)).toBeCloseTo(5.5492, 3);
    expect(fCdf(2.5, 4, 9.5)).toBeCloseTo(0.88713, 4);
    expect(fCdf(fQuantile(0.9, 3, 20), 3, 20)).toBeCloseTo(0.9, 10);
  });
});

describe('ICC(2,1)', () => {
  it('reproduces Shrout & Fleiss (1979), Table 2: ICC(2,1) = 0.29, with the 95 % interval 0.019 to 0.76', () => {
    const r = icc21(SHROUT_FLEISS)!;
    expect(r.n).toBe(6);
    expect(r.k).toBe(4);
    // Their analysis of variance: BMS 11.24, JMS 32.49, EMS 1.02.
    expect(r.bms).toBeCloseTo(11.24, 2);
    expect(r.jms).toBeCloseTo(32.49, 2);
    expect(r.ems).toBeCloseTo(1.02, 2);
    expect(r.value).toBeCloseTo(0.29, 2);
    expect(r.value).toBeCloseTo(0.28976, 5);
    expect(r.lower!).toBeCloseTo(0.019, 3);
    expect(r.upper!).toBeCloseTo(0.761, 3);
  });

  it('is 1 for raters who agree exactly and falls when one rater is shifted', () => {
    const same = icc21([
      [1, 1],
      [2, 2],
      [3, 3],
    ])!;
    expect(same.value).toBe(1);
    expect(same.lower).toBeNull();
    const shifted = icc21([
      [1, 2],
      [2, 3],
      [3, 4],
    ])!;
    // Absolute agreement: a constant shift of 1 with targets 1 apart (BMS 2, JMS 1.5, EMS 0) gives 2 / (2 + 2 × 1.5 / 3) = 2/3.
    expect(shifted.value).toBeCloseTo(2 / 3, 12);
  });

  it('has none for fewer than two targets, a ragged table or no spread at all', () => {
    expect(icc21([[1, 2]])).toBeNull();
    expect(icc21([[1, 2], [3]])).toBeNull();
    expect(
      icc21([
        [5, 5],
        [5, 5],
      ]),
    ).toBeNull();
  });
});

describe('Bland-Altman', () => {
  it('gives each pair its mean and difference (second − first), the bias, the sample SD and bias ± 1.96 SD', () => {
    const r = blandAltman([
      [10, 12],
      [20, 19],
      [30, 33],
      [40, 42],
    ])!;
    expect(r.points).toEqual([
      { mean: 11, difference: 2 },
      { mean: 19.5, difference: -1 },
      { mean: 31.5, difference: 3 },
      { mean: 41, difference: 2 },
    ]);
    // Differences 2, −1, 3, 2: mean 1.5; squared deviations 0.25 + 6.25 + 2.25 + 0.25 = 9, SD √(9/3) = √3.
    expect(r.bias).toBe(1.5);
    expect(r.sd).toBeCloseTo(Math.sqrt(3), 12);
    expect(r.lower).toBeCloseTo(1.5 - 1.96 * Math.sqrt(3), 12);
    expect(r.upper).toBeCloseTo(1.5 + 1.96 * Math.sqrt(3), 12);
  });

  it('has none without pairs, and an SD of 0 with one', () => {
    expect(blandAltman([])).toBeNull();
    expect(blandAltman([[1, 2]])).toMatchObject({ n: 1, bias: 1, sd: 0, lower: 1, upper: 1 });
  });
});
