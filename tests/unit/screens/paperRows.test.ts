import { describe, expect, it } from 'vitest';
import type { DataEntrySummary, Paper } from '../../../src/api/papers';
import {
  completedEntries,
  openEntryOf,
  pageSizeOf,
  paperLabel,
  workOf,
  type QueueItem,
} from '../../../src/screens/Papers/paperRows';

const me = 'user-me';
const other = 'user-other';

function entry(uuid: string, user: string, fields: Partial<DataEntrySummary> = {}): DataEntrySummary {
  return {
    uuid,
    user: { uuid: user, email: `${user}@example.com`, roles: ['data_entry_user_1'], deleted_at: null },
    created_at: '2024-06-01T09:00:00.000Z',
    updated_at: '2024-06-01T09:00:00.000Z',
    completed_at: null,
    is_validated: false,
    is_training: false,
    version: 1,
    ...fields,
  };
}

function paper(dataEntries: DataEntrySummary[]): Paper {
  return {
    uuid: 'paper-1',
    name: 'A paper',
    priority: 0,
    doi: null,
    pmid: null,
    pmcid: null,
    source_url: null,
    status: 'DATA_ENTRY',
    citation: null,
    citation_format: null,
    isNewVersion: false,
    noIDs: false,
    isTraining: false,
    projects: [],
    files: [],
    dataEntries,
    created_at: '2024-01-01T00:00:00.000Z',
    deleted_at: null,
  };
}

const queueItem: QueueItem = {
  uuid: 'paper-2',
  name: 'Queued',
  priority: 1,
  doi: null,
  pmid: null,
  pmcid: null,
  projects: [],
  fileCount: 1,
  sdeUUID: 'sde-open',
  inProgress: true,
  created_at: '2024-01-01T00:00:00.000Z',
};

describe('openEntryOf: the entry starting data entry resumes', () => {
  it('is the user’s own unfinished entry', () => {
    const entries = [entry('a', other), entry('b', me), entry('c', me, { completed_at: '2024-06-02T00:00:00.000Z' })];
    expect(openEntryOf(entries, me)?.uuid).toBe('b');
  });

  it('is the one saved last when the user has several, as the server resumes', () => {
    const entries = [entry('old', me, { updated_at: '2024-06-01T09:00:00.000Z' }), entry('new', me, { updated_at: '2024-06-03T09:00:00.000Z' }), entry('mid', me, { updated_at: '2024-06-02T09:00:00.000Z' })];
    expect(openEntryOf(entries, me)?.uuid).toBe('new');
  });

  it('is none when only others are at work, the user finished, the entry is training, or nobody is signed in', () => {
    expect(openEntryOf([entry('a', other)], me)).toBeNull();
    expect(openEntryOf([entry('a', me, { completed_at: '2024-06-02T00:00:00.000Z' })], me)).toBeNull();
    expect(openEntryOf([entry('a', me, { is_training: true })], me)).toBeNull();
    expect(openEntryOf([entry('a', me)], null)).toBeNull();
  });
});

describe('workOf', () => {
  it('reads a queue item’s own answer', () => {
    expect(workOf(queueItem, me)).toEqual({ openEntryUuid: 'sde-open', completedByUser: false });
    expect(workOf({ ...queueItem, sdeUUID: null, inProgress: false }, me)).toEqual({ openEntryUuid: null, completedByUser: false });
  });

  it('finds the user’s open and completed entries among a paper’s', () => {
    expect(workOf(paper([entry('a', me), entry('b', other, { completed_at: '2024-06-02T00:00:00.000Z' })]), me)).toEqual({ openEntryUuid: 'a', completedByUser: false });
    expect(workOf(paper([entry('a', me, { completed_at: '2024-06-02T00:00:00.000Z' })]), me)).toEqual({ openEntryUuid: null, completedByUser: true });
    expect(workOf(paper([]), me)).toEqual({ openEntryUuid: null, completedByUser: false });
  });
});

describe('completedEntries', () => {
  it('lists completed extractions of anyone, never training ones; queue items have none', () => {
    const done = entry('done', other, { completed_at: '2024-06-02T00:00:00.000Z' });
    const training = entry('t', other, { completed_at: '2024-06-02T00:00:00.000Z', is_training: true });
    expect(completedEntries(paper([entry('open', me), done, training])).map((e) => e.uuid)).toEqual(['done']);
    expect(completedEntries(queueItem)).toEqual([]);
  });
});

describe('paperLabel', () => {
  it('names a paper by its name, else its first identifier, else as unnamed', () => {
    expect(paperLabel({ name: '  Trial  ', doi: '10.1/x', pmid: null, pmcid: null })).toBe('Trial');
    expect(paperLabel({ name: ' ', doi: '10.1/x', pmid: '1', pmcid: null })).toBe('DOI 10.1/x');
    expect(paperLabel({ name: '', doi: null, pmid: '123', pmcid: 'PMC9' })).toBe('PMID 123');
    expect(paperLabel({ name: '', doi: null, pmid: null, pmcid: 'PMC9' })).toBe('PMCID PMC9');
    expect(paperLabel({ name: '', doi: null, pmid: null, pmcid: null })).toBe('Unnamed paper');
  });
});

describe('page sizes', () => {
  it('are 10 for papers and 50 for the queues', () => {
    expect(pageSizeOf('papers')).toBe(10);
    expect(pageSizeOf('queue')).toBe(50);
    expect(pageSizeOf('training')).toBe(50);
    expect(pageSizeOf('qc')).toBe(50);
  });
});
