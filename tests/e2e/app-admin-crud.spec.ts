import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, logIn } from './app-helpers';
import { loaded } from '../timeouts';

/** The admin tables render as a grid or a table depending on their interactions. */
const adminTable = (page: Page, name: string) => page.getByRole('grid', { name }).or(page.getByRole('table', { name }));

/**
 * The users page holds three tables, each with its own 'Show deleted': the one that belongs to a
 * table is the one in the region named after it.
 */
const tableSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The confirmation that asks (notifications are alert dialogs too). */
const confirmation = (page: Page) => page.getByRole('alertdialog', { name: /^Are you sure/ });

declare global {
  interface Window {
    /** Every notification the snackbar has shown, by its accessible name, e.g. 'Success: Role X created'. */
    shownNotifications?: string[];
  }
}

/**
 * Notes each notification as the snackbar renders it. A success notification stays 3 s and they
 * queue one at a time; on a loaded machine one can come and go between two polls of a locator, so
 * the test asks what the snackbar has shown rather than what it shows at this instant.
 */
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

// Each test is a whole create-edit-delete-restore round, and every change refreshes the lists it
// touches (on the users page: users, roles, permissions and the admin's own rights): on the shared
// 2-core machine a round can take most of a minute.
test.describe.configure({ timeout: loaded(120_000) });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordNotifications);
});

/** The snackbar showed the server's success message, and no error so far. */
async function expectSuccess(page: Page, message: string) {
  const shown = () => page.evaluate(() => window.shownNotifications ?? []);
  await expect.poll(shown, { timeout: loaded(15_000) }).toContain(`Success: ${message}`);
  expect((await shown()).filter((text) => text.startsWith('Error:'))).toEqual([]);
}

/** Types into a picker and adds the option with exactly this name. */
async function pick(page: Page, picker: Locator, text: string, option: string) {
  await picker.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Deletes a row after its confirmation, shows the deleted rows, restores it after its confirmation and
 * hides the deleted rows again. Both confirmations name the item as `named`; `toggles` holds the
 * table's 'Show deleted' button.
 */
async function deleteAndRestore(
  page: Page,
  { table, toggles, kind, name, named }: { table: Locator; toggles: Locator | Page; kind: string; name: string; named: string },
) {
  const Kind = kind[0]!.toUpperCase() + kind.slice(1);
  await table.getByRole('row', { name }).getByRole('button', { name: `Delete ${name}` }).click();
  const confirmDelete = confirmation(page);
  await expect(confirmDelete).toContainText(`Are you sure you want to delete this ${kind}?`);
  await expect(confirmDelete).toContainText(named);
  await confirmDelete.getByRole('button', { name: 'Yes' }).click();
  await expectSuccess(page, `${Kind} ${name} deleted`);
  await expect(table.getByText(name)).toHaveCount(0);

  await toggles.getByRole('button', { name: 'Show deleted' }).click();
  await table.getByRole('row', { name }).getByRole('button', { name: `Restore ${name}` }).click();
  const confirmRestore = confirmation(page);
  await expect(confirmRestore).toContainText(`Are you sure you want to restore this ${kind}?`);
  await expect(confirmRestore).toContainText(named);
  await confirmRestore.getByRole('button', { name: 'Yes' }).click();
  await expectSuccess(page, `${Kind} ${name} restored`);
  // Restored: gone from the deleted rows, back among the others.
  await expect(table.getByText(name)).toHaveCount(0);
  await toggles.getByRole('button', { name: 'Hide deleted' }).click();
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('an administrator adds a user with a role and an organization, then edits the last name', async ({ page }) => {
  await logIn(page, demo.admin);
  const id = stamp();
  const email = `aaa-crud-${id}@example.com`;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/home\/user-manager$/);
  const users = adminTable(page, 'Users');

  await page.getByRole('button', { name: 'Add new user' }).click();
  const create = page.getByRole('dialog', { name: 'Create user' });
  const createButton = create.getByRole('button', { name: 'Create' });
  await expect(createButton).toBeDisabled();
  await create.getByRole('textbox', { name: 'First name' }).fill('Uma');
  await create.getByRole('textbox', { name: 'Last name' }).fill('Uitest');
  await create.getByRole('textbox', { name: 'Email address' }).fill(email);
  await create.getByRole('textbox', { name: 'New password' }).fill('Quiet-Harbour-Lantern-42');
  await pick(page, create.getByRole('combobox', { name: 'Add roles' }), 'Quality', 'Quality Control User');
  await expect(create.getByRole('row', { name: 'Quality Control User' })).toBeVisible();
  // Without an organization the form cannot be saved.
  await expect(createButton).toBeDisabled();
  await pick(page, create.getByRole('combobox', { name: 'Add organizations' }), 'Meta', 'Meta-Analysis Unit');
  await expect(create.getByRole('row', { name: 'Meta-Analysis Unit' })).toBeVisible();
  await createButton.click();
  await expectSuccess(page, `User Uma Uitest (${email}) created`);
  await expect(create).toBeHidden();
  const row = users.getByRole('row', { name: email });
  await expect(row).toContainText('Uitest');
  await expect(row).toContainText('Quality Control User');
  await expect(row).toContainText('Meta-Analysis Unit');

  await row.getByRole('button', { name: 'Edit Uma Uitest' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  const update = edit.getByRole('button', { name: 'Update' });
  await expect(edit.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await expect(edit.getByRole('row', { name: 'Quality Control User' })).toBeVisible();
  await expect(update).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Last name' }).fill('Uiedited');
  await expect(update).toBeEnabled();
  await update.click();
  await expectSuccess(page, `Uma Uiedited (${email}) updated`);
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Uiedited');
  await expect(row).not.toContainText('Uitest');
  await expect(row.getByRole('button', { name: 'Edit Uma Uiedited' })).toBeVisible();
});

test('an administrator creates a role with two permissions, edits, deletes and restores it', async ({ page }) => {
  await logIn(page, demo.admin);
  const id = stamp();
  const name = `AAA Role ${id}`;
  const slug = `aaa_role_${id}`;
  await page.goto('/home/user-manager');
  const roles = adminTable(page, 'Roles');
  await expect(roles.getByRole('row', { name: /Administrator/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add new role' }).click();
  const create = page.getByRole('dialog', { name: 'Create role' });
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await create.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end test');
  const permissions = create.getByRole('combobox', { name: 'Add permissions' });
  await pick(page, permissions, 'download', 'Download extracted data');
  await pick(page, permissions, 'quality', 'Quality control');
  const chips = create.getByRole('grid', { name: 'Selected Add permissions' });
  await expect(chips.getByRole('row')).toHaveCount(2);
  await create.getByRole('button', { name: 'Create' }).click();
  await expectSuccess(page, `Role ${name} created`);
  await expect(create).toBeHidden();
  const row = roles.getByRole('row', { name });
  await expect(row).toContainText('2 permissions');
  await expect(row).toContainText('Made by the end-to-end test');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit role' });
  const update = edit.getByRole('button', { name: 'Update' });
  const slugField = edit.getByRole('textbox', { name: 'Slug' });
  await expect(slugField).toHaveValue(slug);
  await expect(slugField).not.toBeEditable();
  await expect(edit.getByRole('row', { name: 'Download extracted data' })).toBeVisible();
  await expect(edit.getByRole('row', { name: 'Quality control' })).toBeVisible();
  await expect(update).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Description' }).fill('Edited by the end-to-end test');
  await edit.getByRole('button', { name: 'Remove Quality control' }).click();
  await expect(update).toBeEnabled();
  await update.click();
  await expectSuccess(page, `Role ${name} updated`);
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Edited by the end-to-end test');
  await expect(row).toContainText('1 permission');

  await deleteAndRestore(page, { table: roles, toggles: tableSection(page, 'Roles'), kind: 'role', name, named: `${name} (${slug})` });
  await expect(roles.getByRole('row', { name })).toContainText('1 permission');
});

test('the permissions table opens with the code; then a permission is created, edited, deleted and restored', async ({ page }) => {
  await logIn(page, demo.admin);
  const id = stamp();
  const name = `AAA Permission ${id}`;
  const slug = `aaa_permission_${id}`;
  await page.goto('/home/user-manager');
  const permissions = adminTable(page, 'Permissions');
  const lock = page.getByRole('application', { name: 'Permissions are locked' });
  await expect(lock).toHaveAccessibleDescription('Enter the code...');
  await expect(permissions.getByText('Create users')).toHaveCount(0);

  const code = ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'b', 'a', 'Enter'];
  await lock.focus();
  // A pause longer than 1000 ms between two keys starts the code over.
  for (const key of code.slice(0, 4)) await page.keyboard.press(key);
  await page.waitForTimeout(1300);
  for (const key of code.slice(4)) await page.keyboard.press(key);
  await expect(lock).toBeVisible();
  await expect(permissions.getByText('Create users')).toHaveCount(0);

  for (const key of code) await page.keyboard.press(key);
  await expect(page.getByRole('status').filter({ hasText: 'Permissions unlocked' })).toBeAttached();
  await expect(lock).toHaveCount(0);
  await expect(permissions.getByRole('row', { name: /Create users/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add new permission' }).click();
  const create = page.getByRole('dialog', { name: 'Create permission' });
  await expect(create.getByRole('combobox')).toHaveCount(0);
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await create.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end test');
  await create.getByRole('button', { name: 'Create' }).click();
  await expectSuccess(page, `Permission ${name} created`);
  await expect(create).toBeHidden();
  const row = permissions.getByRole('row', { name });
  await expect(row).toContainText('Made by the end-to-end test');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit permission' });
  const update = edit.getByRole('button', { name: 'Update' });
  await expect(edit.getByRole('textbox', { name: 'Slug' })).not.toBeEditable();
  await expect(update).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Description' }).fill('Edited by the end-to-end test');
  await expect(update).toBeEnabled();
  await update.click();
  await expectSuccess(page, `Permission ${name} updated`);
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Edited by the end-to-end test');

  await deleteAndRestore(page, {
    table: permissions,
    toggles: tableSection(page, 'Permissions'),
    kind: 'permission',
    name,
    named: `${name} (${slug})`,
  });
  await expect(permissions.getByRole('row', { name })).toContainText('Edited by the end-to-end test');
});

test('an administrator edits, deletes and restores a project', async ({ page }) => {
  await logIn(page, demo.admin);
  const name = `AAA Project ${stamp()}`;
  // Creating a project through the UI is covered elsewhere; this one starts from the API.
  const orgs = await (await page.request.get('/api/organizations?omitDeleted=true')).json();
  const northbridge = orgs.organizations.find((o: { name: string }) => o.name === 'Northbridge Clinical Research');
  const created = await page.request.post('/api/projects', {
    headers: { 'X-Requested-With': 'sourcebench' },
    data: { name, description: 'Made by the end-to-end test', priority: 1, organizations: [northbridge.uuid] },
  });
  expect(created.ok()).toBe(true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Project Management' }).click();
  await expect(page).toHaveURL(/\/home\/project-manager$/);
  const table = adminTable(page, 'Projects');
  const row = table.getByRole('row', { name });
  await expect(row).toContainText('Made by the end-to-end test');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit project' });
  const update = edit.getByRole('button', { name: 'Update' });
  await expect(edit.getByRole('textbox', { name: 'Project name' })).toHaveValue(name);
  await expect(edit.getByRole('row', { name: 'Northbridge Clinical Research' })).toBeVisible();
  await expect(update).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Description' }).fill('Edited by the end-to-end test');
  await edit.getByRole('textbox', { name: 'Priority' }).fill('7');
  await pick(page, edit.getByRole('combobox', { name: 'Add organizations' }), 'Meta', 'Meta-Analysis Unit');
  await expect(update).toBeEnabled();
  await update.click();
  await expectSuccess(page, `Project ${name} updated`);
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Edited by the end-to-end test');
  await expect(row).toContainText('Meta-Analysis Unit');
  await expect(row.getByRole('gridcell', { name: '7', exact: true }).or(row.getByRole('cell', { name: '7', exact: true }))).toBeVisible();

  await deleteAndRestore(page, { table, toggles: page, kind: 'project', name, named: name });
  await expect(table.getByRole('row', { name })).toContainText('Edited by the end-to-end test');
});

test('a status icon tells what it means when the mouse rests on it: a project whose only organization was deleted', async ({ page }) => {
  await logIn(page, demo.admin);
  const headers = { 'X-Requested-With': 'sourcebench' };
  const name = `AAA Lone project ${stamp()}`;
  const orgName = `E2E short-lived organization ${stamp()}`;
  expect((await page.request.post('/api/organizations', { headers, data: { name: orgName } })).ok()).toBe(true);
  const orgs = await (await page.request.get('/api/organizations?omitDeleted=true')).json();
  const org = orgs.organizations.find((o: { name: string }) => o.name === orgName);
  expect((await page.request.post('/api/projects', { headers, data: { name, description: 'Its organization is gone', priority: 1, organizations: [org.uuid] } })).ok()).toBe(true);
  expect((await page.request.delete(`/api/organizations/${org.uuid}`, { headers })).ok()).toBe(true);
  await page.goto('/home/project-manager');
  const icon = adminTable(page, 'Projects').getByRole('row', { name }).getByRole('img', { name: 'No associated organizations' });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await icon.hover();
  await expect(page.getByRole('tooltip')).toHaveText('No associated organizations');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('an administrator creates a tag group, moves it between levels, deletes and restores it', async ({ page }) => {
  await logIn(page, demo.admin);
  const name = `AAA Group ${stamp()}`;
  await page.goto('/home/tag/tag-group-manager');
  const level = (n: 1 | 2 | 3) => page.getByRole('grid', { name: `Level ${n} tag groups` });
  await expect(page.getByRole('tab', { name: 'Level 2' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Level 1' }).click();
  await expect(page.getByText('Beginner, for new extraction users')).toBeVisible();
  await page.getByRole('button', { name: 'New Tag Group' }).click();
  const create = page.getByRole('dialog', { name: 'New tag group' });
  await create.getByRole('textbox', { name: 'Tag group name' }).fill(name);
  await create.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end test');
  const tags = create.getByRole('combobox', { name: 'Base tags' });
  await pick(page, tags, 'Dose', 'Dose');
  await pick(page, tags, 'Route', 'Route');
  await expect(create.getByRole('grid', { name: 'Selected Base tags' }).getByRole('row')).toHaveCount(2);
  await create.getByRole('button', { name: 'Create' }).click();
  await expectSuccess(page, `Tag group ${name} created`);
  await expect(create).toBeHidden();
  const inLevel1 = level(1).getByRole('row', { name });
  await expect(inLevel1).toContainText('Made by the end-to-end test');
  await expect(inLevel1).toContainText('Dose');
  await expect(inLevel1).toContainText('Route');
  await expect(inLevel1.getByRole('button', { name: `Move ${name} to level 2` })).toBeVisible();

  await inLevel1.getByRole('button', { name: `Move ${name} to level 2` }).click();
  await expectSuccess(page, `Tag group ${name} moved to level 2`);
  await expect(level(1).getByText(name)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Level 2' }).click();
  const inLevel2 = level(2).getByRole('row', { name });
  await expect(inLevel2.getByRole('button', { name: `Move ${name} to level 1` })).toBeVisible();
  await inLevel2.getByRole('button', { name: `Move ${name} to level 3` }).click();
  await expectSuccess(page, `Tag group ${name} moved to level 3`);
  await expect(level(2).getByText(name)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Level 3' }).click();
  const inLevel3 = level(3).getByRole('row', { name });
  await expect(inLevel3).toContainText('Made by the end-to-end test');
  // Level 3 is the top: there is no higher level to move to.
  await expect(inLevel3.getByRole('button', { name: `Move ${name} to level 2` })).toBeVisible();
  await expect(inLevel3.getByRole('button', { name: /to level 4/ })).toHaveCount(0);

  await inLevel3.getByRole('button', { name: `Delete ${name}` }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete tag group' });
  await expect(confirmDelete).toContainText('Are you sure you want to delete this tag group?');
  await expect(confirmDelete).toContainText(name);
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expectSuccess(page, `Tag group ${name} deleted`);
  await expect(level(3).getByText(name)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show deleted' }).click();
  await level(3).getByRole('row', { name }).getByRole('button', { name: `Restore ${name}` }).click();
  const confirmRestore = page.getByRole('alertdialog', { name: 'Restore tag group' });
  await expect(confirmRestore).toContainText('Are you sure you want to restore this tag group?');
  await expect(confirmRestore).toContainText(name);
  await confirmRestore.getByRole('button', { name: 'Restore' }).click();
  await expectSuccess(page, `Tag group ${name} restored`);
  await expect(level(3).getByText(name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide deleted' }).click();
  await expect(level(3).getByRole('row', { name })).toContainText('Route');
});

test('an administrator creates a base tag, moves it under another, deletes and restores it', async ({ page }) => {
  await logIn(page, demo.admin);
  const id = stamp();
  const parentName = `AAA Parent ${id}`;
  const childName = `AAA Child ${id}`;
  await page.goto('/home/tag/base-tag-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Base tags' })).toBeVisible();
  const tree = page.getByRole('treegrid', { name: 'Base tags' });
  const node = (name: string, within: Locator = tree) => within.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(node('Outcome')).toBeVisible();

  for (const name of [parentName, childName]) {
    await page.getByRole('button', { name: 'Add new tag' }).click();
    const create = page.getByRole('dialog', { name: 'Create tag' });
    await expect(create.getByText('(Top level)')).toBeVisible();
    await create.getByRole('textbox', { name: 'Tag name' }).fill(name);
    await create.getByRole('button', { name: 'Create' }).click();
    await expectSuccess(page, `Tag ${name} created`);
    await expect(create).toBeHidden();
    await expect(node(name)).toHaveAttribute('aria-level', '1');
  }

  // The parent-selection mode: the dialog steps aside and the tree becomes the picker.
  await node(childName).getByRole('button', { name: `Edit ${childName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit tag' });
  await expect(edit.getByText('(Top level)')).toBeVisible();
  await edit.getByRole('button', { name: 'Select parent' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('region', { name: 'Select parent tag' })).toBeVisible();
  const picker = page.getByRole('treegrid', { name: 'Select parent tag' });
  // The tag being edited cannot become its own parent.
  await expect(node(childName, picker)).toHaveAttribute('aria-disabled', 'true');
  await node(parentName, picker).getByText(parentName).click();
  await expect(edit).toBeVisible();
  await expect(edit.getByText(parentName)).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Change parent' })).toBeVisible();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectSuccess(page, `Tag ${childName} updated`);
  await expect(edit).toBeHidden();

  // Now a child of the parent: gone from the top level, shown one level down once the parent opens.
  await expect(node(childName)).toHaveCount(0);
  await expect(node(parentName)).toHaveAttribute('aria-expanded', 'false');
  await node(parentName).getByRole('button', { name: 'Expand' }).click();
  await expect(node(parentName)).toHaveAttribute('aria-expanded', 'true');
  await expect(node(childName)).toHaveAttribute('aria-level', '2');

  // A tag with children cannot be deleted.
  await node(parentName).getByRole('button', { name: `Edit ${parentName}` }).click();
  const editParent = page.getByRole('dialog', { name: 'Edit tag' });
  await expect(editParent.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(editParent.getByText('A tag with children cannot be deleted.')).toBeVisible();
  await editParent.getByRole('button', { name: 'Cancel' }).click();
  await expect(editParent).toBeHidden();

  await node(childName).getByRole('button', { name: `Edit ${childName}` }).click();
  const editChild = page.getByRole('dialog', { name: 'Edit tag' });
  await editChild.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = confirmation(page);
  await expect(confirmDelete).toContainText('Are you sure you want to delete this tag?');
  await expect(confirmDelete).toContainText(childName);
  await confirmDelete.getByRole('button', { name: 'Yes' }).click();
  await expectSuccess(page, `Tag ${childName} deleted`);
  await expect(editChild).toBeHidden();
  // A deleted tag stays in the tree, disabled, with Restore instead of its actions.
  await expect(node(childName).getByRole('button', { name: `Edit ${childName}` })).toHaveCount(0);

  await node(childName).getByRole('button', { name: `Restore ${childName}` }).click();
  await expectSuccess(page, `Tag ${childName} restored`);
  await expect(node(childName).getByRole('button', { name: `Edit ${childName}` })).toBeVisible();
  await expect(node(childName)).toHaveAttribute('aria-level', '2');
});
