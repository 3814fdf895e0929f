import { expect, test, type Page } from '@playwright/test';
import { demo, logIn } from './app-helpers';

const headers = { 'X-Requested-With': 'sourcebench' };

async function createUserThroughApi(page: Page, email: string) {
  const orgs = await (await page.request.get('/api/organizations?omitDeleted=true')).json();
  const roles = await (await page.request.get('/api/roles?omitDeleted=true&itemsPerPage=-1')).json();
  const role = roles.roles.data.find((r: { slug: string }) => r.slug === 'data_entry_user_2');
  const response = await page.request.post('/api/users', {
    headers,
    data: { first_name: 'Ezra', last_name: 'Endtoend', email, password: 'Quiet-Harbour-Lantern-42', roles: [role.uuid], organizations: [orgs.organizations[0].uuid] },
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
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Ezra Endtoend (${email})`);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(users.getByText(email)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show deleted' }).first().click();
  await expect(users.getByText(email)).toBeVisible();
  await users.getByRole('row', { name: email }).getByRole('button', { name: 'Restore Ezra Endtoend' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(users.getByText(email)).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide deleted' }).first().click();
  await expect(users.getByText(email)).toBeVisible();
});

test('an administrator opens the tag groups by level', async ({ page }) => {
  await logIn(page, demo.admin);
  await page.goto('/home/tag/tag-group-manager');
  await expect(page.getByRole('tab', { name: /Level 2/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Outcomes').first()).toBeVisible();
});
