import { randomUUID } from 'node:crypto';
import { expect, request, test, type Page } from '@playwright/test';
import { clickImage, demo, logIn } from './app-helpers';

/*
 * Point groups through the UI against the real server, on a copy of the seeded log-scale chart:
 * calibrate, add two means, create a 'Standard deviation' point group, add a point to it (linked
 * to the mean above which it lies), delete it after the confirmation, save, reload and find the
 * group again.
 */
test.describe.configure({ mode: 'serial' });

/** The log-scale demo chart (src/server/db/demoFigures.ts): 3 image pixels per PDF point, plot at (60, 60) 320 x 200 pt. */
const at = (month: number, ratio: number) => ({ x: 3 * (60 + (month / 30) * 320), y: 3 * (320 - (60 + (Math.log10(ratio) / 2) * 200)) });

const headers = { 'X-Requested-With': 'sourcebench' };
const name = `E2E point groups ${randomUUID().slice(0, 8)}; log-scale chart`;
let paper = '';

test.beforeAll(async ({}, testInfo) => {
  const api = await request.newContext({ baseURL: testInfo.project.use.baseURL!, extraHTTPHeaders: headers });
  try {
    expect((await api.post('/api/login', { data: { email: demo.admin.email, password: demo.admin.password } })).ok()).toBe(true);
    const listed = await api.get('/api/papers?itemsPerPage=50');
    const { papers } = (await listed.json()) as { papers: { data: { name: string; files: { uuid: string; name: string; mime_type: string }[] }[] } };
    const file = papers.data.find((p) => p.name.includes('log-scale line chart'))!.files[0]!;
    const bytes = await (await api.get(`/api/files/download/${file.uuid}`)).body();
    const created = await api.post('/api/papers', { data: { name, noIDs: true, status: 'DATA_ENTRY' } });
    expect(created.ok()).toBe(true);
    paper = ((await created.json()) as { paper: { uuid: string } }).paper.uuid;
    const copy = file.name.replace(/(\.[a-z]+)$/, '-point-groups-copy$1');
    expect((await api.post(`/api/papers/${paper}/files`, { multipart: { 'files[0]': { name: copy, mimeType: file.mime_type, buffer: bytes } } })).ok()).toBe(true);
  } finally {
    await api.dispose();
  }
});

async function waitForCanvas(page: Page) {
  await expect(page.getByRole('application', { name: 'Figure digitizer' })).toHaveAttribute('data-page-state', 'ready', { timeout: 30_000 });
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
}

async function rowCount(page: Page) {
  return page.locator('table[data-values] tbody tr').count();
}

async function calibrate(page: Page) {
  await page.getByRole('button', { name: 'Add study', exact: true }).click();
  const study = page.getByRole('textbox', { name: 'Study abbreviation' });
  await study.fill('PG-1');
  await study.press('Enter');
  await page.getByRole('button', { name: 'New XY graph' }).click();
  for (const p of [at(0, 1), at(30, 1), at(0, 1), at(0, 100)]) await clickImage(page, p);
  const dialog = page.getByRole('dialog', { name: 'X and Y Axes Calibration' });
  await dialog.getByLabel('X axis point 1').fill('0');
  await dialog.getByLabel('X axis point 2').fill('30');
  await dialog.getByLabel('Y axis point 1').fill('1');
  await dialog.getByLabel('Y axis point 2').fill('100');
  await dialog.getByText('Log scale Y').click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  const labels = page.getByRole('dialog', { name: 'Axes Labels' });
  await labels.getByRole('combobox', { name: 'X axis data type' }).fill('Time (number)');
  await page.keyboard.press('Tab');
  await labels.locator('input').and(labels.getByLabel('X axis unit')).fill('month');
  await labels.getByRole('combobox', { name: 'Y axis data type' }).fill('Mean');
  await page.keyboard.press('Tab');
  await labels.locator('input').and(labels.getByLabel('Y axis unit')).fill('ratio');
  await labels.getByRole('button', { name: 'Save' }).click();
  const datasets = page.getByRole('dialog', { name: 'Add dataset' });
  await datasets.getByRole('combobox', { name: 'Study branch 1' }).fill('PG-1');
  await page.getByRole('option', { name: 'PG-1', exact: true }).click();
  await datasets.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
}

/** A click on the chart; the point's metadata dialog opens and Escape keeps the point (it has values). */
async function addPoint(page: Page, p: { x: number; y: number }) {
  const before = await rowCount(page);
  await clickImage(page, p);
  const dialog = page.getByRole('dialog', { name: 'Point metadata' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => rowCount(page)).toBe(before + 1);
}

test('point groups on the log-scale chart: create a group, add a point to it, delete it after the confirmation, save and reload', async ({ page }) => {
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${paper}/${randomUUID()}`);
  await waitForCanvas(page);
  await calibrate(page);
  await addPoint(page, at(6, 2));
  await addPoint(page, at(12, 5));

  const section = page.getByRole('region', { name: 'Point groups' });
  await section.getByRole('button', { name: 'Point group settings' }).click();
  const settings = page.getByRole('dialog', { name: /^Point Group Settings: XY graph/ });
  await expect(settings.getByText(/^Central tendency/)).toBeVisible();
  await settings.getByRole('combobox', { name: 'Point group 2 tag' }).fill('Standard deviation');
  await page.keyboard.press('Escape');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toHaveCount(0);

  const groups = section.getByRole('radiogroup', { name: 'Add points to' });
  await expect(groups.getByRole('radio', { name: 'Central tendency' })).toBeChecked();
  await groups.getByText('[X] Standard deviation').click();
  // Above the first mean: the same month, a higher ratio.
  await addPoint(page, at(6, 4));
  await expect(groups.getByRole('radio', { name: 'Central tendency' })).toBeChecked();
  await expect(section.getByText(/in no tuple|out of sync/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete points' }).click();
  await clickImage(page, at(6, 4));
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText("Delete this point of the point group '[X] Standard deviation'?");
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => rowCount(page)).toBe(2);

  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await waitForCanvas(page);
  await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: /^XY graph/ }).first().click({ position: { x: 48, y: 12 } });
  await expect(page.getByRole('radiogroup', { name: 'Add points to' }).getByRole('radio', { name: '[X] Standard deviation' })).toBeVisible();
  await expect.poll(() => rowCount(page)).toBe(2);
});
