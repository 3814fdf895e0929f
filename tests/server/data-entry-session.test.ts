import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPapersClient } from '../../src/api/papersClient';
import { SaveController, type SaveEvent } from '../../src/app/dataEntry/saveController';
import { addAxes, addDataset, addPoint, EditorSession, movePoint } from '../../src/editor/session';
import type { ProjectFile } from '../../src/editor/core/project';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll } from './papers-fixtures';

let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;
let paper: string;

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
  paper = await createPaper(server, cookies.admin, { name: 'Two tabs; 2024' });
});
afterAll(() => server.close());

/** The browser's paper-work client, talking to the in-process server as the given user. */
function clientAs(cookie: string) {
  return createPapersClient({
    baseUrl: 'http://localhost/api',
    fetch: async (input, init) => server.app.request(String(input), { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: cookie } }),
  });
}

/** A tab of the data-entry screen: the extraction opened as the server holds it now. */
async function openTab(sde: string) {
  const client = clientAs(cookies.extractor);
  let document: unknown = {};
  let version = 0;
  const entry = await client.getDataEntry(sde).catch(() => undefined);
  if (entry) {
    version = entry.version;
    document = (await client.dataEntryVersion(sde, version)).data;
  }
  const session = new EditorSession({ document, version });
  const events: SaveEvent[] = [];
  const controller = new SaveController({ session, client, sdeUuid: sde, paperUuid: paper, onEvent: (e) => events.push(e), connectivity: new EventTarget() });
  return { session, controller, events };
}

const xy = { name: 'XY graph 1', type: 'xy' as const, options: { logX: false, logY: false, noRotation: false }, calibrationPoints: [], metadata: {} };
const dataset = (name: string) => ({ name, axesName: 'XY graph 1', metadata: {}, points: [], metadataKeys: [], pointGroups: [], tuples: [] });

describe('two tabs editing the same extraction', () => {
  it('end with both sets of edits saved: the later save is rebased onto the earlier one', async () => {
    const sde = randomUUID();
    const first = await openTab(sde);
    first.session.edit((ctx) => addAxes(ctx, xy));
    first.session.edit((ctx) => addDataset(ctx, dataset('Treated')));
    expect(await first.controller.save()).toBe('saved');
    first.session.edit((ctx) => addPoint(ctx, 'Treated', { x: 10, y: 10 }));
    first.session.edit((ctx) => addPoint(ctx, 'Treated', { x: 20, y: 20 }));
    expect(await first.controller.save()).toBe('saved');

    const second = await openTab(sde);
    expect(second.session.baseVersion).toBe(first.session.baseVersion);

    first.session.edit((ctx) => movePoint(ctx, 'Treated', 0, { x: 11, y: 11 }));
    first.session.edit((ctx) => addDataset(ctx, dataset('Control')));
    second.session.edit((ctx) => addPoint(ctx, 'Treated', { x: 30, y: 30 }));
    second.session.edit((ctx) => movePoint(ctx, 'Treated', 1, { x: 21, y: 21 }));

    expect(await first.controller.save()).toBe('saved');
    expect(await second.controller.save()).toBe('saved');
    expect(second.events.map((e) => e.type)).toEqual(['saving', 'rebased', 'saving', 'saved']);
    expect(first.session.dirty || second.session.dirty).toBe(false);

    const stored = (await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor })).body.rawData as ProjectFile;
    const page = stored.pages[0]!;
    expect(page.datasets.map((d) => d.name)).toEqual(['Treated', 'Control']);
    expect(page.datasets[0]!.points).toEqual([
      { x: 11, y: 11 },
      { x: 21, y: 21 },
      { x: 30, y: 30 },
    ]);
    expect(stored).toEqual(second.session.document);

    // The first tab catches up on its next save too, and then holds what the server holds.
    first.session.edit((ctx) => movePoint(ctx, 'Treated', 0, { x: 12, y: 12 }));
    expect(await first.controller.save()).toBe('saved');
    expect(first.events.at(-3)).toMatchObject({ type: 'rebased' });
    const latest = (await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor })).body.rawData;
    expect(latest).toEqual(first.session.document);
    expect((latest as ProjectFile).pages[0]!.datasets[0]!.points).toEqual([
      { x: 12, y: 12 },
      { x: 21, y: 21 },
      { x: 30, y: 30 },
    ]);
  });

  it('the same point moved in both tabs asks the user, then saves the chosen value', async () => {
    const sde = randomUUID();
    const first = await openTab(sde);
    first.session.edit((ctx) => addAxes(ctx, xy));
    first.session.edit((ctx) => addDataset(ctx, dataset('Treated')));
    first.session.edit((ctx) => addPoint(ctx, 'Treated', { x: 10, y: 10 }));
    expect(await first.controller.save()).toBe('saved');
    const second = await openTab(sde);
    first.session.edit((ctx) => movePoint(ctx, 'Treated', 0, { x: 1, y: 1 }));
    second.session.edit((ctx) => movePoint(ctx, 'Treated', 0, { x: 2, y: 2 }));
    expect(await first.controller.save()).toBe('saved');
    expect(await second.controller.save()).toBe('conflict');
    const asked = second.events.at(-1) as Extract<SaveEvent, { type: 'conflict' }>;
    expect(asked.conflicts.map((c) => [c.label, c.mine, c.theirs])).toEqual([['Point 1 of Treated, file 1 page 1', { x: 2, y: 2 }, { x: 1, y: 1 }]]);
    expect(await second.controller.resolveConflicts(new Map([[asked.conflicts[0]!.id, 'mine']]))).toBe('saved');
    const stored = (await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor })).body.rawData as ProjectFile;
    expect(stored.pages[0]!.datasets[0]!.points).toEqual([{ x: 2, y: 2 }]);
    expect(stored).toEqual(second.session.document);
  });
});
