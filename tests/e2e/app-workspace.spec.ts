import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addStudy, asAdmin, calibrateXYGraph, clickImage, copyName, createPaperWithFiles, demo, downloadSeededFile, labelXYAxes, logIn, readValues, waitForCanvas } from './app-helpers';

/*
 * The data-entry workspace at a laptop's window (1280 x 800): what the figure gets of the window, and the
 * click flow of a run of points on the log-scale demo chart: focus, the dialog's place, one undo per point,
 * Escape, the zoom buttons from Fit, a wheel pan, the view kept over a reload, and a graph left half-made.
 */
test.describe.configure({ mode: 'serial' });

/** The log-scale demo chart: a 420 x 320 pt page, plot at (60, 60) 320 x 200 pt, 3 image pixels per point. */
const at = (month: number, ratio: number) => ({ x: 3 * (60 + (month / 30) * 320), y: 3 * (320 - (60 + (Math.log10(ratio) / 2) * 200)) });

let paper = '';
test.beforeAll(async ({}, testInfo) => {
  paper = await asAdmin(testInfo.project.use.baseURL!, async (api) => {
    const file = await downloadSeededFile(api, { paper: 'log-scale line chart' });
    return createPaperWithFiles(api, `E2E workspace ${randomUUID().slice(0, 8)}; log-scale chart`, [{ ...file, name: copyName('workspace')(file.name) }]);
  });
});

/** Opens the paper's entry (the extractor's own, once there is one). */
async function open(page: Page) {
  await page.goto(`/data-entry/${paper}/${randomUUID()}`);
  await waitForCanvas(page);
}

const surfaceView = (page: Page) =>
  page.locator('[data-digitizer-surface]').evaluate((el) => {
    const ds = (el as HTMLElement).dataset;
    return { zoom: Number(ds.zoom), x: Number(ds.centerX), y: Number(ds.centerY) };
  });

test('at 1280 x 800 the figure gets the window: drawer closed and remembered, tools in one row, tagging strip readable', async ({ page }) => {
  await logIn(page, demo.extractor);
  await open(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const tools = await page.getByRole('toolbar', { name: 'Editor tools' }).boundingBox();
  expect(tools!.height).toBeLessThan(48);
  const canvas = await page.locator('[data-digitizer-surface]').boundingBox();
  const share = (canvas!.width * canvas!.height) / (1280 * 800);
  // Beside the spec's 200 px tree, the sidebar and the tagging strip under the figure.
  expect(share).toBeGreaterThan(0.35);
  const tagging = page.getByRole('region', { name: 'Tagging' });
  await expect(tagging.getByText('Tag group', { exact: true })).toBeVisible();
  await expect(tagging.getByText('Collected data', { exact: true })).toBeVisible();
  // Every part of the strip is inside the window.
  const strip = await tagging.boundingBox();
  expect(strip!.x + strip!.width).toBeLessThanOrEqual(1280);
  expect(strip!.y + strip!.height).toBeLessThanOrEqual(800);

  // Opened, the drawer stays open on the next entry; other pages keep theirs.
  await page.getByRole('button', { name: /navigation/i }).first().click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await open(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('button', { name: /navigation/i }).first().click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('on a new browser the figure gets 60 % of the window: the columns on their rails, the sidebar shown for a graph and folded after, the cookie notice floating', async ({ page }) => {
  await logIn(page, demo.extractor, { firstVisit: true });
  await open(page);
  const share = async () => {
    const canvas = (await page.locator('[data-digitizer-surface]').boundingBox())!;
    const size = page.viewportSize()!;
    return (canvas.width * canvas.height) / (size.width * size.height);
  };
  expect(await share()).toBeGreaterThanOrEqual(0.6);
  await expect(page.getByRole('button', { name: 'Show the tree' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show the sidebar' })).toBeVisible();
  // The cookie notice (unless another test acknowledged it for this user) floats over the corner and leaves the layout alone.
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  if (await notice.isVisible()) {
    const box = (await notice.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(box.y).toBeGreaterThan(400);
  }
  // The tagging strip, slim, still shows its parts.
  const tagging = page.getByRole('region', { name: 'Tagging' });
  await expect(tagging.getByText('Tag group', { exact: true })).toBeVisible();
  await expect(tagging.getByText('Collected data', { exact: true })).toBeVisible();

  // A new graph's calibration works in the sidebar: it shows itself, and goes back to its rail on Cancel.
  await page.getByRole('button', { name: 'New XY graph' }).click();
  const calibration = page.getByRole('complementary', { name: 'Calibration' });
  await expect(calibration).toBeVisible();
  await calibration.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Show the sidebar' })).toBeVisible();
  expect(await share()).toBeGreaterThanOrEqual(0.6);

  // With no study yet, the tagging strip offers the hidden study tree. Shown by the user, the tree stays
  // shown on the next entry; the sidebar, never touched, opens on its rail.
  await tagging.getByRole('button', { name: 'Show the study tree' }).click();
  await expect(page.getByRole('button', { name: 'Add study', exact: true })).toBeVisible();
  await expect(tagging.getByRole('button', { name: 'Show the study tree' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hide the tree' })).toBeVisible();
  await open(page);
  await expect(page.getByRole('button', { name: 'Hide the tree' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show the sidebar' })).toBeVisible();

  // A desktop window opens with the tree shown and still gives the figure 60 %.
  await page.evaluate(() => window.localStorage.removeItem('sourcebench.data-entry.hidden-columns'));
  await page.setViewportSize({ width: 1920, height: 1080 });
  await open(page);
  await expect(page.getByRole('button', { name: 'Hide the tree' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show the sidebar' })).toBeVisible();
  expect(await share()).toBeGreaterThanOrEqual(0.6);
});

test('on a new browser a paper\'s portrait page opens at its width, and the tree\'s rail turns the pages', async ({ page }, testInfo) => {
  const report = await asAdmin(testInfo.project.use.baseURL!, async (api) => {
    const file = await downloadSeededFile(api, { paper: 'Randomised trial report', trainingOnly: true });
    return createPaperWithFiles(api, `E2E workspace ${randomUUID().slice(0, 8)}; trial report`, [{ ...file, name: copyName('workspace')(file.name) }], { isTraining: true });
  });
  await logIn(page, demo.extractor, { firstVisit: true });
  await page.goto(`/data-entry-training/${report}/${randomUUID()}`);
  await waitForCanvas(page);
  // The A4 page fills the canvas' width: 595 pt at 3 image pixels a point.
  const canvas = (await page.locator('[data-digitizer-surface]').boundingBox())!;
  const first = await surfaceView(page);
  expect(first.zoom * 595 * 3).toBeGreaterThan(canvas.width - 20);
  expect(first.zoom * 595 * 3).toBeLessThanOrEqual(canvas.width);
  // Its top is in view.
  expect(canvas.height / 2 - first.zoom * first.y).toBeGreaterThan(0);

  const rail = page.getByRole('group', { name: 'Page' });
  await expect(rail).toContainText('1');
  await expect(rail.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await rail.getByRole('button', { name: 'Next page' }).click();
  await expect(rail).toContainText('2');
  await expect(rail.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(page.locator('[role="application"][data-page-state="ready"]')).toBeVisible();
});

test('a run of points: focus stays with the canvas, the dialog keeps clear of the next point, one undo per point, Escape takes a click back, and the s, r and x keys', async ({ page }) => {
  await logIn(page, demo.extractor);
  await open(page);
  await addStudy(page, 'WS-1');
  await calibrateXYGraph(page, [at(0, 1), at(30, 1), at(0, 1), at(0, 100)], { x1: 0, x2: 30, y1: 1, y2: 100 }, { logY: true });
  const labels = page.getByRole('dialog', { name: 'Axes Labels' });
  // The popup opens with its first field focused and its list closed.
  const dataType = labels.getByRole('combobox', { name: 'X axis data type' });
  await expect(dataType).toBeFocused();
  await expect(dataType).not.toHaveAttribute('aria-expanded', 'true');
  await labelXYAxes(page, { dataType: 'Time (number)', unit: 'month' }, { dataType: 'Mean', unit: 'ratio' });
  const datasets = page.getByRole('dialog', { name: 'Add dataset' });
  await datasets.getByRole('combobox', { name: 'Study branch 1' }).fill('WS-1');
  await page.getByRole('option', { name: 'WS-1', exact: true }).click();
  await datasets.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();

  const canvas = page.getByRole('application', { name: 'Figure digitizer' });
  const dialog = page.getByRole('dialog', { name: 'Point metadata' });
  const undo = page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: /^Undo/ });
  const run = [at(6, 2), at(12, 5), at(18, 20)];
  for (const [i, p] of run.entries()) {
    await clickImage(page, p);
    await expect(dialog.locator('input').first()).toBeFocused();
    if (i > 0) {
      // Clicking rightwards, the dialog opens left of the point: the next point stays in view.
      const box = (await dialog.boundingBox())!;
      const client = await page.locator('[data-digitizer-surface]').evaluate((el, q) => {
        const ds = (el as HTMLElement).dataset;
        const r = el.getBoundingClientRect();
        return r.left + r.width / 2 + Number(ds.zoom) * (q.x - Number(ds.centerX));
      }, p);
      expect(box.x + box.width).toBeLessThanOrEqual(client);
    }
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    // The keyboard is back on the canvas: the next key works at once.
    await expect(canvas).toBeFocused();
    await expect(undo).toHaveAccessibleName('Undo Add point');
  }
  await expect.poll(async () => (await readValues(page)).length).toBe(3);

  // One Ctrl+Z takes one point back, tags and all.
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => (await readValues(page)).length).toBe(2);

  // Escape on a point just clicked takes the click back, leaving nothing to undo for it.
  await clickImage(page, at(24, 50));
  await expect(dialog.locator('input').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await readValues(page)).length).toBe(2);
  await expect(canvas).toBeFocused();

  // s chooses Adjust points; a click selects a point; r opens the selected point's tags.
  await page.keyboard.press('s');
  await expect(canvas).toHaveAttribute('data-tool', 'adjustPoints');
  await clickImage(page, run[0]!);
  await expect(canvas).toHaveAttribute('data-selected-point', /#1$/);
  await page.keyboard.press('r');
  await expect(dialog).toBeVisible();
  const tagsShown = () => dialog.getByRole('combobox', { name: /^Tag \d+$/ }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await expect.poll(tagsShown).toEqual(expect.arrayContaining(['Study branch', 'Time (number)', 'Mean']));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(canvas).toBeFocused();
  // Escape on a point that has values closes its dialog and keeps it.
  await expect.poll(async () => (await readValues(page)).length).toBe(2);

  // x opens Add dataset for the active graph, ready for the new dataset's branch.
  await page.keyboard.press('x');
  await expect(datasets).toBeVisible();
  await expect(datasets.getByRole('combobox', { name: 'Study branch 1' })).toBeFocused();
  await expect(datasets.getByRole('combobox', { name: 'Study branch 1' })).toHaveValue('');
  await datasets.getByRole('button', { name: 'Cancel' }).click();
  await expect(datasets).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
});

test('zoom buttons step from the fit zoom, the wheel pans, and the view is where the user left it after save and reload', async ({ page }) => {
  await logIn(page, demo.extractor);
  await open(page);
  const tools = page.getByRole('toolbar', { name: 'Editor tools' });
  await tools.getByRole('button', { name: 'Fit', exact: true }).click();
  const fit = await surfaceView(page);
  expect(fit.zoom).toBeLessThan(1);
  await tools.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(async () => (await surfaceView(page)).zoom).toBeCloseTo(fit.zoom / 1.2, 3);
  await tools.getByRole('button', { name: 'Zoom in' }).click();
  await tools.getByRole('button', { name: 'Zoom in' }).click();
  await tools.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await surfaceView(page)).zoom).toBeCloseTo(fit.zoom * 1.2 * 1.2, 3);
  // A wheel step pans the figure by its pixels on screen.
  const zoomed = await surfaceView(page);
  const box = (await page.locator('[data-digitizer-surface]').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 120);
  await expect.poll(async () => (await surfaceView(page)).y).toBeCloseTo(zoomed.y + 120 / zoomed.zoom, 1);
  const before = await surfaceView(page);
  expect(before.x).toBeCloseTo(zoomed.x, 3);

  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await waitForCanvas(page);
  await expect.poll(async () => (await surfaceView(page)).zoom).toBeCloseTo(before.zoom, 3);
  const after = await surfaceView(page);
  expect(after.x).toBeCloseTo(before.x, 0);
  expect(after.y).toBeCloseTo(before.y, 0);
  // Back where the zoom buttons left it: the next test of this file clicks the chart's corners in the same entry.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -120);
  await expect.poll(async () => (await surfaceView(page)).y).toBeCloseTo(zoomed.y, 1);
  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test('a graph left at its labels is not kept: reloading there leaves no unlabelled graph', async ({ page }) => {
  await logIn(page, demo.extractor);
  await open(page);
  // The extractor's entry may hold the graph an earlier test of this file made (and autosaved): count what is there.
  const tree = page.getByRole('treegrid', { name: 'Extracted items' });
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');
  const graphs = await tree.getByRole('row', { name: /^XY graph/ }).count();
  await page.getByRole('button', { name: 'New XY graph' }).click();
  for (const p of [at(0, 1), at(30, 1), at(0, 1), at(0, 100)]) await clickImage(page, p);
  const values = page.getByRole('dialog', { name: 'X and Y Axes Calibration' });
  await values.getByLabel('X axis point 1').fill('0');
  await values.getByLabel('X axis point 2').fill('30');
  await values.getByLabel('Y axis point 1').fill('1');
  await values.getByLabel('Y axis point 2').fill('100');
  await values.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: 'Axes Labels' })).toBeVisible();
  await expect(tree.getByRole('row', { name: /^XY graph/ })).toHaveCount(graphs);
  // Nothing is waiting to be saved while the popup is open.
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');
  await page.reload();
  await waitForCanvas(page);
  await expect(tree.getByRole('row', { name: /^XY graph/ })).toHaveCount(graphs);
});
