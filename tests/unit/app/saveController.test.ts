import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { createMemoryOutbox } from '../../../src/app/dataEntry/outbox';
import {
  AUTOSAVE_INTERVAL_MS,
  EDIT_SAVE_DEBOUNCE_MS,
  SAVE_MESSAGES,
  SaveController,
  saveErrorMessage,
  type SaveEvent,
} from '../../../src/app/dataEntry/saveController';
import { addPoint, EditorSession, movePoint } from '../../../src/editor/session';
import { savedDocument } from '../editor/session.fixtures';
import { FakeDataEntryServer } from './saveController.fixtures';

const SDE = '00000000-0000-4000-8000-000000000001';
const PAPER = '00000000-0000-4000-8000-000000000002';

function setup(server = new FakeDataEntryServer(savedDocument(), 3)) {
  const session = new EditorSession({ document: structuredClone(server.document), version: server.version });
  const events: SaveEvent[] = [];
  const outbox = createMemoryOutbox();
  const connectivity = new EventTarget();
  const controller = new SaveController({ session, client: server.client(), sdeUuid: SDE, paperUuid: PAPER, outbox, onEvent: (e) => events.push(e), connectivity, now: () => 42 });
  controller.start();
  const kinds = () => events.map((e) => e.type);
  return { server, session, events, kinds, outbox, controller, connectivity };
}

const move = (session: EditorSession, index: number, x: number) => session.edit((ctx) => movePoint(ctx, 'Dataset 1', index, { x, y: x }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SaveController: when it saves', () => {
  it('saves once, 1500 ms after the last of a burst of edits, sending only the delta with its base version', async () => {
    const { server, session, events, controller } = setup();
    move(session, 0, 1);
    await vi.advanceTimersByTimeAsync(EDIT_SAVE_DEBOUNCE_MS - 1);
    move(session, 1, 2);
    await vi.advanceTimersByTimeAsync(EDIT_SAVE_DEBOUNCE_MS - 1);
    expect(server.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.saves).toEqual([
      {
        delta: [
          { op: 'replace', path: '/pages/0/datasets/0/points/0/x', value: 1 },
          { op: 'replace', path: '/pages/0/datasets/0/points/0/y', value: 1 },
          { op: 'replace', path: '/pages/0/datasets/0/points/1/x', value: 2 },
          { op: 'replace', path: '/pages/0/datasets/0/points/1/y', value: 2 },
        ],
        baseVersion: 3,
        done: false,
        paperUUID: PAPER,
        dataFormat: 'WPD',
      },
    ]);
    expect(events.at(-1)).toEqual({ type: 'saved', trigger: 'edit', version: 4, completed: false, message: 'Data saved', ops: 4, done: false });
    expect(session.dirty).toBe(false);
    expect(server.document).toEqual(session.document);
    controller.dispose();
  });

  it('autosaves every 300000 ms when something is unsaved, and only then', async () => {
    const server = new FakeDataEntryServer(savedDocument(), 3);
    const session = new EditorSession({ document: structuredClone(server.document), version: 3, unsaved: [{ op: 'replace', path: '/misc/zoom', value: 2 }] });
    const controller = new SaveController({ session, client: server.client(), sdeUuid: SDE, paperUuid: PAPER, connectivity: new EventTarget() });
    controller.start();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS - 1);
    expect(server.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.saves.map((s) => s.delta)).toEqual([[{ op: 'replace', path: '/misc/zoom', value: 2 }]]);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 2);
    expect(server.saves).toHaveLength(1);
    controller.dispose();
  });

  it('stops saving on dispose', async () => {
    const { server, session, controller } = setup();
    controller.dispose();
    move(session, 0, 1);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(server.saves).toHaveLength(0);
  });

  it('keeps edits made while a save is in flight unsaved, and saves them next against the new version', async () => {
    const { server, session, controller } = setup();
    move(session, 0, 1);
    server.hold();
    const first = controller.save();
    await vi.advanceTimersByTimeAsync(0);
    move(session, 0, 5);
    const second = controller.save();
    const third = controller.save({ done: true });
    expect(third).toBe(second);
    server.release();
    expect(await first).toBe('saved');
    expect(await second).toBe('saved');
    expect(server.saves.map((s) => [s.baseVersion, s.delta.length, s.done])).toEqual([
      [3, 2, false],
      [4, 2, true],
    ]);
    expect(server.saves[1]!.delta[0]).toEqual({ op: 'replace', path: '/pages/0/datasets/0/points/0/x', value: 5 });
    expect(session.baseVersion).toBe(5);
    expect(server.document).toEqual(session.document);
    controller.dispose();
  });

  it('a manual save with nothing unsaved sends nothing; marking done sends an empty delta', async () => {
    const { server, controller, events } = setup();
    expect(await controller.save()).toBe('clean');
    expect(server.saves).toHaveLength(0);
    expect(await controller.save({ done: true, exit: true })).toBe('saved');
    expect(server.saves).toEqual([{ delta: [], baseVersion: 3, done: true, exit: true, paperUUID: PAPER, dataFormat: 'WPD' }]);
    expect(events.at(-1)).toMatchObject({ type: 'saved', message: 'Paper saved and marked as done', completed: true, done: true });
    controller.dispose();
  });
});

describe('SaveController: a newer version saved elsewhere (409)', () => {
  it('fetches it, moves the unsaved operations onto it, tells the user and saves', async () => {
    const { server, session, events, kinds, controller } = setup();
    server.saveElsewhere((doc) => void (doc as never as ReturnType<typeof savedDocument>).pages[0]!.datasets[1]!.points.push({ x: 7, y: 7 }));
    move(session, 0, 1);
    expect(await controller.save()).toBe('saved');
    expect(kinds()).toEqual(['saving', 'rebased', 'saving', 'saved']);
    expect(events[1]).toEqual({ type: 'rebased', version: 4, theirsChanged: true, message: SAVE_MESSAGES.rebased });
    expect(server.saves.map((s) => s.baseVersion)).toEqual([3, 4]);
    const doc = server.document as ReturnType<typeof savedDocument>;
    expect(doc.pages[0]!.datasets[0]!.points[0]).toEqual({ x: 1, y: 1 });
    expect(doc.pages[0]!.datasets[1]!.points.at(-1)).toEqual({ x: 7, y: 7 });
    expect(session.document).toEqual(doc);
    controller.dispose();
  });

  it('stops on a true conflict, showing both values, and saves once the user has chosen', async () => {
    const { server, session, events, controller } = setup();
    server.saveElsewhere((doc) => Object.assign((doc as never as ReturnType<typeof savedDocument>).pages[0]!.datasets[0]!.points[0]!, { x: 9, y: 9 }));
    move(session, 0, 1);
    session.edit((ctx) => addPoint(ctx, 'Dataset 2', { x: 3, y: 3 }));
    expect(await controller.save()).toBe('conflict');
    const conflict = events.at(-1) as Extract<SaveEvent, { type: 'conflict' }>;
    expect(conflict.conflicts).toMatchObject([{ id: '/pages/0/datasets/0/points/0', label: 'Point 1 of Dataset 1, file 1 page 1', mine: { x: 1, y: 1 }, theirs: { x: 9, y: 9 } }]);
    // Saving waits for the choice, whatever triggers it.
    expect(await controller.save()).toBe('conflict');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(server.saves).toHaveLength(1);
    expect(await controller.resolveConflicts(new Map([[conflict.conflicts[0]!.id, 'theirs']]))).toBe('saved');
    const doc = server.document as ReturnType<typeof savedDocument>;
    expect(doc.pages[0]!.datasets[0]!.points[0]).toEqual({ x: 9, y: 9 });
    expect(doc.pages[0]!.datasets[1]!.points.at(-1)).toEqual({ x: 3, y: 3 });
    expect(session.dirty).toBe(false);
    controller.dispose();
  });

  it('gives up after catching up three times in one save, keeping the edits', async () => {
    const { server, session, events, controller } = setup();
    move(session, 0, 1);
    const client = server.client();
    const save = client.saveDataEntry;
    let calls = 0;
    client.saveDataEntry = (async (...args: Parameters<typeof save>) => {
      calls++;
      server.saveElsewhere((doc) => void ((doc as never as { misc: { zoom: number } }).misc.zoom = calls));
      return save(...args);
    }) as typeof save;
    const controller2 = new SaveController({ session, client, sdeUuid: SDE, paperUuid: PAPER, onEvent: (e) => events.push(e), connectivity: new EventTarget() });
    controller.dispose();
    expect(await controller2.save()).toBe('failed');
    expect(calls).toBe(4);
    expect(events.at(-1)).toEqual({ type: 'error', message: SAVE_MESSAGES.busy, code: 'stale_base', status: 409 });
    expect(session.dirty).toBe(true);
  });
});

describe('SaveController: offline', () => {
  it('keeps edits while offline and saves them once when the connection is back', async () => {
    const { server, session, events, connectivity, controller, outbox } = setup();
    server.failNetwork = true;
    move(session, 0, 1);
    await vi.advanceTimersByTimeAsync(EDIT_SAVE_DEBOUNCE_MS);
    expect(events.at(-1)).toEqual({ type: 'offline', message: SAVE_MESSAGES.offline });
    expect(controller.isOffline).toBe(true);
    move(session, 1, 2);
    move(session, 2, 3);
    await vi.advanceTimersByTimeAsync(EDIT_SAVE_DEBOUNCE_MS * 10);
    await controller.persisted();
    expect((await outbox.read(SDE))?.ops).toHaveLength(6);
    server.failNetwork = false;
    connectivity.dispatchEvent(new Event('online'));
    connectivity.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(EDIT_SAVE_DEBOUNCE_MS * 10);
    expect(server.saves).toHaveLength(1);
    expect(server.saves[0]!.delta).toHaveLength(6);
    expect(server.document).toEqual(session.document);
    expect(controller.isOffline).toBe(false);
    await controller.persisted();
    expect(await outbox.read(SDE)).toBeUndefined();
    controller.dispose();
  });
});

describe('SaveController: refused saves (spec rules)', () => {
  const refused = (status: number, code: string, payload: Record<string, unknown>) => new ApiError(status, code, String(payload.message ?? payload.error ?? 'x'), undefined, payload);

  it('validation_failed opens the validation dialog with the message and problems', async () => {
    const { server, session, events, controller } = setup();
    const problems = [{ file: 0, page: 1, type: 'xy', x: 1, y: 2, message: 'Missing value', dataPoints: [] }];
    server.nextError = refused(422, 'validation_failed', { status: 'error', code: 'validation_failed', message: '1 problem', data: problems, version: 3 });
    move(session, 0, 1);
    expect(await controller.save({ done: true })).toBe('failed');
    expect(events.at(-1)).toEqual({ type: 'validation_failed', message: '1 problem', problems });
    expect(session.dirty).toBe(true);
    controller.dispose();
  });

  it('invalid_data and other refusals show the message; without one the error field; else SDE save failed', async () => {
    const { server, session, events, controller } = setup();
    move(session, 0, 1);
    server.nextError = refused(400, 'invalid_data', { status: 'error', code: 'invalid_data', message: 'paperUUID does not match this extraction' });
    await controller.save();
    expect(events.at(-1)).toEqual({ type: 'error', message: 'paperUUID does not match this extraction', code: 'invalid_data', status: 400 });
    server.nextError = refused(500, 'E_X', { error: 'Database unavailable' });
    await controller.save();
    expect(events.at(-1)).toMatchObject({ type: 'error', message: 'Database unavailable' });
    server.nextError = new ApiError(502, 'HTTP_502', 'Bad Gateway', undefined, undefined);
    await controller.save();
    expect(events.at(-1)).toMatchObject({ type: 'error', message: 'Bad Gateway' });
    server.nextError = new ApiError(500, 'HTTP_500', '', undefined, {});
    await controller.save();
    expect(events.at(-1)).toMatchObject({ type: 'error', message: 'SDE save failed' });
    expect(saveErrorMessage(new Error('x'))).toBe('SDE save failed');
    expect(session.dirty).toBe(true);
    expect(await controller.save()).toBe('saved');
    controller.dispose();
  });

  it('an expired session keeps the edits in the outbox', async () => {
    const { server, session, events, outbox, controller } = setup();
    server.nextError = refused(401, 'E_UNAUTHENTICATED', { status: 'error', code: 'E_UNAUTHENTICATED', message: 'Your session has expired' });
    move(session, 0, 1);
    expect(await controller.save()).toBe('failed');
    expect(events.at(-1)).toMatchObject({ type: 'error', message: 'Your session has expired', status: 401 });
    await controller.persisted();
    expect(await outbox.read(SDE)).toEqual({ sdeUuid: SDE, paperUuid: PAPER, baseVersion: 3, ops: session.unsavedOperations(), updatedAt: 42 });
    controller.dispose();
  });
});

describe('SaveController: unsaved work', () => {
  it('reports dirtiness and saves for the shell, failing when the save does not go through', async () => {
    const { server, session, controller } = setup();
    const work = controller.unsavedWork();
    expect(work.isDirty()).toBe(false);
    move(session, 0, 1);
    expect(work.isDirty()).toBe(true);
    server.failNetwork = true;
    await expect(work.save()).rejects.toThrow(SAVE_MESSAGES.offline);
    server.failNetwork = false;
    await work.save();
    expect(work.isDirty()).toBe(false);
    controller.dispose();
  });
});
