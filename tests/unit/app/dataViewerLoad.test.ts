import { describe, expect, it } from 'vitest';
import type { DataEntrySummary, PaperDetail } from '../../../src/api/papers';
import type { PapersClient } from '../../../src/api/papersClient';
import { documentProject, latestValidatedEntry, loadDataViewer } from '../../../src/app/data/dataViewer';
import { saveProject } from '../../../src/editor/core/project';
import { viewerProject } from '../../../stories/screens/dataViewerFixtures';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PAPER = uuid(1);

const entry = (n: number, completed: string | null, isValidated = true, isTraining = false): DataEntrySummary => ({
  uuid: uuid(n),
  user: { uuid: uuid(n + 100), email: `user${n}@example.com`, roles: ['qc_user'], deleted_at: null },
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  completed_at: completed,
  is_validated: isValidated,
  is_training: isTraining,
  version: 2,
});

const entries = [entry(10, '2024-03-01T10:00:00.000Z'), entry(11, '2024-03-05T10:00:00.000Z'), entry(12, '2024-04-01T10:00:00.000Z', false), entry(13, null)];

/** A paper-work client answering for one paper whose entries are `entries`; calls are recorded. */
function fakeClient() {
  const calls: string[] = [];
  const client = {
    getDataEntry: async (sde: string) => {
      calls.push(`getDataEntry ${sde}`);
      if (!entries.some((e) => e.uuid === sde)) throw new Error('Extraction not found (404)');
      return { paper: { uuid: PAPER, name: 'Paper' }, uuid: sde, version: 2, completed_at: null, is_training: false };
    },
    getPaper: async (paper: string, query: { saveUUID?: string; includeFileData?: string } = {}) => {
      calls.push(`getPaper ${paper} ${query.saveUUID ?? '-'} ${query.includeFileData ?? '-'}`);
      const asked = entries.find((e) => e.uuid === query.saveUUID);
      // As the server does: an unknown entry is answered with the user's own open one.
      const saveUUID = asked ? asked.uuid : uuid(99);
      return {
        uuid: paper,
        name: 'Paper',
        dataEntries: entries,
        fileData: [
          { uuid: uuid(50), name: 'inline.png', type: 'image/png', size: 3, url: '', data: btoa('abc') },
          { uuid: uuid(51), name: 'big.pdf', type: 'application/pdf', size: 9, url: '' },
        ],
        saveUUID,
        saveData: { uuid: saveUUID, data: asked ? saveProject(viewerProject()) : {}, version: 2, created_at: '', updated_at: '', completed_at: null, is_training: false },
      } as unknown as PaperDetail;
    },
    downloadFile: async (file: string) => {
      calls.push(`downloadFile ${file}`);
      return { blob: new Blob(['%PDF']), fileName: 'big.pdf' };
    },
  };
  return { client: client as unknown as PapersClient, calls };
}

describe('data viewer load', () => {
  it('loads the paper with the extraction, its document as a project, and every file (inline or downloaded)', async () => {
    const { client, calls } = fakeClient();
    const data = await loadDataViewer(client, PAPER, uuid(10));
    expect(calls).toEqual([`getPaper ${PAPER} ${uuid(10)} true`, `downloadFile ${uuid(51)}`]);
    expect(data.sdeUuid).toBe(uuid(10));
    expect(data.entry?.user.email).toBe('user10@example.com');
    expect(data.project?.pages).toHaveLength(3);
    expect(data.files.map((f) => f.name)).toEqual(['inline.png', 'big.pdf']);
    expect([...(data.files[0]!.data as Uint8Array)]).toEqual([97, 98, 99]);
  });

  it('finds the paper of an entry-only address, and the latest validated extraction of a paper-only one', async () => {
    const byEntry = fakeClient();
    await loadDataViewer(byEntry.client, null, uuid(11));
    expect(byEntry.calls[0]).toBe(`getDataEntry ${uuid(11)}`);
    const byPaper = fakeClient();
    expect((await loadDataViewer(byPaper.client, PAPER, null)).sdeUuid).toBe(uuid(11));
    expect(latestValidatedEntry([entry(1, null), entry(2, '2024-01-01T00:00:00.000Z', true, true)])).toBeUndefined();
  });

  it('refuses an extraction the paper does not have instead of showing the user’s own', async () => {
    const { client } = fakeClient();
    await expect(loadDataViewer(client, PAPER, uuid(77))).rejects.toThrow(`The extraction ${uuid(77)} was not found for this paper`);
    await expect(loadDataViewer(client, null, uuid(77))).rejects.toThrow('Extraction not found (404)');
  });

  it('reads an empty document as no data and an unreadable one as a format error', () => {
    expect(documentProject({})).toBeNull();
    expect(documentProject(null)).toBeNull();
    expect(() => documentProject({ format: 'sourcebench-project', formatVersion: 1, pages: 'nope' })).toThrow(/^Format Error: /);
  });
});
