import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calibrateAxes } from '../../src/editor/core/calibration';
import { exportWpd, importWpd, loadProject, saveProjectJSON } from '../../src/editor/core/project';

/**
 * Conformance with files made by WebPlotDigitizer itself (its own test projects, in ../shared/fixtures).
 * They are not ours to ship, so the repository's own tests use hand-written files in tests/fixtures/wpd;
 * `npm test` runs this layer when the folder exists and says in one line that it skipped it when not.
 */
const FIXTURES = join(resolve(process.env.SOURCEBENCH_SHARED_FIXTURES ?? join(process.cwd(), '..', 'shared', 'fixtures')), 'wpd-projects');
const available = existsSync(FIXTURES);
const readFixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Record<string, unknown>;

type RawPoint = { x: number; y: number; value?: number[]; metadata?: unknown };

if (!available) {
  describe.skip(`${FIXTURES} does not exist: the import of WebPlotDigitizer's own project files was not checked (they are not ours to ship; the repository's own WPD fixtures ran in the unit layer)`, () => {
    it('imports them', () => undefined);
  });
}

describe.runIf(available)(`WebPlotDigitizer's own project files (${FIXTURES})`, () => {
  if (!available) return;
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

  describe('import, export, import again: the same numbers', () => {
    const valuesIn = (file: Record<string, unknown>): number[][][] =>
      'wpd' in file
        ? (file.wpd as { dataSeries: { data: RawPoint[] }[] }).dataSeries.map((s) => s.data.map((p) => p.value ?? []))
        : (file.datasetColl as { data: RawPoint[] }[]).map((d) => d.data.map((p) => p.value ?? []));
    for (const name of ['wpd3_xy.json', 'wpd3_bar.json', 'wpd4.json', 'wpd4_2_with_masks.json']) {
      it(name, () => {
        const raw = readFixture(name);
        const exported = JSON.parse(JSON.stringify(exportWpd(importWpd(raw)))) as Record<string, unknown>;
        expect(exported.version).toEqual([4, 2]);
        const before = valuesIn(raw);
        const after = valuesIn(exported);
        expect(after.map((d) => d.length)).toEqual(before.map((d) => d.length));
        let compared = 0;
        before.forEach((d, i) =>
          d.forEach((values, j) =>
            values.forEach((v, k) => {
              expect(Math.abs(after[i]![j]![k]! - v)).toBeLessThan(1e-9 * Math.max(1, Math.abs(v)));
              compared++;
            }),
          ),
        );
        expect(compared).toBeGreaterThan(0);
        expect(importWpd(exported)).toEqual(importWpd(raw));
      });
    }
    it('reads a map axes without an origin field (WebPlotDigitizer 4.0) as top-left, y = py * k', () => {
      const raw = readFixture('wpd4.json');
      const axes = importWpd(raw).pages[0]!.axes.find((a) => a.type === 'map')!;
      expect(axes.options).toMatchObject({ origin: 'top-left' });
      const rawMap = (raw.axesColl as { type: string; scaleLength: number; calibrationPoints: { px: number; py: number }[] }[]).find((a) => a.type === 'MapAxes')!;
      const [p1, p2] = rawMap.calibrationPoints;
      const k = rawMap.scaleLength / Math.hypot(p2!.px - p1!.px, p2!.py - p1!.py);
      const c = calibrateAxes('map', axes.calibrationPoints, axes.options as never);
      expect(c.pixelToData(10, 20)[1]).toBeCloseTo(20 * k, 12);
      const exported = exportWpd(importWpd(raw)).axesColl as { type: string; originLocation?: string }[];
      expect(exported.find((a) => a.type === 'MapAxes')!.originLocation).toBe('top-left');
    });
  });

  it('round-trip through the save format', () => {
    for (const name of ['wpd3_xy.json', 'wpd3_bar.json', 'wpd4.json', 'wpd4_2_with_masks.json']) {
      const project = importWpd(readFixture(name));
      expect(loadProject(saveProjectJSON(project))).toEqual(project);
    }
  });
});
