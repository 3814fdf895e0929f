import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calibrateAxes } from '../../../src/editor/core/calibration';
import { EditorError } from '../../../src/editor/core/errors';
import { exportWpd, importWpd, loadAnyProject, loadProject, saveProject, saveProjectJSON } from '../../../src/editor/core/project';
import type { Project } from '../../../src/editor/core/model/types';

const FIXTURES = join(process.cwd(), '..', 'shared', 'fixtures', 'wpd-projects');
const readFixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Record<string, unknown>;
const own = () => JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/wpd/hand-written-4.json'), 'utf8')) as Record<string, unknown>;

type RawPoint = { x: number; y: number; value?: number[]; metadata?: unknown };
const countPoints = (p: Project) => p.pages.flatMap((pg) => pg.datasets).reduce((n, d) => n + d.points.length, 0);

describe('WebPlotDigitizer 4 fixtures', () => {
  for (const name of ['wpd4.json', 'wpd4_2_with_masks.json']) {
    describe(name, () => {
      const raw = readFixture(name);
      const project = importWpd(raw);
      const page = project.pages[0]!;
      it('keeps every axes, dataset, point, measurement and metadata entry', () => {
        const axesColl = raw.axesColl as { name: string }[];
        const datasetColl = raw.datasetColl as { name: string; data: RawPoint[]; metadataKeys: string[] }[];
        expect(page.axes.map((a) => a.name)).toEqual(axesColl.map((a) => a.name));
        expect(page.axes.map((a) => a.type)).toEqual(['xy', 'bar', 'polar', 'ternary', 'map', 'image']);
        expect(page.datasets.map((d) => d.name)).toEqual(datasetColl.map((d) => d.name));
        datasetColl.forEach((rd, i) => {
          const d = page.datasets[i]!;
          expect(d.metadataKeys).toEqual(rd.metadataKeys);
          expect(d.points.map((p) => [p.x, p.y])).toEqual(rd.data.map((p) => [p.x, p.y]));
          rd.data.forEach((p, j) => {
            if (Array.isArray(p.metadata)) expect(d.points[j]!.metadata).toEqual({ label: p.metadata[0] });
          });
        });
        expect(page.measurements.length).toBe((raw.measurementColl as unknown[]).length);
      });
      it('keeps auto-detection masks', () => {
        const withMask = (raw.datasetColl as { autoDetectionData?: unknown }[])[0]!.autoDetectionData;
        if (withMask !== undefined) expect(page.datasets[0]!.extra?.autoDetectionData).toEqual(withMask);
      });
      it('computes the same values as the file to floating-point precision', () => {
        const datasetColl = raw.datasetColl as { data: RawPoint[] }[];
        let compared = 0;
        page.datasets.forEach((d, i) => {
          const axes = page.axes.find((a) => a.name === d.axesName)!;
          const calibration = calibrateAxes(axes.type as 'xy', axes.calibrationPoints, axes.options as object);
          datasetColl[i]!.data.forEach((p) => {
            const ours = calibration.pixelToData(p.x, p.y);
            p.value!.forEach((v, k) => {
              expect(Math.abs(ours[k]! - v)).toBeLessThan(1e-9 * Math.max(1, Math.abs(v)));
              compared++;
            });
          });
        });
        expect(compared).toBeGreaterThan(100);
      });
      it('exports a file that loads back to the same model', () => {
        const again = importWpd(JSON.parse(JSON.stringify(exportWpd(project))));
        expect(again).toEqual(project);
      });
    });
  }
});

describe('WebPlotDigitizer 3 fixtures', () => {
  it('imports the XY file and matches its values', () => {
    const raw = readFixture('wpd3_xy.json');
    const wpd = raw.wpd as { dataSeries: { data: RawPoint[] }[] };
    const project = importWpd(raw);
    const page = project.pages[0]!;
    expect(page.axes).toHaveLength(1);
    expect(page.axes[0]!.type).toBe('xy');
    expect(page.datasets.map((d) => d.points.length)).toEqual(wpd.dataSeries.map((s) => s.data.length));
    const c = calibrateAxes('xy', page.axes[0]!.calibrationPoints, page.axes[0]!.options as object);
    wpd.dataSeries.forEach((s) =>
      s.data.forEach((p) => {
        const ours = c.pixelToData(p.x, p.y);
        expect(Math.abs(ours[0]! - p.value![0]!)).toBeLessThan(1e-9);
        expect(Math.abs(ours[1]! - p.value![1]!)).toBeLessThan(1e-9);
      }),
    );
    expect(importWpd(JSON.parse(JSON.stringify(exportWpd(project))))).toEqual(project);
  });
  it('imports the bar file with its labels', () => {
    const raw = readFixture('wpd3_bar.json');
    const project = importWpd(raw);
    const d = project.pages[0]!.datasets[0]!;
    expect(d.metadataKeys).toEqual(['Label']);
    expect(d.points.map((p) => p.metadata?.label)).toEqual(['Bar0', 'Bar1', 'Bar2', 'Bar3', 'Bar4']);
    const axes = project.pages[0]!.axes[0]!;
    const c = calibrateAxes('bar', axes.calibrationPoints, axes.options as object);
    const values = ((raw.wpd as { dataSeries: { data: RawPoint[] }[] }).dataSeries[0]!.data).map((p) => p.value![0]!);
    d.points.forEach((p, i) => expect(Math.abs(c.pixelToData(p.x, p.y)[0]! - values[i]!)).toBeLessThan(1e-9));
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
    for (const name of ['wpd3_xy.json', 'wpd3_bar.json', 'wpd4.json', 'wpd4_2_with_masks.json']) {
      const project = importWpd(readFixture(name));
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
