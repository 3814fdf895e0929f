import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TABLE_DATA } from '../../src/server/db/demoFigures';
import { addBranch, asAdmin, clickImage, completedExtractionCsv, createPaperWithFiles, demo, downloadSeededFile, logIn, markCompleted, toClient, validateEntry, waitForCanvas } from './app-helpers';
import { loaded } from '../timeouts';

/*
 * Table extraction against the real server, on page 1 of the seeded two-page trial report (Table 1,
 * TABLE_DATA): an extractor drags the table's data area with the mouse, sets 4 rows and 2 columns,
 * tags each column header with its study arm and each row header with its characteristic, enters
 * every cell from the keyboard (Enter opens it, the cell pre-fill proposes the number printed in the
 * PDF, Enter confirms it and the tool moves on), validates and completes the entry; the completed
 * extraction's CSV holds every cell's value under its arm and characteristic. The other test meets
 * the spec's dialogs on the same table: an emptied count, cancelling the creation, all headers
 * empty, some empty, and a cell with two study branches.
 */
test.describe.configure({ mode: 'serial' });

const id = randomUUID().slice(0, 8);
/** A paper per test: an entry autosaves, and a user's next entry of a paper carries on from it. */
const paperName = `E2E tables ${id}; trial table`;
const dialogsPaperName = `E2E tables headers ${id}; trial table`;
let paperUuid = '';
let dialogsPaperUuid = '';

/** PDF pages render at 3 image pixels per point, y downwards; the page is 842 points tall. */
const SCALE = 3;
const PAGE_HEIGHT = 842;
const at = (x: number, y: number) => ({ x: SCALE * x, y: SCALE * (PAGE_HEIGHT - y) });
/** The data cells of Table 1, in PDF points: columns of 130 from x 230, rows of 20 from y 660 down. */
const DATA = { left: 230, right: 490, top: 660, bottom: 580 };
const ROWS = TABLE_DATA.slice(1);
const ARMS = ['Placebo', 'Drug'] as const;
/** Cell centres, image coordinates. */
const cellAt = (row: number, col: number) => at(DATA.left + 65 + 130 * col, DATA.top - 10 - 20 * row);
/** Header centres: column headers in the header row above the data, row headers in the first column. */
const columnHeaderAt = (col: number) => at(DATA.left + 65 + 130 * col, DATA.top + 10);
const rowHeaderAt = (row: number) => at(140, DATA.top - 10 - 20 * row);
/** What the PDF prints in a cell: a value, and '41 (34.2)' a value and its spread. */
const printed = (row: number, col: number) => {
  const [, value, spread] = /^([\d.]+)(?: \(([\d.]+)\))?$/.exec(ROWS[row]![col + 1]!)!;
  return { value: value!, spread: spread ?? null };
};

test.beforeAll(async ({}, testInfo) => {
  // A copy of the seeded trial report for this file alone, so other files' tests neither see nor move it.
  await asAdmin(testInfo.project.use.baseURL!, async (api) => {
    const file = { ...(await downloadSeededFile(api, { file: 'trial-report.pdf' })), name: 'trial-report-tables.pdf' };
    paperUuid = await createPaperWithFiles(api, paperName, [file]);
    dialogsPaperUuid = await createPaperWithFiles(api, dialogsPaperName, [file]);
  });
});

/** Drags with the mouse from one image point to another, in steps, as a hand would. */
async function dragImage(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await toClient(page, from);
  const b = await toClient(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
}

/** 'New table' up to Table Settings: the data area dragged on the canvas, 4 rows and 2 columns, the alignment popup's Proceed. */
async function newTable(page: Page, { emptyCountFirst = false } = {}) {
  await page.getByRole('button', { name: 'New table' }).click();
  const area = page.getByRole('complementary', { name: 'Table Area Calibration' });
  await expect(area).toBeVisible();
  await expect(area.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dragImage(page, at(DATA.left, DATA.top), at(DATA.right, DATA.bottom));
  await expect(area.getByRole('button', { name: 'Next' })).toBeEnabled();
  await area.getByRole('button', { name: 'Next' }).click();

  const content = page.getByRole('complementary', { name: 'Table Content Calibration' });
  await expect(content.getByRole('textbox', { name: 'Rows' })).toHaveValue('1');
  await content.getByRole('textbox', { name: 'Rows' }).fill(String(ROWS.length));
  await content.getByRole('textbox', { name: 'Columns' }).fill(String(ARMS.length));
  await content.getByText('Baseline/Demographics', { exact: true }).click();
  await expect(content.getByRole('radio', { name: 'Baseline/Demographics' })).toBeChecked();
  if (emptyCountFirst) {
    await content.getByRole('textbox', { name: 'Rows' }).fill('');
    await content.getByRole('button', { name: 'Complete' }).click();
    const count = page.getByRole('alertdialog', { name: 'Invalid Table Header Count' });
    await expect(count).toContainText('The number of rows and headers in a table must be greater than zero.');
    await count.getByRole('button', { name: 'OK' }).click();
    await expect(count).toBeHidden();
    await content.getByRole('textbox', { name: 'Rows' }).fill(String(ROWS.length));
  }
  await content.getByRole('button', { name: 'Complete' }).click();

  const alignment = page.getByRole('dialog', { name: 'Table alignment' });
  await expect(alignment).toBeVisible();
  await alignment.getByRole('button', { name: 'Proceed' }).click();
  await expect(alignment).toBeHidden();
  const settings = page.getByRole('complementary', { name: 'Table Settings' });
  await expect(settings).toBeVisible();
  return settings;
}

/**
 * Opens a header's metadata dialog from the canvas: a click selects the header, a click on the
 * selected one opens it. After a header is confirmed the header tool has selected the next empty
 * one already, so one click opens it.
 */
async function openHeader(page: Page, p: { x: number; y: number }, title: string, selected: boolean) {
  if (!selected) await clickImage(page, p);
  await clickImage(page, p);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Tags a header with a study arm through the metadata dialog's Study branch tag. */
async function tagWithArm(page: Page, dialog: Locator, arm: string) {
  await dialog.getByRole('combobox', { name: 'Tag 1' }).fill('Study branch');
  await page.getByRole('option', { name: 'Study branch', exact: true }).click();
  await dialog.getByRole('button', { name: /Level/ }).click();
  await page.getByRole('option', { name: 'Arm', exact: true }).click();
  await dialog.getByRole('combobox', { name: /^Arm/ }).fill(arm);
  await page.getByRole('option', { name: `DEMO-T / Main / ${arm}` }).click();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** Tags a column header with its study arm. */
async function tagColumnHeader(page: Page, col: number, selected: boolean) {
  await tagWithArm(page, await openHeader(page, columnHeaderAt(col), `Column header ${col + 1}`, selected), ARMS[col]!);
}

/** Tags a row header with its characteristic; the header tool has selected it, Enter opens it. */
async function tagRowHeader(page: Page, row: number) {
  // From the keyboard: the header tool has selected this header and the canvas has the focus back.
  await expect(page.getByRole('application', { name: 'Figure digitizer' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Row header ${row + 1}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Tag 1' }).fill('Baseline characteristic');
  await page.getByRole('option', { name: 'Baseline characteristic', exact: true }).click();
  const value = dialog.getByRole('textbox', { name: 'Value 1' });
  await value.fill(ROWS[row]![0]);
  await value.press('Enter');
  await expect(dialog).toBeHidden();
}

async function openEntry(page: Page, paper: string) {
  await logIn(page, demo.extractor);
  await page.goto(`/data-entry/${paper}/${randomUUID()}`);
  await waitForCanvas(page);
  await addBranch(page, page.getByRole('button', { name: 'Add study', exact: true }), 'Study abbreviation', 'DEMO-T');
  await addBranch(page, page.getByRole('button', { name: 'Add study part to DEMO-T' }), 'Study part abbreviation', 'Main');
  for (const arm of ARMS) await addBranch(page, page.getByRole('button', { name: 'Add study arm to Main' }), 'Study arm abbreviation', arm);
}

test('a table with missing or invalid headers meets the spec dialogs: count, cancel creation, all empty, some empty, two branches', async ({ page }) => {
  test.setTimeout(loaded(180_000));
  await openEntry(page, dialogsPaperUuid);
  const tree = page.getByRole('treegrid', { name: 'Extracted items' });

  // An emptied count is refused with its dialog; then the table is made.
  let settings = await newTable(page, { emptyCountFirst: true });
  await expect(tree.getByRole('row', { name: /^Table 1/ })).toBeVisible();

  // Cancelling the creation asks first: Cancel keeps the table, OK deletes it.
  await settings.getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel Table Creation' });
  await cancel.getByRole('button', { name: 'Cancel' }).click();
  await expect(cancel).toBeHidden();
  await expect(settings).toBeVisible();
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await cancel.getByRole('button', { name: 'OK' }).click();
  await expect(settings).toBeHidden();
  await expect(tree.getByRole('row', { name: /^Table 1/ })).toHaveCount(0);
  settings = await newTable(page);

  // Complete with every header empty: the calibration cannot go on.
  await settings.getByRole('button', { name: 'Complete' }).click();
  const empty = page.getByRole('alertdialog', { name: 'Empty Table Headers' });
  await expect(empty).toContainText('All table headers are empty; please begin by entering table header data.');
  await empty.getByRole('button', { name: 'OK' }).click();
  await expect(empty).toBeHidden();
  await expect(settings).toBeVisible();

  // One column header tagged, the rest empty: asked whether to go on; Cancel stays on the headers.
  await tagColumnHeader(page, 0, false);
  await settings.getByRole('button', { name: 'Complete' }).click();
  const some = page.getByRole('alertdialog', { name: 'Has Empty Table Headers' });
  await expect(some).toContainText('Table contains empty row or column headers; do you want to continue?');
  await expect(some).toContainText('Leaving row and column table headers blank will result in blank table cells');
  await some.getByRole('button', { name: 'Cancel' }).click();
  await expect(some).toBeHidden();
  await expect(settings).toBeVisible();

  // OK goes on to the cells with the calibration incomplete.
  await settings.getByRole('button', { name: 'Complete' }).click();
  await some.getByRole('button', { name: 'OK' }).click();
  const edit = page.getByRole('complementary', { name: 'Edit Table' });
  await expect(edit).toBeVisible();

  // Back to the headers: a study arm on the first row as well gives its first cell two study branches.
  await edit.getByRole('button', { name: 'Edit headers' }).click();
  await expect(settings).toBeVisible();
  await tagWithArm(page, await openHeader(page, rowHeaderAt(0), 'Row header 1', false), 'Drug');
  await settings.getByRole('button', { name: 'Complete' }).click();
  const invalid = page.getByRole('alertdialog', { name: 'Invalid Table Headers' });
  await expect(invalid).toContainText('Each table cell that has a header must reference exactly one study branch from either its row or column header.');
  await invalid.getByRole('button', { name: 'OK' }).click();
  await expect(invalid).toBeHidden();
  await expect(settings).toBeVisible();
});

test('an extractor extracts the seeded demo table: area, rows and columns, tagged headers, pre-filled cells, and the CSV holds every cell under its keys', async ({ page, browser }) => {
  test.setTimeout(loaded(300_000));
  await openEntry(page, paperUuid);
  const settings = await newTable(page);

  // Headers: each column its arm, each row its characteristic; after the first, the header tool
  // selects the next empty header (the columns, then the rows) by itself.
  for (const col of ARMS.keys()) await tagColumnHeader(page, col, col > 0);
  for (const row of ROWS.keys()) await tagRowHeader(page, row);
  await settings.getByRole('button', { name: 'Complete' }).click();

  // Cells: the pre-fill proposes what the PDF prints; Enter opens each cell, Enter confirms it, and
  // the cell tool moves down the rows, then to the next column.
  const edit = page.getByRole('complementary', { name: 'Edit Table' });
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('switch', { name: 'Pre-fill cells from the page' })).toBeChecked();
  await clickImage(page, cellAt(0, 0));
  for (const col of ARMS.keys()) {
    for (const row of ROWS.keys()) {
      const { value, spread } = printed(row, col);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Table cell' });
      await expect(dialog).toBeVisible();
      // The cell's headers are shown as imported tags: the row's characteristic, the column's arm.
      await dialog.getByRole('button', { name: 'Header tags (2)' }).click();
      await expect(dialog).toContainText(`Baseline characteristic: ${ROWS[row]![0]}`);
      await expect(dialog).toContainText(`Study branch: DEMO-T / Main / ${ARMS[col]}`);
      await expect(dialog.getByRole('combobox', { name: 'Tag 1' })).toHaveValue('Number of subjects');
      await expect(dialog.getByRole('textbox', { name: 'Value 1' })).toHaveValue(value);
      if (spread) {
        await expect(dialog.getByRole('combobox', { name: 'Tag 2' })).toHaveValue('Percent of subjects');
        await expect(dialog.getByRole('textbox', { name: 'Value 2' })).toHaveValue(spread);
      } else await expect(dialog.getByRole('textbox', { name: 'Value 2' })).toHaveCount(0);
      await dialog.getByRole('textbox', { name: 'Value 1' }).press('Enter');
      await expect(dialog).toBeHidden();
    }
  }
  await edit.getByRole('button', { name: 'Complete' }).click();
  await expect(edit).toBeHidden();

  // Validate, then mark the entry completed.
  await validateEntry(page);
  await markCompleted(page);

  // The completed extraction's CSV, downloaded as the administrator.
  const [header, ...records] = await completedExtractionCsv(browser, paperName);
  const col = (name: string) => header!.indexOf(name);
  const tableRows = records.filter((r) => r[col('graph')] === 'Table 1');
  // Each cell: its value (and spread), its row's characteristic and its column's arm from the headers.
  for (const [c, arm] of ARMS.entries()) {
    for (const [r, [characteristic]] of ROWS.entries()) {
      const centre = cellAt(r, c);
      const cell = tableRows.filter((x) => Math.abs(Number(x[col('x')]) - centre.x) < 3 && Math.abs(Number(x[col('y')]) - centre.y) < 3);
      const { value, spread } = printed(r, c);
      for (const x of cell) expect([x[col('study')], x[col('part')], x[col('arm')], x[col('tag group')]]).toEqual(['DEMO-T', 'Main', arm, 'Baseline/Demographics']);
      const tags = Object.fromEntries(cell.map((x) => [x[col('tag')], x[col('value')]]));
      expect(tags).toEqual({ 'Number of subjects': value, 'Baseline characteristic': characteristic, ...(spread ? { 'Percent of subjects': spread } : {}) });
    }
  }
  expect(tableRows).toHaveLength(2 * ROWS.length * ARMS.length + 2);
});
