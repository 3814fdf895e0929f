import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addDatasetForStudy, addStudy, asAdmin, clickImage, createPaperWithFiles, demo, labelXYAxes, logIn, readValues, waitForCanvas } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * Exact extraction from a figure another writer drew: R base graphics' pdf() device, two series of
 * markers (circles and triangles) joined by lines, legend outside the plot (tests/fixtures/foreign,
 * made by scripts/make-foreign-fixtures.py with the data beside it). Uploaded as a new paper,
 * calibrated from the proposed ticks, each series picked with one click on one of its markers: every
 * marker is found, the legend's symbols are not, and each value is the datum to within R's rounding
 * of coordinates to 0.01 pt.
 */
const NAME = 'rbase-linespoints';
const truth = JSON.parse(readFileSync(new URL(`../fixtures/foreign/${NAME}.json`, import.meta.url), 'utf8')) as {
  range: { x: [number, number]; y: [number, number] };
  series: { name: string; shape: string; points: { x: number; y: number; pt: [number, number] }[] }[];
};
/** Image pixels of the editor's rendering of a PDF page: 3 per point. */
const px = ([x, y]: [number, number]) => ({ x: 3 * x, y: 3 * y });

test('an R base graphics PDF: calibrated from the proposed ticks, one click per marker series finds every marker at its datum', async ({ page }, testInfo) => {
  const paper = await asAdmin(testInfo.project.use.baseURL!, (api) =>
    createPaperWithFiles(api, `E2E foreign vector ${randomUUID().slice(0, 8)}; R base lines and points`, [
      { name: `${NAME}.pdf`, mimeType: 'application/pdf', buffer: readFileSync(new URL(`../fixtures/foreign/${NAME}.pdf`, import.meta.url)) },
    ]),
  );
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${paper}/${randomUUID()}`);
  await waitForCanvas(page);
  await addStudy(page, 'R-1');

  await page.getByRole('button', { name: 'Calibrate from axes' }).click();
  await page.getByRole('dialog', { name: 'X and Y Axes Calibration' }).getByRole('button', { name: 'OK' }).click();
  await labelXYAxes(page, { dataType: 'Time (number)', unit: 'week' }, { dataType: 'Mean', unit: 'score' });
  await expect(await addDatasetForStudy(page, 'R-1')).toBeHidden();

  const spanX = truth.range.x[1] - truth.range.x[0];
  const spanY = truth.range.y[1] - truth.range.y[0];
  let before = 0;
  let worst = 0;
  for (const series of truth.series) {
    await page.getByRole('button', { name: 'Pick a series' }).click();
    await clickImage(page, px(series.points[0]!.pt));
    await expect(page.getByRole('status').filter({ hasText: 'markers picked' })).toContainText(`${series.points.length} markers picked`);
    await page.getByRole('button', { name: `Add ${series.points.length} points`, exact: true }).click();
    await expect.poll(async () => (await readValues(page)).length).toBe(before + series.points.length);
    const found = (await readValues(page)).slice(before).sort((p, q) => p[0]! - q[0]!);
    before += series.points.length;
    const expected = [...series.points].sort((p, q) => p.x - q.x);
    found.forEach(([x, y], i) => {
      const error = Math.max(Math.abs(x! - expected[i]!.x) / spanX, Math.abs(y! - expected[i]!.y) / spanY);
      worst = Math.max(worst, error);
      // R writes coordinates to 0.01 pt: a few ten-thousandths of these axes' ranges.
      expect(error, `${series.name} (${series.shape}) at x = ${expected[i]!.x}`).toBeLessThan(5e-4);
    });
  }
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });
  console.log(`${NAME}: ${before} markers, max error ${(worst * 100).toPrecision(2)} % of the range`);
});
