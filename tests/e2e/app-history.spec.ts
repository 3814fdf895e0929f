import { randomUUID } from 'node:crypto';
import { expect, request, test, type Page } from '@playwright/test';
import { apiHeaders, copyName, copySeededFile, datasetOf, demo, linearXyAxes, logIn, onePageExtraction, readValues, toClient, valuesTable, waitForCanvas } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * The history of an extraction against the real server: the extractor moves a point and saves,
 * opens History, views the earlier version read-only (the moved point listed and marked), restores
 * it, and finds the point back where it was, as a new version on top of the list.
 */
test.describe.configure({ mode: 'serial' });

const paper = { uuid: '', sde: randomUUID(), name: `E2E history ${randomUUID().slice(0, 8)}; log-scale chart` };

/** A linear XY graph over the page (x 0..100 across 100..1100 px, y 0..100 up 900..100 px) with two points of 'Arm A'. */
const document = onePageExtraction({
  axes: [linearXyAxes('XY graph', { px: 100, py: 900 }, { px: 1100, dx: 100 }, { py: 100, dy: 100 })],
  datasets: [
    datasetOf('Arm A', 'XY graph', [
      { x: 400, y: 500 },
      { x: 700, y: 300 },
    ]),
  ],
});

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  paper.uuid = await copySeededFile(baseURL, paper.name, { paper: 'log-scale line chart' }, copyName('history'));
  // Version 1, saved by the extractor, whose extraction it is.
  const api = await request.newContext({ baseURL, extraHTTPHeaders: apiHeaders });
  try {
    expect((await api.post('/api/login', { data: { email: demo.extractor.email, password: demo.extractor.password } })).ok()).toBe(true);
    const saved = await api.post(`/api/data-entry/${paper.sde}`, { data: { data: document, baseVersion: 0, done: false, paperUUID: paper.uuid, dataFormat: 'WPD' } });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await api.dispose();
  }
});

/** The values of the graph's points, once the graph is chosen in the tree. */
async function valuesOfGraph(page: Page) {
  // On its name: the row's buttons (rename, axis, add dataset, delete) sit to its right.
  await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: /^XY graph/ }).first().click({ position: { x: 48, y: 12 } });
  return readValues(page);
}

/** Drag with the mouse from an image point by a screen offset (the adjust tool moves the point under the cursor). */
async function dragImage(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  const start = await toClient(page, from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + by.x / 2, start.y + by.y / 2, { steps: 4 });
  await page.mouse.move(start.x + by.x, start.y + by.y, { steps: 4 });
  await page.mouse.up();
}

test('a moved point is seen in an earlier version and restored from it as a new version', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${paper.uuid}/${paper.sde}`);
  await waitForCanvas(page, { saved: true });
  const original = await valuesOfGraph(page);
  expect(original).toHaveLength(2);

  await page.getByRole('button', { name: 'Adjust points' }).click();
  await dragImage(page, { x: 700, y: 300 }, { x: 0, y: 40 });
  await expect.poll(async () => (await readValues(page))[1]![1]).toBeLessThan(original[1]![1]!);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });
  const moved = await readValues(page);

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const panel = page.getByRole('region', { name: 'History', exact: true });
  const versions = panel.getByRole('listbox', { name: 'Saved versions' });
  await expect(versions.getByRole('option').first()).toContainText('Version 2 (current)', { timeout: loaded(10_000) });
  await expect(versions.getByRole('option').first()).toContainText('moved 1 point');
  // The figure stays in view beside the panel.
  await expect(page.getByRole('application', { name: 'Figure digitizer' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('history-panel-1280x800.png') });

  await versions.getByRole('option', { name: /^Version 1/ }).click();
  await expect(page.getByText('Viewing version 1 (read-only)')).toBeVisible();
  // Editing is visibly off: the edit tools are disabled, the panels say why.
  const newXyGraph = page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: 'New XY graph' });
  await expect(newXyGraph).toBeDisabled();
  await expect(page.getByText('Viewing version 1 — read only').first()).toBeVisible();
  const details = panel.getByRole('region', { name: 'Version 1', exact: true });
  await expect(details.getByRole('heading', { name: /^Version 1 by extractor@example.com on / })).toBeVisible();
  await expect(details).toContainText('1 moved');
  await expect(details.getByRole('list', { name: 'What changed' })).toContainText('Arm A (page 1): point 2 moved from (700, 300)');
  // The version viewed is the one shown: the values table holds its values, and the figure takes no edits.
  await expect.poll(async () => readValues(page)).toEqual(original);
  // The values table notes the moved point on its row.
  await expect(valuesTable(page).getByRole('row').filter({ hasText: 'moved' })).toHaveCount(1);
  await expect(valuesTable(page).getByRole('row').filter({ hasText: 'moved' }).getByRole('rowheader')).toHaveText('2');
  await dragImage(page, { x: 400, y: 500 }, { x: 0, y: 40 });
  await expect.poll(async () => readValues(page)).toEqual(original);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: testInfo.outputPath('history-version-1920x1080.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('history-version-1280x800.png') });

  await details.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Restore version 1? It is saved as a new version; no version is lost.');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version 1 restored')).toBeVisible({ timeout: loaded(15_000) });
  await expect(page.getByText('Viewing version 1 (read-only)')).toBeHidden();
  await expect(newXyGraph).toBeEnabled();
  await expect(page.getByText('Viewing version 1 — read only')).toHaveCount(0);
  await expect(versions.getByRole('option').first()).toContainText('Version 3 (current)');
  await expect(versions.getByRole('option').first()).toContainText('restored version 1');
  await expect.poll(async () => readValues(page)).toEqual(original);
  await expect(valuesTable(page).getByRole('columnheader', { name: 'Change' })).toHaveCount(0);
  expect(moved).not.toEqual(original);

  // The restored document is the one the server keeps.
  await page.reload();
  await waitForCanvas(page, { saved: true });
  await expect.poll(async () => valuesOfGraph(page)).toEqual(original);
});
