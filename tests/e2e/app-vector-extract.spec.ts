import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addDatasetForStudy, addStudy, clickImage, demo, labelXYAxes, logIn, readValues, seededPaperUuid, waitForCanvas } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * Exact extraction from the seeded vector figure (the Vega-Lite chart of the demo paper "Plasma
 * concentration after a single dose": three mean curves and a series of observed measurements
 * drawn as circles): calibrate from the proposed ticks, pick a curve with one click and the
 * markers with another, and the values equal the data the chart was drawn from to 1e-9 of the range.
 */
const figure = JSON.parse(readFileSync(new URL('../../src/server/db/figures/vega-seeded.json', import.meta.url), 'utf8')) as {
  range: { x: [number, number]; y: [number, number] };
  images: { mimeType: string; series: { name: string; shape?: string; points: { x: number; y: number; px: number; py: number }[] }[] }[];
};
const pdf = figure.images.find((i) => i.mimeType === 'application/pdf')!;
const curves = pdf.series.filter((s) => !s.shape);
const markers = pdf.series.find((s) => s.shape)!;

test('vector PDF: calibrated from the proposed ticks, one click picks a curve and one its markers, whose values equal the source data', async ({ page }, testInfo) => {
  const uuid = await seededPaperUuid(testInfo.project.use.baseURL!, 'Plasma concentration', 'vector PDF and PNG twin');
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${uuid}/${randomUUID()}`);
  const app = await waitForCanvas(page);

  // The extractor's entry on this paper reopens where it was left (the PNG twin, after the automatic-extraction spec): the PDF is the first file.
  await page.getByRole('group', { name: 'File and page' }).getByRole('button', { name: /File/ }).click();
  await page.getByRole('option', { name: 'plasma-concentration.pdf' }).click();
  await expect(app).toHaveAttribute('data-page-state', 'ready', { timeout: loaded(30_000) });

  await addStudy(page, 'VEC-1');

  await page.getByRole('button', { name: 'Calibrate from axes' }).click();
  const dialog = page.getByRole('dialog', { name: 'X and Y Axes Calibration' });
  await expect(dialog.getByLabel('X axis point 1')).toHaveValue('0');
  await expect(dialog.getByLabel('X axis point 2')).toHaveValue('100');
  await expect(dialog.getByLabel('Y axis point 1')).toHaveValue('0');
  await expect(dialog.getByLabel('Y axis point 2')).toHaveValue('50');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await labelXYAxes(page, { dataType: 'Time (number)', unit: 'h' }, { dataType: 'Mean', unit: 'mg/L' });
  const datasets = await addDatasetForStudy(page, 'VEC-1');
  await expect(datasets).toBeHidden();

  const series = curves[1]!;
  const [a, b] = series.points;
  await page.getByRole('button', { name: 'Pick a series' }).click();
  await clickImage(page, { x: (a!.px + b!.px) / 2, y: (a!.py + b!.py) / 2 });
  await expect(page.getByRole('status').filter({ hasText: 'line vertices picked' })).toContainText(`${series.points.length} line vertices picked`);
  await page.getByRole('button', { name: `Add ${series.points.length} points` }).click();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });

  const spanX = figure.range.x[1] - figure.range.x[0];
  const spanY = figure.range.y[1] - figure.range.y[0];
  const values = await readValues(page);
  expect(values).toHaveLength(series.points.length);
  values.forEach(([x, y], i) => {
    expect(Math.abs(x! - series.points[i]!.x) / spanX).toBeLessThan(1e-9);
    expect(Math.abs(y! - series.points[i]!.y) / spanY).toBeLessThan(1e-9);
  });

  // One click on a marker picks every marker of its shape, size and colour (the legend's larger symbol is not one).
  const first = markers.points[0]!;
  await page.getByRole('button', { name: 'Pick a series' }).click();
  await clickImage(page, { x: first.px, y: first.py });
  await expect(page.getByRole('status').filter({ hasText: 'markers picked' })).toContainText(`${markers.points.length} markers picked`);
  await page.getByRole('button', { name: `Add ${markers.points.length} points` }).click();
  await expect.poll(async () => (await readValues(page)).length).toBe(series.points.length + markers.points.length);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });
  const found = (await readValues(page)).slice(series.points.length).sort((p, q) => p[0]! - q[0]!);
  const expected = [...markers.points].sort((p, q) => p.x - q.x);
  let worst = 0;
  found.forEach(([x, y], i) => {
    const error = Math.max(Math.abs(x! - expected[i]!.x) / spanX, Math.abs(y! - expected[i]!.y) / spanY);
    worst = Math.max(worst, error);
    expect(error, `marker at x = ${expected[i]!.x}`).toBeLessThan(1e-9);
  });
  console.log(`vector markers: ${found.length} of ${expected.length}, max error ${worst} of the range`);
});
