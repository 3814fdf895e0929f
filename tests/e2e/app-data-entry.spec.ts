import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LOG_CHART_DATA } from '../../src/server/db/demoFigures';
import { addStudy as addStudyBranch, asAdmin, drawerLink, calibrateXYGraph, clickImage, copyName, createPaperWithFiles, demo, downloadSeededFile, labelXYAxes, logIn, readValues, toClient, waitForCanvas as waitForPage } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * The data-entry screen against the real server and its seeded demo papers: calibrate the
 * log-scale chart, add points, save, reload; validate; lose the server in the middle of editing;
 * two tabs on one entry; mark completed; discard (administrator); reset (training).
 * The papers are copies of the demo papers made for this file, so other files' tests, which share the
 * server, neither see these entries nor move these papers; the tests here run in order.
 */
test.describe.configure({ mode: 'serial' });

/** The log-scale demo chart (src/server/db/demoFigures.ts): a 420 x 320 pt page, plot at (60, 60) 320 x 200 pt. */
const LOG_CHART = {
  // Image coordinates are 3 pixels per PDF point, y down from the top of the page.
  at: (month: number, ratio: number) => ({ x: 3 * (60 + (month / 30) * 320), y: 3 * (320 - (60 + (Math.log10(ratio) / 2) * 200)) }),
  data: LOG_CHART_DATA,
};

type Who = (typeof demo)[keyof typeof demo];

const papers = { log: '', bar: '', training: '' };
const names = {
  log: `E2E data entry ${randomUUID().slice(0, 8)}; log-scale chart`,
  bar: `E2E data entry ${randomUUID().slice(0, 8)}; bar chart`,
  training: `E2E data entry ${randomUUID().slice(0, 8)}; training report`,
};

/** As the administrator: a new paper ready for extraction with a copy of a demo paper's file. */
async function copyDemoPaper(baseURL: string, demoName: string, name: string, isTraining = false): Promise<string> {
  return asAdmin(baseURL, async (api) => {
    const file = await downloadSeededFile(api, { paper: demoName, trainingOnly: isTraining });
    return createPaperWithFiles(api, name, [{ ...file, name: copyName('data-entry')(file.name) }], { isTraining });
  });
}

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  papers.log = await copyDemoPaper(baseURL, 'log-scale line chart', names.log);
  papers.bar = await copyDemoPaper(baseURL, 'bar chart', names.bar);
  papers.training = await copyDemoPaper(baseURL, 'Randomised trial report', names.training, true);
});

/** Logs in and opens a paper's data entry by address (a new save id unless given); waits for the page to be drawn. */
async function openEntry(page: Page, who: Who, paper: string, options: { training?: boolean; sde?: string } = {}) {
  await logIn(page, who);
  await page.goto(`/${options.training ? 'data-entry-training' : 'data-entry'}/${paper}/${options.sde ?? randomUUID()}`);
  await waitForCanvas(page);
}

/** The digitizer has drawn its page and the entry is saved. */
const waitForCanvas = (page: Page) => waitForPage(page, { saved: true });

/** A study in the study tree, for the graph's dataset to collect. */
async function addStudy(page: Page, abbreviation: string) {
  await addStudyBranch(page, abbreviation);
  await expect(page.getByRole('treegrid', { name: 'Study tree' }).getByRole('row', { name: `Study ${abbreviation}` })).toBeVisible();
}

/** The Add dataset popup after a new graph's labels: one dataset for the study, Outcomes. */
async function addDatasetFor(page: Page, study: string) {
  const datasets = page.getByRole('dialog', { name: 'Add dataset' });
  await datasets.getByRole('combobox', { name: 'Study branch 1' }).fill(study);
  await page.getByRole('option', { name: study, exact: true }).click();
  await expect(datasets.getByRole('combobox', { name: 'Tag group 1' })).toHaveValue('Outcomes');
  await datasets.getByRole('button', { name: 'Save' }).click();
  await expect(datasets).toBeHidden();
}

/** New XY graph on the log chart: X 0..30 months, Y 1..100 on a log scale, labelled, a dataset for study LOG-1. */
async function calibrateLogChart(page: Page) {
  await addStudy(page, 'LOG-1');
  await calibrateXYGraph(page, [LOG_CHART.at(0, 1), LOG_CHART.at(30, 1), LOG_CHART.at(0, 1), LOG_CHART.at(0, 100)], { x1: 0, x2: 30, y1: 1, y2: 100 }, { logY: true });
  await labelXYAxes(page, { dataType: 'Time (number)', unit: 'month' }, { dataType: 'Mean', unit: 'ratio' });
  await addDatasetFor(page, 'LOG-1');
  await expect(page.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
}

/** Clicks points; each opens its metadata dialog, confirmed with Enter (Escape would take the click back). */
async function addPoints(page: Page, points: readonly { x: number; y: number }[]) {
  const before = (await readValues(page)).length;
  const dialog = page.getByRole('dialog', { name: 'Point metadata' });
  for (const p of points) {
    await clickImage(page, LOG_CHART.at(p.x, p.y));
    await expect(dialog.locator('input').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
  }
  await expect.poll(async () => (await readValues(page)).length).toBe(before + points.length);
}

/** Values of the graph's points, after choosing the graph in the tree. */
async function valuesOfGraph(page: Page, name = 'XY graph') {
  // On its name: the row's buttons (rename, axis, add dataset, delete) sit to its right.
  await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: new RegExp(`^${name}`) }).first().click({ position: { x: 48, y: 12 } });
  return readValues(page);
}

function expectNear(values: number[][], expected: readonly { x: number; y: number }[]) {
  expect(values).toHaveLength(expected.length);
  expected.forEach((truth, i) => {
    expect(Math.abs(values[i]![0]! - truth.x)).toBeLessThanOrEqual(0.005 * 30);
    // Log axis: within 0.5% of the two decades.
    expect(Math.abs(Math.log10(values[i]![1]!) - Math.log10(truth.y))).toBeLessThanOrEqual(0.01);
  });
}

async function pressHeader(page: Page, name: string) {
  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name, exact: true }).click();
}

async function newPage(browser: Browser, who: Who) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, who);
  return page;
}

let logEntry = '';

test('the extractor opens a paper from the queue, calibrates the log-scale chart, adds points, saves, reloads and finds them', async ({ page }) => {
  await logIn(page, demo.extractor);
  const queue = page.getByRole('grid', { name: 'Work Queue' });
  await queue.getByRole('row', { name: names.log }).getByRole('button', { name: `Start extraction: ${names.log}` }).click();
  await expect(page).toHaveURL(new RegExp(`/data-entry/${papers.log}/[0-9a-f-]{36}$`));
  await waitForCanvas(page);
  logEntry = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: names.log })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Mark Completed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Discard Data' })).toHaveCount(0);

  await calibrateLogChart(page);
  const points = LOG_CHART.data.slice(0, 4);
  await addPoints(page, points);
  expectNear(await readValues(page), points);

  // Undo and redo by keyboard, on this page's history.
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => (await readValues(page)).length).toBe(3);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect.poll(async () => (await readValues(page)).length).toBe(4);

  await pressHeader(page, 'Save');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await waitForCanvas(page);
  expectNear(await valuesOfGraph(page), points);
});

test('Validate lists the problems and choosing one goes to its point; marking completed is refused while they remain', async ({ page }) => {
  await openEntry(page, demo.extractor, papers.log, { sde: logEntry });
  // Every point has its study branch; a value typed over the second point's Mean is not a number.
  await valuesOfGraph(page);
  await page.getByRole('button', { name: 'Adjust points' }).click();
  await clickImage(page, LOG_CHART.at(LOG_CHART.data[1]!.x, LOG_CHART.data[1]!.y));
  await page.getByRole('button', { name: 'Edit tags of point 2' }).click();
  const tags = page.getByRole('dialog', { name: 'Point metadata' });
  await expect(tags.getByRole('combobox', { name: 'Tag 4' })).toHaveValue('Mean');
  await tags.getByRole('textbox', { name: 'Value 4' }).fill('n/a');
  await tags.getByRole('textbox', { name: 'Value 4' }).press('Enter');
  await expect(tags).toBeHidden();
  await page.keyboard.press('Escape');

  await pressHeader(page, 'Validate');
  const dialog = page.getByRole('dialog', { name: 'Source Data Extraction Validation' });
  await expect(dialog).toBeVisible();
  const problems = dialog.getByRole('grid', { name: 'Problems' });
  await expect(problems.getByRole('row')).toHaveCount(1);
  await expect(problems.getByRole('row')).toContainText("Value 'n/a' of Mean must be a number");
  await problems.getByRole('row').first().press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Adjust points' })).toHaveAttribute('aria-pressed', 'true');
  await expect(problems).toHaveCount(0);
  await expect(page.getByRole('application', { name: 'Figure digitizer' })).toHaveAttribute('data-selected-point', /^LOG-1_[0-9a-f-]{36}#2$/);

  await pressHeader(page, 'Save & Mark Completed');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByRole('dialog', { name: 'Source Data Extraction Validation' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(logEntry));
});

test('edits made while the server cannot be reached survive a reload and are saved once it is back', async ({ page }) => {
  await openEntry(page, demo.extractor, papers.log, { sde: logEntry });
  await valuesOfGraph(page);
  // The server stops answering saves.
  await page.route('**/api/data-entry/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Add points' }).click();
  await addPoints(page, [LOG_CHART.data[4]!]);
  await expect(page.getByText('Offline: changes are kept in this browser')).toBeVisible({ timeout: loaded(60_000) });
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  // The kept edits are offered back; the server answers again.
  const offer = page.getByRole('alertdialog', { name: 'Unsaved edits found' });
  await expect(offer).toBeVisible({ timeout: loaded(30_000) });
  await page.unroute('**/api/data-entry/**');
  await offer.getByRole('button', { name: 'Restore and save' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });
  await page.reload();
  await waitForCanvas(page);
  await expect(page.getByRole('alertdialog', { name: 'Unsaved edits found' })).toHaveCount(0);
  expectNear(await valuesOfGraph(page), LOG_CHART.data.slice(0, 5));
});

test('two tabs editing the same entry end with both sets of edits saved', async ({ browser }) => {
  const first = await newPage(browser, demo.extractor);
  const second = await newPage(browser, demo.extractor);
  for (const tab of [first, second]) {
    await tab.goto(`/data-entry/${papers.log}/${logEntry}`);
    await waitForCanvas(tab);
    await valuesOfGraph(tab);
    await tab.getByRole('button', { name: 'Add points' }).click();
  }
  await addPoints(first, [LOG_CHART.data[5]!]);
  await expect(first.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });
  // The second tab still holds the older version: its save is caught up with the first tab's.
  await second.getByRole('button', { name: 'Delete points' }).click();
  await clickImage(second, LOG_CHART.at(LOG_CHART.data[0]!.x, LOG_CHART.data[0]!.y));
  await expect(second.getByText(/saved in another tab or window/)).toBeVisible({ timeout: loaded(15_000) });
  await expect(second.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });

  await first.reload();
  await waitForCanvas(first);
  expectNear(await valuesOfGraph(first), LOG_CHART.data.slice(1, 6));
  await first.context().close();
  await second.context().close();
});

/** Drag with the mouse from an image point by a screen offset (the adjust tool moves the point under the cursor). */
async function dragImage(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  const start = await toClient(page, from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + by.x / 2, start.y + by.y / 2, { steps: 4 });
  await page.mouse.move(start.x + by.x, start.y + by.y, { steps: 4 });
  await page.mouse.up();
}

test('the same point moved in two tabs asks which to keep, and keeps the choice', async ({ browser }) => {
  const first = await newPage(browser, demo.extractor);
  const second = await newPage(browser, demo.extractor);
  for (const tab of [first, second]) {
    await tab.goto(`/data-entry/${papers.log}/${logEntry}`);
    await waitForCanvas(tab);
    await valuesOfGraph(tab);
    await tab.getByRole('button', { name: 'Adjust points' }).click();
  }
  const point = LOG_CHART.at(LOG_CHART.data[2]!.x, LOG_CHART.data[2]!.y);
  const before = (await readValues(first))[1]!;
  await dragImage(first, point, { x: 0, y: -30 });
  await expect.poll(async () => (await readValues(first))[1]![1]).toBeGreaterThan(before[1]!);
  await expect(first.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });

  await dragImage(second, point, { x: 0, y: 30 });
  const dialog = second.getByRole('alertdialog', { name: 'Edited in two places' });
  await expect(dialog).toBeVisible({ timeout: loaded(15_000) });
  await expect(dialog).toContainText('Mine');
  await expect(dialog).toContainText('Theirs');
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });

  await first.reload();
  await waitForCanvas(first);
  const kept = (await valuesOfGraph(first))[1]!;
  expect(kept[1]!).toBeLessThan(before[1]!);
  await first.context().close();
  await second.context().close();
});

test('selecting text on the PDF with the mouse selects it', async ({ page }) => {
  await openEntry(page, demo.extractor, papers.log, { sde: logEntry });
  await page.getByRole('button', { name: 'Select text' }).click();
  const layer = page.locator('.textLayer');
  await expect(layer.locator('span').first()).toBeAttached();
  const box = await layer.boundingBox();
  expect(box!.width).toBeGreaterThan(100);
  const title = layer.locator('span', { hasText: 'Figure 1. Hazard ratio over time' });
  const r = (await title.boundingBox())!;
  await page.mouse.move(r.x + 1, r.y + r.height / 2);
  await page.mouse.down();
  await page.mouse.move(r.x + r.width / 2, r.y + r.height / 2, { steps: 5 });
  await page.mouse.move(r.x + r.width - 1, r.y + r.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('selected-text')).toHaveText(/^Selected text: Figure 1\. Hazard ratio over tim/);
});

test('the floating menu opens the current file at the current page in a new tab, and the current data in the raw data viewer', async ({ page }) => {
  await openEntry(page, demo.extractor, papers.log, { sde: logEntry });
  await page.getByRole('button', { name: 'Data entry menu' }).click();
  const [viewer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('dialog', { name: 'Data entry menu' }).getByRole('button', { name: 'View current file' }).click(),
  ]);
  await expect(viewer).toHaveURL(/\/file-viewer\/[0-9a-f-]+\?page=1$/);
  await expect(viewer.getByRole('heading', { level: 1, name: 'log-scale-chart-data-entry-copy.pdf' })).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Page 1 of log-scale-chart-data-entry-copy.pdf' })).toBeVisible({ timeout: loaded(30_000) });

  // Without the open-raw-data-viewer-in-new-tab flag the viewer is a full-screen dialog over the editor.
  await page.getByRole('button', { name: 'Data entry menu' }).click();
  await page.getByRole('dialog', { name: 'Data entry menu' }).getByRole('button', { name: 'View current data' }).click();
  await expect(page.getByRole('dialog', { name: /^Raw Data Viewer/ })).toBeVisible();
});

test('leaving with unsaved changes asks first; staying keeps the page, and the logout warns', async ({ page }) => {
  await openEntry(page, demo.extractor, papers.log, { sde: logEntry });
  await valuesOfGraph(page);
  await page.route('**/api/data-entry/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Delete points' }).click();
  await clickImage(page, LOG_CHART.at(LOG_CHART.data[1]!.x, LOG_CHART.data[1]!.y));
  await expect(page.getByText('Offline: changes are kept in this browser')).toBeVisible({ timeout: loaded(60_000) });

  await (await drawerLink(page, 'Training')).click();
  const ask = page.getByRole('alertdialog').filter({ hasText: 'You have unsaved changes. Do you really want to leave?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(logEntry));

  await page.getByRole('button', { name: 'Log out' }).click();
  const logout = page.getByRole('alertdialog').filter({ hasText: 'Are you sure you want to log out?' });
  await expect(logout).toContainText('Warning: All unsaved changes will be lost.');
  await logout.getByRole('button', { name: 'Cancel' }).click();

  await (await drawerLink(page, 'Training')).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/home\/training-dashboard$/);
});

test('marking an entry completed leaves it out of the queue', async ({ page }) => {
  await logIn(page, demo.extractor);
  const queue = page.getByRole('grid', { name: 'Work Queue' });
  await queue.getByRole('row', { name: names.bar }).getByRole('button', { name: `Start extraction: ${names.bar}` }).click();
  await waitForCanvas(page);
  await pressHeader(page, 'Save & Mark Completed');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Paper saved and marked as done')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(queue.getByRole('row', { name: names.log })).toBeVisible();
  await expect(queue.getByRole('row', { name: names.bar })).toHaveCount(0);
});

test("an administrator discards the extractor's entry", async ({ page }) => {
  await openEntry(page, demo.admin, papers.log, { sde: logEntry });
  await expect(page.getByRole('row', { name: 'XY graph', exact: true })).toBeVisible();
  await pressHeader(page, 'Discard Data');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Extracted Data' }).click();
  await expect(page.getByText('Data discarded successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});

test('a training entry is reset and the page reloads', async ({ page }) => {
  await openEntry(page, demo.extractor, papers.training, { training: true });
  await expect(page.getByRole('button', { name: 'Save & Mark Completed' })).toHaveCount(0);
  await calibrateLogChartOnPage2(page);
  await pressHeader(page, 'Reset Data');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset Extracted Data' }).click();
  await expect(page.getByText('Data reset successfully')).toBeVisible();
  await waitForCanvas(page);
  await expect(page.getByRole('row', { name: 'XY graph', exact: true })).toHaveCount(0);
});

/** The training report's chart is on page 2: go there and calibrate something to reset. */
async function calibrateLogChartOnPage2(page: Page) {
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('application', { name: 'Figure digitizer' })).toHaveAttribute('data-page-state', 'ready');
  await page.getByRole('button', { name: 'New XY graph' }).click();
  for (const p of [{ x: 300, y: 1200 }, { x: 1400, y: 1200 }, { x: 300, y: 1200 }, { x: 300, y: 400 }]) await clickImage(page, p);
  const dialog = page.getByRole('dialog', { name: 'X and Y Axes Calibration' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await labelXYAxes(page, { dataType: 'Time (number)', unit: 'month' }, { dataType: 'Mean', unit: 'ratio' });
  // No study branches yet: the graph stays without datasets.
  await page.getByRole('dialog', { name: 'Add dataset' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: 'XY graph', exact: true })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });
}
