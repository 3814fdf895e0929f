import { describe, expect, it } from 'vitest';
import { buildIpdCsv } from '../../../src/app/downloads/survivalIpdCsv';

describe('IPD CSV', () => {
  it('writes one record per patient, arms in order and patients in time order, with the tidy CSV quoting', () => {
    const csv = buildIpdCsv([
      { arm: 'Placebo, 10 mg', ipd: [{ time: 3.2, event: 0 }, { time: 1.1, event: 1 }] },
      { arm: '=Drug', ipd: [{ time: 0.30000000000000004, event: 1 }] },
    ]);
    expect(csv).toBe('\uFEFFarm,time,event\r\n"Placebo, 10 mg",1.1,1\r\n"Placebo, 10 mg",3.2,0\r\n\'=Drug,0.3,1\r\n');
  });

  it('writes the header alone when there is no patient', () => {
    expect(buildIpdCsv([])).toBe('\uFEFFarm,time,event\r\n');
  });
});
