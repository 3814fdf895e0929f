import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { LOG_CHART_DATA } from '../../src/server/db/demoFigures';
import { copySeededFile, demo, logIn, readValues } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * WebPlotDigitizer projects in data entry, against the real server: the extractor imports a project
 * made for the demo log-scale chart, sees its points with their values, exports the file's project
 * and finds the same numbers in it; undo takes the import back.
 */

/** The log-scale demo chart (src/server/db/demoFigures.ts): a 420 x 320 pt page, plot at (60, 60) 320 x 200 pt, 3 px per pt. */
const at = (month: number, ratio: number) => ({ x: 3 * (60 + (month / 30) * 320), y: 3 * (320 - (60 + (Math.log10(ratio) / 2) * 200)) });

/** What WebPlotDigitizer 4.2 saves for the chart: X1, X2 on the month axis, Y1, Y2 on the log hazard-ratio axis. */
function wpdProject() {
  const cal = (p: { x: number; y: number }, dx: string, dy: string) => ({ px: p.x, py: p.y, dx, dy, dz: null });
  return {
    version: [4, 2],
    axesColl: [
      {
        name: 'Hazard ratio chart',
        type: 'XYAxes',
        isLogX: false,
        isLogY: true,
        noRotation: false,
        calibrationPoints: [cal(at(0, 1), '0', '1'), cal(at(30, 1), '30', '1'), cal(at(0, 1), '0', '1'), cal(at(0, 100), '0', '100')],
      },
    ],
    datasetColl: [
      {
        name: 'Hazard ratio',
        axesName: 'Hazard ratio chart',
        colorRGB: [200, 0, 0],
        metadataKeys: [],
        data: LOG_CHART_DATA.map((d) => ({ ...at(d.x, d.y), value: [d.x, d.y] })),
        autoDetectionData: null,
      },
    ],
    measurementColl: [],
  };
}

const paperName = `E2E WPD projects ${randomUUID().slice(0, 8)}; log-scale chart`;
let paperId = '';

test.beforeAll(async ({}, testInfo) => {
  paperId = await copySeededFile(testInfo.project.use.baseURL!, paperName, { paper: 'log-scale line chart' }, 'log-scale-chart-wpd-copy.pdf');
});

async function openMenuEntry(page: Page, name: string) {
  await page.getByRole('button', { name: 'Data entry menu' }).click();
  await page.getByRole('dialog', { name: 'Data entry menu' }).getByRole('button', { name }).click();
}

function expectData(values: number[][]) {
  expect(values).toHaveLength(LOG_CHART_DATA.length);
  LOG_CHART_DATA.forEach((d, i) => {
    expect(Math.abs(values[i]![0]! - d.x)).toBeLessThan(1e-9 * 30);
    expect(Math.abs(values[i]![1]! / d.y - 1)).toBeLessThan(1e-9);
  });
}

test('the extractor imports a WebPlotDigitizer project on the demo log chart, sees its values, exports them back and undoes the import', async ({ page }) => {
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${paperId}/${randomUUID()}`);
  await expect(page.getByRole('application', { name: 'Figure digitizer' })).toHaveAttribute('data-page-state', 'ready', { timeout: loaded(30_000) });

  await openMenuEntry(page, 'Import WebPlotDigitizer project');
  const dialog = page.getByRole('dialog', { name: 'Import WebPlotDigitizer project' });
  await expect(dialog).toContainText('added to log-scale-chart-wpd-copy.pdf, page 1');
  // A file that is not a project: refused with the reason, nothing added.
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"title": "notes"}') });
  await expect(dialog).toContainText('notes.json was not imported');
  await expect(dialog).toContainText('This file is not a WebPlotDigitizer project (version 3 or 4). Nothing was changed.');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'hazard-ratio.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(wpdProject())),
  });
  await expect(dialog).toContainText('Imported hazard-ratio.json');
  await expect(dialog).toContainText('1 dataset with 6 points: Hazard ratio');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const tree = page.getByRole('treegrid', { name: 'Extracted items' });
  await tree.getByRole('row', { name: /^Hazard ratio chart/ }).first().click({ position: { x: 48, y: 12 } });
  await expect.poll(async () => (await readValues(page)).length).toBe(LOG_CHART_DATA.length);
  expectData(await readValues(page));

  const downloading = page.waitForEvent('download');
  await openMenuEntry(page, 'Export WebPlotDigitizer project');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('log-scale-chart-wpd-copy.wpd.json');
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    version: number[];
    axesColl: { name: string; type: string; isLogY: boolean; calibrationPoints: unknown[] }[];
    datasetColl: { name: string; axesName: string; data: { x: number; y: number; value: number[] }[] }[];
  };
  expect(exported.version).toEqual([4, 2]);
  expect(exported.axesColl.map((a) => [a.name, a.type, a.isLogY])).toEqual([['Hazard ratio chart', 'XYAxes', true]]);
  expect(exported.axesColl[0]!.calibrationPoints).toEqual(wpdProject().axesColl[0]!.calibrationPoints);
  const dataset = exported.datasetColl.find((d) => d.name === 'Hazard ratio')!;
  expect(dataset.axesName).toBe('Hazard ratio chart');
  expectData(dataset.data.map((p) => p.value));

  // One step: undo takes the whole import back.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(tree.getByRole('row', { name: /^Hazard ratio chart/ })).toHaveCount(0);
});
