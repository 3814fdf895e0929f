import { describe, expect, it } from 'vitest';
import { buildIpdCsv, survivalIpdFile } from '../../../src/app/downloads/survivalIpdCsv';

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

  it('names the file after the paper and the graph', async () => {
    const file = survivalIpdFile('Smith; 2021; Overall survival', 'KM curve 1', [{ arm: 'A', ipd: [{ time: 1, event: 1 }] }]);
    expect(file.fileName).toBe('smith-2021-overall-survival-km-curve-1-ipd.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.blob.arrayBuffer())).toBe('\uFEFFarm,time,event\r\nA,1,1\r\n');
    expect(survivalIpdFile(undefined, '', []).fileName).toBe('survival-graph-ipd.csv');
  });
});
