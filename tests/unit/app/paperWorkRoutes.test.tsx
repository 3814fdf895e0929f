import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardRoute from '../../../src/app/pages/DashboardRoute';
import QcDashboardRoute from '../../../src/app/pages/QcDashboardRoute';
import TrainingDashboardRoute from '../../../src/app/pages/TrainingDashboardRoute';
import { session } from '../../../src/app/session/sessionStore';
import { workSelection } from '../../../src/app/session/workSelection';

const USER = '00000000-0000-4000-8000-000000000001';
const PAPER = '00000000-0000-4000-8000-000000000101';
const OPEN_ENTRY = '00000000-0000-4000-8000-000000000601';

const queueItem = (fields: Record<string, unknown> = {}) => ({
  uuid: PAPER,
  name: 'Demo; 2024; Hazard ratio over time',
  priority: 3,
  doi: '10.1000/demo',
  pmid: null,
  pmcid: null,
  projects: [],
  fileCount: 1,
  sdeUUID: null,
  inProgress: false,
  created_at: '2024-01-01T00:00:00.000Z',
  ...fields,
});

type Answer = { status: number; body: unknown };
let answers: (url: URL) => Answer;
let requests: URL[];

function json({ status, body }: Answer) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function permissions(granted: string[]): Answer {
  return { status: 200, body: Object.fromEntries(['data_entry', 'quality_control', 'access_work_queues', 'download_data', 'delete_file', 'upload_file'].map((p) => [p, granted.includes(p)])) };
}

/** Renders a route at `path` in a memory router with its own SWR cache; other paths render nothing. */
function show(Route: React.ComponentType, path: string) {
  const router = createMemoryRouter(
    [
      { path, Component: Route },
      { path: '*', Component: () => null },
    ],
    { initialEntries: [path] },
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      requests.push(url);
      return json(answers(url));
    }),
  );
  session.setUser({ id: 1, uuid: USER, email: 'extractor@example.com', firstName: 'Erin', lastName: 'Extractor', initials: 'EE', cookieNoticeDismissedAt: '2024-01-01', ssoEnabled: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.setUser(null);
  workSelection.clear();
});

describe('the dashboard', () => {
  it('shows an extractor their extraction queue and starts a new entry with a new uuid', async () => {
    answers = (url) => (url.pathname.endsWith('/can-map') ? permissions(['data_entry']) : { status: 200, body: { papers: { data: [queueItem()], meta: { total: 1 } } } });
    const router = show(DashboardRoute, '/home/dashboard');
    const grid = await screen.findByRole('grid', { name: 'Work Queue' });
    const row = await within(grid).findByRole('row', { name: /Hazard ratio/ });
    expect(requests.some((u) => u.pathname === '/api/papers/extraction-queue' && u.searchParams.get('itemsPerPage') === '50')).toBe(true);
    expect(requests.some((u) => u.pathname === '/api/papers')).toBe(false);
    expect(within(row).getByText('Not started')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /^Start extraction:/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/data-entry/${PAPER}/[0-9a-f-]{36}$`)));
    const sde = router.state.location.pathname.split('/').pop();
    expect(sde).not.toBe(OPEN_ENTRY);
    expect(workSelection.get(USER)).toEqual({ userUuid: USER, paperUuid: PAPER, sdeUuid: sde, training: false });
  });

  it('continues the entry the server says is open', async () => {
    answers = (url) =>
      url.pathname.endsWith('/can-map') ? permissions(['data_entry']) : { status: 200, body: { papers: { data: [queueItem({ sdeUUID: OPEN_ENTRY, inProgress: true })], meta: { total: 1 } } } };
    const router = show(DashboardRoute, '/home/dashboard');
    const row = await within(await screen.findByRole('grid', { name: 'Work Queue' })).findByRole('row', { name: /Hazard ratio/ });
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /^Continue extraction:/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/data-entry/${PAPER}/${OPEN_ENTRY}`));
  });

  it('gives users with access to work queues the full table of ready papers, highest priority first', async () => {
    answers = (url) => (url.pathname.endsWith('/can-map') ? permissions(['data_entry', 'access_work_queues']) : { status: 200, body: { papers: { data: [], meta: { total: 0 } } } });
    show(DashboardRoute, '/home/dashboard');
    await screen.findByRole('grid', { name: 'Work Queue' });
    await waitFor(() => expect(requests.some((u) => u.pathname === '/api/papers')).toBe(true));
    const list = requests.find((u) => u.pathname === '/api/papers')!;
    expect(Object.fromEntries(list.searchParams)).toEqual({ page: '1', itemsPerPage: '50', omitDeleted: 'true', filter: 'ready', sortBy: 'priority', sortDesc: 'true' });
    expect(requests.some((u) => u.pathname === '/api/papers/extraction-queue')).toBe(false);
  });

  it('hides the queue when the permission check fails, and asks for no list', async () => {
    answers = (url) => (url.pathname.endsWith('/can-map') ? { status: 500, body: { message: 'Down' } } : { status: 200, body: { papers: { data: [], meta: { total: 0 } } } });
    show(DashboardRoute, '/home/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Source Data Extraction' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((u) => u.pathname.endsWith('/can-map'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(requests.some((u) => u.pathname.startsWith('/api/papers'))).toBe(false);
  });

  it('hides the queue when the server refuses it', async () => {
    answers = (url) => (url.pathname.endsWith('/can-map') ? permissions(['data_entry']) : { status: 403, body: { code: 'E_FORBIDDEN', message: 'Forbidden' } });
    show(DashboardRoute, '/home/dashboard');
    await waitFor(() => expect(requests.some((u) => u.pathname === '/api/papers/extraction-queue')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /could not be loaded/ })).not.toBeInTheDocument();
  });

  it('shows other failures above the table', async () => {
    answers = (url) => (url.pathname.endsWith('/can-map') ? permissions(['data_entry']) : { status: 500, body: { message: 'Database unavailable' } });
    show(DashboardRoute, '/home/dashboard');
    expect(await screen.findByRole('region', { name: 'Work Queue could not be loaded' })).toHaveTextContent('Database unavailable (500)');
  });
});

describe('the training dashboard', () => {
  it('clears the selected paper and save id on entry and lists training papers', async () => {
    workSelection.select({ userUuid: USER, paperUuid: PAPER, sdeUuid: OPEN_ENTRY, training: false });
    answers = (url) => (url.pathname.endsWith('/can-map') ? permissions(['data_entry']) : { status: 200, body: { papers: { data: [queueItem()], meta: { total: 1 } } } });
    const router = show(TrainingDashboardRoute, '/home/training-dashboard');
    expect(workSelection.get(USER)).toBeNull();
    const row = await within(await screen.findByRole('grid', { name: 'Training Queue' })).findByRole('row', { name: /Hazard ratio/ });
    expect(requests.find((u) => u.pathname === '/api/papers/extraction-queue')!.searchParams.get('trainingOnly')).toBe('true');
    await userEvent.click(within(row).getByRole('button', { name: /^Start training:/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/data-entry-training/${PAPER}/[0-9a-f-]{36}$`)));
  });
});

describe('the quality control page', () => {
  // The qc-dashboard flag decides whether the drawer lists the page, not what the page shows.
  it('gives a non-administrator with queue access the QC table with the flag off', async () => {
    answers = (url) => {
      if (url.pathname.endsWith('/can-map')) return permissions(['quality_control', 'access_work_queues']);
      if (url.pathname === '/api/config') return { status: 200, body: { featureFlags: { 'qc-dashboard': false }, ssoDomains: [] } };
      if (url.pathname.endsWith('/is-admin')) return { status: 200, body: false };
      return { status: 200, body: { papers: { data: [], meta: { total: 0 } } } };
    };
    show(QcDashboardRoute, '/home/qc-dashboard');
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((u) => u.pathname === '/api/papers')).toBe(true));
    expect(requests.find((u) => u.pathname === '/api/papers')!.searchParams.get('filter')).toBe('ready-for-qc');
  });
});
