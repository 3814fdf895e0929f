import { expect, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@example.com', password: 'Sourcebench-Admin-Demo!', name: 'Ada Admin' },
  extractor: { email: 'extractor@example.com', password: 'Data-Entry-Demo-Quokka7', name: 'Erin Extractor' },
  qc: { email: 'qc@example.com', password: 'QC-Review-Demo-Pelican9', name: 'Quinn Checker' },
} as const;

/** Opens the login dialog from /login and signs in; waits for the dashboard. */
export async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: /log in/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(who.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await dialog.getByRole('button', { name: /^log in$/i }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
}

/** The drawer's link names, in order. */
/** The drawer's entries with every group expanded, once they match: the entries follow the permissions, which arrive after the drawer. */
export async function expectDrawerEntries(page: Page, expected: string[]): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect
    .poll(async () => {
      for (const group of await nav.getByRole('button').all()) {
        if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      }
      return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    })
    .toEqual(expected);
}

/** Client coordinates of an image point, from the view the editor's canvas publishes on its surface. */
export async function toClient(page: Page, p: { x: number; y: number }) {
  return page.evaluate(([x, y]) => {
    const surface = document.querySelector<HTMLElement>('[data-digitizer-surface]')!;
    const ds = surface.dataset;
    const r = surface.getBoundingClientRect();
    const z = Number(ds.zoom);
    const rad = (Number(ds.rotation) * Math.PI) / 180;
    const dx = x - Number(ds.centerX);
    const dy = y - Number(ds.centerY);
    return {
      x: r.left + Math.round(r.width) / 2 + z * (Math.cos(rad) * dx - Math.sin(rad) * dy),
      y: r.top + Math.round(r.height) / 2 + z * (Math.sin(rad) * dx + Math.cos(rad) * dy),
    };
  }, [p.x, p.y] as const);
}

/** Clicks an image point of the editor's canvas. */
export async function clickImage(page: Page, p: { x: number; y: number }) {
  const c = await toClient(page, p);
  await page.mouse.click(c.x, c.y);
}

export { parseCsv } from '../csv';
