/**
 * Time to build the tidy CSV of a large extraction in the browser's way (slices, progress), and its size.
 * Run with `npx tsx bench/tidyCsv.ts`.
 */
import { buildTidyCsvParts, tidyRows } from '../src/app/downloads/tidyCsv';
import type { Project } from '../src/editor/core/model/types';
import { buildDactylTree } from '../src/server/services/extractions';

const POINTS = 50_000;
const DATASETS = 50;
const ref = (name: string) => ({ name, uuid: `00000000-0000-4000-8000-${name.length.toString().padStart(12, '0')}` });

const project: Project = {
  pages: [
    {
      file: 0,
      page: 1,
      axes: [
        {
          name: 'XY graph',
          type: 'xy',
          options: { logX: false, logY: true },
          calibrationPoints: [
            { px: 100, py: 500, dx: 0, dy: 0 },
            { px: 700, py: 500, dx: 30, dy: 0 },
            { px: 100, py: 500, dx: 0, dy: 1 },
            { px: 100, py: 100, dx: 0, dy: 100 },
          ],
          metadata: { axesLabelData: { x: { dataType: 'Time (number)', unit: 'months', description: '', decimals: 1, changeFromBaseline: 'Not a ratio' }, y: { dataType: 'Mean', unit: 'ratio', description: '', decimals: 2, changeFromBaseline: 'Not a ratio' } } },
        },
      ],
      datasets: Array.from({ length: DATASETS }, (_, d) => ({
        name: `S1||P1||Arm ${d}`,
        axesName: 'XY graph',
        metadata: { studyData: { compositeKey: `S1||P1||Arm ${d}`, tagGroup: ref('Outcomes') } },
        points: Array.from({ length: POINTS / DATASETS }, (_, i) => ({
          x: 100 + ((i * 7919) % 600) + 0.25,
          y: 100 + ((i * 104729) % 400) + 0.5,
          metadata: { 0: { tag: ref('Outcome'), value: 'Hazard ratio, "adjusted"' } },
        })),
        metadataKeys: [],
        pointGroups: [],
        tuples: [],
      })),
      measurements: [],
    },
  ],
  misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
};

const sde = [{ uuid: '5eed0000-0000-4000-8000-000000000002', paperName: 'Bench; 2024; A large extraction', user: { email: 'qc@example.com' }, dactylTreeData: buildDactylTree('x', project) }];

// The same extraction saved as reconciled: every value marked with how it was reached, so its CSV has two more columns.
const reconciled: Project = structuredClone(project);
(reconciled.misc as Project['misc'] & { reconciled?: unknown }).reconciled = { from: ['a', 'b'], by: 'qc@example.com', at: '2026-11-29T12:00:00.000Z', tolerance: 0.01 };
for (const dataset of reconciled.pages[0]!.datasets) {
  dataset.points.forEach((point, i) => {
    Object.assign(point.metadata!, {
      reconciliation: { 'axis:x': { agreement: 'within tolerance' }, 'axis:y': i % 10 ? { agreement: 'agreed' } : { agreement: 'settled', by: 'qc@example.com' }, 'entry:0': { agreement: 'agreed' } },
    });
  });
}
const reconciledSde = [{ ...sde[0]!, dactylTreeData: buildDactylTree('x', reconciled), wpdData: { misc: reconciled.misc } }];

async function measure(label: string, extractions: typeof sde) {
  const rows = [...tidyRows(extractions)].length;
  const runs: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 6; run++) {
    const t0 = performance.now();
    const parts = await buildTidyCsvParts(extractions);
    runs.push(performance.now() - t0);
    bytes = new Blob(parts).size;
  }
  const warm = runs.slice(1).sort((a, b) => a - b);
  return {
    extraction: label,
    points: POINTS.toLocaleString('en'),
    rows: rows.toLocaleString('en'),
    'MB': (bytes / 1e6).toFixed(1),
    'first run ms': Math.round(runs[0]!),
    'median ms': Math.round(warm[Math.floor(warm.length / 2)]!),
  };
}

console.table([await measure('ordinary', sde), await measure('reconciled', reconciledSde)]);
