import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, logIn } from './app-helpers';
import { loaded } from '../timeouts';

// The seeded demo papers (src/server/db/seed-papers.ts); other specs add and delete papers of their own beside them.
const barChart = 'Demo; 2024; Response rates by dose (bar chart)';
const lineChart = 'Demo; 2024; Hazard ratio over time (log-scale line chart)';

/** The paper-work tables: the drawer entry that opens each, its heading and the table's name. */
const tables = [
  { entry: 'Source Data Extraction', heading: 'Source Data Extraction', grid: 'Work Queue', url: /\/home\/dashboard$/ },
  { entry: 'Paper Management', heading: 'Paper Management', grid: 'Papers', url: /\/home\/paper-manager$/ },
  { entry: 'Quality Control', heading: 'Quality Control', grid: 'Work Queue', url: /\/home\/qc-dashboard$/ },
  { entry: 'Completed Extractions', heading: 'Completed Extractions', grid: 'Completed Extractions', url: /\/home\/completed-extractions$/ },
] as const;

const windows = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** 1 px of rounding either way. */
const TOLERANCE = 1;

test.describe.configure({ timeout: loaded(120_000) });

async function open(page: Page, entry: string, url: RegExp) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(url);
}

/** Every button in the table's rows lies inside the window, and the table does not scroll sideways. */
async function expectFits(page: Page, grid: Locator, width: number) {
  const buttons = grid.locator('[role="row"]').getByRole('button');
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    const name = await button.getAttribute('aria-label') ?? await button.textContent();
    const box = (await button.boundingBox())!;
    expect(box, `the bounds of ${name}`).not.toBeNull();
    expect(box.x, `the left edge of ${name}`).toBeGreaterThanOrEqual(-TOLERANCE);
    expect(box.x + box.width, `the right edge of ${name}`).toBeLessThanOrEqual(width + TOLERANCE);
  }
  // The last button of the first row takes a click where it is: nothing covers it.
  await grid.locator('[role="row"]').nth(1).getByRole('button').last().click({ trial: true });

  const overflow = await grid.evaluate((table) => {
    const scroller = table.parentElement!;
    const main = table.closest('main')!;
    return {
      table: table.getBoundingClientRect().right,
      scroller: scroller.scrollWidth - scroller.clientWidth,
      main: main.scrollWidth - main.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(overflow.table, 'the right edge of the table').toBeLessThanOrEqual(width + TOLERANCE);
  expect(overflow.scroller, 'the table scrolls sideways').toBeLessThanOrEqual(TOLERANCE);
  expect(overflow.main, 'the page scrolls sideways').toBeLessThanOrEqual(TOLERANCE);
  expect(overflow.page, 'the window scrolls sideways').toBeLessThanOrEqual(TOLERANCE);
}

for (const { width, height } of windows) {
  test(`every paper-work table fits a ${width}x${height} window with its row actions beside the open drawer`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await logIn(page, demo.admin);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const { entry, heading, grid, url } of tables) {
      await test.step(entry, async () => {
        await open(page, entry, url);
        await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
        const table = page.getByRole('grid', { name: grid });
        await expect(table.getByRole('rowheader').first()).toBeVisible({ timeout: loaded(15_000) });
        await expectFits(page, table, width);
      });
    }
    // The spec's names of the row actions stay their accessible names.
    await open(page, 'Source Data Extraction', /\/home\/dashboard$/);
    await expect(page.getByRole('grid', { name: 'Work Queue' }).getByRole('button', { name: /^Start extraction: / }).first()).toBeVisible();
    await open(page, 'Paper Management', /\/home\/paper-manager$/);
    const papers = page.getByRole('grid', { name: 'Papers' });
    // Other specs add papers beside the demo ones: the first row's actions carry the spec's names.
    const first = papers.locator('[role="row"]').nth(1);
    await expect(first.getByRole('button', { name: /^Edit / })).toBeVisible();
    await expect(first.getByRole('button', { name: /^Delete / })).toBeVisible();
  });
}

test('text typed into Search papers right after opening a page stays and filters the table', async ({ page }) => {
  await logIn(page, demo.admin);
  for (const { entry, grid, url } of tables.filter((t) => t.entry !== 'Source Data Extraction')) {
    await test.step(entry, async () => {
      // From the dashboard each time, so the page, its permissions and its list all load after the first keystrokes.
      await open(page, 'Source Data Extraction', /\/home\/dashboard$/);
      await open(page, entry, url);
      const search = page.getByRole('searchbox', { name: 'Search papers' });
      await search.pressSequentially('bar chart');
      const table = page.getByRole('grid', { name: grid });
      await expect(table.getByRole('row', { name: new RegExp(barChart.replace(/[()]/g, '\\$&')) }).first()).toBeVisible({ timeout: loaded(15_000) });
      await expect(table.getByRole('row', { name: new RegExp(lineChart.replace(/[()]/g, '\\$&')) })).toHaveCount(0);
      // Well past the list's arrival and the search's debounce, the text is still there.
      await page.waitForTimeout(1500);
      await expect(search).toHaveValue('bar chart');
      await expect(table.getByRole('row', { name: new RegExp(lineChart.replace(/[()]/g, '\\$&')) })).toHaveCount(0);
    });
  }
});
