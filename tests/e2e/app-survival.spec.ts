import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { datasetOf, demo, linearXyAxes, logIn, onePageExtraction, paperWithSavedEntry, waitForCanvas } from './app-helpers';
import { trialPoints, trialSettings, type TrialArm } from '../../stories/editor/survivalFixtures';
import { loaded } from '../timeouts';

/*
 * A survival graph against the real server and the built app: an extraction saved with an XY graph
 * whose survival settings hold a typed risk table, and the two arms of a simulated trial placed as
 * steps (x 0 to 36 months over 120 to 660 px, survival 0 to 1 over 420 to 90 px). The analysis runs
 * in the app's survival worker; the patient data download as CSV. The raw data viewer's page sums it
 * up per arm and downloads the same patients.
 */
test.describe.configure({ mode: 'serial' });

const paper = { uuid: '', sde: randomUUID(), name: `E2E survival ${randomUUID().slice(0, 8)}; overall survival` };
const ARMS: TrialArm[] = ['Placebo', 'Drug A'];
const toPixel = (t: number, s: number) => ({ x: 120 + (t / 36) * 540, y: 420 - s * 330 });

const document = onePageExtraction({
  axes: [linearXyAxes('Overall survival', { px: 120, py: 420 }, { px: 660, dx: 36 }, { py: 90, dy: 1 }, { survival: trialSettings() })],
  datasets: ARMS.map((arm) =>
    datasetOf(
      arm,
      'Overall survival',
      trialPoints(arm).map((p) => ({ ...toPixel(p.x, p.y), ...(p.censor ? { metadata: { censorMark: true } } : {}) })),
      { name: arm },
    ),
  ),
});

test.beforeAll(async ({}, testInfo) => {
  paper.uuid = await paperWithSavedEntry(testInfo.project.use.baseURL!, paper, 'survival', document);
});

test('the saved survival graph shows its hazard ratio from the worker, and its patient data download as CSV', async ({ page }) => {
  await logIn(page, demo.admin);
  await page.goto(`/data-entry/${paper.uuid}/${paper.sde}`);
  await waitForCanvas(page, { saved: true });
  await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: /^Overall survival/ }).first().click({ position: { x: 48, y: 12 } });
  await expect(page.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Survival' });
  await expect(panel.getByText(/^Hazard ratio 0\.\d+ \(95 % CI 0\.\d+ to [01]\.\d+\)$/)).toBeVisible({ timeout: loaded(15_000) });
  await expect(panel.getByRole('group', { name: 'Results of Drug A' })).toContainText('Patients120');

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download the patient data (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^e2e-survival-[a-z0-9]+-overall-survival-overall-survival-ipd\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r\n/);
  expect(lines[0]).toBe('arm,time,event');
  expect(lines).toHaveLength(241);
  expect(lines.filter((l) => l.startsWith('Placebo,'))).toHaveLength(120);
});

test("the raw data viewer's page sums the survival graph up per arm and downloads its patients", async ({ page }) => {
  await logIn(page, demo.admin);
  await page.goto(`/raw-data-viewer?uuid=${paper.sde}`);
  const section = page.getByRole('region', { name: 'Survival' });
  const table = section.getByRole('table', { name: /^Overall survival/ });
  await expect(table.getByRole('row', { name: /^Drug A/ })).toContainText(/^Drug A120\d+.*0\.\d+ \(95 % CI 0\.\d+ to [01]\.\d+\)p [=<] /, { timeout: loaded(15_000) });
  await expect(table.getByRole('row', { name: /^Placebo/ })).toContainText('Reference');

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download the patient data (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^e2e-survival-[a-z0-9]+-overall-survival-overall-survival-ipd\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r\n/);
  expect(lines[0]).toBe('arm,time,event');
  expect(lines.filter((l) => l.startsWith('Drug A,'))).toHaveLength(120);
});
