/**
 * The standard job of an extractor on the log-scale demo chart, done as a user does it, in the
 * built app: add a study, calibrate the graph (four clicks and their values, log y), label the
 * axes, add a dataset for the study, then add 10 points along the curve, each tagged with an
 * Outcome. Every input goes through one of three counted helpers (a pointer click, typed
 * characters, another key), so the counts are what a user would do with the keyboard and mouse.
 */
import type { Locator, Page } from 'playwright';

export interface JobCounts {
  pointer: number;
  typed: number;
  keys: number;
}

/** Counts each input as it is given to the page. */
export class CountedInput implements JobCounts {
  pointer = 0;
  typed = 0;
  keys = 0;
  constructor(private readonly page: Page) {}

  async click(target: Locator): Promise<void> {
    this.pointer += 1;
    await target.click();
  }

  async clickAt(x: number, y: number): Promise<void> {
    this.pointer += 1;
    await this.page.mouse.click(x, y);
  }

  async type(text: string): Promise<void> {
    this.typed += text.length;
    await this.page.keyboard.type(text);
  }

  async press(key: string): Promise<void> {
    this.keys += 1;
    await this.page.keyboard.press(key);
  }

  snapshot(): JobCounts {
    return { pointer: this.pointer, typed: this.typed, keys: this.keys };
  }
}

/** Image pixels of (month, ratio) on the log-scale demo chart: 420 x 320 pt page, plot at (60, 60) 320 x 200 pt, 3 px per pt. */
const at = (month: number, ratio: number) => ({ x: 3 * (60 + (month / 30) * 320), y: 3 * (320 - (60 + (Math.log10(ratio) / 2) * 200)) });

/** Client coordinates of an image point, from the view the canvas publishes on its surface. */
async function toClient(page: Page, p: { x: number; y: number }): Promise<{ x: number; y: number }> {
  return page.evaluate(`(() => {
    const surface = document.querySelector('[data-digitizer-surface]');
    const ds = surface.dataset;
    const r = surface.getBoundingClientRect();
    const z = Number(ds.zoom);
    const rad = (Number(ds.rotation) * Math.PI) / 180;
    const dx = ${p.x} - Number(ds.centerX);
    const dy = ${p.y} - Number(ds.centerY);
    return { x: r.left + Math.round(r.width) / 2 + z * (Math.cos(rad) * dx - Math.sin(rad) * dy), y: r.top + Math.round(r.height) / 2 + z * (Math.sin(rad) * dx + Math.cos(rad) * dy) };
  })()`);
}

export interface JobResult {
  study: JobCounts;
  total: JobCounts;
  seconds: number;
}

/** The demo chart's curve: (month, ratio) corners, straight between them on the log axis. */
const CURVE = [
  [0, 1],
  [6, 2],
  [12, 5],
  [18, 20],
  [24, 50],
  [30, 100],
] as const;
const onCurve = (month: number) => {
  const i = Math.min(CURVE.length - 2, Math.floor(month / 6));
  const [m0, r0] = CURVE[i]!;
  const [m1, r1] = CURVE[i + 1]!;
  return Math.pow(10, Math.log10(r0) + ((month - m0) / (m1 - m0)) * (Math.log10(r1) - Math.log10(r0)));
};
/** Ten points along the curve, left to right. */
const RUN = [2, 4, 6, 9, 12, 15, 18, 21, 24, 27].map((month) => ({ month, ratio: onCurve(month) }));

/** Runs the job on an open, empty extraction of the log-scale demo chart. */
export async function standardJob(page: Page): Promise<JobResult> {
  const input = new CountedInput(page);
  const started = performance.now();
  const clickImage = async (p: { x: number; y: number }) => {
    const c = await toClient(page, p);
    await input.clickAt(c.x, c.y);
  };
  const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

  // A study for the dataset's branch, in the study tree (shown first if it is on its rail).
  const showTree = page.getByRole('button', { name: 'Show the tree' });
  if (await showTree.count()) await input.click(showTree);
  await input.click(page.getByRole('button', { name: 'Add study', exact: true }));
  await page.getByRole('textbox', { name: 'Study abbreviation' }).waitFor();
  await input.type('JOB-1');
  await input.press('Enter');
  await page.getByRole('textbox', { name: 'Study abbreviation' }).waitFor({ state: 'detached' });
  const study = input.snapshot();

  // Calibration: the four points, then their values with Tab between the fields and log y.
  await input.click(page.getByRole('button', { name: 'New XY graph' }));
  for (const p of [at(0, 1), at(30, 1), at(0, 1), at(0, 100)]) await clickImage(p);
  const calibration = page.getByRole('dialog', { name: 'X and Y Axes Calibration' });
  await calibration.waitFor();
  if (!(await focused(calibration.getByLabel('X axis point 1')))) await input.click(calibration.getByLabel('X axis point 1'));
  for (const [i, value] of ['0', '30', '1', '100'].entries()) {
    if (i > 0) await input.press('Tab');
    await input.type(value);
  }
  await input.click(calibration.getByText('Log scale Y'));
  await input.click(calibration.getByRole('button', { name: 'OK' }));

  // Axes labels: each data type typed until its option is first, chosen with the arrow and Enter.
  const labels = page.getByRole('dialog', { name: 'Axes Labels' });
  await labels.waitFor();
  const choose = async (field: Locator, typed: string, option: string) => {
    if (!(await focused(field))) await input.click(field);
    await input.type(typed);
    await page.getByRole('option', { name: option, exact: true }).first().waitFor();
    await input.press('ArrowDown');
    await input.press('Enter');
  };
  await choose(labels.getByRole('combobox', { name: 'X axis data type' }), 'Time (n', 'Time (number)');
  await input.press('Tab');
  await input.type('month');
  await input.press('Tab');
  await choose(labels.getByRole('combobox', { name: 'Y axis data type' }), 'Mean', 'Mean');
  await input.press('Tab');
  await input.type('ratio');
  await input.click(labels.getByRole('button', { name: 'Save' }));

  // The dataset: the study's branch from the list.
  const datasets = page.getByRole('dialog', { name: 'Add dataset' });
  await datasets.waitFor();
  await choose(datasets.getByRole('combobox', { name: 'Study branch 1' }), 'JOB', 'JOB-1');
  await input.click(datasets.getByRole('button', { name: 'Save' }));
  await datasets.waitFor({ state: 'detached' });

  // The run: the first point gets an Outcome row; the next ones start with its tags and take Enter.
  const dialog = page.getByRole('dialog', { name: 'Point metadata' });
  for (const [i, p] of RUN.entries()) {
    await clickImage(at(p.month, p.ratio));
    await dialog.waitFor();
    if (i === 0) {
      await input.press('Shift+Enter');
      const tag = dialog.locator('input:focus');
      await tag.waitFor();
      await input.type('Outcome');
      await page.getByRole('option', { name: 'Outcome', exact: true }).waitFor();
      await input.press('ArrowDown');
      await input.press('Enter');
      await input.press('Tab');
      await input.type('Hazard ratio');
    }
    await input.press('Enter');
    await dialog.waitFor({ state: 'detached' });
  }
  const seconds = (performance.now() - started) / 1000;
  return { study, total: input.snapshot(), seconds };
}
