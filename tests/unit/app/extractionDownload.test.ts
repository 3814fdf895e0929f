import { describe, expect, it } from 'vitest';
import { downloadExtractions, downloadLabel, extractionFileName, fileNamePart, type DownloadedExtraction } from '../../../src/app/downloads/extractionDownload';
import { TIDY_CSV_HEADER, UTF8_BOM } from '../../../src/app/downloads/tidyCsv';
import type { CompletedExtractionRef, ExtractionDownloadRequest } from '../../../src/screens';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ref = (n: number, paperName = 'Smith; 2021; Statins – résumé'): CompletedExtractionRef => ({ uuid: uuid(n), paperUuid: uuid(900), paperName, email: `user${n}@example.com`, completedAt: null });

function sde(n: number): DownloadedExtraction {
  return {
    uuid: uuid(n),
    paperUUID: uuid(900),
    paperName: 'Smith; 2021',
    user: { uuid: uuid(n + 100), email: `user${n}@example.com` },
    completed_at: '2024-03-01T10:30:00.000Z',
    dactylTreeData: {
      type: 'SAVE',
      name: uuid(n),
      children: [
        {
          type: 'AXIS',
          name: 'Bar graph',
          data: { axesType: 'bar', file: 0, page: 1, metadata: { axesLabelData: { bar: { dataType: 'Percent of subjects', unit: '%' } } } },
          children: [
            {
              type: 'DATASET',
              name: 'S||P||A',
              data: { metadata: { studyData: { compositeKey: 'S||P||A', tagGroup: { name: 'Outcomes', uuid: 'g' } } } },
              children: [{ type: 'POINT', name: '0', data: { x: 1, y: 2, page: 1, file: 0, values: [n], metadata: {} } }],
            },
          ],
        },
      ],
    },
    wpdData: { version: [4, 2] },
  };
}

/** A download endpoint that answers from fixed extractions, some of them invalid, and records each batch. */
function fakeClient(invalid: number[] = []) {
  const batches: string[][] = [];
  const client = {
    downloadDataEntries: async (uuids: string[], options?: { signal?: AbortSignal }) => {
      options?.signal?.throwIfAborted();
      batches.push(uuids);
      const bad = uuids.filter((u) => invalid.some((n) => uuid(n) === u));
      if (bad.length) {
        return {
          status: 'error' as const,
          message: bad.length === 1 ? 'Format Error: 1 problem found: Data point has no study branch' : `Format Error: ${bad.length} extractions are invalid`,
          data: bad.map((u) => ({ uuid: u, message: 'Data point has no study branch', problems: [] })),
        };
      }
      return { status: 'success' as const, message: 'ok', data: { sde: uuids.map((u) => sde(Number(u.slice(-12)))) } };
    },
  };
  return { client, batches };
}

const request = (scope: ExtractionDownloadRequest['scope'], format: ExtractionDownloadRequest['format'], ns: number[]): ExtractionDownloadRequest => ({ scope, format, extractions: ns.map((n) => ref(n)) });

describe('extraction downloads', () => {
  it('fetches in batches, reports progress, and writes the spec JSON answer', async () => {
    const { client, batches } = fakeClient();
    const progress: string[] = [];
    const outcome = await downloadExtractions(client, request('selection', 'json', [1, 2, 3, 4, 5, 6, 7]), { batchSize: 3, onProgress: (p) => progress.push(`${p.phase} ${p.done}/${p.total}`) });
    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
    expect(progress).toEqual(['fetching 0/7', 'fetching 3/7', 'fetching 6/7', 'fetching 7/7']);
    if (outcome.kind !== 'file') throw new Error('expected a file');
    expect(outcome.fileName).toBe('extractions-7.json');
    const json = JSON.parse(await outcome.blob.text());
    expect(json).toMatchObject({ status: 'success', message: '7 extractions exported' });
    expect(json.data.sde.map((e: DownloadedExtraction) => e.uuid)).toEqual([1, 2, 3, 4, 5, 6, 7].map(uuid));
    expect(json.data.sde[0]).toHaveProperty('dactylTreeData');
    expect(json.data.sde[0]).toHaveProperty('wpdData');
  });

  it('writes the tidy CSV with its BOM, one row per value, reporting points written', async () => {
    const { client } = fakeClient();
    const progress: string[] = [];
    const outcome = await downloadExtractions(client, request('all', 'csv', [12, 27]), { onProgress: (p) => progress.push(`${p.phase} ${p.done}/${p.total}`) });
    if (outcome.kind !== 'file') throw new Error('expected a file');
    expect(outcome.fileName).toBe('smith-2021-statins-resume-all-extractions.csv');
    expect(outcome.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await outcome.blob.arrayBuffer());
    // The UTF-8 BOM, as bytes.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(UTF8_BOM + TIDY_CSV_HEADER)).toBe(true);
    const lines = text.slice(UTF8_BOM.length).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`Smith; 2021,${uuid(12)},user12@example.com,S,P,A,,,Outcomes,Percent of subjects,12,%,bar,Bar graph,1,1,1,2`);
    expect(progress.at(-1)).toBe('building 2/2');
  });

  it('asks every batch when some extractions are invalid, and answers them all for the dialog', async () => {
    const { client, batches } = fakeClient([2, 5]);
    const outcome = await downloadExtractions(client, request('selection', 'csv', [1, 2, 3, 4, 5]), { batchSize: 2 });
    expect(batches).toHaveLength(3);
    expect(outcome).toEqual({
      kind: 'invalid',
      invalid: { message: 'Format Error: 2 extractions are invalid', data: [expect.objectContaining({ uuid: uuid(2) }), expect.objectContaining({ uuid: uuid(5) })] },
    });
    const single = await downloadExtractions(fakeClient([1]).client, request('one', 'json', [1]));
    expect(single).toMatchObject({ kind: 'invalid', invalid: { message: 'Format Error: 1 problem found: Data point has no study branch' } });
  });

  it('stops when cancelled, between batches', async () => {
    const { client, batches } = fakeClient();
    const controller = new AbortController();
    const running = downloadExtractions(client, request('selection', 'json', [1, 2, 3, 4]), {
      batchSize: 1,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done === 2) controller.abort(new DOMException('Download cancelled', 'AbortError'));
      },
    });
    await expect(running).rejects.toThrow('Download cancelled');
    expect(batches).toHaveLength(2);
  });

  it('names files and labels downloads by what they hold', () => {
    expect(fileNamePart('  Ünïcode: a/b\\c "quoted" — résumé  ')).toBe('unicode-a-b-c-quoted-resume');
    expect(fileNamePart('x'.repeat(80))).toHaveLength(60);
    expect(extractionFileName({ scope: 'one', format: 'csv', extractions: [ref(3)] })).toBe(`smith-2021-statins-resume-extraction-00000000.csv`);
    expect(extractionFileName({ scope: 'all', format: 'json', extractions: [ref(3, '')] })).toBe('unnamed-paper-all-extractions.json');
    expect(downloadLabel({ scope: 'one', format: 'csv', extractions: [ref(3)] })).toBe('The extraction by user3@example.com of Smith; 2021; Statins – résumé, as CSV');
    expect(downloadLabel({ scope: 'selection', format: 'json', extractions: [ref(1)] })).toBe('1 chosen extraction, as JSON');
  });
});
