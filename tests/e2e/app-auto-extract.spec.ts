import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { calibrationOf, encodeRasterChart, polylineAt, rasterChart } from '../../scripts/raster-charts';
import { addDatasetForStudy, addStudy, asAdmin, calibrateXYGraph, clickImage, createPaperWithFiles, demo, labelXYAxes, logIn, readValues, seededPaperUuid, toClient, waitForCanvas } from './app-helpers';
import { loaded } from '../timeouts';

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
  paperUuid = await asAdmin(testInfo.project.use.baseURL!, (api) =>
    createPaperWithFiles(api, name, [{ name: 'auto-extract-chart.png', mimeType: 'image/png', buffer: encodeRasterChart(chart, 'png') }]),
  );
});

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
  await expect(panel.getByRole('status').filter({ hasText: /points found/ })).toBeVisible({ timeout: loaded(20_000) });
  const count = Number((await panel.getByRole('status').filter({ hasText: /points found/ }).innerText()).match(/(\d+) points found/)![1]);
  await panel.getByRole('button', { name: 'Accept' }).click();
  return count;
}

test('the averaging window and the blob detector find the line and every marker within 0.2 % of the range; saved and read back', async ({ page }) => {
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${paperUuid}/${randomUUID()}`);
  const app = await waitForCanvas(page, { saved: true });

  // A study for the graph's dataset.
  await addStudy(page, 'AUTO-1');

  // Calibrate on the axis ends: x 0..100, y 0..50.
  const cal = calibrationOf(chart);
  await calibrateXYGraph(page, cal.map((c) => ({ x: c.px, y: c.py })), { x1: cal[0]!.dx, x2: cal[1]!.dx, y1: cal[2]!.dy, y2: cal[3]!.dy });
  await labelXYAxes(page, { dataType: 'Time (number)', unit: 'week' }, { dataType: 'Mean', unit: 'mg/dL' });
  await addDatasetForStudy(page, 'AUTO-1');
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
  await expect(app).toHaveAttribute('data-page-state', 'ready', { timeout: loaded(30_000) });
  await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: /^XY graph/ }).first().click({ position: { x: 48, y: 12 } });
  expectFound(await readValues(page), lineCount);
});

/*
 * The seeded demo figure's PNG twin (the Vega-Lite chart of "Plasma concentration after a single
 * dose", 200 dpi: three mean curves and twelve observed measurements drawn as green circles):
 * calibrated on its axis ticks, a box over the plot area as mask, the averaging window run on each
 * curve by its colour, then the blob detector on the markers with their colour picked on the page.
 * Every point found lies within 0.2 % of the axis range of the data the chart was drawn from, every
 * datum of a curve has points found beside it, and every marker is found.
 */
const seeded = JSON.parse(readFileSync(new URL('../../src/server/db/figures/vega-seeded.json', import.meta.url), 'utf8')) as {
  range: { x: [number, number]; y: [number, number] };
  images: {
    file: string;
    mimeType: string;
    scale: number;
    plot: { corners: [number, number][] };
    ticks: { label: string; value: number; px: number; py: number }[];
    series: { name: string; color: string; shape?: string; points: { x: number; y: number; px: number; py: number }[] }[];
  }[];
};
const twin = seeded.images.find((i) => i.mimeType === 'image/png')!;

test('on the seeded vector figure\'s PNG twin, the averaging window finds every curve and the blob detector every marker within 0.2 % of the range', async ({ page }, testInfo) => {
  const uuid = await seededPaperUuid(testInfo.project.use.baseURL!, 'Plasma concentration', 'vector PDF and PNG twin');
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${uuid}/${randomUUID()}`);
  const app = await waitForCanvas(page);

  // The PNG twin is the paper's second file.
  await page.getByRole('group', { name: 'File and page' }).getByRole('button', { name: /File/ }).click();
  await page.getByRole('option', { name: 'plasma-concentration.png' }).click();
  await expect(app).toHaveAttribute('data-page-state', 'ready', { timeout: loaded(30_000) });

  await addStudy(page, 'TWIN-1');

  // Calibrate on the ticks at x 0 and 100, y 0 and 50.
  const tick = (label: string) => twin.ticks.find((t) => t.label === label)!;
  const ticks = ['X1', 'X2', 'Y1', 'Y2'].map((label) => ({ x: tick(label).px, y: tick(label).py }));
  await calibrateXYGraph(page, ticks, { x1: tick('X1').value, x2: tick('X2').value, y1: tick('Y1').value, y2: tick('Y2').value });
  await labelXYAxes(page, { dataType: 'Time (number)', unit: 'h' }, { dataType: 'Mean', unit: 'mg/L' });
  await addDatasetForStudy(page, 'TWIN-1');
  await expect(page.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();

  await page.getByRole('button', { name: 'Automatic extraction', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Automatic extraction' });
  await expect(page.getByRole('heading', { name: 'Automatic extraction', exact: true })).toBeVisible();

  // A box over the plot area (and a few pixels around it): the legend's swatches stay out.
  const xs = twin.plot.corners.map((c) => c[0]);
  const ys = twin.plot.corners.map((c) => c[1]);
  const pad = 6 * twin.scale;
  await panel.getByRole('button', { name: 'Box', exact: true }).click();
  const from = await toClient(page, { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad });
  const to = await toClient(page, { x: Math.max(...xs) + pad, y: Math.max(...ys) + pad });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await expect(panel.getByText(/1 stroke|1 box/)).toBeVisible();
  await panel.getByRole('button', { name: 'Box', exact: true }).click();

  const xRange = seeded.range.x[1] - seeded.range.x[0];
  const yRange = seeded.range.y[1] - seeded.range.y[0];
  let before = 0;
  let worstCurve = 0;
  for (const series of twin.series.filter((s) => !s.shape)) {
    const count = await run(page, 'Averaging window', series.color, { 'ΔX (px)': String(Math.round(10 * twin.scale)), 'ΔY (px)': String(Math.round(6 * twin.scale)) });
    await expect.poll(async () => (await readValues(page)).length).toBe(before + count);
    const found = (await readValues(page)).slice(before);
    before += count;
    const data = series.points.map((p) => ({ x: p.x, y: p.y }));
    for (const [x, y] of found) {
      expect(x, series.name).toBeGreaterThanOrEqual(data[0]!.x - 0.002 * xRange);
      expect(x, series.name).toBeLessThanOrEqual(data.at(-1)!.x + 0.002 * xRange);
      const truth = polylineAt(data, Math.min(Math.max(x!, data[0]!.x), data.at(-1)!.x));
      worstCurve = Math.max(worstCurve, Math.abs(y! - truth) / yRange);
      expect(Math.abs(y! - truth), `${series.name} at x = ${x}`).toBeLessThanOrEqual(0.002 * yRange);
    }
    // Every datum has a point found within one window of it.
    const window = (Math.round(10 * twin.scale) / (tick('X2').px - tick('X1').px)) * xRange;
    for (const d of data) expect(found.some(([x]) => Math.abs(x! - d.x) <= window), `${series.name} near x = ${d.x}`).toBe(true);
  }

  // The markers: their colour picked on one of them, as a user does, then the blob detector.
  const markers = twin.series.find((s) => s.shape)!;
  await panel.getByRole('button', { name: /Algorithm/ }).click();
  await page.getByRole('option', { name: 'Blob detector' }).click();
  await panel.getByRole('button', { name: 'Pick series colour' }).click();
  await clickImage(page, { x: markers.points[0]!.px, y: markers.points[0]!.py });
  await expect(panel.getByRole('textbox', { name: 'Series colour' })).toHaveValue(markers.color);
  for (const [label, value] of Object.entries({ 'Smallest diameter (px)': String(Math.round(3 * twin.scale)), 'Largest diameter (px)': String(Math.round(20 * twin.scale)) })) {
    const field = panel.getByRole('textbox', { name: label });
    await field.fill(value);
    await field.press('Tab');
  }
  await panel.getByRole('button', { name: 'Run' }).click();
  const status = panel.getByRole('status').filter({ hasText: /points found/ });
  await expect(status).toBeVisible({ timeout: loaded(20_000) });
  expect(await status.innerText()).toContain(`${markers.points.length} points found`);
  await panel.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(async () => (await readValues(page)).length).toBe(before + markers.points.length);
  const found = (await readValues(page)).slice(before);
  const expected = [...markers.points].sort((a, b) => a.x - b.x);
  let worstMarker = 0;
  found.forEach(([x, y], i) => {
    const error = Math.max(Math.abs(x! - expected[i]!.x) / xRange, Math.abs(y! - expected[i]!.y) / yRange);
    worstMarker = Math.max(worstMarker, error);
    expect(error, `marker at x = ${expected[i]!.x}`).toBeLessThanOrEqual(0.002);
  });
  console.log(`PNG twin: curves max error ${(worstCurve * 100).toFixed(4)} %, markers ${found.length} of ${expected.length}, max error ${(worstMarker * 100).toFixed(4)} % of the range`);

  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
});
