import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIndexedDbOutbox } from '../../../src/app/dataEntry/outbox';
import DataEntryRoute from '../../../src/app/pages/DataEntryRoute';
import { pageActions } from '../../../src/app/session/pageActions';
import { session } from '../../../src/app/session/sessionStore';
import { notifications } from '../../../src/ui/Notifications/notificationQueue';

// The canvas needs a real browser (Paper.js, pdf.js); the route's work is around it.
vi.mock('../../../src/editor/Digitizer', () => ({
  Digitizer: () => <div role="application" aria-label="Figure digitizer" data-page-state="ready" />,
}));

const USER = '00000000-0000-4000-8000-000000000001';
const PAPER = '00000000-0000-4000-8000-000000000101';
const ENTRY = '00000000-0000-4000-8000-000000000601';
const FILE = '00000000-0000-4000-8000-000000000701';

type Answer = { status: number; body: unknown };
let answers: (url: URL, init: RequestInit | undefined) => Answer | undefined;
let requests: { url: URL; method: string; body: unknown }[];

const paper = (saveData: unknown) => ({
  uuid: PAPER,
  name: 'Demo; 2024; Hazard ratio over time',
  priority: 3,
  doi: null,
  pmid: null,
  pmcid: null,
  source_url: null,
  status: 'DATA_ENTRY',
  citation: null,
  citation_format: null,
  isNewVersion: false,
  noIDs: true,
  isTraining: false,
  projects: [],
  files: [],
  dataEntries: [],
  created_at: '2024-01-01T00:00:00.000Z',
  deleted_at: null,
  // A 1 x 1 PNG, inline as the server sends small files.
  fileData: [{ uuid: FILE, name: 'figure.png', type: 'image/png', size: 68, url: `/api/files/download/${FILE}`, data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII=' }],
  saveUUID: ENTRY,
  saveData,
});

const savedProject = { format: 'WPD', formatVersion: 1, pages: [], misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 } };

function show() {
  const router = createMemoryRouter(
    [
      { path: '/data-entry/:paperUuid/:sdeUuid', Component: DataEntryRoute },
      { path: '*', Component: () => <p>Elsewhere</p> },
    ],
    { initialEntries: [`/data-entry/${PAPER}/${ENTRY}`] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

beforeEach(() => {
  requests = [];
  // A browser database of its own for each test: the outbox keeps unsaved operations there.
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://app.test');
      requests.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers(url, init) ?? (url.pathname === '/api/tags' ? { status: 200, body: { tags: [] } } : { status: 404, body: { message: 'Not found' } });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  session.setUser({ id: 1, uuid: USER, email: 'extractor@example.com', firstName: 'Erin', lastName: 'Extractor', initials: 'EE', cookieNoticeDismissedAt: '2024-01-01', ssoEnabled: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.setUser(null);
  notifications.clear();
});

/** Every notification message so far, shown or waiting. */
const notified = () => [...notifications.toasts.visibleToasts.map((t) => t.content), ...notifications.pending].map((n) => `${n.status}: ${n.message}`);

const saves = () => requests.filter((r) => r.method === 'POST' && /^\/api\/data-entry\/[^/]+$/.test(r.url.pathname));

describe('the data-entry route', () => {
  it('refuses saved data from before 2024-10-12 UTC: the dialog, an empty extraction, and saves under a new id', async () => {
    answers = (url) =>
      url.pathname === `/api/papers/${PAPER}`
        ? { status: 200, body: paper({ uuid: ENTRY, data: savedProject, version: 4, created_at: '2024-10-11T23:59:00.000Z', updated_at: '2024-10-11T23:59:00.000Z', completed_at: null, is_training: false }) }
        : url.pathname.startsWith('/api/data-entry/')
          ? { status: 200, body: { status: 'success', message: 'Data saved', version: 1, completed: false } }
          : undefined;
    show();
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsupported Dactyl Version' });
    expect(dialog).toHaveTextContent('cannot be loaded');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('application', { name: 'Figure digitizer' })).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === `/api/papers/${PAPER}`)!.url.searchParams.get('saveUUID')).toBe(ENTRY);

    await waitFor(() => expect(pageActions.get().onSave).toBeDefined());
    await pageActions.get().onSave!();
    const [save] = saves();
    expect(save!.url.pathname).not.toBe(`/api/data-entry/${ENTRY}`);
    expect(save!.body).toMatchObject({ baseVersion: 0, paperUUID: PAPER, dataFormat: 'WPD', done: false });
    expect(notified()).toContain('success: Data saved');
  });

  it('loads supported saved data and says nothing about versions; opening sends nothing', async () => {
    answers = (url) =>
      url.pathname === `/api/papers/${PAPER}`
        ? { status: 200, body: paper({ uuid: ENTRY, data: savedProject, version: 4, created_at: '2024-10-12T00:00:00.000Z', updated_at: '2024-10-12T00:00:00.000Z', completed_at: null, is_training: false }) }
        : undefined;
    show();
    expect(await screen.findByRole('application', { name: 'Figure digitizer' })).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Unsupported Dactyl Version' })).not.toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('Validate lists the server’s problems; a failed validation says why', async () => {
    let validation: Answer = {
      status: 200,
      body: { status: 'error', message: 'The extraction has 1 problem', data: [{ file: 0, page: 1, type: 'missing-study-branch', x: 1, y: 1, message: 'Data point has no study branch', dataPoints: [] }] },
    };
    answers = (url) =>
      url.pathname === `/api/papers/${PAPER}`
        ? { status: 200, body: paper({ uuid: ENTRY, data: savedProject, version: 4, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', completed_at: null, is_training: false }) }
        : url.pathname === `/api/data-entry/${ENTRY}/validate`
          ? validation
          : undefined;
    show();
    await screen.findByRole('application', { name: 'Figure digitizer' });
    await waitFor(() => expect(pageActions.get().onValidate).toBeDefined());
    await pageActions.get().onValidate!();
    const dialog = await screen.findByRole('dialog', { name: 'Source Data Extraction Validation' });
    expect(dialog).toHaveTextContent('The extraction has 1 problem');
    expect(within(dialog).getByRole('row')).toHaveTextContent('Data point has no study branch');
    // Nothing was unsaved, so nothing was saved first.
    expect(saves()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    notifications.clear();
    validation = { status: 400, body: { code: 'E_BAD', message: 'Entry is broken' } };
    await pageActions.get().onValidate!();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Source Data Extraction Validation' })).not.toBeInTheDocument());
    expect(notified()).toEqual(['error: Error while attempting to validate: Entry is broken']);
  });

  it('Discard Data on an entry never saved leaves for the dashboard: there was nothing to delete', async () => {
    answers = (url) =>
      url.pathname === `/api/papers/${PAPER}`
        ? { status: 200, body: paper(null) }
        : url.pathname === `/api/data-entry/${ENTRY}/delete`
          ? { status: 404, body: { code: 'E_NOT_FOUND', message: 'Extraction not found' } }
          : undefined;
    const router = show();
    await screen.findByRole('application', { name: 'Figure digitizer' }, { timeout: 10_000 });
    await waitFor(() => expect(pageActions.get().onDiscardData).toBeDefined());
    await pageActions.get().onDiscardData!();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/dashboard'));
    expect(notified()).toEqual(['success: Data discarded successfully']);
  }, 30_000);

  it('opens a training paper in training, never as an entry that can be marked completed', async () => {
    answers = (url) => (url.pathname === `/api/papers/${PAPER}` ? { status: 200, body: { ...paper(null), isTraining: true } } : undefined);
    const router = show();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/data-entry-training/${PAPER}/${ENTRY}`), { timeout: 10_000 });
    expect(saves()).toHaveLength(0);
  }, 30_000);

  it('shows the forbidden state when the server refuses the paper', async () => {
    answers = (url) => (url.pathname === `/api/papers/${PAPER}` ? { status: 403, body: { code: 'E_FORBIDDEN', message: 'Forbidden' } } : undefined);
    show();
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('follows the entry the server says to continue', async () => {
    const other = '00000000-0000-4000-8000-000000000602';
    answers = (url) => (url.pathname === `/api/papers/${PAPER}` ? { status: 200, body: { ...paper(null), saveUUID: other } } : undefined);
    const router = show();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/data-entry/${PAPER}/${other}`));
  });

  it('offers edits kept in the browser back, and restoring saves them', async () => {
    const page = { file: 0, page: 1, axes: [], datasets: [], measurements: [] };
    await createIndexedDbOutbox().write({ sdeUuid: ENTRY, paperUuid: PAPER, baseVersion: 4, ops: [{ op: 'add', path: '/pages/0', value: page }], updatedAt: Date.UTC(2025, 2, 10, 14, 20) });
    answers = (url) =>
      url.pathname === `/api/papers/${PAPER}`
        ? { status: 200, body: paper({ uuid: ENTRY, data: savedProject, version: 4, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', completed_at: null, is_training: false }) }
        : url.pathname === `/api/data-entry/${ENTRY}`
          ? { status: 200, body: { status: 'success', message: 'Data saved', version: 5, completed: false } }
          : undefined;
    show();
    const offer = await screen.findByRole('alertdialog', { name: 'Unsaved edits found' });
    expect(offer).toHaveTextContent('1 change to this extraction was kept in this browser');
    expect(saves()).toHaveLength(0);
    await userEvent.click(within(offer).getByRole('button', { name: 'Restore and save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({ baseVersion: 4, delta: [{ op: 'add', path: '/pages/0', value: page }] });
    await waitFor(async () => expect(await createIndexedDbOutbox().read(ENTRY)).toBeUndefined());
  });

  it('does not offer back what opening a new entry makes unsaved by itself', async () => {
    answers = (url) => (url.pathname === `/api/papers/${PAPER}` ? { status: 200, body: paper(null) } : undefined);
    show();
    await screen.findByRole('application', { name: 'Figure digitizer' });
    // The new entry's project file waits in the outbox for the first save.
    await waitFor(async () => expect((await createIndexedDbOutbox().read(ENTRY))?.ops.length).toBeGreaterThan(0));
    cleanup();
    show();
    await screen.findByRole('application', { name: 'Figure digitizer' });
    expect(screen.queryByRole('alertdialog', { name: 'Unsaved edits found' })).not.toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });
  it('restores a version from the history: unsaved edits are saved first, then the restore, then the restored version opens', async () => {
    const armA = (y: number) => ({ ...savedProject, pages: [{ file: 0, page: 1, axes: [], datasets: [{ name: 'Arm A', axesName: 'XY graph', metadata: {}, metadataKeys: [], pointGroups: [], tuples: [], points: [{ x: 10, y }] }], measurements: [] }] });
    const item = (version: number, summary: string) => ({ version, baseVersion: version - 1, kind: 'delta', email: 'extractor@example.com', created_at: `2025-01-0${version}T10:00:00.000Z`, operations: 1, summary });
    let current = 2;
    answers = (url, init) => {
      const path = url.pathname;
      if (path === `/api/papers/${PAPER}`) return { status: 200, body: paper(null) };
      if (path === `/api/data-entry/${ENTRY}` && init?.method === 'POST') return { status: 200, body: { status: 'success', message: 'Data saved', version: ++current, completed: false } };
      if (path === `/api/data-entry/${ENTRY}/history`) {
        const items = [item(current, current === 4 ? 'restored version 1' : 'moved 1 point on XY graph'), ...[3, 2, 1].filter((v) => v < current).map((v) => item(v, `save ${v}`))];
        return { status: 200, body: { uuid: ENTRY, version: current, history: { data: items, meta: { total: items.length } } } };
      }
      if (path === `/api/data-entry/${ENTRY}/restore`) return { status: 200, body: { status: 'success', message: 'Version 1 restored', version: ++current, completed: false, restored: 1 } };
      const version = /\/versions\/(\d+)$/.exec(path)?.[1];
      if (version) return { status: 200, body: { uuid: ENTRY, version: Number(version), email: 'extractor@example.com', created_at: '2025-01-01T10:00:00.000Z', summary: 'a save', data: armA(Number(version) === 1 || Number(version) === 4 ? 20 : 30) } };
      return undefined;
    };
    show();
    await screen.findByRole('application', { name: 'Figure digitizer' });
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    const panel = await screen.findByRole('region', { name: 'History' });
    const options = await within(panel).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Version 2 (current)'), expect.stringContaining('Version 1')]);
    await userEvent.click(options[1]!);
    expect(await screen.findByText('Viewing version 1 (read-only)')).toBeInTheDocument();
    const details = within(panel).getByRole('region', { name: 'Version 1' });
    await userEvent.click(within(details).getByRole('button', { name: 'Restore this version' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(notified()).toContain('success: Version 1 restored'));

    // The new entry's unsaved project file went first, as version 3; the restore was made from it.
    const order = requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname.replace(`/api/data-entry/${ENTRY}`, 'entry'));
    expect(order).toEqual(['entry', 'entry/restore']);
    expect(requests.find((r) => r.url.pathname.endsWith('/restore'))!.body).toEqual({ version: 1, baseVersion: 3 });
    const restore = requests.findIndex((r) => r.url.pathname.endsWith('/restore'));
    expect(requests.slice(restore).some((r) => r.url.pathname === `/api/data-entry/${ENTRY}/versions/4`)).toBe(true);
    // Back on the extraction, now the restored version, listed on top.
    await waitFor(() => expect(screen.queryByText('Viewing version 1 (read-only)')).not.toBeInTheDocument());
    await waitFor(() => expect(within(panel).getAllByRole('option')[0]).toHaveTextContent('Version 4 (current)'));
    expect(within(panel).getAllByRole('option')[0]).toHaveTextContent('restored version 1');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });
});
