import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { BAR_CHART_DATA } from '../../src/server/db/demoFigures';
import { DEMO_EXTRACTION } from '../../src/server/db/seed-papers';
import { demo, logIn, parseCsv } from './app-helpers';
import { loaded } from '../timeouts';

declare global {
  interface Window {
    /** Every notification the snackbar has shown, by its accessible name, e.g. 'Success: File x deleted'. */
    shownNotifications?: string[];
    /** Every upload progress bar the page has shown, by its accessible name. */
    shownProgressBars?: string[];
  }
}

/** Notes notifications and progress bars as they render: both can come and go between two polls of a locator. */
function recordTransientUi() {
  const shown: string[] = (window.shownNotifications = []);
  const bars: string[] = (window.shownProgressBars = []);
  const noted = new WeakSet<Element>();
  new MutationObserver(() => {
    const region = document.querySelector('[role="region"][aria-label="Notifications"]');
    for (const toast of region?.querySelectorAll('[role="alertdialog"]') ?? []) {
      const title = document.getElementById(toast.getAttribute('aria-labelledby') ?? '');
      if (noted.has(toast) || !title?.textContent) continue;
      noted.add(toast);
      shown.push(title.textContent.replace(/\s+/g, ' ').trim());
    }
    for (const bar of document.querySelectorAll('[role="progressbar"][aria-label^="Uploading"]')) {
      const name = bar.getAttribute('aria-label')!;
      if (!bars.includes(name)) bars.push(name);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

test.describe.configure({ timeout: loaded(120_000) });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordTransientUi);
});

async function expectSuccess(page: Page, message: string) {
  const shown = () => page.evaluate(() => window.shownNotifications ?? []);
  await expect.poll(shown, { timeout: loaded(15_000) }).toContain(`Success: ${message}`);
  expect((await shown()).filter((text) => text.startsWith('Error:'))).toEqual([]);
}

/** Types into 'Search for a paper' and picks the paper with this name. */
async function choosePaper(page: Page, dialog: Locator, text: string, name: string) {
  await dialog.getByRole('combobox', { name: 'Search for a paper' }).fill(text);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: 'Search for a paper' })).toHaveValue(name);
}

const LOG_PAPER = 'Demo; 2024; Hazard ratio over time (log-scale line chart)';
const BAR_PAPER = 'Demo; 2024; Response rates by dose (bar chart)';

test('an administrator uploads a file to an existing paper, re-attaches it to another, deletes and restores it', async ({ page }) => {
  await logIn(page, demo.admin);
  await page.goto('/home/file-manager');
  await expect(page.getByRole('heading', { name: 'Files' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Paper Management' })).toHaveAttribute('href', '/home/paper-manager');
  const table = page.getByRole('grid', { name: 'Files' });
  // The seeded figures are listed with their papers (found by name: files other tests upload come first).
  const search = page.getByRole('searchbox', { name: 'Search files' });
  await search.fill('bar-chart.png');
  await expect(table.getByRole('row', { name: /bar-chart\.png/ }).filter({ hasText: BAR_PAPER })).toBeVisible();
  await search.fill('');

  // The upload reaches the server only once the test has seen the file's progress bar, however long that takes.
  let progressSeen = () => {};
  const uploadHeld = new Promise<void>((resolve) => (progressSeen = resolve));
  await page.route('**/api/files', async (route) => {
    if (route.request().method() === 'POST') await uploadHeld;
    await route.continue();
  });
  const name = `e2e-upload-${Date.now()}.pdf`;
  await page.getByRole('button', { name: 'Upload new files' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload new files' });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByText('Choose at least one file to upload')).toBeVisible();
  // The paper search's list stays inside the dialog, clear of its buttons (hidden from assistive technology
  // while the list is open); Escape closes the list, not the dialog.
  await upload.getByRole('combobox', { name: 'Search for a paper' }).fill('log-scale');
  const found = page.getByRole('listbox', { name: 'Search for a paper' });
  await expect(found.getByRole('option', { name: LOG_PAPER })).toBeVisible();
  const [list, uploadButton] = [(await found.boundingBox())!, (await page.getByRole('button', { name: 'Upload', exact: true, includeHidden: true }).boundingBox())!];
  expect(list.y + list.height <= uploadButton.y || list.x + list.width <= uploadButton.x).toBe(true);
  await page.keyboard.press('Escape');
  await expect(found).toHaveCount(0);
  await expect(upload).toBeVisible();
  await choosePaper(page, upload, 'log-scale', LOG_PAPER);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  await upload.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  await expect(upload.getByRole('list', { name: 'Chosen files' })).toContainText(name);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByRole('progressbar', { name: `Uploading ${name}` })).toBeVisible();
  progressSeen();
  await expectSuccess(page, '1 file uploaded');
  await expect(upload).toBeHidden();
  expect(await page.evaluate(() => window.shownProgressBars)).toContain(`Uploading ${name}`);
  const row = table.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
  await expect(row).toContainText(LOG_PAPER);
  await expect(row).toContainText('2.0 MB');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit file' });
  await expect(edit.getByRole('combobox', { name: 'Search for a paper' })).toHaveValue(LOG_PAPER);
  await choosePaper(page, edit, 'bar chart', BAR_PAPER);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectSuccess(page, `File ${name} attached to ${BAR_PAPER}`);
  await expect(edit).toBeHidden();
  await expect(row).toContainText(BAR_PAPER);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: /^Are you sure/ });
  await expect(confirmDelete).toContainText('Are you sure you want to delete this file?');
  await confirmDelete.getByRole('button', { name: 'Yes' }).click();
  await expectSuccess(page, `File ${name} deleted`);
  // Deleted files stay listed, marked, with Restore only.
  await expect(row).toHaveAttribute('data-deleted', 'true');
  await expect(row.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Restore ${name}` }).click();
  const confirmRestore = page.getByRole('alertdialog', { name: /^Are you sure/ });
  await expect(confirmRestore).toContainText('Are you sure you want to restore this file?');
  await confirmRestore.getByRole('button', { name: 'Yes' }).click();
  await expectSuccess(page, `File ${name} restored`);
  await expect(row).not.toHaveAttribute('data-deleted', 'true');
  await expect(row.getByRole('button', { name: `Delete ${name}` })).toBeVisible();

  // The file downloads from its name, with the name it was uploaded under.
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: `Download ${name}` }).click()]);
  expect(download.suggestedFilename()).toBe(name);
  expect((await readFile((await download.path())!)).length).toBe(pdf.length);
});

async function downloadAs(page: Page, trigger: Locator, format: 'JSON' | 'CSV'): Promise<Download> {
  await trigger.click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog', { name: /: format$/ }).getByRole('button', { name: new RegExp(`^${format}`) }).click()]);
  return download;
}

test('a reviewer finds the seeded completed extraction and downloads it as JSON and CSV with the known numbers', async ({ page }) => {
  await logIn(page, demo.qc);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Completed Extractions' }).click();
  await expect(page).toHaveURL(/\/home\/completed-extractions$/);
  await page.getByRole('searchbox', { name: 'Search papers' }).fill('bar chart');
  const table = page.getByRole('grid', { name: 'Completed Extractions' });
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  const row = table.getByRole('row', { name: /bar chart/ });
  await expect(row).toContainText('PD-1 inhibitors: overall survival');
  // Completed 2024-03-01 10:30 UTC; the browser runs in UTC.
  const chip = row.getByRole('group', { name: 'Extraction by qc@example.com, 2024-03-01 10:30' });
  await expect(chip).toBeVisible();

  const json = await downloadAs(page, chip.getByRole('button', { name: /^Download extraction/ }), 'JSON');
  expect(json.suggestedFilename()).toBe('demo-2024-response-rates-by-dose-bar-chart-extraction-5eed0000.json');
  const answer = JSON.parse(await readFile((await json.path())!, 'utf8'));
  expect(answer).toMatchObject({ status: 'success', data: { sde: [{ uuid: DEMO_EXTRACTION.uuid, user: { email: 'qc@example.com' } }] } });
  expect(answer.data.sde[0].dactylTreeData.type).toBe('SAVE');
  expect(answer.data.sde[0].wpdData).toBeTruthy();
  await expectSuccess(page, `1 extraction exported as ${json.suggestedFilename()}`);

  const csv = await downloadAs(page, chip.getByRole('button', { name: /^Download extraction/ }), 'CSV');
  expect(csv.suggestedFilename()).toBe('demo-2024-response-rates-by-dose-bar-chart-extraction-5eed0000.csv');
  const bytes = await readFile((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = parseCsv(bytes.subarray(3).toString('utf8'));
  const column = (name: string) => header!.indexOf(name);
  expect(header).toEqual(['paper', 'extraction', 'user', 'study', 'part', 'arm', 'population', 'subgroup', 'tag group', 'tag', 'value', 'unit', 'axis', 'graph', 'file', 'page', 'x', 'y']);
  const values = records.filter((r) => r[column('axis')] === 'bar');
  expect(values.map((r) => [r[column('arm')], Number(r[column('value')])])).toEqual(BAR_CHART_DATA.map((bar) => [bar.label, bar.value]));
  for (const r of values) {
    expect(r[column('paper')]).toBe(BAR_PAPER);
    expect(r[column('user')]).toBe('qc@example.com');
    expect([r[column('study')], r[column('part')], r[column('tag group')], r[column('tag')], r[column('unit')]]).toEqual(['DEMO-2', 'Main', 'Outcomes', 'Percent of subjects', '%']);
  }

  // Download All offers the same formats; View opens the data viewer on this extraction.
  const all = await downloadAs(page, row.getByRole('button', { name: 'Download All' }), 'CSV');
  expect(all.suggestedFilename()).toBe('demo-2024-response-rates-by-dose-bar-chart-all-extractions.csv');
  await chip.getByRole('button', { name: /^View extraction/ }).click();
  await expect(page).toHaveURL(new RegExp(`/data-viewer\\?paperUuid=[0-9a-f-]{36}&sdeUuid=${DEMO_EXTRACTION.uuid}$`));
});
