import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { clickImage, readValues as readEditorValues } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * The digitizer in a browser, against the built Storybook: calibrate on a chart's known ticks,
 * click its markers, and compare the values shown with the data the chart was drawn from
 * (tests/fixtures/charts/*.json) within 0.5% of the axis range. Once by mouse, once by keyboard.
 */

interface Point {
  px: number;
  py: number;
  x: number;
  y: number;
}
interface ChartPage {
  width: number;
  height: number;
  range: { x: [number, number]; y: [number, number] };
  ticks: { label: string; px: number; py: number; value: number }[];
  points: Point[];
}

const chart = (name: string): ChartPage =>
  JSON.parse(readFileSync(new URL(`../fixtures/charts/${name}.json`, import.meta.url), 'utf8')).pages[0];

const story = (id: string) => `/iframe.html?id=${id}&viewMode=story`;

async function open(page: Page, id: string) {
  await page.goto(story(id));
  const app = page.getByRole('application', { name: 'Figure digitizer' });
  await expect(app).toHaveAttribute('data-page-state', 'ready', { timeout: loaded(30_000) });
  return app;
}

/** The values the story shows: the harness's own table, or the editor's values table (drawn while in view). */
async function readValues(page: Page): Promise<number[][]> {
  const harness = await page.$$eval('table[data-values] tbody tr', (rows) =>
    rows.map((tr) => [...tr.querySelectorAll('td[data-value]')].map((td) => Number(td.getAttribute('data-value')))),
  );
  return harness.length ? harness : readEditorValues(page);
}

async function expectValues(page: Page, c: ChartPage) {
  await expect.poll(async () => (await readValues(page)).length).toBe(c.points.length);
  const values = await readValues(page);
  const spanX = c.range.x[1] - c.range.x[0];
  const spanY = c.range.y[1] - c.range.y[0];
  c.points.forEach((truth, i) => {
    expect(Math.abs(values[i]![0]! - truth.x)).toBeLessThanOrEqual(0.005 * spanX);
    expect(Math.abs(values[i]![1]! - truth.y)).toBeLessThanOrEqual(0.005 * spanY);
  });
}

/** Arrow presses from one image point to another at zoom 1: Shift+arrow moves 10, arrow 1. */
async function moveCursor(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const press = async (n: number, pos: string, neg: string) => {
    const key = n >= 0 ? pos : neg;
    for (let i = 0; i < Math.floor(Math.abs(n) / 10); i++) await page.keyboard.press(`Shift+${key}`);
    for (let i = 0; i < Math.abs(n) % 10; i++) await page.keyboard.press(key);
  };
  const dx = Math.round(to.x - from.x);
  const dy = Math.round(to.y - from.y);
  await press(dx, 'ArrowRight', 'ArrowLeft');
  await press(dy, 'ArrowDown', 'ArrowUp');
  return { x: from.x + dx, y: from.y + dy };
}

/** Tab until the digitizer has focus, as a keyboard user would. */
async function tabToDigitizer(page: Page) {
  if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'application')) return;
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'application')) return;
  }
  throw new Error('The digitizer is not in the tab order');
}

test.describe('digitizer', () => {
  test('calibrates and digitizes a vector PDF chart by mouse', async ({ page }) => {
    const c = chart('linear');
    const app = await open(page, 'editor-digitizer--playground');
    for (const t of c.ticks) await clickImage(page, { x: t.px, y: t.py });
    await expect(app).toHaveAttribute('data-tool', 'addPoints');
    for (const p of c.points) await clickImage(page, { x: p.px, y: p.py });
    await expectValues(page, c);
  });

  test('calibrates and digitizes by keyboard alone', async ({ page }) => {
    // Some hundred key presses, each a round trip to the browser.
    test.setTimeout(loaded(180_000));
    const c = chart('linear');
    const app = await open(page, 'editor-digitizer--playground');
    await tabToDigitizer(page);
    await page.keyboard.press('z');
    await expect(app).toHaveAttribute('data-tool', 'calibrate');
    let cursor = { x: c.width / 2, y: c.height / 2 };
    for (const t of c.ticks) {
      cursor = await moveCursor(page, cursor, { x: t.px, y: t.py });
      await page.keyboard.press('Enter');
    }
    await expect(app).toHaveAttribute('data-tool', 'addPoints');
    for (const p of c.points) {
      cursor = await moveCursor(page, cursor, { x: p.px, y: p.py });
      await page.keyboard.press('Enter');
    }
    await expectValues(page, c);
    await expect(page.getByTestId('digitizer-announcement')).toHaveText(/^Point added at x = /);
  });

  test('XY flow through the calibration dialog and the axes labels, by mouse', async ({ page }) => {
    const c = chart('linear');
    const app = await open(page, 'editor-xy-and-bar-flow--playground');
    await page.getByRole('button', { name: 'New XY graph' }).click();
    for (const t of c.ticks) await clickImage(page, { x: t.px, y: t.py });
    const dialog = page.getByRole('dialog', { name: 'X and Y Axes Calibration' });
    await dialog.getByLabel('X axis point 1').fill(String(c.ticks[0]!.value));
    await dialog.getByLabel('X axis point 2').fill(String(c.ticks[1]!.value));
    await dialog.getByLabel('Y axis point 1').fill(String(c.ticks[2]!.value));
    await dialog.getByLabel('Y axis point 2').fill(String(c.ticks[3]!.value));
    await dialog.getByRole('button', { name: 'OK' }).click();
    const labels = page.getByRole('dialog', { name: 'Axes Labels' });
    await labels.getByRole('combobox', { name: 'X axis data type' }).fill('Time');
    await page.keyboard.press('Tab');
    await labels.locator('input').and(labels.getByLabel('X axis unit')).fill('week');
    await labels.getByRole('combobox', { name: 'Y axis data type' }).fill('Mean');
    await page.keyboard.press('Tab');
    await labels.locator('input').and(labels.getByLabel('Y axis unit')).fill('mmHg');
    await labels.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
    await expect(app).toHaveAttribute('data-tool', 'addPoints');
    for (const p of c.points) await clickImage(page, { x: p.px, y: p.py });
    await expectValues(page, c);
  });

  test('XY flow by keyboard alone', async ({ page }) => {
    test.setTimeout(loaded(180_000));
    const c = chart('linear');
    const app = await open(page, 'editor-xy-and-bar-flow--playground');
    await tabToDigitizer(page);
    await page.keyboard.press('z');
    await expect(app).toHaveAttribute('data-tool', 'calibrate');
    let cursor = { x: c.width / 2, y: c.height / 2 };
    for (const t of c.ticks) {
      cursor = await moveCursor(page, cursor, { x: t.px, y: t.py });
      await page.keyboard.press('Enter');
    }
    const dialog = page.getByRole('dialog', { name: 'X and Y Axes Calibration' });
    await expect(dialog).toBeVisible();
    // Focus starts in the dialog; fields in order: X1, X2, Log X, Y1, Y2, Log Y.
    await expect(dialog.getByLabel('X axis point 1')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(c.ticks[0]!.value));
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(c.ticks[1]!.value));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(c.ticks[2]!.value));
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(c.ticks[3]!.value));
    await page.keyboard.press('Enter');
    const labels = page.getByRole('dialog', { name: 'Axes Labels' });
    await expect(labels).toBeVisible();
    await expect(labels.getByRole('combobox', { name: 'X axis data type' })).toBeFocused();
    await page.keyboard.type('Time');
    await page.keyboard.press('Tab');
    await page.keyboard.type('week');
    // Past the description, decimals (it keeps its default of 2) and ratio type to the Y axis.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Mean');
    await page.keyboard.press('Tab');
    await page.keyboard.type('mmHg');
    await page.keyboard.press('Enter');
    await expect(labels).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
    await tabToDigitizer(page);
    await expect(app).toHaveAttribute('data-tool', 'addPoints');
    cursor = { ...cursor };
    for (const p of c.points) {
      cursor = await moveCursor(page, cursor, { x: p.px, y: p.py });
      await page.keyboard.press('Enter');
    }
    await expectValues(page, c);
  });
});
