import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calibrateAxes } from '../../../src/editor/core/calibration';
import { EditorError } from '../../../src/editor/core/errors';
import { exportWpd, importWpd, loadAnyProject, loadProject, saveProject, saveProjectJSON } from '../../../src/editor/core/project';
import type { Project } from '../../../src/editor/core/model/types';

const own = () => JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/wpd/hand-written-4.json'), 'utf8')) as Record<string, unknown>;

type RawPoint = { x: number; y: number; value?: number[]; metadata?: unknown };
const countPoints = (p: Project) => p.pages.flatMap((pg) => pg.datasets).reduce((n, d) => n + d.points.length, 0);

const OWN = join(process.cwd(), 'tests/fixtures/wpd');
const readOwn = (name: string) => JSON.parse(readFileSync(join(OWN, name), 'utf8')) as Record<string, unknown>;
const valuesOf = (project: Project) => {
  const page = project.pages[0]!;
  return page.datasets.map((d) => {
    const axes = page.axes.find((a) => a.name === d.axesName)!;
    const calibration = calibrateAxes(axes.type as 'xy', axes.calibrationPoints, axes.options as object);
    return d.points.map((p) => calibration.pixelToData(p.x, p.y));
  });
};
const expectClose = (actual: number[][], expected: number[][]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((row, i) => row.forEach((v, k) => expect(v).toBeCloseTo(expected[i]![k]!, 9)));
};

describe('WebPlotDigitizer 4 file with all six axes types', () => {
  const raw = readOwn('six-axes-4.json');
  const project = importWpd(raw);
  const page = project.pages[0]!;
  it('keeps every axes, dataset, point, label, colour, mask and measurement', () => {
    expect(page.axes.map((a) => [a.name, a.type])).toEqual([
      ['Dose response', 'xy'],
      ['Events', 'bar'],
      ['Wind rose', 'polar'],
      ['Soil texture', 'ternary'],
      ['Site map', 'map'],
      ['Photo', 'image'],
    ]);
    expect(page.datasets.map((d) => [d.name, d.axesName, d.points.length])).toEqual([
      ['Placebo', 'Dose response', 3],
      ['Events per arm', 'Events', 3],
      ['Gusts', 'Wind rose', 3],
      ['Samples', 'Soil texture', 1],
      ['Wells', 'Site map', 2],
      ['Colonies', 'Photo', 2],
    ]);
    expect(page.datasets[1]!.metadataKeys).toEqual(['label']);
    expect(page.datasets[1]!.points.map((p) => p.metadata?.label)).toEqual(['Placebo', 'Low dose', 'High dose']);
    expect(page.datasets[0]!.extra?.colorRGB).toEqual([0, 90, 200]);
    expect(page.datasets[0]!.extra?.autoDetectionData).toEqual((raw.datasetColl as { autoDetectionData: unknown }[])[0]!.autoDetectionData);
    expect(page.measurements.map((m) => m.type)).toEqual(['distance', 'angle']);
    expect(page.axes[4]!.options).toMatchObject({ scaleLength: 5, unit: 'km' });
  });
  it('reads the values worked out by hand from the geometry', () => {
    const [xy, bar, polar, ternary, map, image] = valuesOf(project);
    // x: 400 px for 40 units from px 100; y: 400 px for 100 units up from py 500.
    expectClose(xy!, [[10, 25], [20, 50], [35, 90]]);
    // 400 px for 200 units up from py 500.
    expectClose(bar!, [[50], [125], [185]]);
    // Centre (300, 300); 20 px per unit of r; angles anticlockwise from the positive x axis.
    expectClose(polar!, [[5, 0], [Math.SQRT2 * 5, 45], [10, 270]]);
    // The centroid of the triangle has equal parts.
    expectClose(ternary!, [[1 / 3, 1 / 3, 1 / 3]]);
    // 200 px is 5 km, and the wells are 500 px (a 3-4-5 triangle) apart: 12.5 km.
    const [a, b] = map!;
    expect(Math.hypot(b![0]! - a![0]!, b![1]! - a![1]!)).toBeCloseTo(12.5, 9);
    expectClose(image!, [[12.5, 40.25], [640, 300]]);
  });
  it('matches the values written in the file', () => {
    const datasetColl = raw.datasetColl as { data: RawPoint[] }[];
    valuesOf(project).forEach((points, i) =>
      points.forEach((ours, j) => {
        const written = datasetColl[i]!.data[j]!.value;
        if (written) expectClose([ours], [written]);
      }),
    );
  });
  it('exports a file that loads back to the same model', () => {
    expect(importWpd(JSON.parse(JSON.stringify(exportWpd(project))))).toEqual(project);
  });
});

describe('WebPlotDigitizer 3 files', () => {
  it('imports a log-scale XY file with two series and its values', () => {
    const project = importWpd(readOwn('log-xy-3.json'));
    const page = project.pages[0]!;
    expect(page.axes).toHaveLength(1);
    expect(page.axes[0]!.options).toMatchObject({ logX: true, logY: false });
    expect(page.datasets.map((d) => [d.name, d.points.length])).toEqual([
      ['Survival', 4],
      ['Control', 1],
    ]);
    // One decade of x per 200 px from 1 at px 100; 50 px per unit of y.
    const [survival, control] = valuesOf(project);
    expectClose(survival!, [[1, 8], [10, 6], [100, 2], [Math.sqrt(1e5), 1]]);
    expectClose(control!, [[1000, 0]]);
    expect(importWpd(JSON.parse(JSON.stringify(exportWpd(project))))).toEqual(project);
  });
  it('imports a bar file with its labels and negative values', () => {
    const project = importWpd(readOwn('bar-3.json'));
    const d = project.pages[0]!.datasets[0]!;
    expect(d.metadataKeys).toEqual(['Label']);
    expect(d.points.map((p) => p.metadata?.label)).toEqual(['Week 4', 'Week 8', 'Week 12']);
    expectClose(valuesOf(project)[0]!, [[-10], [0], [30]]);
    expect(importWpd(JSON.parse(JSON.stringify(exportWpd(project))))).toEqual(project);
  });
});

describe('hand-written WPD 4 fixture', () => {
  const project = importWpd(own());
  it('loads with hand-computed values', () => {
    const page = project.pages[0]!;
    expect(countPoints(project)).toBe(4);
    const exported = exportWpd(project) as { datasetColl: { data: { value: number[] }[] }[] };
    const values = exported.datasetColl.flatMap((d) => d.data.map((p) => p.value));
    // log y: py 400 is a quarter of the way from 1 to 1e4 -> 10; x: 100 px per 10 units.
    values.flat().forEach((v, i) => expect(v).toBeCloseTo([10, 10, 20, 100, 50, 150][i]!, 9));
    expect(page.datasets[1]!.points[0]!.metadata?.label).toBe('Placebo');
    expect(page.datasets[0]!.extra?.colorRGB).toEqual([200, 0, 0]);
  });
  it('round-trips through export and through the WPD save format', () => {
    expect(importWpd(JSON.parse(JSON.stringify(exportWpd(project))))).toEqual(project);
    expect(loadProject(JSON.parse(saveProjectJSON(project)))).toEqual(project);
    expect(loadAnyProject(saveProjectJSON(project))).toEqual(project);
    expect(loadAnyProject(own())).toEqual(project);
  });
});

describe('project files', () => {
  it('carries a format name and version', () => {
    const saved = saveProject(importWpd(own()));
    expect(saved.format).toBe('WPD');
    expect(saved.formatVersion).toBe(1);
  });
  it('round-trips every fixture through the save format', () => {
    for (const name of ['six-axes-4.json', 'log-xy-3.json', 'bar-3.json', 'hand-written-4.json']) {
      const project = importWpd(readOwn(name));
      expect(loadProject(saveProjectJSON(project))).toEqual(project);
    }
  });
  it('keeps pages and files apart', () => {
    const project = importWpd(own());
    project.pages.push({ ...structuredClone(project.pages[0]!), file: 1, page: 3 });
    project.misc = { file: 1, page: 3, zoom: 2, scroll: { x: 5, y: 6 }, rotation: 90 };
    expect(importWpd(JSON.parse(JSON.stringify(exportWpd(project))))).toEqual(project);
    expect(loadProject(saveProjectJSON(project))).toEqual(project);
  });
  it('rejects malformed input with clear messages', () => {
    const msg = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        expect(e).toBeInstanceOf(EditorError);
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(msg(() => loadProject(42))).toBe('Provided value is not an object');
    expect(msg(() => importWpd('[1,2]'))).toBe('Provided value is not an object');
    expect(msg(() => loadProject('{'))).toBe('Project is not valid JSON');
    expect(msg(() => importWpd({ version: [4, 0], axesColl: [3], datasetColl: [] }))).toBe('Provided value is not an object at axesColl.0');
    expect(msg(() => importWpd({ version: [4, 0], axesColl: [{ name: 'a', type: 'Nope' }], datasetColl: [] }))).toBe('Unknown axes type Nope');
    expect(msg(() => loadProject({ format: 'WPD', formatVersion: 9 }))).toBe('Project format version 9 is newer than this editor supports');
    expect(msg(() => loadProject({ format: 'WPD', formatVersion: 1, pages: [], misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 45 } }))).toBe(
      'Rotation must be a multiple of 90 at misc.rotation',
    );
  });
});
