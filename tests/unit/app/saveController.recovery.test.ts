import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { checkRecovery, createIndexedDbOutbox, type Outbox } from '../../../src/app/dataEntry/outbox';
import { openWithRecovered, SaveController } from '../../../src/app/dataEntry/saveController';
import { addPoint, EditorSession, movePoint } from '../../../src/editor/session';
import type { ProjectFile } from '../../../src/editor/core/project';
import { savedDocument } from '../editor/session.fixtures';
import { FakeDataEntryServer } from './saveController.fixtures';

const SDE = '00000000-0000-4000-8000-00000000000a';
const PAPER = '00000000-0000-4000-8000-00000000000b';
let databases = 0;
/** A fresh database per test; a second outbox on the same name is the browser after a restart. */
const databaseName = () => `outbox-test-${++databases}`;

function editInTab(server: FakeDataEntryServer, outbox: Outbox) {
  const session = new EditorSession({ document: structuredClone(server.document), version: server.version });
  const controller = new SaveController({ session, client: server.client(), sdeUuid: SDE, paperUuid: PAPER, outbox, connectivity: new EventTarget(), editDebounceMs: 60_000 });
  controller.start();
  return { session, controller };
}

describe('outbox in IndexedDB', () => {
  it('writes, reads and clears one record per extraction', async () => {
    const outbox = createIndexedDbOutbox({ name: databaseName() });
    const record = { sdeUuid: SDE, paperUuid: PAPER, baseVersion: 2, ops: [{ op: 'replace' as const, path: '/misc/zoom', value: 2 }], updatedAt: 1 };
    expect(await outbox.read(SDE)).toBeUndefined();
    await outbox.write(record);
    await outbox.write({ ...record, sdeUuid: 'other' });
    expect(await outbox.read(SDE)).toEqual(record);
    await outbox.clear(SDE);
    expect(await outbox.read(SDE)).toBeUndefined();
    expect(await outbox.read('other')).toMatchObject({ sdeUuid: 'other' });
  });

  it('offers nothing when the record is empty or the storage cannot be read', async () => {
    const outbox = createIndexedDbOutbox({ name: databaseName() });
    await outbox.write({ sdeUuid: SDE, paperUuid: PAPER, baseVersion: 2, ops: [], updatedAt: 1 });
    expect(await checkRecovery(outbox, SDE)).toBeUndefined();
    const broken: Outbox = { read: () => Promise.reject(new Error('denied')), write: async () => {}, clear: async () => {} };
    expect(await checkRecovery(broken, SDE)).toBeUndefined();
  });
});

describe('recovery after a crash', () => {
  it('a new visit finds the unsaved operations, offers them back and saves them', async () => {
    const name = databaseName();
    const server = new FakeDataEntryServer(savedDocument(), 3);
    const tab = editInTab(server, createIndexedDbOutbox({ name }));
    tab.session.edit((ctx) => movePoint(ctx, 'Dataset 1', 0, { x: 1, y: 1 }));
    tab.session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 2, y: 2 }));
    await tab.controller.persisted();
    const edited = structuredClone(tab.session.document);
    // The tab is gone before the debounced save: nothing reached the server.
    tab.controller.dispose();
    expect(server.saves).toHaveLength(0);

    const outbox = createIndexedDbOutbox({ name });
    const record = await checkRecovery(outbox, SDE);
    expect(record).toMatchObject({ sdeUuid: SDE, paperUuid: PAPER, baseVersion: 3 });
    expect(record!.ops).toHaveLength(3);

    const { session, rebase } = await openWithRecovered({ client: server.client(), sdeUuid: SDE, document: structuredClone(server.document), version: server.version, record: record! });
    expect(rebase).toBeUndefined();
    expect(session.document).toEqual(edited);
    const controller = new SaveController({ session, client: server.client(), sdeUuid: SDE, paperUuid: PAPER, outbox, connectivity: new EventTarget() });
    controller.start();
    expect(await controller.save()).toBe('saved');
    await controller.persisted();
    expect(server.document).toEqual(edited);
    expect(await checkRecovery(outbox, SDE)).toBeUndefined();
    controller.dispose();
  });

  it('operations kept on an older version are moved onto the version saved since', async () => {
    const name = databaseName();
    const server = new FakeDataEntryServer(savedDocument(), 3);
    const tab = editInTab(server, createIndexedDbOutbox({ name }));
    tab.session.edit((ctx) => movePoint(ctx, 'Dataset 1', 0, { x: 1, y: 1 }));
    await tab.controller.persisted();
    tab.controller.dispose();
    server.saveElsewhere((doc) => void (doc as never as ProjectFile).pages[1]!.datasets[0]!.points.push({ x: 5, y: 5 }));

    const record = await checkRecovery(createIndexedDbOutbox({ name }), SDE);
    const { session, rebase } = await openWithRecovered({ client: server.client(), sdeUuid: SDE, document: structuredClone(server.document), version: server.version, record: record! });
    expect(rebase).toMatchObject({ status: 'rebased', version: 4, theirsChanged: true });
    expect(session.document.pages[0]!.datasets[0]!.points[0]).toEqual({ x: 1, y: 1 });
    expect(session.document.pages[1]!.datasets[0]!.points.at(-1)).toEqual({ x: 5, y: 5 });
    expect(session.baseVersion).toBe(4);
  });

  it('a first visit that never reached the server comes back onto the empty document', async () => {
    const name = databaseName();
    const server = new FakeDataEntryServer({}, 0);
    const tab = editInTab(server, createIndexedDbOutbox({ name }));
    tab.session.setLocation(0, 1);
    tab.session.context();
    await tab.controller.persisted();
    tab.controller.dispose();
    const record = await checkRecovery(createIndexedDbOutbox({ name }), SDE);
    expect(record?.baseVersion).toBe(0);
    const { session } = await openWithRecovered({ client: server.client(), sdeUuid: SDE, document: {}, version: 0, record: record! });
    expect(session.document).toEqual(tab.session.document);
    const controller = new SaveController({ session, client: server.client(), sdeUuid: SDE, paperUuid: PAPER, connectivity: new EventTarget() });
    expect(await controller.save()).toBe('saved');
    expect(server.document).toEqual(tab.session.document);
  });
});
