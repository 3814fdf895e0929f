import { expect, test, type Page } from '@playwright/test';
import { demo, logIn } from './app-helpers';

const headers = { 'X-Requested-With': 'sourcebench' };

async function createUserThroughApi(page: Page, email: string, password = 'Quiet-Harbour-Lantern-42') {
  const orgs = await (await page.request.get('/api/organizations?omitDeleted=true')).json();
  const roles = await (await page.request.get('/api/roles?omitDeleted=true&itemsPerPage=-1')).json();
  const role = roles.roles.data.find((r: { slug: string }) => r.slug === 'data_entry_user_2');
  const response = await page.request.post('/api/users', {
    headers,
    data: { first_name: 'Ezra', last_name: 'Endtoend', email, password, roles: [role.uuid], organizations: [orgs.organizations[0].uuid] },
  });
  expect(response.ok()).toBe(true);
}

test('an administrator deletes and restores a user, and sees roles and permissions', async ({ page }) => {
  await logIn(page, demo.admin);
  const email = `aaa-${Date.now()}@example.com`;
  await createUserThroughApi(page, email);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/home\/user-manager$/);
  const users = page.getByRole('grid', { name: 'Users' }).or(page.getByRole('table', { name: 'Users' }));
  await expect(users.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Permissions' })).toBeVisible();

  await users.getByRole('row', { name: email }).getByRole('button', { name: 'Delete Ezra Endtoend' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Are you sure/ });
  await expect(confirm).toContainText(`Ezra Endtoend (${email})`);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(users.getByText(email)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show deleted' }).first().click();
  await expect(users.getByText(email)).toBeVisible();
  await users.getByRole('row', { name: email }).getByRole('button', { name: 'Restore Ezra Endtoend' }).click();
  await page.getByRole('alertdialog', { name: /^Are you sure/ }).getByRole('button', { name: 'Yes' }).click();
  await expect(users.getByText(email)).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide deleted' }).first().click();
  await expect(users.getByText(email)).toBeVisible();
});

test('an administrator searches the users table by e-mail or name', async ({ page }) => {
  await logIn(page, demo.admin);
  const stamp = Date.now();
  const email = `searched-${stamp}@example.com`;
  await createUserThroughApi(page, email);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click();
  const users = page.getByRole('grid', { name: 'Users' });
  await expect(users.getByRole('row')).not.toHaveCount(1);
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/users' && url.searchParams.has('filter')) searches.push(url.searchParams.get('filter')!);
  });
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.pressSequentially(`searched-${stamp}`, { delay: 20 });
  // Typing is debounced: the server is asked for what was typed, not for every key. (On a busy
  // machine a pause mid-word may send a prefix first, which can already show the same one row.)
  await expect.poll(() => searches.at(-1)).toBe(`searched-${stamp}`);
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(users.getByRole('row', { name: email })).toBeVisible();
  expect(searches.length).toBeLessThan(`searched-${stamp}`.length);

  await search.fill('Quinn');
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(users.getByRole('row', { name: /qc@example\.com/ })).toBeVisible();
  await search.press('Escape');
  await expect(users.getByRole('row', { name: /admin@example\.com/ })).toBeVisible();
});

test('an administrator opens the tag groups by level', async ({ page }) => {
  await logIn(page, demo.admin);
  await page.goto('/home/tag/tag-group-manager');
  await expect(page.getByRole('tab', { name: /Level 2/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Outcomes').first()).toBeVisible();
});

/** The admin tables render as a grid or a table depending on their interactions. */
const adminTable = (page: Page, name: string) => page.getByRole('grid', { name }).or(page.getByRole('table', { name }));

test('an administrator creates, edits, deletes and restores an organization', async ({ page }) => {
  await logIn(page, demo.admin);
  const name = `AAA Org ${Date.now()}`;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/home\/organizations$/);
  const table = adminTable(page, 'Organizations');
  await expect(table.getByText('Northbridge Clinical Research')).toBeVisible();

  await page.getByRole('button', { name: 'Add new organization' }).click();
  const create = page.getByRole('dialog', { name: 'Create organization' });
  await create.getByRole('textbox', { name: 'Organization name' }).fill(name);
  await create.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end test');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(table.getByRole('row', { name })).toContainText('Made by the end-to-end test');

  await table.getByRole('row', { name }).getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit organization' });
  await edit.getByRole('textbox', { name: 'Description' }).fill('Edited by the end-to-end test');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole('row', { name })).toContainText('Edited by the end-to-end test');

  await table.getByRole('row', { name }).getByRole('button', { name: `Delete ${name}` }).click();
  // Notifications are alert dialogs too: the confirmation is the one that asks.
  const confirm = page.getByRole('alertdialog', { name: /Are you sure/ });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(table.getByText(name)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show deleted' }).click();
  await table.getByRole('row', { name }).getByRole('button', { name: `Restore ${name}` }).click();
  await page.getByRole('alertdialog', { name: /Are you sure/ }).getByRole('button', { name: 'Yes' }).click();
  await expect(table.getByText(name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide deleted' }).click();
  await expect(table.getByRole('row', { name })).toBeVisible();
});

test('an administrator creates a project', async ({ page }) => {
  await logIn(page, demo.admin);
  const name = `AAA Project ${Date.now()}`;
  await page.goto('/home/project-manager');
  const table = adminTable(page, 'Projects');
  await page.getByRole('button', { name: 'Add new project' }).click();
  const create = page.getByRole('dialog', { name: 'Create project' });
  await create.getByRole('textbox', { name: 'Project name' }).fill(name);
  await create.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end test');
  await create.getByRole('textbox', { name: 'Priority' }).fill('3');
  await create.getByRole('combobox', { name: 'Add organizations' }).fill('Northbridge');
  await page.getByRole('option', { name: 'Northbridge Clinical Research' }).click();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alertdialog', { name: /^Success/ })).toBeVisible();
  await expect(create).toBeHidden();
  await expect(table.getByRole('row', { name })).toContainText('Northbridge Clinical Research');
});

test('an API token made in Settings authorises API calls until it is revoked', async ({ page, baseURL }) => {
  await logIn(page, demo.admin);
  const uuid = await page.evaluate(() => (JSON.parse(localStorage.getItem('sourcebench.user.v1') ?? '{}') as { uuid: string }).uuid);
  await page.goto('/home/settings');
  const tokenName = `e2e token ${Date.now()}`;
  await page.getByRole('button', { name: 'Create Token' }).click();
  const create = page.getByRole('dialog', { name: 'Create Token' });
  await create.getByRole('textbox', { name: 'Token Name' }).fill(tokenName);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('API token created successfully')).toBeVisible();
  const created = page.getByRole('dialog', { name: 'Token created successfully!' });
  const token = (await created.locator('code').first().innerText()).trim();
  expect(token.length).toBeGreaterThan(10);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(tokenName)).toBeVisible();

  // Node's fetch carries no session cookie: only the token can authorise the call.
  const isAdmin = () => fetch(`${baseURL}/api/users/${uuid}/is-admin`, { headers: { Authorization: `Bearer ${token}` } });
  const allowed = await isAdmin();
  expect(allowed.status).toBe(200);
  expect(await allowed.json()).toBe(true);

  await page.getByRole('button', { name: `Revoke ${tokenName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke API token' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('API token revoked successfully')).toBeVisible();
  await expect(page.getByText(tokenName)).toHaveCount(0);
  expect((await isAdmin()).status).toBe(401);
});

test('a user changes their password in Settings and logs in with the new one', async ({ page, browser, baseURL }) => {
  await logIn(page, demo.admin);
  const email = `pw-${Date.now()}@example.com`;
  const oldPassword = 'Quiet-Harbour-Lantern-42';
  const newPassword = 'Amber-Orchard-Telescope-77';
  await createUserThroughApi(page, email, oldPassword);

  const context = await browser.newContext({ baseURL });
  const own = await context.newPage();
  await logIn(own, { email, password: oldPassword });
  await own.goto('/home/settings');
  const field = (name: string) => own.getByRole('textbox', { name, exact: true });
  await field('Current password').fill(oldPassword);
  await field('New password').fill(newPassword);
  await field('Confirm new password').fill(newPassword);
  await own.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(own.getByText('Save complete')).toBeVisible();
  await expect(field('Current password')).toHaveValue('');
  await context.close();

  const fresh = await browser.newContext({ baseURL });
  const again = await fresh.newPage();
  await logIn(again, { email, password: newPassword });
  await fresh.close();
});
