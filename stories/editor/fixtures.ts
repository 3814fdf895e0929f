import type { DigitizerFile } from '../../src/editor/pages/pageSource';
import type { FixturePage, FixtureSidecar } from '../../scripts/make-chart-fixtures';
import barJson from '../../tests/fixtures/charts/bar.json';
import barPdf from '../../tests/fixtures/charts/bar.pdf?url';
import barTiltedJson from '../../tests/fixtures/charts/bar-tilted.json';
import barTiltedPdf from '../../tests/fixtures/charts/bar-tilted.pdf?url';
import linearJson from '../../tests/fixtures/charts/linear.json';
import linearPdf from '../../tests/fixtures/charts/linear.pdf?url';
import logJson from '../../tests/fixtures/charts/log.json';
import logPdf from '../../tests/fixtures/charts/log.pdf?url';
import rasterJson from '../../tests/fixtures/charts/raster.json';
import rasterPng from '../../tests/fixtures/charts/raster.png?url';
import rotatedJson from '../../tests/fixtures/charts/rotated.json';
import rotatedPdf from '../../tests/fixtures/charts/rotated.pdf?url';
import twoPageJson from '../../tests/fixtures/charts/two-page.json';
import twoPagePdf from '../../tests/fixtures/charts/two-page.pdf?url';

export type { FixturePage, FixtureSidecar };

/** The chart fixtures with their sidecars (tick and marker pixels with true values). */
export const CHARTS = {
  linear: { url: linearPdf, sidecar: linearJson as FixtureSidecar },
  log: { url: logPdf, sidecar: logJson as FixtureSidecar },
  rotated: { url: rotatedPdf, sidecar: rotatedJson as FixtureSidecar },
  raster: { url: rasterPng, sidecar: rasterJson as FixtureSidecar },
  twoPage: { url: twoPagePdf, sidecar: twoPageJson as FixtureSidecar },
  bar: { url: barPdf, sidecar: barJson as FixtureSidecar },
  barTilted: { url: barTiltedPdf, sidecar: barTiltedJson as FixtureSidecar },
} as const;

export type ChartName = keyof typeof CHARTS;

/** Fetch a fixture as the file a user would drop in. */
export async function loadChart(name: ChartName): Promise<DigitizerFile> {
  const { url, sidecar } = CHARTS[name];
  const data = await (await fetch(url)).arrayBuffer();
  return { id: name, name: sidecar.file, data, type: sidecar.mimeType };
}

/** A file the digitizer must refuse. */
export function unsupportedFile(): DigitizerFile {
  return { id: 'notes', name: 'notes.txt', data: new TextEncoder().encode('Not a figure, just notes.'), type: 'text/plain' };
}
