import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addDatasetForStudy, addStudy, calibrateXYGraph, clickImage, copyName, copySeededFile, demo, countValues, labelXYAxes, logIn, valuesTable, waitForCanvas } from './app-helpers';

/*
 * Point groups through the UI against the real server, on a copy of the seeded log-scale chart:
 * calibrate, add two means, create a 'Standard deviation' point group, add a point to it (linked
 * to the mean above which it lies), delete it after the confirmation, save, reload and find the
 * group again.
 */
test.describe.configure({ mode: 'serial' });

/** The log-scale demo chart (src/server/db/demoFigures.ts): 3 image pixels per PDF point, plot at (60, 60) 320 x 200 pt. */
const at = (month: number, ratio: number) => ({ x: 3 * (60 + (month / 30) * 320), y: 3 * (320 - (60 + (Math.log10(ratio) / 2) * 200)) });

const name = `E2E point groups ${randomUUID().slice(0, 8)}; log-scale chart`;
let paper = '';

test.beforeAll(async ({}, testInfo) => {
  paper = await copySeededFile(testInfo.project.use.baseURL!, name, { paper: 'log-scale line chart' }, copyName('point-groups'));
});

async function rowCount(page: Page) {
  return (await valuesTable(page).count()) ? countValues(page) : 0;
}

async function calibrate(page: Page) {
  await addStudy(page, 'PG-1');
  await calibrateXYGraph(page, [at(0, 1), at(30, 1), at(0, 1), at(0, 100)], { x1: 0, x2: 30, y1: 1, y2: 100 }, { logY: true });
  await labelXYAxes(page, { dataType: 'Time (number)', unit: 'month' }, { dataType: 'Mean', unit: 'ratio' });
  await addDatasetForStudy(page, 'PG-1');
  await expect(page.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
}

/** A click on the chart; the point's metadata dialog opens and Enter keeps the point with its values. */
async function addPoint(page: Page, p: { x: number; y: number }) {
  const before = await rowCount(page);
  await clickImage(page, p);
  const dialog = page.getByRole('dialog', { name: 'Point metadata' });
  await expect(dialog.locator('input').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => rowCount(page)).toBe(before + 1);
}

test('point groups on the log-scale chart: create a group, add a point to it, delete it after the confirmation, save and reload', async ({ page }) => {
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${paper}/${randomUUID()}`);
  await waitForCanvas(page, { saved: true });
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
  // Notifications are alert dialogs too: the confirmation is the one that asks.
  const confirm = page.getByRole('alertdialog').filter({ hasText: 'Delete this point of the point group' });
  await expect(confirm).toContainText("Delete this point of the point group '[X] Standard deviation'?");
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => rowCount(page)).toBe(2);

  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await waitForCanvas(page, { saved: true });
  await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: /^XY graph/ }).first().click({ position: { x: 48, y: 12 } });
  await expect(page.getByRole('radiogroup', { name: 'Add points to' }).getByRole('radio', { name: '[X] Standard deviation' })).toBeVisible();
  await expect.poll(() => rowCount(page)).toBe(2);
});
