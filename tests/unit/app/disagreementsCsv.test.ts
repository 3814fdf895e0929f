import { describe, expect, it } from 'vitest';
import type { Disagreement } from '../../../src/api/agreement';
import { buildDisagreementsCsv, disagreementsFile } from '../../../src/app/downloads/disagreementsCsv';

const row = (over: Partial<Disagreement> = {}): Disagreement => ({
  paperUuid: 'p1',
  paper: 'Smith, 2019',
  graph: 'Figure 1',
  dataset: 'Hazard ratio (DEMO-1 / Main / Drug, Outcomes)',
  tags: 'Outcome: Hazard ratio (4 of 6)',
  value: 'y (read on the graph)',
  readings: [
    { email: 'extractor@example.com', value: '20' },
    { email: 'qc@example.com', value: '30.699' },
  ],
  difference: '0.1861 decades',
  ...over,
});

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

describe('the disagreements CSV', () => {
  it('writes one row per differing value with each reader and the difference, quoted where needed', () => {
    const csv = buildDisagreementsCsv({ disagreements: [row()] });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'paper,graph,dataset/branch,tags,value,reader 1,reader 1 value,reader 2,reader 2 value,difference',
      '"Smith, 2019",Figure 1,"Hazard ratio (DEMO-1 / Main / Drug, Outcomes)",Outcome: Hazard ratio (4 of 6),y (read on the graph),extractor@example.com,20,qc@example.com,30.699,0.1861 decades',
    ]);
  });

  it('has a pair of columns per reader of the paper with most readers, empty where a reader read nothing', () => {
    const three = row({ readings: [{ email: 'a@example.com', value: '1' }, { email: 'b@example.com', value: null }, { email: 'c@example.com', value: '2' }], difference: null });
    const [header, first, second] = lines(buildDisagreementsCsv({ disagreements: [row(), three] }));
    expect(header).toBe('paper,graph,dataset/branch,tags,value,reader 1,reader 1 value,reader 2,reader 2 value,reader 3,reader 3 value,difference');
    expect(first!.endsWith('qc@example.com,30.699,,,0.1861 decades')).toBe(true);
    expect(second!.endsWith('a@example.com,1,b@example.com,,c@example.com,2,')).toBe(true);
  });

  it('names the file after the project', () => {
    expect(disagreementsFile({ project: { uuid: 'x', name: 'SGLT2 inhibitors: HF' }, disagreements: [] }).fileName).toBe('sglt2-inhibitors-hf-disagreements.csv');
    expect(lines(buildDisagreementsCsv({ disagreements: [] }))).toHaveLength(1);
  });
});
