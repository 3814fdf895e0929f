import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demo, logIn } from './app-helpers';
import { PNG } from 'pngjs';
import { loaded } from '../timeouts';

/*
 * The paper create/edit dialog on /home/paper-manager, against the real server: 'Add new paper'
 * opens it for a new paper, a row's Edit action for that paper. What was saved is read back
 * through the API, so these tests do not depend on how the papers table lays out its rows.
 */

declare global {
  interface Window {
    /** Every notification the snackbar has shown, by its accessible name, e.g. 'Success: Paper X created'. */
    shownNotifications?: string[];
    /** Every value each 'Uploading …' progress bar has shown, by the bar's accessible name. */
    uploadProgress?: Record<string, number[]>;
  }
}

/** Notes each notification as it renders and each upload progress value as it changes. */
function recordFeedback() {
  const shown: string[] = (window.shownNotifications = []);
  const progress: Record<string, number[]> = (window.uploadProgress = {});
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
      const value = Number(bar.getAttribute('aria-valuenow'));
      const seen = (progress[bar.getAttribute('aria-label')!] ??= []);
      if (seen.at(-1) !== value) seen.push(value);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-valuenow'] });
}

// A whole create or edit round refreshes several lists; on the shared 2-core machine it can take a while.
test.describe.configure({ timeout: loaded(120_000) });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordFeedback);
});

const CSRF = { 'X-Requested-With': 'sourcebench' };

/** A PDF the server recognises by its first bytes, padded to `size` bytes. */
function pdfBytes(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
  const body = Buffer.alloc(Math.max(0, size - head.length - 6), 0x20);
  return Buffer.concat([head, body, Buffer.from('\n%%EOF')]);
}

/** The paper with this name, as the API answers it. */
async function paperNamed(request: APIRequestContext, name: string) {
  const response = await request.get('/api/papers', { params: { searchKey: name, omitDeleted: 'true', itemsPerPage: '10' } });
  expect(response.ok()).toBe(true);
  const { papers } = (await response.json()) as { papers: { data: { uuid: string; name: string; doi: string | null; citation: unknown; projects: { name: string }[]; files: { name: string; size: number; deleted_at: string | null }[] }[] } };
  return papers.data.find((p) => p.name === name);
}

async function expectNotified(page: Page, message: string) {
  await expect.poll(() => page.evaluate(() => window.shownNotifications ?? []), { timeout: loaded(15_000) }).toContain(`Success: ${message}`);
}

test.describe('Paper form', () => {
  test('creates a paper: uniqueness, citation lookup, a new project and a PDF and a PNG uploaded with progress', async ({ page }) => {
    const run = Date.now().toString(36);
    const doi = `10.5555/e2e.${run}`;
    const projectName = `E2E project ${run}`;
    const foundDoi = `10.5555/found.${run}`;
    const title = `Trial report ${run}`;
    await logIn(page, demo.admin);
    await page.goto('/home/paper-manager');
    await page.getByRole('button', { name: 'Add new paper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create paper' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Ready for source data extraction' })).toBeChecked();

    // Escape closes the project search's list, not the form, and takes the typed text back.
    const projectSearch = dialog.getByRole('combobox', { name: 'Search for a project' });
    await projectSearch.fill('PD-1');
    await expect(page.getByRole('option', { name: 'PD-1 inhibitors: overall survival' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(projectSearch).toHaveValue('');

    // A DOI a seeded paper has is refused; the server's search finds it.
    const doiField = dialog.getByRole('textbox', { name: 'DOI' });
    await doiField.fill('10.5555/sourcebench.demo.1');
    await doiField.press('Tab');
    await expect(doiField).toHaveAccessibleDescription('A paper with this DOI exists');

    // The local citation service (scripts/citation-service.mjs) knows nothing of this DOI...
    await doiField.fill(doi);
    await dialog.getByRole('button', { name: 'Fetch Citation' }).click();
    await expect(dialog.getByText('Citation not found, please try again')).toBeVisible();

    // ...and answers, as the Zotero translation server would, for a DOI under 10.5555/found.
    await doiField.fill(foundDoi);
    await dialog.getByRole('button', { name: 'Fetch Citation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm citation' });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(title);

    // React Aria keeps the radio input itself visually hidden: the keyboard picks the option.
    await dialog.getByRole('radio', { name: 'Create a new project' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: 'Create a new project' })).toBeChecked();
    const newProject = dialog.getByRole('group', { name: 'New project' });
    await newProject.getByRole('textbox', { name: 'Project name' }).fill(projectName);
    // The organizations arrive a moment after the sub-form opens; typing before then may be replaced.
    const organizations = newProject.getByRole('combobox', { name: 'Add organizations' });
    await expect(async () => {
      await organizations.fill('Meta');
      await expect(page.getByRole('option', { name: 'Meta-Analysis Unit' })).toBeVisible({ timeout: loaded(2_000) });
    }).toPass({ timeout: loaded(30_000) });
    await page.getByRole('option', { name: 'Meta-Analysis Unit' }).click();

    const figure = new PNG({ width: 8, height: 8 });
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'trial-report.pdf', mimeType: 'application/pdf', buffer: pdfBytes(2_000_000) },
      { name: 'figure-2.png', mimeType: 'image/png', buffer: PNG.sync.write(figure) },
    ]);
    await expect(dialog.getByRole('button', { name: 'Remove trial-report.pdf' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove figure-2.png' })).toBeVisible();

    // A slow uplink, so the upload lasts long enough to report its progress along the way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1_000_000 });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden({ timeout: loaded(60_000) });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await expectNotified(page, `Paper ${title} created`);
    await expectNotified(page, `Project ${projectName} created`);
    await expectNotified(page, '2 files uploaded');
    const progress = await page.evaluate(() => window.uploadProgress ?? {});
    const bars = Object.entries(progress);
    expect(bars.map(([name]) => name).sort()).toEqual([expect.stringContaining('figure-2.png'), expect.stringContaining('trial-report.pdf')]);
    // The 2 MB PDF on a 1 MB/s uplink shows values along the way; every bar only ever goes up.
    expect(bars.find(([name]) => name.includes('trial-report.pdf'))![1].some((value) => value > 0 && value < 100)).toBe(true);
    for (const [, values] of bars) expect(values).toEqual([...values].sort((a, b) => a - b));

    const saved = await paperNamed(page.request, title);
    expect(saved).toMatchObject({ doi: foundDoi, projects: [{ name: projectName }] });
    expect(saved?.files.map((f) => f.name).sort()).toEqual(['figure-2.png', 'trial-report.pdf']);
    expect(saved?.citation).toMatchObject({ title });
  });

  test('edits a paper from its row: new name, a file removed and another added', async ({ page }) => {
    const run = Date.now().toString(36);
    const name = `E2E edit ${run}`;
    await logIn(page, demo.admin);
    const created = await page.request.post('/api/papers', { headers: CSRF, data: { name, doi: `10.5555/e2e.edit.${run}` } });
    expect(created.ok()).toBe(true);
    const { paper } = (await created.json()) as { paper: { uuid: string } };
    const uploaded = await page.request.post(`/api/papers/${paper.uuid}/files`, {
      headers: CSRF,
      multipart: { 'files[0]': { name: 'old-scan.pdf', mimeType: 'application/pdf', buffer: pdfBytes(4_000) } },
    });
    expect(uploaded.ok()).toBe(true);

    await page.goto('/home/paper-manager');
    await page.getByRole('searchbox', { name: 'Search papers' }).fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit paper' });
    const nameField = dialog.getByRole('textbox', { name: 'Name' });
    await expect(nameField).toHaveValue(name);
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();

    await nameField.fill(`${name} (revised)`);
    await dialog.getByRole('button', { name: 'Remove old-scan.pdf' }).click();
    await expect(dialog.getByText('Removed when saved: old-scan.pdf')).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'new-scan.pdf', mimeType: 'application/pdf', buffer: pdfBytes(8_000) });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden({ timeout: loaded(30_000) });
    await expectNotified(page, '1 file uploaded, 1 removed');

    const saved = await paperNamed(page.request, `${name} (revised)`);
    expect(saved?.files.filter((f) => f.deleted_at === null).map((f) => f.name)).toEqual(['new-scan.pdf']);
  });
});
