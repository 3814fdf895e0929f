import { randomUUID } from 'node:crypto';
import { expect, request, test, type Page } from '@playwright/test';
import { calibrationOf, encodeRasterChart, rasterChart } from '../../scripts/raster-charts';
import { clickImage, demo, logIn } from './app-helpers';

/*
 * Automatic extraction against the real server: a PNG chart drawn with Skia from known data (a
 * line series and a marker series, 1000 x 750 pixels) is calibrated by hand, the averaging window
 * finds the line and the blob detector the markers, both are accepted into the dataset, saved and
 * read back: every value within 0.2 % of the axis range.
 */
test.describe.configure({ mode: 'serial' });

const chart = rasterChart('lineAndMarkers', 1);
const [line, markers] = chart.series as [(typeof chart.series)[0], (typeof chart.series)[0]];
const yRange = chart.y.max - chart.y.min;
const xRange = chart.x.max - chart.x.min;
const name = `E2E automatic extraction ${randomUUID().slice(0, 8)}; line and markers`;
let paperUuid = '';

test.beforeAll(async ({}, testInfo) => {
  const api = await request.newContext({ baseURL: testInfo.project.use.baseURL!, extraHTTPHeaders: { 'X-Requested-With': 'sourcebench' } });
  try {
    expect((await api.post('/api/login', { data: { email: demo.admin.email, password: demo.admin.password } })).ok()).toBe(true);
    const created = await api.post('/api/papers', { data: { name, noIDs: true, status: 'DATA_ENTRY' } });
    expect(created.ok()).toBe(true);
    paperUuid = ((await created.json()) as { paper: { uuid: string } }).paper.uuid;
    const png = encodeRasterChart(chart, 'png');
    const uploaded = await api.post(`/api/papers/${paperUuid}/files`, { multipart: { 'files[0]': { name: 'auto-extract-chart.png', mimeType: 'image/png', buffer: png } } });
    expect(uploaded.ok()).toBe(true);
  } finally {
    await api.dispose();
  }
});

async function readValues(page: Page): Promise<number[][]> {
  return page.$$eval('table[data-values] tbody tr', (rows) =>
    rows.map((tr) => [...tr.querySelectorAll('td[data-value]')].map((td) => Number(td.getAttribute('data-value')))),
  );
}

function polylineAt(data: readonly { x: number; y: number }[], x: number): number {
  for (let i = 1; i < data.length; i++) {
    const a = data[i - 1]!;
    const b = data[i]!;
    if (x >= a.x && x <= b.x) return a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y);
  }
  return NaN;
}

/** The line's points, then one per marker, each within 0.2 % of the range. */
function expectFound(values: number[][], lineCount: number) {
  const onLine = values.slice(0, lineCount);
  expect(onLine.length).toBeGreaterThan(50);
  for (const [x, y] of onLine) {
    expect(x).toBeGreaterThanOrEqual(line.data[0]!.x - 0.002 * xRange);
    expect(x).toBeLessThanOrEqual(line.data.at(-1)!.x + 0.002 * xRange);
    const truth = polylineAt(line.data, Math.min(Math.max(x!, line.data[0]!.x), line.data.at(-1)!.x));
    expect(Math.abs(y! - truth)).toBeLessThanOrEqual(0.002 * yRange);
  }
  const found = values.slice(lineCount);
  expect(found).toHaveLength(markers.data.length);
  const expected = [...markers.data].sort((a, b) => a.x - b.x);
  found.forEach(([x, y], i) => {
    expect(Math.abs(x! - expected[i]!.x)).toBeLessThanOrEqual(0.002 * xRange);
    expect(Math.abs(y! - expected[i]!.y)).toBeLessThanOrEqual(0.002 * yRange);
  });
}

async function run(page: Page, algorithm: string, colour: string, params: Record<string, string>) {
  const panel = page.getByRole('complementary', { name: 'Automatic extraction' });
  await panel.getByRole('button', { name: /Algorithm/ }).click();
  await page.getByRole('option', { name: algorithm }).click();
  await panel.getByRole('textbox', { name: 'Series colour' }).fill(colour);
  for (const [label, value] of Object.entries({ 'Colour threshold': '60', ...params })) {
    const field = panel.getByRole('textbox', { name: label });
    await field.fill(value);
    await field.press('Tab');
  }
  await panel.getByRole('button', { name: 'Run' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /points found/ })).toBeVisible({ timeout: 20_000 });
  const count = Number((await panel.getByRole('status').filter({ hasText: /points found/ }).innerText()).match(/(\d+) points found/)![1]);
  await panel.getByRole('button', { name: 'Accept' }).click();
  return count;
}

test('the averaging window and the blob detector find the line and every marker within 0.2 % of the range; saved and read back', async ({ page }) => {
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${paperUuid}/${randomUUID()}`);
  const app = page.getByRole('application', { name: 'Figure digitizer' });
  await expect(app).toHaveAttribute('data-page-state', 'ready', { timeout: 30_000 });
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });

  // A study for the graph's dataset.
  await page.getByRole('button', { name: 'Add study', exact: true }).click();
  const study = page.getByRole('textbox', { name: 'Study abbreviation' });
  await study.fill('AUTO-1');
  await study.press('Enter');

  // Calibrate on the axis ends: x 0..100, y 0..50.
  await page.getByRole('button', { name: 'New XY graph' }).click();
  const cal = calibrationOf(chart);
  for (const c of cal) await clickImage(page, { x: c.px, y: c.py });
  const dialog = page.getByRole('dialog', { name: 'X and Y Axes Calibration' });
  await dialog.getByLabel('X axis point 1').fill(String(cal[0]!.dx));
  await dialog.getByLabel('X axis point 2').fill(String(cal[1]!.dx));
  await dialog.getByLabel('Y axis point 1').fill(String(cal[2]!.dy));
  await dialog.getByLabel('Y axis point 2').fill(String(cal[3]!.dy));
  await dialog.getByRole('button', { name: 'OK' }).click();
  const labels = page.getByRole('dialog', { name: 'Axes Labels' });
  await labels.getByRole('combobox', { name: 'X axis data type' }).fill('Time (number)');
  await page.keyboard.press('Tab');
  await labels.locator('input').and(labels.getByLabel('X axis unit')).fill('week');
  await labels.getByRole('combobox', { name: 'Y axis data type' }).fill('Mean');
  await page.keyboard.press('Tab');
  await labels.locator('input').and(labels.getByLabel('Y axis unit')).fill('mg/dL');
  await labels.getByRole('button', { name: 'Save' }).click();
  const datasets = page.getByRole('dialog', { name: 'Add dataset' });
  await datasets.getByRole('combobox', { name: 'Study branch 1' }).fill('AUTO-1');
  await page.getByRole('option', { name: 'AUTO-1', exact: true }).click();
  await datasets.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();

  // From the graph's Edit sidebar.
  await page.getByRole('button', { name: 'Automatic extraction', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Automatic extraction', exact: true })).toBeVisible();
  const lineCount = await run(page, 'Averaging window', line.colour, { 'ΔX (px)': '10', 'ΔY (px)': '6' });
  await expect.poll(async () => (await readValues(page)).length).toBe(lineCount);
  const markerCount = await run(page, 'Blob detector', markers.colour, { 'Smallest diameter (px)': '4', 'Largest diameter (px)': '20' });
  expect(markerCount).toBe(markers.data.length);
  await expect.poll(async () => (await readValues(page)).length).toBe(lineCount + markerCount);
  expectFound(await readValues(page), lineCount);

  // One undo step each.
  await expect(page.getByRole('button', { name: `Undo Add ${markerCount} found points` })).toBeEnabled();

  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(app).toHaveAttribute('data-page-state', 'ready', { timeout: 30_000 });
  await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: /^XY graph/ }).first().click({ position: { x: 48, y: 12 } });
  expectFound(await readValues(page), lineCount);
});
