import { randomUUID } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import { saveProject } from '../../src/editor/core/project';
import { logChartProject } from '../../stories/screens/qualityControlFixtures';
import { readFile } from 'node:fs/promises';
import { apiHeaders, asAdmin, copyName, copySeededFile, demo, logIn, parseCsv } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * Quality control with three readers against the real server: a new extractor, the QC user (one point
 * misread) and the demo extractor complete a copy of the log-scale chart; the QC user reviews the
 * demo extractor's extraction, adds the third reader, sees the misread value with every reading, its
 * spread and the odd one out, keeps a value and saves: the record names both readers compared with.
 */
test.describe.configure({ mode: 'serial' });

const paperName = `E2E quality control readers ${randomUUID().slice(0, 8)}; log-scale chart`;
/** The third reader: one account for every run, made by the first (the seeded users are two extractors only). */
const third = { email: 'e2e-third-reader@example.com', password: 'Quiet-Harbour-Lantern-42' };
let paperUuid = '';
let reviewedEntry = '';
let qcEntry = '';
let thirdEntry = '';

async function completeExtraction(baseURL: string, who: { email: string; password: string }, project: ReturnType<typeof logChartProject>): Promise<string> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: apiHeaders });
  try {
    expect((await api.post('/api/login', { data: { email: who.email, password: who.password } })).ok()).toBe(true);
    const sde = randomUUID();
    const delta = Object.entries(saveProject(project)).map(([key, value]) => ({ op: 'add' as const, path: `/${key}`, value }));
    const saved = await api.post(`/api/data-entry/${sde}`, { data: { delta, baseVersion: 0, done: true, paperUUID: paperUuid, dataFormat: 'WPD' } });
    expect(saved.status(), await saved.text()).toBe(200);
    return sde;
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const probe = await request.newContext({ baseURL, extraHTTPHeaders: apiHeaders });
  const thirdExists = await probe
    .post('/api/login', { data: { email: third.email, password: third.password } })
    .then((answer) => answer.ok())
    .finally(() => probe.dispose());
  if (!thirdExists) {
    await asAdmin(baseURL, async (api) => {
      const orgs = await (await api.get('/api/organizations?omitDeleted=true')).json();
      const roles = await (await api.get('/api/roles?omitDeleted=true&itemsPerPage=-1')).json();
      const role = roles.roles.data.find((r: { slug: string }) => r.slug === 'data_entry_user_2');
      const created = await api.post('/api/users', {
        data: { first_name: 'Rhea', last_name: 'Reader', email: third.email, password: third.password, roles: [role.uuid], organizations: [orgs.organizations[0].uuid] },
      });
      expect(created.ok(), await created.text()).toBe(true);
    });
  }
  paperUuid = await copySeededFile(baseURL, paperName, { paper: 'log-scale line chart' }, copyName('qc-readers'));
  // Completed in this order: the third reader a pixel off one way, the QC user a pixel off the other way
  // with the fourth point (20) read as 30, then the reviewed extraction.
  thirdEntry = await completeExtraction(baseURL, third, logChartProject({ jitter: -1 }));
  qcEntry = await completeExtraction(baseURL, demo.qc, logChartProject({ jitter: 1, misread: { index: 3, ratio: 30 } }));
  reviewedEntry = await completeExtraction(baseURL, demo.extractor, logChartProject());
});

test('the QC user compares the reviewed extraction with two readers: every reading, the spread and the odd one out; the record names both', async ({ page }) => {
  await logIn(page, demo.qc);
  await page.goto(`/quality-control?paperUuid=${paperUuid}&sdeUuid=${reviewedEntry}`);
  const readers = page.getByRole('group', { name: 'Compare with' });
  await expect(readers).toBeVisible({ timeout: loaded(30_000) });
  await expect(readers).toContainText(`Reviewing the extraction by ${demo.extractor.email}`);
  const qcBox = readers.getByRole('checkbox', { name: new RegExp(`^${demo.qc.email.replace('.', '\\.')}, completed `) });
  const thirdBox = readers.getByRole('checkbox', { name: new RegExp(`^${third.email.replace(/\./g, '\\.')}, completed `) });
  // At first the newest other extraction only.
  await expect(qcBox).toBeChecked();
  await expect(thirdBox).not.toBeChecked();
  await expect(page.getByRole('region', { name: `Dual extraction: ${demo.extractor.email} and ${demo.qc.email}` })).toBeVisible();

  await readers.getByText(`${third.email}, completed`).click();
  await expect(thirdBox).toBeChecked();
  const multiple = page.getByRole('region', { name: `Multiple extraction: ${demo.extractor.email}, ${demo.qc.email} and ${third.email}` });
  await expect(multiple).toBeVisible();
  const table = multiple.getByRole('table', { name: 'Compared values' });
  await expect(table.getByRole('columnheader')).toHaveText(['Study key', 'Tag group', 'Item', 'Tag', demo.extractor.email, demo.qc.email, third.email, 'Spread', 'Agreement']);
  const flagged = table.getByRole('row').filter({ has: page.getByText('Differs', { exact: true }) });
  await expect(flagged).toHaveCount(1);
  const cells = flagged.getByRole('cell');
  await expect(cells.nth(4)).toContainText(/^20page 1/);
  await expect(cells.nth(5)).toContainText(/^30\.231Odd one out/);
  await expect(cells.nth(6)).not.toContainText('Odd one out');
  await expect(cells.nth(7)).toHaveText(/^0\.1\d+ decades$/);

  const decision = multiple.getByRole('radiogroup', { name: /^Decision for .*\(4 of 6\), y \(read on the graph\)$/ });
  await decision.getByText(`Keep ${third.email}'s value`).click();
  await expect(decision.getByRole('radio', { name: `Keep ${third.email}'s value` })).toBeChecked();
  const toolbar = page.getByRole('toolbar', { name: 'Paper actions' });
  await toolbar.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Save complete')).toBeVisible();

  const api = page.request;
  const answer = await api.get(`/api/papers/${paperUuid}?saveUUID=${reviewedEntry}`, { headers: apiHeaders });
  const { qcData } = (await answer.json()) as { qcData: { entryData: { data: { comparedWith: string[]; resolutions: Record<string, { resolution: unknown; value: string; readings: Record<string, string> }> } } } };
  const saved = qcData.entryData.data;
  expect(saved.comparedWith).toEqual([qcEntry, thirdEntry]);
  const [resolution] = Object.values(saved.resolutions);
  expect(resolution!.resolution).toEqual({ kind: 'keep', reader: thirdEntry });
  expect(Object.keys(resolution!.readings).sort()).toEqual([reviewedEntry, qcEntry, thirdEntry].sort());
  expect(resolution!.value).toBe(resolution!.readings[thirdEntry]);
  expect(resolution!.value).toMatch(/^19\.|^20/);

  // Reopened, the review is compared with the same two readers.
  await page.reload();
  await expect(page.getByRole('region', { name: /^Multiple extraction:/ })).toBeVisible({ timeout: loaded(30_000) });
  await expect(page.getByRole('group', { name: 'Compare with' }).getByRole('checkbox', { checked: true })).toHaveCount(2);
});

test('the QC user settles the difference, saves the reconciled extraction (again: a new version of it), and its CSV says how each value was reached', async ({ page, browser }) => {
  await logIn(page, demo.qc);
  await page.goto(`/quality-control?paperUuid=${paperUuid}&sdeUuid=${reviewedEntry}`);
  const multiple = page.getByRole('region', { name: /^Multiple extraction:/ });
  await expect(multiple).toBeVisible({ timeout: loaded(30_000) });
  const reconciled = page.getByRole('region', { name: 'Reconciled extraction' });
  const save = reconciled.getByRole('button', { name: 'Save reconciled extraction' });
  const decision = multiple.getByRole('radiogroup', { name: /^Decision for .*\(4 of 6\), y \(read on the graph\)$/ });
  // Marked for discussion, the value is not settled: the action waits and says why.
  await decision.getByText('Mark for discussion').click();
  await expect(save).toBeDisabled();
  await expect(reconciled).toContainText('Decide 1 more value to save the reconciled extraction');
  await decision.getByText('Correct the value').click();
  await multiple.getByRole('textbox', { name: /^Corrected value for .*\(4 of 6\)/ }).fill('21');
  await multiple.getByRole('textbox', { name: /^Note on .*\(4 of 6\)/ }).fill('Marker centre read again at 400 %');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(reconciled).toContainText('Reconciled extraction saved (version 1).');

  const readPaper = async () => (await (await page.request.get(`/api/papers/${paperUuid}?saveUUID=${reviewedEntry}`, { headers: apiHeaders })).json()) as {
    dataEntries: { uuid: string; completed_at: string | null; reconciled?: boolean; version: number }[];
    qcData: { entryData: { data: { reconciledUuid: string } } };
  };
  const first = await readPaper();
  const reconciledUuid = first.qcData.entryData.data.reconciledUuid;
  expect([reviewedEntry, qcEntry, thirdEntry]).not.toContain(reconciledUuid);
  expect(first.dataEntries.find((e) => e.uuid === reconciledUuid)).toMatchObject({ reconciled: true, version: 1 });
  expect(first.dataEntries.filter((e) => e.reconciled)).toHaveLength(1);

  // Saved again: the same reconciled extraction, a new version in its history.
  await save.click();
  await expect(reconciled).toContainText('Reconciled extraction saved (version 2).');
  const second = await readPaper();
  expect(second.qcData.entryData.data.reconciledUuid).toBe(reconciledUuid);
  expect(second.dataEntries.filter((e) => e.completed_at)).toHaveLength(4);
  expect(second.dataEntries.find((e) => e.uuid === reconciledUuid)).toMatchObject({ reconciled: true, version: 2 });

  // Reopened, it is listed as reconciled and not compared.
  await page.reload();
  const readers = page.getByRole('group', { name: 'Compare with' });
  await expect(readers).toBeVisible({ timeout: loaded(30_000) });
  const reconciledBox = readers.getByRole('checkbox', { name: /Reconciled$/ });
  await expect(reconciledBox).toHaveCount(1);
  await expect(reconciledBox).not.toBeChecked();
  // The decision and its note come back with the review.
  await expect(page.getByRole('textbox', { name: /^Note on .*\(4 of 6\)/ })).toHaveValue('Marker centre read again at 400 %');

  // The administrator downloads its CSV from Completed Extractions, where it carries the badge.
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, demo.admin);
  await admin.goto('/home/completed-extractions');
  await admin.getByRole('searchbox', { name: 'Search papers' }).fill(paperName.slice(0, 30));
  const row = admin.getByRole('grid', { name: 'Completed Extractions' }).getByRole('row', { name: new RegExp(paperName.slice(0, 30)) });
  const chip = row.getByRole('group', { name: /^Extraction by qc@example\.com/ }).filter({ hasText: 'Reconciled' });
  await expect(chip).toHaveCount(1, { timeout: loaded(30_000) });
  await chip.getByRole('button', { name: /^Download extraction/ }).click();
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('dialog', { name: /: format$/ }).getByRole('button', { name: /^CSV/ }).click()]);
  const records = parseCsv((await readFile((await download.path())!)).subarray(3).toString('utf8'));
  const header = records[0]!;
  expect(header.slice(-3)).toEqual(['agreement', 'settled by', 'note']);
  const at = (record: string[], column: string) => record[header.indexOf(column)]!;
  const settled = records.slice(1).filter((r) => at(r, 'agreement') === 'settled');
  expect(settled).toHaveLength(1);
  expect(at(settled[0]!, 'axis')).toBe('y');
  expect(Number(at(settled[0]!, 'value'))).toBeCloseTo(21, 6);
  expect(at(settled[0]!, 'settled by')).toBe(demo.qc.email);
  expect(at(settled[0]!, 'note')).toBe('Marker centre read again at 400 %');
  const y = records.slice(1).filter((r) => at(r, 'axis') === 'y' && r !== settled[0]);
  expect(y).toHaveLength(5);
  expect(y.every((r) => at(r, 'agreement') === 'within tolerance' && at(r, 'settled by') === '')).toBe(true);
  await admin.context().close();
});
