import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { saveProject } from '../../src/editor/core/project';
import { logChartProject } from '../../stories/screens/qualityControlFixtures';
import { parseCsv } from '../csv';
import { demo, logIn } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * The agreement of a project against the real server: a new project with one paper extracted twice
 * (the QC user one pixel off everywhere, with a hazard ratio of 20 read as 30; the extractor exactly
 * on the demo log chart). The reviewer opens the screen from the Quality Control dashboard, sees one
 * differing value among 18 and exports it; the administrator reaches it from the Project Manager;
 * the extractor is refused.
 */
test.describe.configure({ mode: 'serial' });

const headers = { 'X-Requested-With': 'sourcebench' };
const stamp = randomUUID().slice(0, 8);
const projectName = `AAA Agreement ${stamp}`;
const paperName = `E2E agreement ${stamp}`;
let projectUuid = '';

async function apiAs(baseURL: string, who: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: headers });
  expect((await api.post('/api/login', { data: { email: who.email, password: who.password } })).ok()).toBe(true);
  return api;
}

async function complete(baseURL: string, who: { email: string; password: string }, paper: string, project: ReturnType<typeof logChartProject>) {
  const api = await apiAs(baseURL, who);
  try {
    const saved = await api.post(`/api/data-entry/${randomUUID()}`, { data: { data: saveProject(project), baseVersion: 0, done: true, paperUUID: paper, dataFormat: 'WPD' } });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const admin = await apiAs(baseURL, demo.admin);
  let paper = '';
  try {
    const orgs = (await (await admin.get('/api/organizations')).json()) as { organizations: { uuid: string }[] };
    const created = await admin.post('/api/projects', { data: { name: projectName, description: 'Dual extraction', priority: 1, organizations: [orgs.organizations[0]!.uuid] } });
    expect(created.ok(), await created.text()).toBe(true);
    projectUuid = ((await created.json()) as { project: { uuid: string } }).project.uuid;
    const made = await admin.post('/api/papers', { data: { name: paperName, noIDs: true, status: 'DATA_ENTRY' } });
    expect(made.ok(), await made.text()).toBe(true);
    paper = ((await made.json()) as { paper: { uuid: string } }).paper.uuid;
    expect((await admin.put(`/api/projects/${projectUuid}/papers`, { data: { paperUUIDs: [paper] } })).ok()).toBe(true);
  } finally {
    await admin.dispose();
  }
  await complete(baseURL, demo.qc, paper, logChartProject({ jitter: 1, misread: { index: 3, ratio: 30 } }));
  await complete(baseURL, demo.extractor, paper, logChartProject());
});

test('a reviewer opens it from the Quality Control dashboard, sees the one misread value as differing and exports it', async ({ page }) => {
  await logIn(page, demo.qc);
  await page.goto('/home/qc-dashboard');
  const picker = page.getByRole('region', { name: 'Agreement by project' });
  await picker.getByRole('button', { name: /Project$/ }).click();
  await page.getByRole('option', { name: `${projectName} (1 paper)` }).click();
  await picker.getByRole('button', { name: 'Open agreement' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/project-agreement/${projectUuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Agreement: ${projectName}` })).toBeVisible({ timeout: loaded(15_000) });
  const totals = page.getByRole('region', { name: 'Project totals' });
  const figure = (label: string) => totals.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(figure('Values compared')).toHaveText('18');
  await expect(figure('Agreed')).toHaveText('17 94.4 %');
  await expect(figure('Differing')).toHaveText('1');
  const row = page.getByRole('table', { name: 'Agreement per paper' }).getByRole('row', { name: new RegExp(paperName) });
  await expect(row.getByRole('cell')).toHaveText(['qc@example.com, extractor@example.com', '18', '17', '1', '94.4 %']);
  await expect(page.getByRole('figure', { name: /^Bland-Altman plot: difference against mean for 12 paired values/ })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export disagreements (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe(`aaa-agreement-${stamp}-disagreements.csv`);
  const rows = parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''));
  expect(rows[0]).toEqual(['paper', 'graph', 'dataset/branch', 'tags', 'value', 'reader 1', 'reader 1 value', 'reader 2', 'reader 2 value', 'difference']);
  const data = rows.slice(1).filter((r) => r.some((cell) => cell !== ''));
  expect(data).toHaveLength(1);
  expect(data[0]!.slice(0, 5)).toEqual([paperName, 'Figure 1', 'Hazard ratio (DEMO-1 / Main / Drug, Outcomes)', 'Outcome: Hazard ratio (4 of 6)', 'y (read on the graph)']);
  expect(data[0]![5]).toBe('qc@example.com');
  expect(Number(data[0]![6])).toBeCloseTo(30.2, 0);
  expect(data[0]!.slice(7, 9)).toEqual(['extractor@example.com', '20']);
  expect(data[0]![9]).toMatch(/^0\.1\d* decades$/);

  // A tolerance wider than the misreading (about 9 % of the two decades): nothing differs, nothing to export.
  const tolerance = page.getByRole('textbox', { name: 'Tolerance (% of axis range)' });
  await tolerance.fill('10');
  await tolerance.press('Enter');
  await expect(figure('Differing')).toHaveText('0');
  await expect(figure('Agreed')).toHaveText('18 100.0 %');
  await expect(tolerance).toHaveValue('10');
  await expect(page.getByRole('button', { name: 'Export disagreements (CSV)' })).toBeDisabled();
});

test('the administrator opens it from the Project Manager; the extractor is refused', async ({ page, browser }) => {
  await logIn(page, demo.admin);
  await page.goto('/home/project-manager');
  const projects = page.getByRole('grid', { name: 'Projects' }).or(page.getByRole('table', { name: 'Projects' }));
  await projects.getByRole('row', { name: new RegExp(projectName) }).getByRole('button', { name: `Agreement of ${projectName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/home/project-agreement/${projectUuid}$`));
  await expect(page.getByRole('region', { name: 'Project totals' })).toContainText('Values compared', { timeout: loaded(15_000) });

  const context = await browser.newContext();
  const other = await context.newPage();
  await logIn(other, demo.extractor);
  await other.goto(`/home/project-agreement/${projectUuid}`);
  await expect(other.getByRole('heading', { name: 'Access denied' })).toBeVisible({ timeout: loaded(15_000) });
  await context.close();
});
