import { expect, test } from '@playwright/test';

/** Proves the served build boots in a real browser: it loads, renders and reports no page errors. */
test('the served build loads without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/iframe.html?id=ui-button--playground&viewMode=story');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  expect(errors).toEqual([]);
});
