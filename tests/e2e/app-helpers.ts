import { readFile } from 'node:fs/promises';
import { expect, request, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { parseCsv } from '../csv';
import { loaded } from '../timeouts';

export const demo = {
  admin: { email: 'admin@example.com', password: 'Sourcebench-Admin-Demo!', name: 'Ada Admin' },
  extractor: { email: 'extractor@example.com', password: 'Data-Entry-Demo-Quokka7', name: 'Erin Extractor' },
  qc: { email: 'qc@example.com', password: 'QC-Review-Demo-Pelican9', name: 'Quinn Checker' },
} as const;

const watchedPages = new WeakSet<Page>();

/**
 * Fails the running test on any Content-Security-Policy violation in the page or its workers:
 * the server's policy must let every screen work. Installed by logIn, so every app spec has it.
 */
export function failOnCspViolations(page: Page) {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  const report = (text: string) => expect.soft(text, 'Content-Security-Policy violation').toBe('');
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to (load|execute|apply|create|connect|frame|evaluate)|Content Security Policy/i.test(text)) report(text);
  });
  page.on('worker', (worker) => worker.on('console', (message) => /Content Security Policy/i.test(message.text()) && report(message.text())));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`));
  });
}

/**
 * Opens the login dialog from /login and signs in; waits for the dashboard. As for a user who has
 * worked in the app before, the cookie notice is acknowledged and the browser remembers the data-entry
 * tree and sidebar shown; `firstVisit` leaves both as a new browser finds them (the workspace then
 * opens figure-first).
 */
export async function logIn(page: Page, who: { email: string; password: string }, { firstVisit = false } = {}) {
  failOnCspViolations(page);
  if (!firstVisit) {
    await page.addInitScript(() => {
      const key = 'sourcebench.data-entry.hidden-columns';
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, JSON.stringify({ tree: false, sidebar: false }));
    });
  }
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: /log in/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(who.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await dialog.getByRole('button', { name: /^log in$/i }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  if (!firstVisit) {
    // Acknowledged once, as by anyone who has used the app: on the editor's pages the notice floats over the corner.
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    if (await notice.isVisible()) {
      await notice.getByRole('button', { name: 'Acknowledge' }).click();
      await expect(notice).toHaveCount(0);
    }
  }
}

/** The drawer's link names, in order. */
/** The drawer's entries with every group expanded, once they match: the entries follow the permissions, which arrive after the drawer. */
export async function expectDrawerEntries(page: Page, expected: string[]): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect
    .poll(async () => {
      for (const group of await nav.getByRole('button').all()) {
        if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      }
      return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    })
    .toEqual(expected);
}

/** A link of the navigation drawer, opening the drawer first where it starts closed (the editor's pages). */
export async function drawerLink(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Open navigation' }).click();
  return nav.getByRole('link', { name, exact: true });
}

/** Client coordinates of an image point, from the view the editor's canvas publishes on its surface. */
export async function toClient(page: Page, p: { x: number; y: number }) {
  return page.evaluate(([x, y]) => {
    const surface = document.querySelector<HTMLElement>('[data-digitizer-surface]')!;
    const ds = surface.dataset;
    const r = surface.getBoundingClientRect();
    const z = Number(ds.zoom);
    const rad = (Number(ds.rotation) * Math.PI) / 180;
    const dx = x - Number(ds.centerX);
    const dy = y - Number(ds.centerY);
    return {
      x: r.left + Math.round(r.width) / 2 + z * (Math.cos(rad) * dx - Math.sin(rad) * dy),
      y: r.top + Math.round(r.height) / 2 + z * (Math.sin(rad) * dx + Math.cos(rad) * dy),
    };
  }, [p.x, p.y] as const);
}

/** Clicks an image point of the editor's canvas. */
export async function clickImage(page: Page, p: { x: number; y: number }) {
  const c = await toClient(page, p);
  await page.mouse.click(c.x, c.y);
}

/** Waits until the editor's canvas has drawn its page; with `saved`, also until the entry shows 'All changes saved'. */
export async function waitForCanvas(page: Page, { saved = false } = {}) {
  const app = page.getByRole('application', { name: 'Figure digitizer' });
  await expect(app).toHaveAttribute('data-page-state', 'ready', { timeout: loaded(30_000) });
  if (saved) await expect(page.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });
  return app;
}

/**
 * The values of the points in the editor's values table, a row per point. The table draws only the
 * rows in view, so it is scrolled through (and back) to read them all.
 */
export async function readValues(page: Page): Promise<number[][]> {
  return page.evaluate(async () => {
    const table = document.querySelector('[data-values] [role="table"]');
    const scroller = table?.closest<HTMLElement>('[role="region"]');
    if (!table || !scroller) return [];
    const count = Number(table.getAttribute('aria-rowcount')) - 1;
    const rows = new Map<number, number[]>();
    const collect = () =>
      table.querySelectorAll('[role="row"]').forEach((row) => {
        const values = [...row.querySelectorAll('[data-value]')].map((cell) => Number(cell.getAttribute('data-value')));
        if (values.length) rows.set(Number(row.getAttribute('aria-rowindex')) - 2, values);
      });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const top = scroller.scrollTop;
    collect();
    for (let y = 0; rows.size < count && y < scroller.scrollHeight; y += Math.max(1, scroller.clientHeight / 2)) {
      scroller.scrollTop = y;
      await frame();
      collect();
    }
    if (scroller.scrollTop !== top) {
      scroller.scrollTop = top;
      await frame();
    }
    return [...rows.keys()].sort((a, b) => a - b).map((i) => rows.get(i)!);
  });
}

/** How many points the editor's values table lists (it draws only the rows in view). */
export async function countValues(page: Page): Promise<number> {
  const rowCount = await page.locator('[data-values] [role="table"]').getAttribute('aria-rowcount');
  return Number(rowCount) - 1;
}

/** The editor's values table; its aria-rowcount counts the header row and a row per point. */
export const valuesTable = (page: Page) => page.locator('[data-values] [role="table"]');

/** Adds an element to the study tree: its add button, then its abbreviation in the row's text field. */
export async function addBranch(page: Page, button: Locator, field: string, abbreviation: string) {
  await button.click();
  const input = page.getByRole('textbox', { name: field });
  await input.fill(abbreviation);
  await input.press('Enter');
  await expect(input).toHaveCount(0);
}

/** Adds a study to the study tree by its abbreviation. */
export async function addStudy(page: Page, abbreviation: string) {
  await page.getByRole('button', { name: 'Add study', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Study abbreviation' });
  await field.fill(abbreviation);
  await field.press('Enter');
}

/** The values typed into the X and Y Axes Calibration dialog, for its points X1, X2, Y1, Y2. */
export type XYCalibrationValues = { x1: number | string; x2: number | string; y1: number | string; y2: number | string };

/** 'New XY graph': clicks the four calibration points (X1, X2, Y1, Y2), types their values and confirms the dialog. */
export async function calibrateXYGraph(page: Page, points: readonly { x: number; y: number }[], values: XYCalibrationValues, { logY = false } = {}) {
  await page.getByRole('button', { name: 'New XY graph' }).click();
  for (const p of points) await clickImage(page, p);
  const dialog = page.getByRole('dialog', { name: 'X and Y Axes Calibration' });
  await dialog.getByLabel('X axis point 1').fill(String(values.x1));
  await dialog.getByLabel('X axis point 2').fill(String(values.x2));
  await dialog.getByLabel('Y axis point 1').fill(String(values.y1));
  await dialog.getByLabel('Y axis point 2').fill(String(values.y2));
  if (logY) await dialog.getByText('Log scale Y').click();
  await dialog.getByRole('button', { name: 'OK' }).click();
}

/** Fills one axis of the Axes Labels popup: its data type (a tag, typed then left with Tab) and its unit. */
export async function labelAxis(page: Page, dialog: Locator, axis: string, dataType: string, unit: string) {
  await dialog.getByRole('combobox', { name: `${axis} data type` }).fill(dataType);
  await page.keyboard.press('Tab');
  await dialog.locator('input').and(dialog.getByLabel(`${axis} unit`)).fill(unit);
}

/** The Axes Labels popup of a new XY graph: data type and unit of each axis, then Save. */
export async function labelXYAxes(page: Page, x: { dataType: string; unit: string }, y: { dataType: string; unit: string }) {
  const labels = page.getByRole('dialog', { name: 'Axes Labels' });
  await labelAxis(page, labels, 'X axis', x.dataType, x.unit);
  await labelAxis(page, labels, 'Y axis', y.dataType, y.unit);
  await labels.getByRole('button', { name: 'Save' }).click();
}

/** The Add dataset popup of a new graph: one dataset for a study, chosen from the branch list, then Save. */
export async function addDatasetForStudy(page: Page, study: string) {
  const datasets = page.getByRole('dialog', { name: 'Add dataset' });
  await datasets.getByRole('combobox', { name: 'Study branch 1' }).fill(study);
  await page.getByRole('option', { name: study, exact: true }).click();
  await datasets.getByRole('button', { name: 'Save' }).click();
  return datasets;
}

/** The header every API call of the tests sends, as the app does. */
export const apiHeaders = { 'X-Requested-With': 'sourcebench' };

/** Runs `use` with an API client logged in as the administrator, and disposes of the client after. */
export async function asAdmin<T>(baseURL: string, use: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: apiHeaders });
  try {
    expect((await api.post('/api/login', { data: { email: demo.admin.email, password: demo.admin.password } })).ok()).toBe(true);
    return await use(api);
  } finally {
    await api.dispose();
  }
}

/** A file to upload to a paper. */
export type Upload = { name: string; mimeType: string; buffer: Buffer };

/** Where a seeded file is: the first file of the seeded paper whose name contains `paper` (training papers with `trainingOnly`), or the seeded file named `file`. */
export type SeededFile = { paper: string; trainingOnly?: boolean } | { file: string };

/** Downloads a seeded demo file, under its own name and type. */
export async function downloadSeededFile(api: APIRequestContext, from: SeededFile): Promise<Upload> {
  const listed = await api.get(`/api/papers?itemsPerPage=50${'paper' in from && from.trainingOnly ? '&trainingOnly=true' : ''}`);
  const { papers } = (await listed.json()) as { papers: { data: { name: string; files: { uuid: string; name: string; mime_type: string }[] }[] } };
  let file: { uuid: string; name: string; mime_type: string } | undefined;
  if ('paper' in from) {
    file = papers.data.find((p) => p.name.includes(from.paper))!.files[0]!;
  } else {
    file = papers.data.flatMap((p) => p.files).find((f) => f.name === from.file);
    expect(file, `seeded ${from.file}`).toBeTruthy();
  }
  return { name: file!.name, mimeType: file!.mime_type, buffer: await (await api.get(`/api/files/download/${file!.uuid}`)).body() };
}

/** Creates a paper ready for extraction (no IDs, status DATA_ENTRY) holding the given files; returns its uuid. */
export async function createPaperWithFiles(api: APIRequestContext, name: string, files: readonly Upload[], options: { isTraining?: boolean } = {}): Promise<string> {
  const created = await api.post('/api/papers', { data: { name, noIDs: true, status: 'DATA_ENTRY', ...options } });
  expect(created.ok()).toBe(true);
  const uuid = ((await created.json()) as { paper: { uuid: string } }).paper.uuid;
  const multipart = Object.fromEntries(files.map((file, i) => [`files[${i}]`, file]));
  expect((await api.post(`/api/papers/${uuid}/files`, { multipart })).ok()).toBe(true);
  return uuid;
}

/**
 * As the administrator: a new paper ready for extraction with a copy of a seeded file, uploaded as
 * `fileName`; returns its uuid. Each spec file works on its own copies, so other files' tests neither
 * see nor move them.
 */
export async function copySeededFile(baseURL: string, paperName: string, from: SeededFile, fileName: string | ((name: string) => string)): Promise<string> {
  return asAdmin(baseURL, async (api) => {
    const file = await downloadSeededFile(api, from);
    return createPaperWithFiles(api, paperName, [{ ...file, name: typeof fileName === 'string' ? fileName : fileName(file.name) }]);
  });
}

/** 'chart.pdf' -> 'chart-<tag>-copy.pdf': other files' tests look for the demo files by name. */
export const copyName = (tag: string) => (name: string) => name.replace(/(\.[a-z]+)$/, `-${tag}-copy$1`);

/**
 * A new paper holding a copy of the seeded log-scale chart, with an extraction saved from a whole
 * document under the given uuid (as the administrator); returns the paper's uuid.
 */
export async function paperWithSavedEntry(baseURL: string, paper: { name: string; sde: string }, tag: string, document: unknown): Promise<string> {
  return asAdmin(baseURL, async (api) => {
    const file = await downloadSeededFile(api, { paper: 'log-scale line chart' });
    const uuid = await createPaperWithFiles(api, paper.name, [{ ...file, name: copyName(tag)(file.name) }]);
    const saved = await api.post(`/api/data-entry/${paper.sde}`, { data: { data: document, baseVersion: 0, done: false, paperUUID: uuid, dataFormat: 'WPD' } });
    expect(saved.ok(), await saved.text()).toBe(true);
    return uuid;
  });
}

/** An extraction with these graphs and datasets on file 1, page 1, as the editor saves it. */
export function onePageExtraction<A, D>(content: { axes: A[]; datasets: D[] }) {
  return {
    format: 'WPD',
    formatVersion: 1,
    misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
    pages: [{ file: 0, page: 1, axes: content.axes, datasets: content.datasets, measurements: [] }],
  };
}

/** A linear XY graph: data (0, 0) at pixel `origin`, (x, 0) at `xEnd` and (0, y) at `yEnd`. */
export function linearXyAxes(name: string, origin: { px: number; py: number }, xEnd: { px: number; dx: number }, yEnd: { py: number; dy: number }, metadata: Record<string, unknown> = {}) {
  return {
    name,
    type: 'xy',
    options: { logX: false, logY: false },
    calibrationPoints: [
      { px: origin.px, py: origin.py, dx: 0, dy: 0 },
      { px: xEnd.px, py: origin.py, dx: xEnd.dx, dy: 0 },
      { px: origin.px, py: origin.py, dx: 0, dy: 0 },
      { px: origin.px, py: yEnd.py, dx: 0, dy: yEnd.dy },
    ],
    metadata,
  };
}

/** A dataset of a graph with these points. */
export function datasetOf<P>(name: string, axesName: string, points: P[], metadata: Record<string, unknown> = {}) {
  return { name, axesName, metadata, metadataKeys: [], pointGroups: [], tuples: [], points };
}

/** The uuid of a seeded paper (not a copy): the first one found by `searchKey` whose name contains `includes`. */
export async function seededPaperUuid(baseURL: string, searchKey: string, includes: string): Promise<string> {
  return asAdmin(baseURL, async (api) => {
    const listed = await api.get(`/api/papers?itemsPerPage=50&searchKey=${encodeURIComponent(searchKey)}`);
    const { papers } = (await listed.json()) as { papers: { data: { uuid: string; name: string }[] } };
    return papers.data.find((p) => p.name.includes(includes))!.uuid;
  });
}

/** 'Validate' in the paper actions; valid data is told in a notification. */
export async function validateEntry(page: Page) {
  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name: 'Validate', exact: true }).click();
  await expect(page.getByText('Data is valid')).toBeVisible();
}

/** 'Save & Mark Completed' in the paper actions, confirmed; waits for the notification. */
export async function markCompleted(page: Page) {
  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name: 'Save & Mark Completed', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Paper saved and marked as done')).toBeVisible();
}

/**
 * The administrator (in a new browser context) downloads the extractor's completed extraction of a
 * paper from Completed Extractions, in the format whose button `format` names.
 */
async function adminDownload(browser: Browser, paperName: string, format: RegExp) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, demo.admin);
  await page.goto('/home/completed-extractions');
  await page.getByRole('searchbox', { name: 'Search papers' }).fill(paperName.slice(0, 20));
  const row = page.getByRole('grid', { name: 'Completed Extractions' }).getByRole('row', { name: new RegExp(paperName.slice(0, 20)) });
  await row.getByRole('group', { name: /^Extraction by extractor@example\.com/ }).getByRole('button', { name: /^Download extraction/ }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog', { name: /: format$/ }).getByRole('button', { name: format }).click()]);
  return download;
}

/** The extractor's completed extraction of a paper as CSV, downloaded by the administrator: its rows, the header first, the file's BOM left out. */
export async function completedExtractionCsv(browser: Browser, paperName: string): Promise<string[][]> {
  const download = await adminDownload(browser, paperName, /^CSV/);
  return parseCsv((await readFile((await download.path())!)).subarray(3).toString('utf8'));
}

/** The reconstructed patients of an extractor's completed extraction ('Survival IPD (CSV)'), downloaded by the administrator: the header first, the file's BOM left out. */
export async function completedExtractionIpdCsv(browser: Browser, paperName: string): Promise<string[][]> {
  const download = await adminDownload(browser, paperName, /^Survival IPD \(CSV\)/);
  expect(download.suggestedFilename()).toMatch(/-ipd\.csv$/);
  return parseCsv((await readFile((await download.path())!)).toString('utf8').replace(/^\uFEFF/, ''));
}

export { parseCsv };
