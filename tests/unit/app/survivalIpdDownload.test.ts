import { describe, expect, it } from 'vitest';
import { downloadExtractions, downloadLabel, extractionFileName, type DownloadedExtraction } from '../../../src/app/downloads/extractionDownload';
import { buildExtractionsIpdCsv, EXTRACTIONS_IPD_CSV_COLUMNS } from '../../../src/app/downloads/extractionsIpdCsv';
import { UTF8_BOM } from '../../../src/app/downloads/tidyCsv';
import { buildDactylTree } from '../../../src/server/services/extractions';
import { parseCsv } from '../../csv';
import { loadTrial, trialProject } from '../editor/survival/fixtures';

const uuid = '22222222-2222-4222-8222-222222222222';
const trial = loadTrial('medium-300');
const downloaded = (project = trialProject(trial, [0, 10, 20, 30, 40])): DownloadedExtraction => ({
  uuid,
  paperUUID: '33333333-3333-4333-8333-333333333333',
  paperName: 'Trial; 2020',
  user: { uuid: '44444444-4444-4444-8444-444444444444', email: 'extractor@example.com' },
  completed_at: '2024-03-01T10:30:00.000Z',
  dactylTreeData: buildDactylTree(uuid, project),
  wpdData: {},
});
const ref = { uuid, paperUuid: '33333333-3333-4333-8333-333333333333', paperName: 'Trial; 2020', email: 'extractor@example.com', completedAt: null };

describe('survival patient data of downloaded extractions', () => {
  it('writes one record per reconstructed patient under the arm and its branch, with R’s events per arm', () => {
    const [header, ...records] = parseCsv(buildExtractionsIpdCsv([downloaded()]).slice(UTF8_BOM.length));
    expect(header).toEqual([...EXTRACTIONS_IPD_CSV_COLUMNS]);
    const control = records.filter((r) => r[8] === 'Control');
    const drug = records.filter((r) => r[8] === 'Drug');
    expect([control.length, drug.length]).toEqual([300, 300]);
    expect(control[0]!.slice(0, 9)).toEqual(['Trial; 2020', uuid, 'extractor@example.com', 'Overall survival', 'TRIAL', 'Main', '', '', 'Control']);
    expect(control.filter((r) => r[10] === '1')).toHaveLength(trial.control.ipd.event.filter((e) => e === 1).length);
    expect(drug.filter((r) => r[10] === '1')).toHaveLength(trial.experimental.ipd.event.filter((e) => e === 1).length);
    expect(records.every((r) => r[10] === '0' || r[10] === '1')).toBe(true);
  });

  it('writes only the header for extractions without a survival graph, or whose arms cannot be reconstructed', () => {
    const empty = trialProject(trial, [0, 10, 20, 30, 40]);
    for (const d of empty.pages[0]!.datasets) d.points = [];
    expect(buildExtractionsIpdCsv([downloaded(empty)])).toBe(UTF8_BOM + EXTRACTIONS_IPD_CSV_COLUMNS.join(',') + '\r\n');
  });

  it('is a download format of its own: named -ipd.csv, labelled as survival patient data', async () => {
    const request = { scope: 'one' as const, format: 'ipd' as const, extractions: [ref] };
    expect(extractionFileName(request)).toBe('trial-2020-extraction-22222222-ipd.csv');
    expect(extractionFileName({ ...request, scope: 'all' })).toBe('trial-2020-all-extractions-ipd.csv');
    expect(downloadLabel(request)).toBe('The extraction by extractor@example.com of Trial; 2020, as survival patient data (CSV)');
    const client = { downloadDataEntries: async () => ({ status: 'success' as const, message: 'ok', data: { sde: [downloaded()] } }) };
    const outcome = await downloadExtractions(client, request);
    expect(outcome.kind).toBe('file');
    if (outcome.kind !== 'file') return;
    expect(outcome.fileName).toBe('trial-2020-extraction-22222222-ipd.csv');
    expect(parseCsv((await outcome.blob.text()).slice(UTF8_BOM.length))).toHaveLength(601);
  });
});
