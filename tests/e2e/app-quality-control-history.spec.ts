import { randomUUID } from 'node:crypto';
import { expect, request, test, type Page } from '@playwright/test';
import { saveProject } from '../../src/editor/core/project';
import { logChartProject } from '../../stories/screens/qualityControlFixtures';
import { apiHeaders, copyName, copySeededFile, demo, logIn } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * The history of the reviewed extraction in quality control, against the real server: the
 * extractor saves an extraction of a copy of the log-scale chart paper, then moves its second
 * point and saves it completed. The QC user, who may read but not save it, opens its history from
 * the quality-control screen, chooses version 1 and reads what changed since, with no way to restore.
 * The administrator, who may save any extraction, restores version 1 from the same screen.
 */
test.describe.configure({ mode: 'serial' });

const paperName = `E2E quality control history ${randomUUID().slice(0, 8)}; log-scale chart`;
const sde = randomUUID();
let paperUuid = '';

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const document = saveProject(logChartProject()) as { pages: { datasets: { points: { x: number; y: number }[] }[] }[] };
  paperUuid = await copySeededFile(baseURL, paperName, { paper: 'log-scale line chart' }, copyName('qc-history'));
  const moved = structuredClone(document);
  moved.pages[0]!.datasets[0]!.points[1]!.y -= 40;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: apiHeaders });
  try {
    expect((await api.post('/api/login', { data: { email: demo.extractor.email, password: demo.extractor.password } })).ok()).toBe(true);
    const first = await api.post(`/api/data-entry/${sde}`, { data: { data: document, baseVersion: 0, done: false, paperUUID: paperUuid, dataFormat: 'WPD' } });
    expect(first.ok(), await first.text()).toBe(true);
    const second = await api.post(`/api/data-entry/${sde}`, { data: { data: moved, baseVersion: 1, done: true, paperUUID: paperUuid, dataFormat: 'WPD' } });
    expect(second.ok(), await second.text()).toBe(true);
  } finally {
    await api.dispose();
  }
});

async function openHistory(page: Page) {
  await page.goto(`/quality-control?paperUuid=${paperUuid}&sdeUuid=${sde}`);
  await expect(page.getByRole('treegrid', { name: 'Extraction tree' })).toBeVisible({ timeout: loaded(15_000) });
  const button = page.getByRole('button', { name: 'History', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const versions = page.getByRole('listbox', { name: 'Saved versions' });
  await expect(versions.getByRole('option')).toHaveCount(2);
  await expect(versions.getByRole('option').first()).toContainText('Version 2 (current)');
  return versions;
}

test('the QC user reads the reviewed extraction\'s history: what changed since version 1, and no restore', async ({ page }) => {
  await logIn(page, demo.qc);
  const versions = await openHistory(page);
  await versions.getByRole('option', { name: /^Version 1(?!\d)/ }).click();
  await expect(page.getByRole('heading', { name: /^Version 1 by extractor@example.com on / })).toBeVisible();
  await expect(page.getByText('Since then, up to version 2: 0 points added, 1 moved, 0 deleted, 0 retagged')).toBeVisible();
  await expect(page.getByRole('list', { name: 'What changed' }).getByRole('listitem')).toHaveText(['Hazard ratio (page 1): point 2 moved from (372, 690) to (372, 650)']);
  await expect(page.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
  // The review itself is not changed by reading the history.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  // Nor is the extraction: reading a version saves nothing, it still has its two versions.
  const history = await page.request.get(`/api/data-entry/${sde}/history?page=1&itemsPerPage=20`, { headers: apiHeaders });
  expect(history.status(), await history.text()).toBe(200);
  const read = (await history.json()) as { version: number; history: { meta: { total: number } } };
  expect([read.version, read.history.meta.total]).toEqual([2, 2]);
  await page.getByRole('button', { name: 'Close history' }).click();
  await expect(versions).toHaveCount(0);
});

test('an administrator, who may save the extraction, restores version 1 from quality control; it is saved as version 3', async ({ page }) => {
  await logIn(page, demo.admin);
  const versions = await openHistory(page);
  await versions.getByRole('option', { name: /^Version 1(?!\d)/ }).click();
  await page.getByRole('button', { name: 'Restore this version' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Restore version 1? It is saved as a new version; no version is lost.');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(versions.getByRole('option').first()).toContainText('Version 3 (current)');
  await expect(versions.getByRole('option').first()).toContainText('restored version 1');
  const answer = await page.request.get(`/api/data-entry/${sde}/versions/3`, { headers: apiHeaders });
  const restored = (await answer.json()) as { data: { pages: { datasets: { points: { y: number }[] }[] }[] } };
  expect(Math.round(restored.data.pages[0]!.datasets[0]!.points[1]!.y)).toBe(690);
});
