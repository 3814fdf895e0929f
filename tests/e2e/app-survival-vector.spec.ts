import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  addBranch,
  asAdmin,
  clickImage,
  completedExtractionCsv,
  completedExtractionIpdCsv,
  createPaperWithFiles,
  demo,
  labelXYAxes,
  logIn,
  markCompleted,
  readValues,
  validateEntry,
  waitForCanvas,
} from './app-helpers';
import { loaded } from '../timeouts';

/*
 * A Kaplan-Meier figure R drew itself (plot(survfit(...), mark.time = TRUE) through pdf(): two arms,
 * '+' censor marks on the curves, the number at risk printed under the x axis; made by
 * scripts/make-survival-vector-fixtures.R with R's numbers beside it). Uploaded as a paper's file,
 * calibrated from the proposed ticks, made a survival graph, and each arm picked with one click on
 * its curve: every step corner and every censor mark, the risk table read from the figure, and the
 * reconstruction's patients, events and median shown, its curves drawn over the picked points, and
 * the hazard ratio. Marked completed, the administrator's downloads from Completed Extractions hold
 * the hazard ratio with its interval (the CSV) and every reconstructed patient (Survival IPD).
 */
const FILE = 'km-rbase-pdf.pdf';
const truth = JSON.parse(readFileSync(new URL('../fixtures/survival/km-vector.json', import.meta.url), 'utf8')) as {
  plot_pt: { origin: { x: number; y: number }; unit: { x: number; y: number } };
  cox_hr: number;
  arms: { name: string; n: number; events: number; median: number | null; corners: { time: number[]; surv: number[] }; censor_times: number[]; at_risk: number[] }[];
};
/** Image pixels (3 per point) of R's (time, survival). */
const px = (time: number, surv: number) => {
  const { origin, unit } = truth.plot_pt;
  return { x: 3 * (origin.x + (time / 30) * (unit.x - origin.x)), y: 3 * (origin.y + surv * (unit.y - origin.y)) };
};
/** On the arm's curve, halfway along its run after the first drop. */
const onCurve = (arm: (typeof truth.arms)[number]) => px((arm.corners.time[2]! + arm.corners.time[3]!) / 2, arm.corners.surv[2]!);

/** Picks an arm into the active dataset, whose values the values table lists. */
async function pickArm(page: Page, arm: (typeof truth.arms)[number]) {
  const corners = arm.corners.time.length;
  const marks = arm.censor_times.length;
  await page.getByRole('button', { name: 'Pick a series' }).click();
  await expect(page.getByText('Click a Kaplan-Meier curve on the figure: its steps and censor marks are picked.')).toBeVisible();
  await clickImage(page, onCurve(arm));
  await expect(page.getByRole('group', { name: 'Picked series' }).getByRole('status')).toContainText(`${corners} step corners and ${marks} censor marks picked`);
  await page.getByRole('button', { name: `Add ${corners + marks} points`, exact: true }).click();
  await expect.poll(async () => (await readValues(page)).length).toBe(corners + marks);
}

test("an R Kaplan-Meier PDF: one click per arm picks its steps and censor marks, the panel reconstructs both arms, and the admin's downloads hold the hazard ratio and the patients", async ({ page, browser }, testInfo) => {
  test.setTimeout(loaded(240_000));
  const paperName = `E2E survival vector ${randomUUID().slice(0, 8)}; R Kaplan-Meier`;
  const paper = await asAdmin(testInfo.project.use.baseURL!, (api) =>
    createPaperWithFiles(api, paperName, [
      { name: FILE, mimeType: 'application/pdf', buffer: readFileSync(new URL(`../fixtures/survival/${FILE}`, import.meta.url)) },
    ]),
  );
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${paper}/${randomUUID()}`);
  await waitForCanvas(page);
  await addBranch(page, page.getByRole('button', { name: 'Add study', exact: true }), 'Study abbreviation', 'KM-1');
  await addBranch(page, page.getByRole('button', { name: 'Add study part to KM-1' }), 'Study part abbreviation', 'Main');
  for (const arm of truth.arms) await addBranch(page, page.getByRole('button', { name: 'Add study arm to Main' }), 'Study arm abbreviation', arm.name);

  await page.getByRole('button', { name: 'Calibrate from axes' }).click();
  await page.getByRole('dialog', { name: 'X and Y Axes Calibration' }).getByRole('button', { name: 'OK' }).click();
  await labelXYAxes(page, { dataType: 'Time (number)', unit: 'month' }, { dataType: 'Percent of subjects', unit: 'proportion' });
  // A dataset per arm.
  const datasets = page.getByRole('dialog', { name: 'Add dataset' });
  for (const [i, arm] of truth.arms.entries()) {
    if (i > 0) await datasets.getByRole('button', { name: 'Add study branch' }).click();
    await datasets.getByRole('combobox', { name: `Study branch ${i + 1}` }).fill(arm.name);
    await page.getByRole('listbox', { name: `Study branch ${i + 1}` }).getByRole('option', { name: `KM-1 / Main / ${arm.name}` }).click();
  }
  await datasets.getByRole('button', { name: 'Save' }).click();
  await expect(datasets).toBeHidden();
  await page.getByRole('button', { name: 'Survival analysis' }).click();
  const panel = page.getByRole('complementary', { name: 'Survival' });
  await expect(panel).toBeVisible();

  // One click per arm; the second arm's dataset chosen in the extracted items.
  await pickArm(page, truth.arms[0]!);
  await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: new RegExp(truth.arms[1]!.name) }).first().click({ position: { x: 64, y: 12 } });
  await pickArm(page, truth.arms[1]!);

  // The censor marks are kept as marks, apart from the corners.
  for (const arm of truth.arms)
    await expect(panel.getByRole('group', { name: `Capture of ${arm.name}` })).toContainText(`${arm.corners.time.length} points, ${arm.censor_times.length} censor marks.`);

  // The risk table from the figure's text, at the x axis ticks.
  await panel.getByRole('button', { name: 'Read from figure' }).click();
  await expect(panel.getByText(/^Read 2 rows at 6 times from the figure\./)).toBeVisible();

  for (const arm of truth.arms) {
    const results = panel.getByRole('group', { name: `Results of ${arm.name}` });
    await expect(results).toContainText(`Patients${arm.n}`, { timeout: loaded(15_000) });
    const text = (await results.textContent())!;
    // Events: every drop of the curve is read exactly, so the events are R's; the table and the marks place the censorings.
    expect(Number(/Events(\d+)/.exec(text)![1]), `${arm.name} events (${text})`).toBe(arm.events);
    if (arm.median === null) expect(text).toContain('MedianNot reached');
    else expect(Number(/Median([\d.]+) months/.exec(text)![1])).toBeCloseTo(arm.median, 1);
  }
  const hr = panel.getByText(/^Hazard ratio \d\.\d+ \(95 % CI \d\.\d+ to \d\.\d+\)$/);
  await expect(hr).toBeVisible();
  // The reconstructed curves, drawn over the points picked from the printed ones.
  await expect(panel.getByRole('img', { name: `Reconstructed Kaplan-Meier curves of ${truth.arms.map((a) => a.name).join(' and ')}, drawn over the digitized points.` })).toBeVisible();
  const reconstructed = Number(/^Hazard ratio (\d\.\d+)/.exec((await hr.textContent())!)![1]);
  // Within 3 % of R's Cox fit on the true data (36 events): the goal the reconstruction is measured against.
  expect(Math.abs(reconstructed / truth.cox_hr - 1)).toBeLessThan(0.03);
  console.log(`${FILE}: HR ${reconstructed} (R on the true data ${truth.cox_hr.toFixed(4)}); ${await Promise.all(truth.arms.map(async (a) => `${a.name}: ${(await panel.getByRole('group', { name: `Results of ${a.name}` }).textContent())!}`)).then((x) => x.join('; '))}`);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: loaded(15_000) });

  // Saved with the entry: opened again, each arm still has its corners and its censor marks apart.
  await page.reload();
  await waitForCanvas(page, { saved: true });
  await page.getByRole('treegrid', { name: 'Extracted items' }).getByRole('row', { name: /^XY graph/ }).first().click({ position: { x: 48, y: 12 } });
  for (const arm of truth.arms)
    await expect(panel.getByRole('group', { name: `Capture of ${arm.name}` })).toContainText(`${arm.corners.time.length} points, ${arm.censor_times.length} censor marks.`);

  // Completed, as the extractor hands it in; then what the administrator downloads.
  await validateEntry(page);
  await markCompleted(page);
  const [header, ...rows] = await completedExtractionCsv(browser, paperName);
  const cell = (row: string[], column: string) => row[header!.indexOf(column)];
  const statistic = (arm: string, tag: string) => rows.find((r) => cell(r, 'arm') === arm && cell(r, 'tag') === tag && cell(r, 'graph') === cell(rows[0]!, 'graph'));
  const drug = truth.arms[1]!.name;
  const [csvHr, lower, upper] = ['Hazard ratio', 'Hazard ratio 95 % CI lower', 'Hazard ratio 95 % CI upper'].map((tag) => Number(cell(statistic(drug, tag)!, 'value')));
  // The panel's hazard ratio, to the digits it shows, within its interval.
  expect(csvHr!.toFixed(2)).toBe(reconstructed.toFixed(2));
  expect(lower).toBeLessThan(csvHr!);
  expect(upper).toBeGreaterThan(csvHr!);
  expect(cell(statistic(drug, 'Reference study arm abbreviation')!, 'value')).toBe(truth.arms[0]!.name);
  for (const arm of truth.arms) expect(Number(cell(statistic(arm.name, 'Patients')!, 'value'))).toBe(arm.n);

  const [ipdHeader, ...patients] = await completedExtractionIpdCsv(browser, paperName);
  expect(ipdHeader).toEqual(['paper', 'extraction', 'user', 'graph', 'study', 'part', 'population', 'subgroup', 'arm', 'time', 'event']);
  const ipd = (column: string) => ipdHeader!.indexOf(column);
  for (const arm of truth.arms) {
    const own = patients.filter((p) => p[ipd('arm')] === arm.name);
    expect(own, arm.name).toHaveLength(arm.n);
    expect(own.filter((p) => p[ipd('event')] === '1'), `${arm.name} events`).toHaveLength(arm.events);
    expect(own.every((p) => p[ipd('study')] === 'KM-1' && Number(p[ipd('time')]) >= 0 && Number(p[ipd('time')]) <= 30)).toBe(true);
  }
});
