import { expect, test, type Page } from '@playwright/test';
import { demo, logIn } from './app-helpers';
import { loaded } from '../timeouts';

// The seeded demo papers (src/server/db/seed-papers.ts). The administrator's test deletes and restores
// the bar chart; the extractor's works on the line chart, so the two can run side by side.
const lineChart = 'Demo; 2024; Hazard ratio over time (log-scale line chart)';
const barChart = 'Demo; 2024; Response rates by dose (bar chart)';
const trainingPaper = 'Demo; 2024; Randomised trial report (two pages, table and chart)';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

declare global {
  interface Window {
    /** Every notification the snackbar has shown, by its accessible name, e.g. 'Success: Paper X deleted'. */
    shownNotifications?: string[];
  }
}

/** Notes each notification as the snackbar renders it, so a short one is not missed between two polls. */
function recordNotifications() {
  const shown: string[] = (window.shownNotifications = []);
  const noted = new WeakSet<Element>();
  new MutationObserver(() => {
    const region = document.querySelector('[role="region"][aria-label="Notifications"]');
    for (const toast of region?.querySelectorAll('[role="alertdialog"]') ?? []) {
      const title = document.getElementById(toast.getAttribute('aria-labelledby') ?? '');
      if (noted.has(toast) || !title?.textContent) continue;
      noted.add(toast);
      shown.push(title.textContent.replace(/\s+/g, ' ').trim());
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

async function expectSuccess(page: Page, message: string) {
  const shown = () => page.evaluate(() => window.shownNotifications ?? []);
  await expect.poll(shown, { timeout: loaded(15_000) }).toContain(`Success: ${message}`);
  expect((await shown()).filter((text) => text.startsWith('Error:'))).toEqual([]);
}

const confirmation = (page: Page) => page.getByRole('alertdialog', { name: /^Are you sure/ });

test.describe.configure({ timeout: loaded(120_000) });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordNotifications);
});

test('an administrator finds, deletes and restores a paper in Paper Management', async ({ page }) => {
  await logIn(page, demo.admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Paper Management' }).click();
  await expect(page).toHaveURL(/\/home\/paper-manager$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paper Management' })).toBeVisible();
  const papers = page.getByRole('grid', { name: 'Papers' });
  // Papers made by other tests may come first, so the first page is whatever is newest.
  const firstRow = papers.getByRole('rowheader').first();
  // The first row is a paper's name once the table has loaded (while loading it says so).
  await expect(firstRow).not.toHaveText('Loading…');
  const newest = (await firstRow.textContent())!.trim();

  // Two or more characters search names and identifiers; one character is no filter.
  const search = page.getByRole('searchbox', { name: 'Search papers' });
  await search.fill('Demo; 2024');
  for (const name of [lineChart, barChart, trainingPaper]) await expect(papers.getByRole('row', { name })).toBeVisible();
  await expect(papers.getByRole('row', { name: barChart })).toContainText('bar-chart.png');
  await search.fill('b');
  await page.waitForTimeout(800);
  await expect(papers.getByRole('rowheader').first()).toHaveText(newest);
  await search.fill('bar chart');
  await expect(papers.getByRole('row', { name: lineChart })).toHaveCount(0);
  await expect(papers.getByRole('row', { name: barChart })).toBeVisible();

  await papers.getByRole('button', { name: `Delete ${barChart}` }).click();
  const confirmDelete = confirmation(page);
  await expect(confirmDelete).toContainText('Are you sure you want to delete this paper?');
  await expect(confirmDelete).toContainText(barChart);
  await confirmDelete.getByRole('button', { name: 'Yes' }).click();
  await expectSuccess(page, `Paper ${barChart} deleted`);
  await expect(papers.getByRole('row', { name: barChart })).toHaveCount(0);

  await page.getByRole('button', { name: 'Show deleted' }).click();
  const deletedRow = papers.getByRole('row', { name: barChart });
  await expect(deletedRow).toHaveAttribute('data-deleted', 'true');
  await expect(deletedRow.getByRole('button', { name: `Delete ${barChart}` })).toHaveCount(0);
  await deletedRow.getByRole('button', { name: `Restore ${barChart}` }).click();
  const confirmRestore = confirmation(page);
  await expect(confirmRestore).toContainText('Are you sure you want to restore this paper?');
  await confirmRestore.getByRole('button', { name: 'Yes' }).click();
  await expectSuccess(page, `Paper ${barChart} restored`);
  await expect(papers.getByRole('row', { name: barChart })).toHaveCount(0);

  await page.getByRole('button', { name: 'Hide deleted' }).click();
  await expect(papers.getByRole('row', { name: barChart })).toBeVisible();
  await expect(papers.getByRole('row', { name: barChart })).not.toHaveAttribute('data-deleted');
});

test('an extractor starts a paper from the work queue and, once the entry is saved, continues the same one', async ({ page }) => {
  await logIn(page, demo.extractor);
  await expect(page.getByRole('heading', { level: 1, name: 'Source Data Extraction' })).toBeVisible();
  const queue = page.getByRole('grid', { name: 'Work Queue' });
  const row = queue.getByRole('row', { name: lineChart });
  await expect(row).toContainText('Not started');
  // The training paper is in the training queue, not here.
  await expect(queue.getByRole('row', { name: trainingPaper })).toHaveCount(0);

  await row.getByRole('button', { name: `Start extraction: ${lineChart}` }).click();
  await expect(page).toHaveURL(new RegExp(`/data-entry/${UUID}/${UUID}$`));
  const [, paperUuid, sdeUuid] = new URL(page.url()).pathname.split('/').filter(Boolean);

  // Nothing is saved yet, so the server knows of no entry: the row still offers a start.
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(row).toContainText('Not started');
  await expect(row.getByRole('button', { name: `Start extraction: ${lineChart}` })).toBeVisible();

  // The first save creates the entry, as the data-entry screen's first save does.
  const saved = await page.request.post(`/api/data-entry/${sdeUuid}`, {
    headers: { 'X-Requested-With': 'sourcebench' },
    data: { delta: [], baseVersion: 0, paperUUID: paperUuid, dataFormat: 'WPD' },
  });
  expect(saved.status()).toBe(200);

  await page.reload();
  await expect(row).toContainText('In progress');
  await row.getByRole('button', { name: `Continue extraction: ${lineChart}` }).click();
  await expect(page).toHaveURL(new RegExp(`/data-entry/${paperUuid}/${sdeUuid}$`));
});

test('the training dashboard lists training papers and opens them on the training route', async ({ page }) => {
  await logIn(page, demo.extractor);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training' }).click();
  await expect(page).toHaveURL(/\/home\/training-dashboard$/);
  const queue = page.getByRole('grid', { name: 'Training Queue' });
  await expect(queue.getByRole('row', { name: lineChart })).toHaveCount(0);
  await queue.getByRole('row', { name: trainingPaper }).getByRole('button', { name: `Start training: ${trainingPaper}` }).click();
  await expect(page).toHaveURL(new RegExp(`/data-entry-training/${UUID}/${UUID}$`));
});
