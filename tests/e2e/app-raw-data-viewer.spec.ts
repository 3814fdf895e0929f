import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiHeaders as headers, datasetOf, demo, logIn, onePageExtraction, paperWithSavedEntry, waitForCanvas } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * The raw data viewer against the real server: as the administrator, an extraction with a tagged
 * point on a copy of a demo paper; 'View current data' in its dialog; then, with the
 * open-raw-data-viewer-in-new-tab flag on, the viewer in its own tab, whose 'Update JSON' reaches the
 * data-entry tab as an unsaved edit, and whose data loads again once that tab saves.
 */
test.describe.configure({ mode: 'serial' });

const paper = { uuid: '', sde: randomUUID(), name: `E2E raw viewer ${randomUUID().slice(0, 8)}; log-scale chart` };

const tagged = (value: string) => ({
  0: { tag: { name: 'Outcome', uuid: randomUUID() }, value },
  compositeKey: 'RAW-1',
  tagGroup: { name: 'Outcomes', uuid: randomUUID(), instanceUuid: randomUUID() },
});

/** The extraction saved for this file: one image axes with one tagged point on file 1, page 1. */
const document = onePageExtraction({
  axes: [{ type: 'image', options: {}, name: 'Image', calibrationPoints: [], metadata: {} }],
  datasets: [datasetOf('Arm A', 'Image', [{ x: 300, y: 300, metadata: tagged('Raw viewer outcome') }])],
});

test.beforeAll(async ({}, testInfo) => {
  paper.uuid = await paperWithSavedEntry(testInfo.project.use.baseURL!, paper, 'raw-viewer', document);
});

/** Turns the new-tab flag on for this browser context, as the server's configuration would. */
async function withNewTabFlag(context: BrowserContext) {
  await context.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { featureFlags: Record<string, boolean> };
    await route.fulfill({ response, json: { ...config, featureFlags: { ...config.featureFlags, 'open-raw-data-viewer-in-new-tab': true } } });
  });
}

async function openEntry(page: Page) {
  await logIn(page, demo.admin);
  await page.goto(`/data-entry/${paper.uuid}/${paper.sde}`);
  await waitForCanvas(page, { saved: true });
}

async function viewCurrentData(page: Page) {
  await page.getByRole('button', { name: 'Data entry menu' }).click();
  await page.getByRole('button', { name: 'View current data' }).click();
}

test('View current data shows the saved point in the full-screen dialog', async ({ page }) => {
  await openEntry(page);
  await viewCurrentData(page);
  const dialog = page.getByRole('dialog', { name: /^Raw Data Viewer/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Outcomes \(1 row\)/ })).toHaveAttribute('aria-expanded', 'true');
  const table = dialog.getByRole('table', { name: 'Outcomes rows' });
  await expect(table.getByRole('cell', { name: 'Raw viewer outcome' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'RAW-1' })).toBeVisible();
  // 'Go to tag group' closes the dialog and selects the point in the editor.
  await table.getByRole('button', { name: 'Go to tag group' }).click();
  await expect(dialog).toBeHidden();
});

test('with the new-tab flag, Update JSON in the viewer tab reaches the data-entry tab, and a save reloads the viewer', async ({ page, context }) => {
  await withNewTabFlag(context);
  await openEntry(page);
  const opened = context.waitForEvent('page');
  await viewCurrentData(page);
  const viewer = await opened;
  await expect(viewer).toHaveURL(new RegExp(`/raw-data-viewer\\?uuid=${paper.sde}$`));
  await expect(viewer.getByRole('heading', { level: 1, name: /^Raw Data Viewer/ })).toBeVisible();
  await expect(viewer).toHaveTitle(/^Raw Data Viewer/);
  await expect(viewer.getByRole('table', { name: 'Outcomes rows' }).getByRole('cell', { name: 'Raw viewer outcome' })).toBeVisible();

  await viewer.getByRole('button', { name: 'Toggle JSON editor' }).click();
  const editor = viewer.getByRole('textbox', { name: 'Raw data JSON' });
  await expect(editor).toBeVisible();
  const update = viewer.getByRole('button', { name: 'Update JSON' });
  await expect(update).toBeDisabled();
  // The same document with the point's value changed, typed over the whole text.
  const answer = await viewer.request.get(`/api/data-entry/${paper.sde}/raw-data-viewer`, { headers });
  const current = ((await answer.json()) as { rawData: typeof document }).rawData;
  current.pages[0]!.datasets[0]!.points[0]!.metadata[0].value = 'Edited in the viewer';
  await editor.click();
  await viewer.keyboard.press('ControlOrMeta+a');
  await viewer.keyboard.insertText(JSON.stringify(current, null, 2));
  await expect(update).toBeEnabled();
  await update.click();
  await expect(viewer.getByText('JSON applied to the extraction (not saved)')).toBeVisible();

  // The data-entry tab got it as an unsaved edit.
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Saving in the data-entry tab makes the viewer load the saved data again.
  await page.bringToFront();
  await page.getByRole('toolbar', { name: 'Paper actions' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });
  await viewer.bringToFront();
  await expect(viewer.getByRole('table', { name: 'Outcomes rows' }).getByRole('cell', { name: 'Edited in the viewer' })).toBeVisible({ timeout: loaded(15_000) });
});
