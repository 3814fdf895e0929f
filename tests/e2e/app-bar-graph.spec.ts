import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { BAR_CHART_DATA, BAR_CHART_GEOMETRY } from '../../src/server/db/demoFigures';
import { addBranch, clickImage, completedExtractionCsv, copySeededFile, demo, labelAxis, logIn, markCompleted, waitForCanvas } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * A bar graph from start to finish against the real server: an extractor digitizes the seeded bar
 * chart through the whole bar-header wizard (value axis, labels, the categorical axis' two corners,
 * 4 categories, each category tagged with its study arm, then the dataset), clicks the top of each
 * bar, saves and marks the entry completed; the completed extraction's CSV holds each bar's value,
 * within 0.5 % of the axis range, under the arm of its category.
 */
test.describe.configure({ mode: 'serial' });

const paperName = `E2E bar wizard ${randomUUID().slice(0, 8)}; dose bars`;
let paperUuid = '';
const g = BAR_CHART_GEOMETRY;
/** The value axis runs 0 to 60 %. */
const RANGE = 60;
const barTop = (i: number) => ({ x: g.barLeft(i) + g.barWidth / 2, y: g.baseline - BAR_CHART_DATA[i]!.value * g.pixelsPerPercent });

test.beforeAll(async ({}, testInfo) => {
  // A copy of the demo bar chart for this file alone, so other files' tests neither see nor move it.
  paperUuid = await copySeededFile(testInfo.project.use.baseURL!, paperName, { paper: 'Response rates by dose (bar chart)' }, 'bar-chart-wizard-copy.png');
});

test('an extractor digitizes the seeded bar chart through the bar-header wizard and the CSV holds each bar under its arm', async ({ page, browser }) => {
  test.setTimeout(loaded(240_000));
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${paperUuid}/${randomUUID()}`);
  await waitForCanvas(page);

  // The study tree: study DEMO-2, part Main, an arm per bar.
  await addBranch(page, page.getByRole('button', { name: 'Add study', exact: true }), 'Study abbreviation', 'DEMO-2');
  await addBranch(page, page.getByRole('button', { name: 'Add study part to DEMO-2' }), 'Study part abbreviation', 'Main');
  for (const bar of BAR_CHART_DATA) await addBranch(page, page.getByRole('button', { name: 'Add study arm to Main' }), 'Study arm abbreviation', bar.label);

  // The value axis: 0 % on the baseline, 60 % at the top tick; labels.
  await page.getByRole('button', { name: 'New bar graph' }).click();
  await clickImage(page, { x: g.axisX, y: g.baseline });
  await clickImage(page, { x: g.axisX, y: g.baseline - 60 * g.pixelsPerPercent });
  const values = page.getByRole('dialog', { name: 'Edit Bar Axis Values' });
  await values.getByRole('textbox', { name: 'Bar axis point 1' }).fill('0');
  await values.getByRole('textbox', { name: 'Bar axis point 2' }).fill('60');
  await values.getByRole('button', { name: 'OK' }).click();
  const labels = page.getByRole('dialog', { name: 'Axes Labels' });
  await labelAxis(page, labels, 'Bar axis', 'Percent of subjects', '%');
  await labels.getByRole('button', { name: 'Save' }).click();
  await expect(labels).toBeHidden();

  // Bar header calibration: the two ends of the categorical axis.
  const sidebar = page.getByRole('complementary', { name: 'Bar Header Calibration' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Zoomed out, so the axis' right end is clear of the menu button in the canvas' corner.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
  await clickImage(page, { x: g.axisX, y: g.baseline });
  await expect(sidebar.getByRole('status')).toContainText('1 of 2 placed');
  await clickImage(page, { x: 460, y: g.baseline });
  await expect(sidebar.getByRole('status')).toContainText('2 of 2 placed');
  await sidebar.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Fit' }).click();

  // The count: 0 is refused, 4 draws the headers.
  const count = page.getByRole('complementary', { name: 'Bar Header Count' });
  const field = count.getByRole('textbox', { name: 'Number of categories' });
  await field.fill('0');
  await count.getByRole('button', { name: 'Complete' }).click();
  await expect(count.getByText('Must be a number greater than zero')).toBeVisible();
  await field.fill('4');
  await field.press('Enter');

  // Header metadata: Next refuses until every category has some.
  const metadata = page.getByRole('complementary', { name: 'Bar Header Metadata' });
  await expect(metadata).toBeVisible();
  await metadata.getByRole('button', { name: 'Next' }).click();
  await expect(metadata.getByRole('alert')).toHaveText('Missing header metadata; fill in metadata for each header and try again');
  // The first category from the canvas; the dialog then moves on to the next category by itself.
  await clickImage(page, { x: 110, y: 200 });
  for (const [i, bar] of BAR_CHART_DATA.entries()) {
    const dialog = page.getByRole('dialog', { name: `Category ${i + 1} metadata` });
    await expect(dialog).toBeVisible();
    // While a category's dialog is open the wizard is locked: no other category and no Next.
    await expect(metadata.getByRole('button', { name: 'Next' })).toBeDisabled();
    if (i + 1 < BAR_CHART_DATA.length) await expect(metadata.getByRole('button', { name: new RegExp(`^Category ${i + 2}\\b`) })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Tag 1' }).fill('Study branch');
    await page.getByRole('option', { name: 'Study branch', exact: true }).click();
    await dialog.getByRole('button', { name: /Level/ }).click();
    await page.getByRole('option', { name: 'Arm', exact: true }).click();
    await dialog.getByRole('combobox', { name: /^Arm/ }).fill(bar.label);
    await page.getByRole('option', { name: `DEMO-2 / Main / ${bar.label}` }).click();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  }
  for (const [i, bar] of BAR_CHART_DATA.entries()) await expect(metadata.getByRole('button', { name: `Category ${i + 1}: ${bar.label}` })).toBeVisible();
  await metadata.getByRole('button', { name: 'Next' }).click();

  // The dataset: the part, Outcomes.
  const datasets = page.getByRole('dialog', { name: 'Add dataset' });
  await expect(datasets).toBeVisible();
  await datasets.getByRole('combobox', { name: 'Study branch 1' }).fill('Main');
  await page.getByRole('option', { name: 'DEMO-2 / Main', exact: true }).click();
  await datasets.getByRole('button', { name: 'Save' }).click();
  await expect(datasets).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Edit Bar Graph' })).toBeVisible();

  // A point on top of each bar; its dialog shows the category's arm.
  for (const [i] of BAR_CHART_DATA.entries()) {
    await clickImage(page, barTop(i));
    const dialog = page.getByRole('dialog', { name: 'Point metadata' });
    await expect(dialog.locator('input').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  }

  // e edits the category labels: the header metadata shows each category's arm again.
  await expect(page.getByRole('application', { name: 'Figure digitizer' })).toBeFocused();
  await page.keyboard.press('e');
  await expect(metadata).toBeVisible();
  for (const [i, bar] of BAR_CHART_DATA.entries()) await expect(metadata.getByRole('button', { name: `Category ${i + 1}: ${bar.label}` })).toBeVisible();
  await metadata.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('complementary', { name: 'Edit Bar Graph' })).toBeVisible();

  await markCompleted(page);

  // The completed extraction's CSV, downloaded as the administrator.
  const [header, ...records] = await completedExtractionCsv(browser, paperName);
  const col = (name: string) => header!.indexOf(name);
  const bars = records.filter((r) => r[col('axis')] === 'bar' && r[col('tag')] === 'Percent of subjects');
  expect(bars).toHaveLength(BAR_CHART_DATA.length);
  for (const bar of BAR_CHART_DATA) {
    const found = bars.find((r) => r[col('arm')] === bar.label)!;
    expect([found[col('study')], found[col('part')], found[col('unit')]]).toEqual(['DEMO-2', 'Main', '%']);
    expect(Math.abs(Number(found[col('value')]) - bar.value)).toBeLessThanOrEqual(0.005 * RANGE);
  }
});
