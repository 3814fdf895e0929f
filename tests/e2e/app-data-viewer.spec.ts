import { expect, test } from '@playwright/test';
import { BAR_CHART_DATA, BAR_CHART_GEOMETRY } from '../../src/server/db/demoFigures';
import { DEMO_EXTRACTION } from '../../src/server/db/seed-papers';
import { demo, logIn } from './app-helpers';

const ARM = 1;
const bar = BAR_CHART_DATA[ARM]!;
// The seeded point sits on top of its bar, in the PNG's own pixels (the image's page units).
const x = BAR_CHART_GEOMETRY.barLeft(ARM) + BAR_CHART_GEOMETRY.barWidth / 2;
const y = BAR_CHART_GEOMETRY.baseline - bar.value * BAR_CHART_GEOMETRY.pixelsPerPercent;
// Without metadata uuids, points are named by file, page, dataset and index.
const pointId = `0:1:${ARM}:0`;

test('an administrator opens a completed extraction in the data viewer from Completed Extractions and chooses a point', async ({ page }) => {
  await logIn(page, demo.admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Completed Extractions' }).click();
  await expect(page).toHaveURL(/\/home\/completed-extractions$/);
  await page.getByRole('searchbox', { name: 'Search papers' }).fill('bar chart');
  const row = page.getByRole('grid', { name: 'Completed Extractions' }).getByRole('row', { name: /bar chart/ });
  await row.getByRole('group', { name: /^Extraction by qc@example\.com/ }).getByRole('button', { name: /^View extraction/ }).click();
  await expect(page).toHaveURL(new RegExp(`/data-viewer\\?paperUuid=[0-9a-f-]{36}&sdeUuid=${DEMO_EXTRACTION.uuid}$`));

  await expect(page.getByRole('heading', { level: 1, name: /^Data Viewer: Demo; 2024; Response rates by dose/ })).toBeVisible();
  const tree = page.getByRole('treegrid', { name: 'Extracted data' });
  await expect(tree.getByRole('row').filter({ hasText: `Study ${DEMO_EXTRACTION.study}` })).toBeVisible();
  for (const b of BAR_CHART_DATA) await expect(tree.getByRole('row').filter({ hasText: `Study arm ${b.label}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page 1 of bar-chart.png' })).toBeVisible();
  await expect(page.getByTestId('crosshair-status')).toHaveText('Choose a data point to show the crosshairs');

  // 'Search data' applies from 3 characters: '10 mg' leaves that arm alone.
  await page.getByRole('searchbox', { name: 'Search data' }).fill(bar.label);
  await expect(tree.getByRole('row').filter({ hasText: /^Study arm/ })).toHaveCount(1);
  const point = tree.getByRole('row').filter({ hasText: `${DEMO_EXTRACTION.valueTag}: ${bar.value}` });
  await expect(point).toContainText(`Outcome: ${DEMO_EXTRACTION.outcome}`);
  await point.click();
  await expect(page).toHaveURL(new RegExp(`dataPointUuid=${encodeURIComponent(pointId)}$`));
  await expect(page.getByTestId('crosshair-status')).toHaveText(`Crosshairs at ${x}, ${y} px on page 1 of bar-chart.png`);
  await expect(page.getByTestId('crosshairs')).toHaveAttribute('data-x', String(x));
  await expect(page.getByTestId('crosshairs')).toHaveAttribute('data-y', String(y));

  // The address opens at the point.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Page 1 of bar-chart.png' })).toBeVisible();
  await expect(page.getByTestId('crosshair-status')).toHaveText(`Crosshairs at ${x}, ${y} px on page 1 of bar-chart.png`);
  await expect(tree.getByRole('row', { selected: true })).toContainText(`${DEMO_EXTRACTION.valueTag}: ${bar.value}`);
});

test('the data viewer without an extraction points to Completed Extractions; an unknown one says so', async ({ page }) => {
  await logIn(page, demo.qc);
  await page.goto('/data-viewer');
  await expect(page.getByRole('heading', { name: 'No extraction chosen' })).toBeVisible();
  await page.goto('/data-viewer?sdeUuid=5eed0000-0000-4000-8000-00000000ffff');
  await expect(page.getByRole('region', { name: 'The extraction cannot be shown' })).toContainText('Extraction not found (404)');
});

test('the data viewer is refused to a user without access_completed_extractions', async ({ page }) => {
  await logIn(page, demo.extractor);
  await page.goto(`/data-viewer?sdeUuid=${DEMO_EXTRACTION.uuid}`);
  await expect(page).toHaveURL(/\/access-denied$/);
});
