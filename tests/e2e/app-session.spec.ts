import { expect, test } from '@playwright/test';
import { demo, expectDrawerEntries, logIn } from './app-helpers';

test.describe('login', () => {
  test('marks an unknown e-mail and a wrong password, then logs in', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('nobody@example.com');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Whatever-Password-1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('E-mail address not found')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Email address' }).fill(demo.admin.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-The-Password-1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Invalid password')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.admin.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Source Data Extraction' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(demo.admin.email)).toBeVisible();
  });

  test('guest and auth routes redirect, and the login survives a reload', async ({ page }) => {
    await page.goto('/home/settings');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

    await logIn(page, demo.extractor);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(demo.extractor.email)).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/home\/dashboard$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home\/dashboard$/);
  });

  test('the SSO failure path shows its message', async ({ page }) => {
    await page.goto('/sso/failure');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/SSO authentication failed, please contact/)).toBeVisible();
  });

  test('logging out asks first and returns to the welcome page', async ({ page }) => {
    await logIn(page, demo.qc);
    await page.getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('alertdialog', { name: /log out/i }).or(page.getByRole('dialog', { name: /log out/i }));
    await expect(confirm.getByText('Are you sure you want to log out?')).toBeVisible();
    await expect(confirm.getByText('Warning: All unsaved changes will be lost.')).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
    await page.goto('/home/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('shell', () => {
  test('the drawer shows each role its entries', async ({ page }) => {
    await logIn(page, demo.admin);
    await expectDrawerEntries(page, [
      'Source Data Extraction',
      'Training',
      'Quality Control',
      'Completed Extractions',
      'Project Management',
      'Paper Management',
      'Tag Groups',
      'Base Tags',
      'User Management',
      'Organizations',
      'Metathesaurus Search',
      'Settings',
    ]);
  });

  test('an extractor sees only extraction and settings', async ({ page }) => {
    await logIn(page, demo.extractor);
    await expectDrawerEntries(page, ['Source Data Extraction', 'Training', 'Settings']);
  });

  test('a QC user sees Quality Control right after logging in, without a reload', async ({ page }) => {
    // The demo server has the qc-dashboard flag on, and the QC role holds quality_control.
    const flags = (await (await page.request.get('/api/config')).json()) as { featureFlags: Record<string, boolean> };
    expect(flags.featureFlags['qc-dashboard']).toBe(true);
    await logIn(page, demo.qc);
    await expectDrawerEntries(page, ['Source Data Extraction', 'Training', 'Quality Control', 'Completed Extractions', 'Metathesaurus Search', 'Settings']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quality Control' }).click();
    await expect(page).toHaveURL(/\/home\/qc-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Quality Control' })).toBeVisible();

    // Out and in again in the same tab: the flags are asked for again each time.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(demo.qc.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.qc.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home\/dashboard$/);
    await expectDrawerEntries(page, ['Source Data Extraction', 'Training', 'Quality Control', 'Completed Extractions', 'Metathesaurus Search', 'Settings']);
  });

  test('a QC user without the qc-dashboard flag sees no Quality Control entry', async ({ page }) => {
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { featureFlags: Record<string, boolean> };
      await route.fulfill({ response, json: { ...body, featureFlags: { ...body.featureFlags, 'qc-dashboard': false } } });
    });
    await logIn(page, demo.qc);
    await expectDrawerEntries(page, ['Source Data Extraction', 'Training', 'Completed Extractions', 'Metathesaurus Search', 'Settings']);
  });

  test('the cookie banner stays until acknowledged', async ({ page }) => {
    await logIn(page, demo.extractor);
    const banner = page.getByRole('region', { name: 'Cookie notice' }).or(page.getByLabel('Cookie notice'));
    // The logged-in frame (drawer and notice together) has arrived.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Another test may have acknowledged it for this user already.
    if (await banner.isVisible()) {
      await expect(banner).toContainText('uses cookies');
      await banner.getByRole('button', { name: 'Acknowledge' }).click();
    }
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('a user without permission is sent to access denied', async ({ page }) => {
    await logIn(page, demo.extractor);
    await page.goto('/home/user-manager');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('heading', { name: 'You do not have permission to view this page.' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to home page' }).click();
    await expect(page).toHaveURL(/\/home\/dashboard$/);
  });

  test('a failed permission check keeps the user where they were', async ({ page }) => {
    await logIn(page, demo.admin);
    await page.route('**/api/users/*/can-all*', (route) => route.fulfill({ status: 500, json: { status: 'error', code: 'E_INTERNAL', message: 'Something went wrong on the server' } }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Paper Management' }).click();
    await expect(page.getByText('Something went wrong on the server (500)')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/dashboard$/);
  });

  test('placeholder screens name themselves', async ({ page }) => {
    await logIn(page, demo.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Paper Management' }).click();
    await expect(page).toHaveURL(/\/home\/paper-manager$/);
    await expect(page.getByRole('heading', { name: 'Paper Management' })).toBeVisible();
  });
});

test.describe('header and page frame', () => {
  test('a favicon answers at /favicon.ico and from the page head', async ({ page, request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toBe('image/x-icon');
    // An ICO file's header: reserved 0, type 1 (icon).
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    await page.goto('/');
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.length).toBeGreaterThan(0);
    for (const href of icons) expect((await request.get(href)).status(), href).toBe(200);
  });

  test('a configured partner logo shows in the header for visitors and users', async ({ page }) => {
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), partnerLogo: { url: '/favicon.svg', alt: 'Partner University' } } });
    });
    await page.goto('/');
    const logo = page.getByRole('banner').getByRole('img', { name: 'Partner University' });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await logIn(page, demo.extractor);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(logo).toBeVisible();
  });

  test('the header opens the user manual in a dialog', async ({ page }) => {
    await logIn(page, demo.extractor);
    await page.getByRole('banner').getByRole('button', { name: 'User manual' }).click();
    const manual = page.getByRole('dialog', { name: 'User manual' });
    await expect(manual.getByRole('table', { name: 'On screen' })).toBeVisible();
    await expect(manual.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', '/user-manual');
    await manual.getByRole('button', { name: 'Close' }).click();
    await expect(manual).toHaveCount(0);
    await expect(page).toHaveURL(/\/home\/dashboard$/);
  });

  test('on a narrow window the drawer starts closed and opens over the page', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await logIn(page, demo.admin);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toHaveCount(0);

    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole('link', { name: 'Organizations' }).click();
    await expect(page).toHaveURL(/\/home\/organizations$/);
    await expect(nav).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();

    // Wider again: the drawer returns beside the page.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('session timeout', () => {
  test('10 idle minutes open the countdown; "Yes, I am" keeps the session', async ({ page }) => {
    await page.clock.install();
    await logIn(page, demo.extractor);
    await page.clock.runFor(10 * 60_000);
    const dialog = page.getByRole('alertdialog', { name: 'Session timeout' });
    await expect(dialog).toBeVisible();
    // The page's clock runs on in real time too: on a busy machine a few seconds pass between the steps.
    const shown = async () => {
      const [, m, sec] = /Your session will timeout in (\d):(\d\d)\. Are you still there\?/.exec((await dialog.textContent()) ?? '') ?? [];
      return Number(m) * 60 + Number(sec);
    };
    const first = await shown();
    expect(first).toBeGreaterThan(4 * 60);
    expect(first).toBeLessThanOrEqual(5 * 60);
    await page.clock.runFor(61_000);
    await expect.poll(shown).toBeLessThanOrEqual(first - 61);
    expect(await shown()).toBeGreaterThan(first - 61 - 30);
    await dialog.getByRole('button', { name: 'Yes, I am' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/home\/dashboard$/);
  });

  test('at zero the user is logged out', async ({ page }) => {
    await page.clock.install();
    await logIn(page, demo.extractor);
    await page.clock.runFor(10 * 60_000);
    await expect(page.getByRole('alertdialog', { name: 'Session timeout' })).toBeVisible();
    await page.clock.runFor(5 * 60_000);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  });

  test('a lost session cookie says so and goes to the login', async ({ page, context }) => {
    await page.clock.install();
    await logIn(page, demo.extractor);
    await context.clearCookies();
    await page.clock.runFor(31_000);
    await expect(page.getByText('Session authentication expired')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});
