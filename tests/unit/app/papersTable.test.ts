import { describe, expect, it } from 'vitest';
import { extractionQueueQuery, papersListQuery, searchKeyOf, type PapersTableState } from '../../../src/app/data/papersQuery';
import { workDestination } from '../../../src/app/workStart';
import { WORK_SELECTION_KEY, WorkSelectionStore, type WorkSelection } from '../../../src/app/session/workSelection';

const state = (fields: Partial<PapersTableState> = {}): PapersTableState => ({ page: 1, search: '', showDeleted: false, ...fields });

describe('the paper search', () => {
  it('applies from 2 characters, trimmed; shorter text means no filter', () => {
    expect(searchKeyOf('')).toBeUndefined();
    expect(searchKeyOf('a')).toBeUndefined();
    expect(searchKeyOf('  a  ')).toBeUndefined();
    expect(searchKeyOf('ab')).toBe('ab');
    expect(searchKeyOf('  hazard ratio ')).toBe('hazard ratio');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(searchKeyOf('𝛼')).toBeUndefined();
    expect(searchKeyOf('𝛼β')).toBe('𝛼β');
  });
});

describe('papersListQuery', () => {
  it('asks for 10 live papers a page in the papers table, with the search and the sort', () => {
    expect(papersListQuery('papers', state({ page: 3, search: 'st', sort: { column: 'created_at', direction: 'descending' } }))).toEqual({
      page: 3,
      itemsPerPage: 10,
      omitDeleted: 'true',
      searchKey: 'st',
      sortBy: 'created_at',
      sortDesc: 'true',
    });
  });

  it('asks for deleted papers only when they are shown', () => {
    expect(papersListQuery('papers', state({ showDeleted: true }))).toEqual({ page: 1, itemsPerPage: 10, deletedOnly: 'true' });
  });

  it('never shows deleted papers in a queue, which takes 50 a page and its view', () => {
    expect(papersListQuery('queue', state({ showDeleted: true, search: 'x', sort: { column: 'priority', direction: 'ascending' } }), 'ready')).toEqual({
      page: 1,
      itemsPerPage: 50,
      omitDeleted: 'true',
      filter: 'ready',
      sortBy: 'priority',
      sortDesc: 'false',
    });
  });
});

describe('extractionQueueQuery', () => {
  it('asks for 50 a page, training papers in training mode', () => {
    expect(extractionQueueQuery('queue', state({ page: 2, search: 'bar' }))).toEqual({ page: 2, itemsPerPage: 50, searchKey: 'bar' });
    expect(extractionQueueQuery('training', state())).toEqual({ page: 1, itemsPerPage: 50, trainingOnly: 'true' });
  });
});

describe('workDestination: starting data entry', () => {
  const fresh = () => 'fresh-uuid';

  it('resumes the user’s open unfinished entry', () => {
    expect(workDestination('queue', { paperUuid: 'p1', openEntryUuid: 'sde-1' }, fresh)).toEqual({ path: '/data-entry/p1/sde-1', sdeUuid: 'sde-1', training: false });
  });

  it('otherwise starts a new entry with a new uuid', () => {
    expect(workDestination('queue', { paperUuid: 'p1', openEntryUuid: null }, fresh)).toEqual({ path: '/data-entry/p1/fresh-uuid', sdeUuid: 'fresh-uuid', training: false });
  });

  it('opens training papers on the training route', () => {
    expect(workDestination('training', { paperUuid: 'p1', openEntryUuid: null }, fresh)).toEqual({
      path: '/data-entry-training/p1/fresh-uuid',
      sdeUuid: 'fresh-uuid',
      training: true,
    });
  });

  it('opens quality control with the extraction to review', () => {
    expect(workDestination('qc', { paperUuid: 'p1', openEntryUuid: null, reviewUuid: 'done-1' }, fresh)).toEqual({ path: '/quality-control', sdeUuid: 'done-1', training: false });
  });

  it('makes a real uuid by default', () => {
    const { sdeUuid } = workDestination('queue', { paperUuid: 'p1', openEntryUuid: null });
    expect(sdeUuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(workDestination('queue', { paperUuid: 'p1', openEntryUuid: null }).sdeUuid).not.toBe(sdeUuid);
  });
});

class MemoryStorage {
  map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

describe('the selected paper and save id', () => {
  const selection: WorkSelection = { userUuid: 'u1', paperUuid: 'p1', sdeUuid: 's1', training: false };

  it('is kept for its user across a reload, and cleared', () => {
    const storage = new MemoryStorage();
    const store = new WorkSelectionStore(storage);
    let changes = 0;
    store.subscribe(() => changes++);
    store.select(selection);
    expect(new WorkSelectionStore(storage).get('u1')).toEqual(selection);
    expect(store.get('u2')).toBeNull();
    store.clear();
    expect(store.get('u1')).toBeNull();
    expect(new WorkSelectionStore(storage).get('u1')).toBeNull();
    expect(changes).toBe(2);
  });

  it('drops what it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem(WORK_SELECTION_KEY, '{"paperUuid": 3');
    expect(new WorkSelectionStore(storage).get('u1')).toBeNull();
    expect(storage.getItem(WORK_SELECTION_KEY)).toBeNull();
    storage.setItem(WORK_SELECTION_KEY, JSON.stringify({ ...selection, training: 'no' }));
    expect(new WorkSelectionStore(storage).get('u1')).toBeNull();
    expect(storage.getItem(WORK_SELECTION_KEY)).toBeNull();
  });

  it('still works for the page’s life when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = new WorkSelectionStore(refusing);
    store.select(selection);
    expect(store.get('u1')).toEqual(selection);
    store.clear();
    expect(store.get('u1')).toBeNull();
  });
});
