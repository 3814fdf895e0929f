import { randomUUID } from 'node:crypto';
import { expect, request, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { saveProject } from '../../src/editor/core/project';
import { logChartProject } from '../../stories/screens/qualityControlFixtures';
import { demo, logIn } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * The quality-control screen against the real server: two extractors complete a copy of the demo
 * log-scale chart paper (saved through the API, as the data-entry screen saves), one of them reading
 * one point wrong (a hazard ratio of 20 read as 30); the QC user starts quality control from the
 * Quality Control dashboard, sees that one value flagged with both readings, decides it, trashes and
 * restores points, saves, reloads, and marks the review completed.
 * The paper is a copy made for this file, so other files' tests, which share the server, never see it.
 */
test.describe.configure({ mode: 'serial' });

const headers = { 'X-Requested-With': 'sourcebench' };
const paperName = `E2E quality control ${randomUUID().slice(0, 8)}; log-scale chart`;
let paperUuid = '';
let reviewedEntry = '';
let secondEntry = '';

async function apiAs(baseURL: string, who: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: headers });
  expect((await api.post('/api/login', { data: { email: who.email, password: who.password } })).ok()).toBe(true);
  return api;
}

/** As the administrator: a new paper ready for extraction with a copy of the demo log chart's file. */
async function copyLogChartPaper(baseURL: string): Promise<string> {
  const api = await apiAs(baseURL, demo.admin);
  try {
    const listed = await api.get('/api/papers?itemsPerPage=50&searchKey=log-scale line chart');
    const { papers } = (await listed.json()) as { papers: { data: { name: string; files: { uuid: string; name: string; mime_type: string }[] }[] } };
    const file = papers.data.find((p) => p.name === 'Demo; 2024; Hazard ratio over time (log-scale line chart)')!.files[0]!;
    const bytes = await (await api.get(`/api/files/download/${file.uuid}`)).body();
    const created = await api.post('/api/papers', { data: { name: paperName, noIDs: true, status: 'DATA_ENTRY' } });
    expect(created.ok()).toBe(true);
    const { paper } = (await created.json()) as { paper: { uuid: string } };
    const name = file.name.replace(/(\.[a-z]+)$/, '-qc-copy$1');
    const uploaded = await api.post(`/api/papers/${paper.uuid}/files`, { multipart: { 'files[0]': { name, mimeType: file.mime_type, buffer: bytes } } });
    expect(uploaded.ok()).toBe(true);
    return paper.uuid;
  } finally {
    await api.dispose();
  }
}

/**
 * As an extractor: a new extraction of the paper, saved and marked completed in one save, its
 * document built by the delta of a first save (one 'add' per top-level field of the project file).
 */
async function completeExtraction(baseURL: string, who: { email: string; password: string }, project: ReturnType<typeof logChartProject>): Promise<string> {
  const api = await apiAs(baseURL, who);
  try {
    const sde = randomUUID();
    const document = saveProject(project);
    const delta = Object.entries(document).map(([key, value]) => ({ op: 'add' as const, path: `/${key}`, value }));
    const saved = await api.post(`/api/data-entry/${sde}`, { data: { delta, baseVersion: 0, done: true, paperUUID: paperUuid, dataFormat: 'WPD' } });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await saved.json()).toMatchObject({ status: 'success', message: 'Paper saved and marked as done', completed: true });
    return sde;
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  paperUuid = await copyLogChartPaper(baseURL);
  // The second reader (the QC user also holds an extraction role) is one pixel off everywhere and reads
  // the fourth point, a hazard ratio of 20 at 18 months, as 30; the extractor's, completed last, is reviewed.
  secondEntry = await completeExtraction(baseURL, demo.qc, logChartProject({ jitter: 1, misread: { index: 3, ratio: 30 } }));
  reviewedEntry = await completeExtraction(baseURL, demo.extractor, logChartProject());
});

const tree = (page: Page) => page.getByRole('treegrid', { name: 'Extraction tree' });
const trash = (page: Page) => page.getByRole('grid', { name: 'Trash' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pointLabel = (n: number, months: number) => `Point ${n}: Outcome: Hazard ratio; Time (number): ${months}`;

async function pressHeader(page: Page, name: string) {
  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name, exact: true }).click();
}

interface SavedRecord {
  done: boolean;
  completed_at: string | null;
  entryData: { version: number; data: { extractionUuid: string; comparedWith: string[]; tolerance: number; agreement: unknown; resolutions: Record<string, unknown> } };
  trashData: { version: number; data: { node: { label: string } }[] };
  dactylTree: { version: number; data: { children: { name: string; children: { children: { name: string }[] }[] }[] } };
}

/** The QC user's record of the paper, as the server keeps it (GET /papers/{uuid}, qcData), with the page's session. */
async function qcRecord(page: Page): Promise<SavedRecord> {
  const answer = await page.request.get(`/api/papers/${paperUuid}?saveUUID=${reviewedEntry}`, { headers });
  expect(answer.ok()).toBe(true);
  const { qcData } = (await answer.json()) as { qcData: SavedRecord | null };
  expect(qcData).not.toBeNull();
  return qcData!;
}

/** A native drag with the mouse, in small steps (React Aria's drag starts on the first moves), from one element onto another. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 20, a.y + a.height / 2, { steps: 5 });
  await to.scrollIntoViewIfNeeded();
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}

/** The tree opens down to the datasets; the dataset of the chart opens with the keyboard. */
async function openDataset(page: Page) {
  const dataset = tree(page).getByRole('row', { name: /^Dataset, Hazard ratio, DEMO-1 \/ Main \/ Drug, page 1/ });
  await expect(dataset).toHaveAttribute('aria-expanded', 'false');
  await dataset.focus();
  await page.keyboard.press('ArrowRight');
  await expect(dataset).toHaveAttribute('aria-expanded', 'true');
}

/** The agreement figures as shown: label to number. */
async function figures(page: Page): Promise<Record<string, number>> {
  const list = page.getByRole('region', { name: /^Dual extraction/ }).getByLabel('Agreement');
  const labels = await list.locator('dt').allInnerTexts();
  const values = await list.locator('dd').allInnerTexts();
  return Object.fromEntries(labels.map((label, i) => [label.trim(), Number(values[i])]));
}

test('the QC user reviews two extractions: one value flagged and decided, points trashed and restored, saved, reloaded and completed', async ({ page }) => {
  await logIn(page, demo.qc);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quality Control' }).click();
  await expect(page).toHaveURL(/\/home\/qc-dashboard$/);
  const queue = page.getByRole('grid', { name: 'Work Queue' });
  await page.getByRole('searchbox', { name: 'Search papers' }).fill(paperName);
  const row = queue.getByRole('row', { name: new RegExp(escape(paperName)) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('gridcell').filter({ hasText: /^2$/ })).toBeVisible();
  await row.getByRole('button', { name: `Start quality control: ${paperName}` }).click();

  await expect(page).toHaveURL(/\/quality-control$/);
  await expect(page.getByRole('heading', { level: 1, name: `Quality control: ${paperName}` })).toBeVisible({ timeout: loaded(30_000) });
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  for (const action of ['Save', 'Save & Close', 'Save & Mark Completed']) {
    await expect(page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name: action, exact: true })).toBeVisible();
  }
  // The file is shown beside the tree.
  await expect(page.getByRole('img', { name: /Page 1 of log-scale-chart-qc-copy\.pdf/ })).toBeVisible({ timeout: loaded(30_000) });

  // Dual extraction: 18 values, 6 agreed (the months), 11 within 1 % of the axis range, 1 differing.
  const dual = page.getByRole('region', { name: `Dual extraction: ${demo.extractor.email} and ${demo.qc.email}` });
  await expect(dual).toBeVisible();
  expect(await figures(page)).toEqual({ 'Values compared': 18, Agreed: 6, 'Within 1 % of axis range': 11, Differing: 1, 'Still to decide': 1 });
  // The other completed extraction is listed by extractor and date, and ticked at first.
  const readers = page.getByRole('group', { name: 'Compare with' });
  await expect(readers).toContainText(`Reviewing the extraction by ${demo.extractor.email}, completed `);
  await expect(readers.getByRole('checkbox', { name: new RegExp(`^${escape(demo.qc.email)}, completed \\d{4}-\\d{2}-\\d{2}$`) })).toBeChecked();
  // 0.1 % of the axis range is less than a pixel: every coordinate read a pixel apart now differs.
  const tolerance = dual.getByRole('textbox', { name: 'Tolerance (% of axis range)' });
  await tolerance.fill('0.1');
  await tolerance.press('Enter');
  await expect.poll(() => figures(page)).toEqual({ 'Values compared': 18, Agreed: 6, 'Within 0.1 % of axis range': 0, Differing: 12, 'Still to decide': 12 });
  await tolerance.fill('1');
  await tolerance.press('Enter');
  await expect.poll(() => figures(page)).toEqual({ 'Values compared': 18, Agreed: 6, 'Within 1 % of axis range': 11, Differing: 1, 'Still to decide': 1 });
  const table = dual.getByRole('table', { name: 'Compared values' });
  await expect(table.getByRole('row')).toHaveCount(1 + 18 + 1);
  const flagged = table.getByRole('row').filter({ has: page.getByText('Differs', { exact: true }) });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText('(4 of 6)');
  await expect(flagged).toContainText('y (read on the graph)');
  const cells = flagged.getByRole('cell');
  await expect(cells.nth(4)).toContainText(/^20page 1/);
  // 30 read one pixel higher: 30 x 10^(1/300).
  await expect(cells.nth(5)).toContainText(/^30\.231page 1/);
  await expect(table.getByRole('row').filter({ has: page.getByText('Within 1 %', { exact: true }) })).toHaveCount(11);
  // Only the differing values: the header row, that value and its decision.
  await dual.getByText('Show only differing values').click();
  await expect(dual.getByRole('switch', { name: 'Show only differing values' })).toBeChecked();
  await expect(table.getByRole('row')).toHaveCount(1 + 1 + 1);
  await expect(table.getByRole('row').nth(1)).toContainText('(4 of 6)');

  const decision = dual.getByRole('radiogroup', { name: /^Decision for .*\(4 of 6\), y \(read on the graph\)$/ });
  await decision.getByText(`Keep ${demo.extractor.email}'s value`).click();
  await expect(decision.getByRole('radio', { name: `Keep ${demo.extractor.email}'s value` })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  expect((await figures(page))['Still to decide']).toBe(0);

  // The tree: SAVE > Study > Treatments > Treatment > Results > graph > dataset > six points.
  await expect(tree(page).getByRole('row', { name: /^Extraction, Extraction by extractor@example\.com/ })).toBeVisible();
  await openDataset(page);
  const points = tree(page).getByRole('row', { name: /^Point, Point \d/ });
  await expect(points).toHaveCount(6);
  await expect(tree(page).getByRole('row', { name: new RegExp(`^Point, ${escape(pointLabel(2, 6))}, x = 6; y = 2, page 1`) })).toBeVisible();

  // Trash a point and restore it from the trash.
  await tree(page).getByRole('button', { name: `Trash ${pointLabel(2, 6)}` }).click();
  await expect(points).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Trash (1)' })).toBeVisible();
  await expect(trash(page).getByRole('row', { name: `${pointLabel(2, 6)}, from Hazard ratio` })).toBeVisible();
  // The dataset holding a trashed point offers no trash.
  await expect(tree(page).getByRole('button', { name: 'Trash Hazard ratio' })).toHaveCount(0);
  await trash(page).getByRole('button', { name: `Restore ${pointLabel(2, 6)}` }).click();
  await expect(points).toHaveCount(6);
  // Back in its place among the dataset's points.
  expect((await points.allInnerTexts()).map((text) => /Point (\d)/.exec(text)?.[1])).toEqual(['1', '2', '3', '4', '5', '6']);
  await expect(page.getByRole('heading', { name: 'Trash (0)' })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: 'Trash Hazard ratio' })).toBeVisible();

  // Another point stays in the trash.
  await tree(page).getByRole('button', { name: `Trash ${pointLabel(5, 24)}` }).click();
  await expect(points).toHaveCount(5);

  await pressHeader(page, 'Save');
  await expect(page.getByText('Save complete')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // The QC record holds the review: the decision with both readings, the trashed point, what remains.
  const record = await qcRecord(page);
  expect(record.done).toBe(false);
  expect(record.entryData.data.extractionUuid).toBe(reviewedEntry);
  expect(record.entryData.data.comparedWith).toEqual([secondEntry]);
  expect(record.entryData.data.tolerance).toBe(0.01);
  expect(record.entryData.data.agreement).toEqual({ compared: 18, agreed: 6, within: 11, differing: 1 });
  expect(Object.values(record.entryData.data.resolutions)).toEqual([{ resolution: { kind: 'keep', reader: reviewedEntry }, value: '20', readings: { [reviewedEntry]: '20', [secondEntry]: '30.231' } }]);
  expect(record.trashData.data.map((t) => t.node.label)).toEqual([pointLabel(5, 24)]);
  const remaining = record.dactylTree.data.children.find((axis) => axis.name === 'Figure 1')!.children[0]!.children.map((p) => p.name);
  expect(remaining).toEqual([1, 2, 3, 4, 6].map((n) => pointLabel(n, (n - 1) * 6)));

  // Reloaded, the QC record brings the review back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Quality control: ${paperName}` })).toBeVisible({ timeout: loaded(30_000) });
  await openDataset(page);
  await expect(tree(page).getByRole('row', { name: /^Point, Point \d/ })).toHaveCount(5);
  await expect(trash(page).getByRole('row', { name: `${pointLabel(5, 24)}, from Hazard ratio` })).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: /^Decision for .*\(4 of 6\), y \(read on the graph\)$/ }).getByRole('radio', { name: `Keep ${demo.extractor.email}'s value` }),
  ).toBeChecked();
  expect((await figures(page))['Still to decide']).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // Leaving with unsaved changes asks; Stay saves and keeps the page.
  await trash(page).getByRole('button', { name: `Restore ${pointLabel(5, 24)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quality Control' }).click();
  const ask = page.getByRole('alertdialog').filter({ hasText: 'You have unsaved changes. Do you really want to leave?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/quality-control$/);
  await expect(page.getByText('Save complete')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  expect((await qcRecord(page)).trashData.data).toEqual([]);

  await pressHeader(page, 'Save & Mark Completed');
  const confirm = page.getByRole('alertdialog').filter({ hasText: 'You will not be able to edit this document any longer.' });
  await confirm.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(page.getByText('Save complete')).toBeVisible();
  const completed = await qcRecord(page);
  expect(completed.done).toBe(true);
  expect(completed.completed_at).not.toBeNull();

  // Completed, the paper has left the ready-for-QC list.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quality Control' }).click();
  await page.getByRole('searchbox', { name: 'Search papers' }).fill(paperName);
  await expect(page.getByRole('grid', { name: 'Work Queue' }).getByRole('row', { name: new RegExp(escape(paperName)) })).toHaveCount(0);
});

test('opened by address: keyboard trash and drop back into the tree; a failed save keeps the changes and says why; Save & Close saves and returns to the dashboard', async ({ page }) => {
  await logIn(page, demo.admin);
  await page.goto(`/quality-control?paperUuid=${paperUuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Quality control: ${paperName}` })).toBeVisible({ timeout: loaded(30_000) });
  // The newest completed extraction is reviewed; the administrator has no record of this paper yet.
  await expect(tree(page).getByRole('row', { name: /^Extraction, Extraction by extractor@example\.com/ })).toBeVisible();
  expect((await figures(page))['Still to decide']).toBe(1);
  await openDataset(page);
  // By keyboard: a point's Trash button, Enter; focus carries on from the next point.
  await tree(page).getByRole('button', { name: `Trash ${pointLabel(1, 0)}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await expect(tree(page).getByRole('row', { name: new RegExp(`^Point, ${escape(pointLabel(2, 6))}`) })).toBeFocused();

  // Dragged back by keyboard onto the Results section (its grip, Enter, arrows, Enter), it offers Restore there, not Trash.
  const results = tree(page).getByRole('row', { name: 'Section, Results', exact: true });
  await trash(page).getByRole('button', { name: `Drag ${pointLabel(1, 0)}` }).focus();
  await page.keyboard.press('Enter');
  await expect(tree(page).locator('[data-drop-target]')).toHaveCount(1);
  for (let step = 0; step < 20 && (await results.getAttribute('data-drop-target')) === null; step += 1) await page.keyboard.press('ArrowDown');
  await expect(results).toHaveAttribute('data-drop-target', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Trash (0)' })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: `Restore ${pointLabel(1, 0)}` })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: `Trash ${pointLabel(1, 0)}` })).toHaveCount(0);
  // Restore takes it home; trashed again, it is dragged with the mouse onto the empty Demographics section, which opens on it.
  await tree(page).getByRole('button', { name: `Restore ${pointLabel(1, 0)}` }).click();
  await tree(page).getByRole('button', { name: `Trash ${pointLabel(1, 0)}` }).click();
  const demographics = tree(page).getByRole('row', { name: 'Section, Demographics', exact: true });
  await dragWithMouse(page, trash(page).getByRole('row', { name: new RegExp(`^${escape(pointLabel(1, 0))}`) }), demographics);
  await expect(page.getByRole('heading', { name: 'Trash (0)' })).toBeVisible();
  await expect(demographics).toHaveAttribute('aria-expanded', 'true');
  await expect(tree(page).getByRole('button', { name: `Restore ${pointLabel(1, 0)}` })).toBeVisible();
  // Restored home, then trashed again: it is what this review leaves out.
  await tree(page).getByRole('button', { name: `Restore ${pointLabel(1, 0)}` }).click();
  await tree(page).getByRole('button', { name: `Trash ${pointLabel(1, 0)}` }).click();

  // The server refuses the first save (as it answers when its database is down).
  await page.route('**/api/quality-control', (route) => route.fulfill({ status: 503, json: { status: 'error', message: 'The database is not available' } }));
  await pressHeader(page, 'Save');
  const failure = page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog', { name: /^Error: The database is not available/ });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await page.unroute('**/api/quality-control');
  // Errors stay until closed.
  await failure.getByRole('button', { name: 'Close' }).click();

  await pressHeader(page, 'Save & Close');
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(page.getByText('Save complete')).toBeVisible();
  const answer = await page.request.get(`/api/papers/${paperUuid}?saveUUID=${reviewedEntry}`, { headers });
  const { qcData } = (await answer.json()) as { qcData: SavedRecord };
  expect(qcData.done).toBe(false);
  expect(qcData.trashData.data.map((t) => t.node.label)).toEqual([pointLabel(1, 0)]);
});

test('an extractor without the quality-control permission is refused the screen', async ({ page }) => {
  await logIn(page, demo.extractor);
  await page.goto(`/quality-control?paperUuid=${paperUuid}`);
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible({ timeout: loaded(30_000) });
  await expect(page.getByRole('treegrid', { name: 'Extraction tree' })).toHaveCount(0);
});

test('opened with no paper, quality control says how to start and its save buttons cannot be pressed', async ({ page }) => {
  await logIn(page, demo.qc);
  await page.goto('/quality-control');
  await expect(page.getByText('Choose a paper from the Quality Control dashboard to start.')).toBeVisible({ timeout: loaded(30_000) });
  await expect(page.getByRole('heading', { name: 'No paper chosen' })).toBeVisible();
  await expect(page.getByText('The paper could not be loaded')).toHaveCount(0);
  const actions = page.getByRole('toolbar', { name: 'Paper actions' });
  for (const name of ['Save', 'Save & Close', 'Save & Mark Completed']) await expect(actions.getByRole('button', { name, exact: true })).toBeDisabled();
});
