import { describe, expect, it } from 'vitest';
import type { DactylTreeNode } from '../../../src/api/papers';
import {
  buildTidyCsv,
  buildTidyCsvParts,
  countPoints,
  csvField,
  csvLine,
  formatNumber,
  RECONCILED_TIDY_CSV_HEADER,
  TIDY_CSV_COLUMNS,
  TIDY_CSV_HEADER,
  tidyRows,
  UTF8_BOM,
  type TidyCsvExtraction,
} from '../../../src/app/downloads/tidyCsv';
import { BAR_CHART_DATA } from '../../../src/server/db/demoFigures';
import { DEMO_EXTRACTION, demoExtractionProject } from '../../../src/server/db/seed-papers';
import { buildDactylTree } from '../../../src/server/services/extractions';
import type { Project } from '../../../src/editor/core/model/types';
import { createColumnDatasets, createTableCalibration } from '../../../src/editor/core/model/table';
import { parseCsv } from '../../csv';
import { loadTrial, trialProject } from '../editor/survival/fixtures';
import { compareExtractions, rowsToResolve } from '../../../src/app/qualityControl/dualExtraction';
import { reconcileProject } from '../../../src/app/qualityControl/reconcile';
import { exportWpd } from '../../../src/editor/core/project';
import { logChartProject } from '../../../stories/screens/qualityControlFixtures';

const ref = (name: string) => ({ name, uuid: `uuid-${name}` });

function extraction(project: Project, overrides: Partial<TidyCsvExtraction> = {}): TidyCsvExtraction {
  const uuid = overrides.uuid ?? '11111111-1111-4111-8111-111111111111';
  return { uuid, paperName: 'Demo paper', user: { email: 'qc@example.com' }, dactylTreeData: buildDactylTree(uuid, project), ...overrides };
}

const xyProject = (points: Project['pages'][number]['datasets'][number]['points'], datasetMetadata: Record<string, unknown> = {}): Project => ({
  pages: [
    {
      file: 1,
      page: 3,
      axes: [
        {
          name: 'XY graph',
          type: 'xy',
          options: { logX: false, logY: false },
          calibrationPoints: [
            { px: 100, py: 500, dx: 0, dy: 0 },
            { px: 700, py: 500, dx: 10, dy: 0 },
            { px: 100, py: 500, dx: 0, dy: 0 },
            { px: 100, py: 100, dx: 0, dy: 100 },
          ],
          metadata: {
            axesLabelData: {
              x: { dataType: 'Time (number)', unit: 'weeks', description: '', decimals: 1, changeFromBaseline: 'Not a ratio' },
              y: { dataType: 'Mean', unit: 'mmHg', description: '', decimals: 1, changeFromBaseline: 'Not a ratio' },
            },
          },
        },
      ],
      datasets: [
        {
          name: 'S1||P1||A_1',
          axesName: 'XY graph',
          metadata: { studyData: { compositeKey: 'S1||P1||A', tagGroup: ref('Outcomes') }, ...datasetMetadata },
          points,
          metadataKeys: [],
          pointGroups: [],
          tuples: [],
        },
      ],
      measurements: [],
    },
  ],
  misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
});

describe('tidy CSV of downloaded extractions', () => {
  it("gives the seeded bar chart extraction one value row per bar, at the figure's numbers", () => {
    const project = demoExtractionProject({ tagGroup: ref('Outcomes'), valueTag: ref('Percent of subjects'), outcomeTag: ref('Outcome') });
    const rows = [...tidyRows([extraction(project, { uuid: DEMO_EXTRACTION.uuid, paperName: 'Demo; 2024; Response rates by dose (bar chart)' })])];
    const values = rows.filter((r) => r.axis === 'bar');
    expect(values.map((r) => [r.arm, r.value])).toEqual(BAR_CHART_DATA.map((bar) => [bar.label, bar.value]));
    expect(values[0]).toEqual({
      paper: 'Demo; 2024; Response rates by dose (bar chart)',
      extraction: DEMO_EXTRACTION.uuid,
      user: 'qc@example.com',
      study: 'DEMO-2',
      part: 'Main',
      arm: 'Placebo',
      population: null,
      subgroup: null,
      'tag group': 'Outcomes',
      tag: 'Percent of subjects',
      value: 12,
      unit: '%',
      axis: 'bar',
      graph: 'Bar graph',
      file: 1,
      page: 1,
      x: 115,
      y: 232,
    });
    // The outcome entry is a row of its own, after the value.
    expect(rows[1]).toMatchObject({ arm: 'Placebo', tag: 'Outcome', value: 'Response rate', axis: null, unit: null });
    expect(rows).toHaveLength(BAR_CHART_DATA.length * 2);
  });

  it('writes an XY point as an x row and a y row, with tags and units from the axis labels unless the point says otherwise', () => {
    const project = xyProject([
      { x: 400, y: 300 },
      {
        x: 700,
        y: 100,
        metadata: {
          compositeKey: 'S1||P1||B||Adults||Women',
          0: { tag: ref('Standard error'), value: 'ignored: the calibration gives the value', axis: 'y', axisType: 'value' },
          1: { tag: ref('Unit'), value: 'kPa', axis: 'y', axisType: 'unit' },
          2: { tag: ref('Study arm abbreviation'), value: 'B' },
          3: { tag: ref('Description'), value: 'at rest', axis: 'y', axisType: 'description' },
        },
      },
    ]);
    const rows = [...tidyRows([extraction(project)])];
    expect(rows.map((r) => [r.arm, r.population, r.subgroup, r.tag, r.value, r.unit, r.axis])).toEqual([
      ['A', null, null, 'Time (number)', 5, 'weeks', 'x'],
      ['A', null, null, 'Mean', 50, 'mmHg', 'y'],
      ['B', 'Adults', 'Women', 'Time (number)', 10, 'weeks', 'x'],
      ['B', 'Adults', 'Women', 'Standard error', 100, 'kPa', 'y'],
      // Branch tags are in the branch columns; other entries get a row of their own.
      ['B', 'Adults', 'Women', 'Description', 'at rest', null, 'y'],
    ]);
    expect(rows[0]).toMatchObject({ file: 2, page: 3, x: 400, y: 300, graph: 'XY graph' });
  });

  it('keeps table cells, points with nothing to say and keys with too many parts', () => {
    const tree: DactylTreeNode = {
      type: 'SAVE',
      name: 'e',
      children: [
        {
          type: 'AXIS',
          name: 'Table 1',
          data: { axesType: 'table', file: 0, page: 2, metadata: {} },
          children: [
            {
              type: 'DATASET',
              name: 'Column_1',
              data: { metadata: { tagGroup: ref('Baseline/Demographics') } },
              children: [
                { type: 'POINT', name: '0', data: { x: 10, y: 20, page: 2, file: 0, metadata: { compositeKey: 'S1||P1||A', 0: { tag: ref('Age'), value: '63.2', axisType: 'value' } } } },
                { type: 'POINT', name: '1', data: { x: 10, y: 40, page: 2, file: 0, metadata: { compositeKey: 'a||b||c||d||e||f' } } },
              ],
            },
          ],
        },
      ],
    };
    const rows = [...tidyRows([{ uuid: 'e', paperName: 'P', user: { email: 'u@example.com' }, dactylTreeData: tree }])];
    expect(rows).toEqual([
      expect.objectContaining({ study: 'S1', arm: 'A', 'tag group': 'Baseline/Demographics', tag: 'Age', value: '63.2', axis: null, graph: 'Table 1', file: 1, page: 2 }),
      expect.objectContaining({ study: 'a||b||c||d||e||f', part: null, tag: null, value: null, x: 10, y: 40 }),
    ]);
  });

  it("writes each table cell under its headers: the row header's tags and the column header's study branch, cell data first", () => {
    const cal = createTableCalibration({ area: [{ x: 690, y: 546 }, { x: 1470, y: 666 }], rows: 2, cols: 2, cellTagGroup: ref('Baseline/Demographics') });
    cal.cols.headers = [{ compositeKey: 'S1||P1||Placebo' }, { compositeKey: 'S1||P1||Drug' }];
    cal.rows.headers = [{ 0: { tag: ref('Baseline characteristic'), value: 'Age, years (mean)' } }, { 0: { tag: ref('Baseline characteristic'), value: 'Female, n (%)' } }];
    const [placebo, drug] = createColumnDatasets('Table 1', cal, (() => { let n = 0; return () => `col-${++n}`; })());
    const cell = (rowIndex: number, x: number, y: number, ...values: [string, string][]) => ({
      x,
      y,
      metadata: { rowIndex, tagGroup: ref('Baseline/Demographics'), ...Object.fromEntries(values.map(([tag, value], i) => [i, { tag: ref(tag), value }])) },
    });
    placebo!.points = [cell(0, 885, 576, ['Number of subjects', '63.2']), cell(1, 885, 636, ['Number of subjects', '41'], ['Percent of subjects', '34.2'])];
    drug!.points = [cell(0, 1275, 576, ['Number of subjects', '62.8'])];
    drug!.metadata.emptyCells = [1];
    const project: Project = {
      pages: [{ file: 0, page: 1, axes: [{ name: 'Table 1', type: 'table', calibrationPoints: [], options: {}, metadata: { table: true, calibration: cal } }], datasets: [placebo!, drug!] }],
    } as unknown as Project;
    const rows = [...tidyRows([extraction(project)])].map((r) => [r.arm, r.tag, r.value, r.y]);
    expect(rows).toEqual([
      ['Placebo', 'Number of subjects', '63.2', 576],
      ['Placebo', 'Baseline characteristic', 'Age, years (mean)', 576],
      ['Placebo', 'Number of subjects', '41', 636],
      ['Placebo', 'Percent of subjects', '34.2', 636],
      ['Placebo', 'Baseline characteristic', 'Female, n (%)', 636],
      ['Drug', 'Number of subjects', '62.8', 576],
      ['Drug', 'Baseline characteristic', 'Age, years (mean)', 576],
    ]);
    expect([...tidyRows([extraction(project)])].every((r) => r.study === 'S1' && r.part === 'P1' && r['tag group'] === 'Baseline/Demographics' && r.graph === 'Table 1')).toBe(true);
  });

  it('writes tagged text with its tag group and study keys, and the study tree with its descriptions', () => {
    const project: Project = {
      pages: [
        {
          file: 0,
          page: 2,
          axes: [],
          datasets: [],
          measurements: [],
          texts: [
            {
              uuid: 't1',
              text: 'Adults aged 18 to 65 years.',
              rect: { x: 100, y: 200, width: 400, height: 20 },
              metadata: {
                0: { tag: ref('Criterion type'), value: 'Inclusion' },
                1: { tag: ref('Criterion text'), value: 'Adults aged 18 to 65 years.' },
                compositeKey: 'ABC-1||Part A',
                tagGroup: { ...ref('Inclusion/Exclusion criteria'), instanceUuid: 'i1' },
              },
            },
          ],
        },
      ],
      misc: { file: 0, page: 2, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
      studyTree: [
        { uuid: 's1', compositeKey: 'ABC-1', tagGroup: { ...ref('Study'), instanceUuid: 's1' }, metadata: { 0: { tag: ref('Study abbreviation'), value: 'ABC-1' }, 1: { tag: ref('Description'), value: 'A trial' } } },
      ],
    };
    const rows = [...tidyRows([extraction(project)])];
    expect(rows.map((r) => [r.study, r.part, r['tag group'], r.tag, r.value, r.file, r.page, r.x, r.y])).toEqual([
      ['ABC-1', 'Part A', 'Inclusion/Exclusion criteria', 'Criterion type', 'Inclusion', 1, 2, 300, 210],
      ['ABC-1', 'Part A', 'Inclusion/Exclusion criteria', 'Criterion text', 'Adults aged 18 to 65 years.', 1, 2, 300, 210],
      ['ABC-1', null, 'Study', 'Description', 'A trial', null, null, null, null],
    ]);
  });

  it('quotes as RFC 4180 asks, guards formulas, and ends every record with CRLF', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-5')).toBe('-5');
    expect(csvField('+3.5')).toBe('+3.5');
    expect(csvField(-0.25)).toBe('-0.25');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvLine(['a', 1, null, 'b'])).toBe('a,1,,b\r\n');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(11.999999999999998)).toBe('12');
    expect(formatNumber(1234.56789)).toBe('1234.56789');
    expect(formatNumber(1e-7)).toBe('1e-7');
  });

  it('builds a file a spreadsheet reads back to the same values: BOM, header, one record per row', () => {
    const project = xyProject([{ x: 400, y: 300, metadata: { 0: { tag: ref('Description'), value: 'Ünïcödé, "quoted"\r\nnext line' } } }]);
    const csv = buildTidyCsv([extraction(project, { paperName: 'Smith, J; 2020; "Trial" – résumé' })]);
    expect(csv.startsWith(UTF8_BOM + TIDY_CSV_HEADER)).toBe(true);
    const records = parseCsv(csv.slice(UTF8_BOM.length));
    expect(records[0]).toEqual([...TIDY_CSV_COLUMNS]);
    expect(records).toHaveLength(4);
    expect(records.every((r) => r.length === TIDY_CSV_COLUMNS.length)).toBe(true);
    const at = (record: string[], column: (typeof TIDY_CSV_COLUMNS)[number]) => record[TIDY_CSV_COLUMNS.indexOf(column)];
    expect(at(records[1]!, 'paper')).toBe('Smith, J; 2020; "Trial" – résumé');
    expect(at(records[3]!, 'value')).toBe('Ünïcödé, "quoted"\r\nnext line');
    expect([at(records[1]!, 'axis'), at(records[1]!, 'value'), at(records[2]!, 'axis'), at(records[2]!, 'value')]).toEqual(['x', '5', 'y', '50']);
  });

  it('writes only the header for extractions without points', () => {
    expect(buildTidyCsv([extraction({ pages: [], misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 } })])).toBe(UTF8_BOM + TIDY_CSV_HEADER);
  });

  it('builds the same file in slices, reporting points done, and stops when cancelled', async () => {
    const many = xyProject(Array.from({ length: 25 }, (_, i) => ({ x: 100 + i * 10, y: 300 })));
    const sde = [extraction(many), extraction(many, { uuid: '22222222-2222-4222-8222-222222222222' })];
    expect(countPoints(sde)).toBe(50);
    const progress: number[] = [];
    const parts = await buildTidyCsvParts(sde, { sliceSize: 20, pause: async () => undefined, onProgress: (n) => progress.push(n) });
    expect(parts.join('')).toBe(buildTidyCsv(sde));
    expect(progress).toEqual([20, 40, 50]);

    const controller = new AbortController();
    const cancelled = buildTidyCsvParts(sde, {
      sliceSize: 20,
      signal: controller.signal,
      pause: async () => controller.abort(new DOMException('Download cancelled', 'AbortError')),
    });
    await expect(cancelled).rejects.toThrow('Download cancelled');
  });

  describe('survival graphs', () => {
    const trial = loadTrial('medium-300');
    const survivalRows = () => [...tidyRows([extraction(trialProject(trial, [0, 10, 20, 30, 40]))])].filter((r) => r.x === null && r.graph === 'Overall survival');

    it("adds each arm's statistics as value rows under the arm's branch, R's median and hazard ratio among them", () => {
      const rows = survivalRows();
      const control = rows.filter((r) => r.arm === 'Control');
      expect(control.map((r) => r.tag)).toEqual([
        'Patients',
        'Events',
        'Median survival',
        'Median survival 95 % CI lower',
        'Median survival 95 % CI upper',
        'Survival at 12 months',
        'Survival at 12 months 95 % CI lower',
        'Survival at 12 months 95 % CI upper',
      ]);
      expect(control[0]).toEqual({
        paper: 'Demo paper',
        extraction: '11111111-1111-4111-8111-111111111111',
        user: 'qc@example.com',
        study: 'TRIAL',
        part: 'Main',
        arm: 'Control',
        population: null,
        subgroup: null,
        'tag group': 'Overall survival',
        tag: 'Patients',
        value: 300,
        unit: null,
        axis: null,
        graph: 'Overall survival',
        file: 1,
        page: 2,
        x: null,
        y: null,
      });
      const median = control.find((r) => r.tag === 'Median survival')!;
      expect(median.unit).toBe('months');
      expect(median.value).toBeCloseTo(trial.control.median.median!, 6);
      const drug = rows.filter((r) => r.arm === 'Drug');
      const hr = drug.find((r) => r.tag === 'Hazard ratio')!;
      expect(Math.abs((hr.value as number) / trial.cox.hr - 1)).toBeLessThan(0.01);
      expect(drug.slice(-5).map((r) => r.tag)).toEqual(['Hazard ratio', 'Hazard ratio 95 % CI lower', 'Hazard ratio 95 % CI upper', 'Log-rank p', 'Reference study arm abbreviation']);
      expect(drug.at(-1)!.value).toBe('Control');
      expect(rows.filter((r) => r.tag === 'Hazard ratio')).toHaveLength(1);
    });

    it("writes 'Not reached' for a median the curve never gets to, and no rows for an arm that cannot be reconstructed", () => {
      const small = trialProject(loadTrial('small-50'), [0, 5, 10, 15, 20]);
      small.pages[0]!.datasets[1]!.points = [];
      const rows = [...tidyRows([extraction(small)])].filter((r) => r.x === null);
      expect(rows.find((r) => r.arm === 'Control' && r.tag === 'Median survival')).toMatchObject({ value: 'Not reached', unit: 'months' });
      expect(rows.filter((r) => r.arm === 'Drug')).toEqual([]);
      expect(rows.filter((r) => r.tag === 'Hazard ratio')).toEqual([]);
    });

    it('writes the same rows in slices and counts only points as progress', async () => {
      const sde = [extraction(trialProject(trial, [0, 10, 20, 30, 40]))];
      const progress: number[] = [];
      const parts = await buildTidyCsvParts(sde, { sliceSize: 100, pause: async () => undefined, onProgress: (n) => progress.push(n) });
      expect(parts.join('')).toBe(buildTidyCsv(sde));
      expect(progress.at(-1)).toBe(countPoints(sde));
      expect(parseCsv(parts.join('').slice(1)).filter((r) => r[9] === 'Median survival')).toHaveLength(2);
    });
  });
});

describe('tidy CSV of a reconciled extraction', () => {
  const reviewed = { uuid: 'a', email: 'extractor@example.com', project: logChartProject() };
  const other = { uuid: 'b', email: 'qc@example.com', project: logChartProject({ jitter: 1, misread: { index: 3, ratio: 30 } }) };
  const comparison = compareExtractions([reviewed, other]);
  const row = rowsToResolve(comparison)[0]!;
  const { project } = reconcileProject([reviewed, other], comparison, { [row.id]: { kind: 'corrected', value: '25', note: 'Read again at 200 %: 25' } }, { by: 'qc@example.com', at: '2026-11-29T12:00:00.000Z' });
  const sde = extraction(project, { wpdData: exportWpd(project) });

  it("says for each value whether it was agreed, within tolerance or settled, by whom, and the reviewer's note", () => {
    const csv = buildTidyCsv([sde]);
    expect(csv.startsWith(UTF8_BOM + RECONCILED_TIDY_CSV_HEADER)).toBe(true);
    const records = parseCsv(csv.slice(UTF8_BOM.length));
    const header = records[0]!;
    expect(header).toEqual([...TIDY_CSV_COLUMNS, 'agreement', 'settled by', 'note']);
    const at = (record: string[], column: string) => record[header.indexOf(column)];
    const y = records.filter((r) => at(r, 'axis') === 'y');
    expect(y).toHaveLength(6);
    // The fourth point, settled at 25 by the reviewer; the others within tolerance.
    expect(Number(at(y[3]!, 'value'))).toBeCloseTo(25, 6);
    expect([at(y[3]!, 'agreement'), at(y[3]!, 'settled by'), at(y[3]!, 'note')]).toEqual(['settled', 'qc@example.com', 'Read again at 200 %: 25']);
    expect(y.filter((r) => r !== y[3]).every((r) => at(r, 'agreement') === 'within tolerance' && at(r, 'settled by') === '' && at(r, 'note') === '')).toBe(true);
    // The time tag was typed alike by both: agreed.
    const times = records.filter((r) => at(r, 'tag') === 'Time (number)' && at(r, 'axis') === '');
    expect(times.map((r) => at(r, 'agreement'))).toEqual(Array(6).fill('agreed'));
  });

  it('writes the same in slices, and leaves the CSV of an ordinary extraction as it was', async () => {
    expect((await buildTidyCsvParts([sde], { pause: async () => undefined })).join('')).toBe(buildTidyCsv([sde]));
    const ordinary = buildTidyCsv([extraction(reviewed.project, { wpdData: exportWpd(reviewed.project) })]);
    expect(ordinary.startsWith(UTF8_BOM + TIDY_CSV_HEADER)).toBe(true);
    expect(ordinary).not.toContain('agreement');
  });
});
