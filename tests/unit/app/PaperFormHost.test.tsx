import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import type { Citation, Paper, PaperDetail } from '../../../src/api/papers';
import type { PapersClient, UploadOptions } from '../../../src/api/papersClient';
import { PaperFormHost, type PaperFormHostProps } from '../../../src/app/papers/PaperFormHost';
import { PapersClientContext } from '../../../src/app/papers/papersApi';
import { notifications } from '../../../src/ui/Notifications/notificationQueue';
import { loaded } from '../../timeouts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const stamp = '2024-05-01T10:00:00.000Z';

const organizations = [
  { uuid: uuid(101), name: 'Cochrane Heart Group', description: '', users: [], projects: [], user_count: 0, project_count: 0, created_at: stamp, deleted_at: null },
];
const projects = [
  { uuid: uuid(501), name: 'Heart failure drug trials', description: '', priority: 0, organizations: [], paper_count: 3, created_at: stamp, deleted_at: null },
  { uuid: uuid(502), name: 'Childhood asthma inhalers', description: '', priority: 0, organizations: [], paper_count: 1, created_at: stamp, deleted_at: null },
];

const citation: Citation = {
  title: 'Dapagliflozin in Patients with Heart Failure and Reduced Ejection Fraction',
  creators: [{ firstName: 'John J.V.', lastName: 'McMurray', creatorType: 'author' }],
  publicationTitle: 'The New England Journal of Medicine',
  date: '2019-11-21',
  DOI: '10.1056/NEJMoa1911303',
  extra: 'PMID: 31535829\nPMCID: PMC6893803',
};

function paperRow(patch: Partial<Paper>): Paper {
  return {
    uuid: uuid(900),
    name: '',
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
    dataEntries: [],
    created_at: stamp,
    deleted_at: null,
    ...patch,
  };
}

/** An upload the test finishes: it reports progress through the options the host passed. */
interface PendingUpload {
  uuid: string;
  files: File[];
  remove: string[];
  options: UploadOptions;
  resolve: (message: string) => void;
  reject: (error: unknown) => void;
}

/** The papers client as the host uses it, answering from memory. */
function fakeClient() {
  const uploads: PendingUpload[] = [];
  const client = {
    getPaper: vi.fn(async (id: string): Promise<PaperDetail> => ({
      ...paperRow({
        uuid: id,
        name: 'Empagliflozin in HFpEF',
        priority: 2,
        doi: '10.1056/NEJMoa2107038',
        projects: [{ uuid: uuid(501), name: 'Heart failure drug trials' }],
        files: [{ uuid: uuid(951), id: 1, name: 'emperor-main.pdf', mime_type: 'application/pdf', size: 1000, sha256: 'x', created_at: stamp, deleted_at: null }],
      }),
      fileData: [],
      saveUUID: uuid(990),
      saveData: null,
    })),
    listPapers: vi.fn(async (query: { searchKey?: string } = {}) => {
      const taken = paperRow({ uuid: uuid(800), name: 'DAPA-HF', doi: '10.1056/NEJMoa1911303' });
      const data = query.searchKey && taken.doi!.includes(query.searchKey) ? [taken] : [];
      return { papers: { data, meta: { total: data.length } } };
    }),
    createPaper: vi.fn(async (body: { name?: string }) => ({
      status: 'success' as const,
      message: `Paper ${body.name || 'Unnamed paper'} created`,
      paper: paperRow({ uuid: uuid(901), name: body.name ?? '' }),
    })),
    updatePaper: vi.fn(async () => ({ status: 'success' as const, message: 'Paper updated' })),
    createProject: vi.fn(async (body: { name: string }) => ({
      status: 'success' as const,
      message: `Project ${body.name} created`,
      project: { ...projects[0]!, uuid: uuid(601), name: body.name },
    })),
    setPaperProjects: vi.fn(async () => ({ status: 'success' as const, message: 'Projects of the paper updated' })),
    uploadPaperFiles: vi.fn(
      (id: string, files: File[], remove: string[] = [], options?: AbortSignal | UploadOptions) =>
        new Promise((resolve, reject) => {
          uploads.push({
            uuid: id,
            files,
            remove,
            options: options as UploadOptions,
            resolve: (message) => resolve({ status: 'success', message, files: [] }),
            reject,
          });
        }),
    ),
    searchIdentifiers: vi.fn(async (_query: { doi?: string; pmcid?: string }): Promise<{ count: number; idlist: string[] }> => ({ count: 0, idlist: [] })),
    lookupCitation: vi.fn(async (query: { doi?: string; pmid?: string }) => {
      if (query.doi === citation.DOI || query.pmid === '31535829') return { citation, citation_format: 'zotero' as const, foundBy: 'doi' as const };
      throw new ApiError(404, 'E_CITATION_NOT_FOUND', 'Citation not found, please try again');
    }),
  };
  return { client, uploads };
}

/** The admin client's list calls (projects, organizations) go through fetch; this answers them. */
function serveLists({ organizationsFail = false } = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (organizationsFail && url.pathname === '/api/organizations') return Response.json({ status: 'error', message: 'Database unavailable' }, { status: 503 });
    if (url.pathname === '/api/projects') {
      const filter = url.searchParams.get('filter')?.toLowerCase() ?? '';
      const data = projects.filter((p) => p.name.toLowerCase().includes(filter));
      return Response.json({ projects: { data, meta: { total: data.length } } });
    }
    if (url.pathname === '/api/organizations') return Response.json({ organizations, total: organizations.length });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A stand-in for the papers table: it reads a papers list key the save must refresh. */
function TableProbe({ client }: { client: PapersClient }) {
  const { data } = useSWR(['listPapers', { page: 1, itemsPerPage: 10 }], ([, query]) => client.listPapers(query));
  return <p>Table rows: {data?.papers.meta.total ?? '-'}</p>;
}

function renderHost(props: Partial<PaperFormHostProps> & { mode?: 'create' | 'edit'; paperUuid?: string; errorRetryInterval?: number } = {}) {
  const { client, uploads } = fakeClient();
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const hostProps = (props.mode === 'edit' ? { mode: 'edit', paperUuid: props.paperUuid ?? uuid(900) } : { mode: 'create' }) as PaperFormHostProps;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, ...(props.errorRetryInterval ? { errorRetryInterval: props.errorRetryInterval } : {}) }}>
      <PapersClientContext.Provider value={client as unknown as PapersClient}>
        <TableProbe client={client as unknown as PapersClient} />
        <PaperFormHost {...hostProps} onClose={onClose} onSaved={onSaved} />
      </PapersClientContext.Provider>
    </SWRConfig>,
  );
  return { client, uploads, onClose, onSaved };
}

const shown: string[] = [];
let fetch: ReturnType<typeof serveLists>;

beforeEach(() => {
  shown.length = 0;
  vi.spyOn(notifications, 'notify').mockImplementation((message: string, options) => {
    shown.push(`${options?.status ?? 'info'}: ${message}`);
  });
  fetch = serveLists();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));
/** The edit form, once its paper has loaded (a loading dialog of the same name comes first). */
const loadedEditForm = async () => {
  await screen.findByRole('textbox', { name: 'Name' });
  return dialog('Edit paper');
};

// Typing into React Aria fields in jsdom takes a while on a shared machine (one test here took 108 s at load 30).
vi.setConfig({ testTimeout: loaded(60_000) });
const pdf = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'application/pdf', lastModified: 1 });

/** Focuses a field and enters text as one paste: what matters here is the value, not each key. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Chooses files as the file picker would. */
function chooseFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

describe('PaperFormHost: creating', () => {
  it('looks up the citation, creates the paper, a new project and attaches it, uploads with progress, and refreshes the table', async () => {
    const user = userEvent.setup({ delay: null });
    const { client, uploads, onSaved, onClose } = renderHost();
    const form = await dialog('Create paper');
    await waitFor(() => expect(screen.getByText('Table rows: 0')).toBeInTheDocument());
    const listCallsBefore = client.listPapers.mock.calls.length;

    // Fetch Citation, confirm, and the empty fields fill in.
    await fill(user, form.getByRole('textbox', { name: 'DOI' }), '10.1056/NEJMoa1911303');
    await user.click(form.getByRole('switch', { name: 'New version' }));
    await user.click(form.getByRole('button', { name: 'Fetch Citation' }));
    expect(client.lookupCitation).toHaveBeenCalledWith({ doi: '10.1056/NEJMoa1911303' });
    const confirm = await dialog('Confirm citation');
    expect(confirm.getByText('Title').nextElementSibling).toHaveTextContent(citation.title!);
    await user.click(confirm.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(citation.title));
    expect(form.getByRole('textbox', { name: 'PubMed ID' })).toHaveValue('31535829');

    // A new project with an organization.
    await user.click(form.getByRole('radio', { name: 'Create a new project' }));
    const group = within(form.getByRole('group', { name: 'New project' }));
    await fill(user, group.getByRole('textbox', { name: 'Project name' }), 'SGLT2 inhibitors');
    await waitFor(() => expect(group.getByRole('combobox', { name: 'Add organizations' })).toBeEnabled());
    await fill(user, group.getByRole('combobox', { name: 'Add organizations' }), 'cochrane');
    await user.click(await screen.findByRole('option', { name: 'Cochrane Heart Group' }));

    chooseFiles([pdf('main.pdf', 300), pdf('appendix.pdf', 100)]);
    expect(await form.findByRole('button', { name: 'Remove appendix.pdf' })).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(client.createPaper).toHaveBeenCalledWith(
      expect.objectContaining({ name: citation.title, doi: '10.1056/NEJMoa1911303', pmid: '31535829', pmcid: 'PMC6893803', citation, citation_format: 'zotero', isNewVersion: true, status: 'DATA_ENTRY' }),
    );
    expect(client.createProject).toHaveBeenCalledWith({ name: 'SGLT2 inhibitors', description: '', priority: 0, organizations: [uuid(101)] });
    expect(client.setPaperProjects).toHaveBeenCalledWith(uuid(901), [uuid(601)]);
    const upload = uploads[0]!;
    expect(upload.uuid).toBe(uuid(901));
    expect(upload.files.map((f) => f.name)).toEqual(['main.pdf', 'appendix.pdf']);

    // Progress events drive one bar per file: 300 + 100 bytes of files in a 500-byte body.
    act(() => upload.options.onProgress!(250, 500));
    expect(form.getByRole('progressbar', { name: 'Uploading main.pdf' })).toHaveAttribute('aria-valuenow', '66');
    expect(form.getByRole('progressbar', { name: 'Uploading appendix.pdf' })).toHaveAttribute('aria-valuenow', '0');
    act(() => upload.options.onProgress!(450, 500));
    expect(form.getByRole('progressbar', { name: 'Uploading main.pdf' })).toHaveAttribute('aria-valuenow', '100');
    expect(form.getByRole('progressbar', { name: 'Uploading appendix.pdf' })).toHaveAttribute('aria-valuenow', '60');
    expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();

    act(() => upload.resolve('2 files uploaded'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(uuid(901)));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown).toEqual([
      `success: Paper ${citation.title} created`,
      'success: Project SGLT2 inhibitors created',
      'success: Projects of the paper updated',
      'success: 2 files uploaded',
    ]);
    // The table's list was asked again.
    expect(client.listPapers.mock.calls.slice(listCallsBefore).some(([query]) => (query as { page?: number }).page === 1)).toBe(true);
  });

  it('checks identifiers against the papers the server finds, and says when no citation is found', async () => {
    const user = userEvent.setup({ delay: null });
    const { client } = renderHost();
    const form = await dialog('Create paper');
    const doi = form.getByRole('textbox', { name: 'DOI' });
    // Typed key by key, so the debounce has many changes to fold into one lookup.
    await user.type(doi, '10.1056/NEJMoa1911303');
    await user.tab();
    await waitFor(() => expect(doi).toHaveAccessibleDescription('A paper with this DOI exists'), { timeout: loaded(3000) });
    expect(client.listPapers).toHaveBeenCalledWith({ searchKey: '10.1056/NEJMoa1911303', omitDeleted: 'true', itemsPerPage: 50 });
    // Debounced: the lookup waits for typing to stop, not once per key.
    expect(client.listPapers.mock.calls.filter(([q]) => (q as { searchKey?: string }).searchKey).length).toBe(1);

    await user.clear(doi);
    await fill(user, doi, '10.9999/unknown');
    await user.click(form.getByRole('button', { name: 'Fetch Citation' }));
    expect(await form.findByText('Citation not found, please try again')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm citation' })).not.toBeInTheDocument();
    expect(shown.filter((m) => m.startsWith('error'))).toEqual([]);
  });

  it('asks the identifier database for the PubMed ID first, so the citation service tries PMID before the DOI', async () => {
    const user = userEvent.setup({ delay: null });
    const { client } = renderHost();
    client.searchIdentifiers.mockResolvedValueOnce({ count: 1, idlist: ['31535829'] });
    const form = await dialog('Create paper');
    await fill(user, form.getByRole('textbox', { name: 'DOI' }), '10.1056/NEJMoa1911303');
    await user.click(form.getByRole('button', { name: 'Fetch Citation' }));
    await dialog('Confirm citation');
    expect(client.searchIdentifiers).toHaveBeenCalledWith({ doi: '10.1056/NEJMoa1911303', pmcid: undefined });
    expect(client.lookupCitation).toHaveBeenLastCalledWith({ doi: '10.1056/NEJMoa1911303', pmid: '31535829' });
  });

  it('looks the citation up by what was typed when the identifier search fails, and says nothing of it', async () => {
    const user = userEvent.setup({ delay: null });
    const { client } = renderHost();
    client.searchIdentifiers.mockRejectedValueOnce(new ApiError(502, 'E_UPSTREAM', 'Bad gateway'));
    const form = await dialog('Create paper');
    await fill(user, form.getByRole('textbox', { name: 'DOI' }), '10.1056/NEJMoa1911303');
    await user.click(form.getByRole('button', { name: 'Fetch Citation' }));
    await dialog('Confirm citation');
    expect(client.lookupCitation).toHaveBeenLastCalledWith({ doi: '10.1056/NEJMoa1911303' });
    expect(shown.filter((m) => m.startsWith('error'))).toEqual([]);
  });

  it('adds the paper to an existing project found by the project search', async () => {
    const user = userEvent.setup({ delay: null });
    const { client, onSaved } = renderHost();
    const form = await dialog('Create paper');
    await fill(user, form.getByRole('textbox', { name: 'PubMed ID' }), '34449189');
    const search = form.getByRole('combobox', { name: 'Search for a project' });
    await fill(user, search, 'asthma');
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('filter=asthma'))).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Childhood asthma inhalers' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(uuid(901)));
    expect(client.setPaperProjects).toHaveBeenCalledWith(uuid(901), [uuid(502)]);
    expect(client.uploadPaperFiles).not.toHaveBeenCalled();
  });

  it('keeps the created paper when its upload fails: the next save updates it instead of creating another', async () => {
    const user = userEvent.setup({ delay: null });
    const { client, uploads, onSaved } = renderHost();
    const form = await dialog('Create paper');
    await fill(user, form.getByRole('textbox', { name: 'PubMed ID' }), '34449189');
    await user.click(form.getByRole('radio', { name: 'No project' }));
    chooseFiles([pdf('scan.pdf', 10)]);
    await user.click(await form.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.reject(new ApiError(415, 'E_UNSUPPORTED_FILE', 'Only PDF, BMP, GIF, JPEG and PNG files can be uploaded', 'files')));

    const edit = await dialog('Edit paper');
    expect(shown).toContain('error: Only PDF, BMP, GIF, JPEG and PNG files can be uploaded (415)');
    expect(edit.getByRole('textbox', { name: 'PubMed ID' })).toHaveValue('34449189');
    expect(edit.getByRole('button', { name: 'Remove scan.pdf' })).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(edit.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]!.resolve('1 file uploaded'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(uuid(901)));
    expect(client.createPaper).toHaveBeenCalledTimes(1);
    expect(client.updatePaper).toHaveBeenCalledWith(uuid(901), expect.objectContaining({ pmid: '34449189' }));
  });
});

describe('PaperFormHost: lists', () => {
  it('reports organizations that failed to load once, not at every retry', async () => {
    fetch = serveLists({ organizationsFail: true });
    renderHost({ errorRetryInterval: 5 });
    await dialog('Create paper');
    await waitFor(() => expect(shown).toContain('error: Database unavailable (503)'));
    const loads = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/organizations')).length;
    await waitFor(() => expect(loads()).toBeGreaterThanOrEqual(3));
    expect(shown.filter((m) => m.includes('Database unavailable'))).toHaveLength(1);
  });
});

describe('PaperFormHost: editing', () => {
  it('loads the paper, removes a file and saves', async () => {
    const user = userEvent.setup({ delay: null });
    const { client, uploads, onSaved } = renderHost({ mode: 'edit', paperUuid: uuid(900) });
    const form = await loadedEditForm();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Empagliflozin in HFpEF');
    expect(client.getPaper).toHaveBeenCalledWith(uuid(900));
    expect(form.getByRole('radiogroup', { name: 'Project' })).toHaveAccessibleDescription('Current projects: Heart failure drug trials');
    const update = form.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Remove emperor-main.pdf' }));
    await user.click(update);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({ uuid: uuid(900), files: [], remove: [uuid(951)] });
    act(() => uploads[0]!.resolve('1 removed'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(uuid(900)));
    expect(client.updatePaper).toHaveBeenCalledWith(uuid(900), expect.objectContaining({ name: 'Empagliflozin in HFpEF', priority: 2 }));
    expect(client.setPaperProjects).not.toHaveBeenCalled();
    expect(shown).toEqual(['success: Paper updated', 'success: 1 removed']);
  });

  it('adds to an existing project without dropping the current one', async () => {
    const user = userEvent.setup({ delay: null });
    const { client, onSaved } = renderHost({ mode: 'edit', paperUuid: uuid(900) });
    const form = await loadedEditForm();
    await user.click(form.getByRole('radio', { name: 'Add to an existing project' }));
    await fill(user, form.getByRole('combobox', { name: 'Search for a project' }), 'asthma');
    await user.click(await screen.findByRole('option', { name: 'Childhood asthma inhalers' }));
    await user.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(uuid(900)));
    expect(client.setPaperProjects).toHaveBeenCalledWith(uuid(900), [uuid(501), uuid(502)]);
  });

  it('says so when the paper cannot be loaded', async () => {
    const { client, onClose } = (() => {
      const made = renderHostWithFailingLoad();
      return made;
    })();
    const form = await dialog('Edit paper');
    expect(await form.findByRole('region', { name: 'The paper could not be loaded' })).toHaveTextContent('Paper not found (404)');
    expect(client.getPaper).toHaveBeenCalled();
    await userEvent.setup({ delay: null }).click(form.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

function renderHostWithFailingLoad() {
  const { client } = fakeClient();
  client.getPaper.mockRejectedValue(new ApiError(404, 'E_NOT_FOUND', 'Paper not found'));
  const onClose = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PapersClientContext.Provider value={client as unknown as PapersClient}>
        <PaperFormHost mode="edit" paperUuid={uuid(404)} onClose={onClose} onSaved={vi.fn()} />
      </PapersClientContext.Provider>
    </SWRConfig>,
  );
  return { client, onClose };
}
