import { freeAxesName } from '../../../src/editor/core/model/names';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calibrateAxes } from '../../../src/editor/core/calibration';
import { importWpd } from '../../../src/editor/core/project';
import {
  applyToCopy,
  EditorSession,
  exportWpdForFile,
  importWpdCommand,
  readWpdProject,
  WPD_IMPORT_LABEL,
  WPD_MESSAGES,
  wpdFileName,
  type WpdImportCommand,
} from '../../../src/editor/session';
import { savedDocument } from './session.fixtures';

const parityText = () => readFileSync(join(process.cwd(), 'tests/fixtures/wpd/parity-4.json'), 'utf8');
const handWritten = () => readFileSync(join(process.cwd(), 'tests/fixtures/wpd/hand-written-4.json'), 'utf8');

describe('reading a WebPlotDigitizer project for import', () => {
  it('reads the one page of a project', () => {
    const page = readWpdProject(parityText());
    expect(page.axes.map((a) => a.name)).toEqual(['Turned chart', 'Old map', 'Reversed ternary', 'Chart recorder']);
    expect(page.datasets.map((d) => d.points.length)).toEqual([3, 2, 3, 3]);
  });

  it('refuses what is not a project with a message a person can act on', () => {
    expect(() => readWpdProject('{"axesColl": [')).toThrow(WPD_MESSAGES.notJson);
    expect(() => readWpdProject('{"name": "a paper"}')).toThrow(`${WPD_MESSAGES.notProject}.`);
    expect(() => readWpdProject('[1, 2]')).toThrow(`${WPD_MESSAGES.notProject}.`);
    expect(() => readWpdProject('{"version": [4, 2], "axesColl": [{"name": "A", "type": "SpiralAxes"}], "datasetColl": []}')).toThrow(
      `${WPD_MESSAGES.notProject}: Unknown axes type SpiralAxes.`,
    );
    expect(() => readWpdProject('{"version": [4, 2], "axesColl": [], "datasetColl": []}')).toThrow(WPD_MESSAGES.empty);
  });

  it('refuses a project spread over two pages', () => {
    const file = JSON.parse(parityText()) as { axesColl: Record<string, unknown>[]; datasetColl: Record<string, unknown>[] };
    file.axesColl[1]!.page = 2;
    file.datasetColl[1]!.page = 2;
    expect(() => readWpdProject(JSON.stringify(file))).toThrow(WPD_MESSAGES.severalPages);
  });
});

describe('importWpdCommand', () => {
  it('adds the axes, datasets and measurements to the current page as one undoable step', () => {
    const saved = savedDocument(2);
    const session = new EditorSession({ document: structuredClone(saved), version: 1 });
    session.setLocation(0, 2);
    const imported = readWpdProject(parityText());
    const command = session.edit((ctx) => importWpdCommand(ctx, imported)) as WpdImportCommand;
    expect(command.label).toBe(WPD_IMPORT_LABEL);
    expect(command.summary).toEqual({
      axes: ['Turned chart', 'Old map', 'Reversed ternary', 'Chart recorder'],
      datasets: ['Turned', 'Wells', 'Samples', 'Pen trace'],
      points: 11,
      measurements: 1,
      renamed: [],
    });
    const page = session.document.pages.find((p) => p.file === 0 && p.page === 2)!;
    expect(page.axes.map((a) => a.name)).toEqual(['XY graph 1', 'Turned chart', 'Old map', 'Reversed ternary', 'Chart recorder']);
    expect(page.datasets).toHaveLength(6);
    expect(page.measurements).toEqual([{ type: 'distance', name: 'Distance', axesName: 'Old map', data: [[0, 0, 30, 40]] }]);
    // The other page is untouched; the values are the file's: (300, 350) on the turned chart is (5, 50).
    expect(session.document.pages.find((p) => p.page === 1)).toEqual(saved.pages[0]);
    const turned = page.axes[1]!;
    expect(calibrateAxes('xy', turned.calibrationPoints, turned.options as never).pixelToData(300, 350)).toEqual([5, 50]);
    expect(applyToCopy(saved, session.unsavedOperations())).toEqual(session.document);

    expect(session.getSnapshot().undoLabel).toBe(WPD_IMPORT_LABEL);
    session.undo();
    expect(session.document.pages.find((p) => p.page === 2)).toEqual(saved.pages[1]);
    session.redo();
    expect(session.document.pages.find((p) => p.page === 2)!.datasets).toHaveLength(6);
  });

  it('numbers names the page already has and re-points datasets and measurements', () => {
    const session = new EditorSession({ document: savedDocument(1), version: 1 });
    const imported = readWpdProject(parityText());
    session.edit((ctx) => importWpdCommand(ctx, imported));
    const again = session.edit((ctx) => importWpdCommand(ctx, imported)) as WpdImportCommand;
    expect(again.summary.renamed).toEqual([
      ['Turned chart', 'Turned chart 2'],
      ['Old map', 'Old map 2'],
      ['Reversed ternary', 'Reversed ternary 2'],
      ['Chart recorder', 'Chart recorder 2'],
      ['Turned', 'Turned 2'],
      ['Wells', 'Wells 2'],
      ['Samples', 'Samples 2'],
      ['Pen trace', 'Pen trace 2'],
    ]);
    const page = session.document.pages[0]!;
    expect(page.datasets.slice(-4).map((d) => d.axesName)).toEqual(['Turned chart 2', 'Old map 2', 'Reversed ternary 2', 'Chart recorder 2']);
    expect(page.measurements.map((m) => m.axesName)).toEqual(['Old map', 'Old map 2']);
  });
});

describe('freeAxesName', () => {
  it('renumbers a taken name that ends in a number instead of adding a second number', () => {
    expect(freeAxesName('XY graph 2', ['XY graph', 'XY graph 2'])).toBe('XY graph 3');
    expect(freeAxesName('XY graph 2', ['XY graph 2', 'XY graph 3'])).toBe('XY graph 4');
    expect(freeAxesName('XY graph', ['XY graph', 'XY graph 2'])).toBe('XY graph 3');
    expect(freeAxesName('Turned chart', ['Turned chart'])).toBe('Turned chart 2');
    expect(freeAxesName('XY graph 2', ['XY graph'])).toBe('XY graph 2');
  });
});

describe('exportWpdForFile', () => {
  it("writes the file's pages as file 0 of a WebPlotDigitizer 4 project, values included, without the view", () => {
    const doc = savedDocument(2);
    doc.pages.push({ file: 1, page: 1, axes: [], datasets: [], measurements: [] });
    const out = JSON.parse(JSON.stringify(exportWpdForFile(doc, 0))) as Record<string, unknown>;
    expect(out.version).toEqual([4, 2]);
    expect(out.misc).toBeUndefined();
    const datasets = out.datasetColl as { name: string; page?: number; file?: number; data: { x: number; y: number; value: number[] }[] }[];
    expect(datasets.map((d) => [d.name, d.file, d.page])).toEqual([
      ['Dataset 1', undefined, undefined],
      ['Dataset 2', undefined, undefined],
      ['Dataset 1', 0, 2],
      ['Dataset 2', 0, 2],
    ]);
    // XY 0..100 over 1000 px: (100, 500) -> (10, 50).
    expect(datasets[0]!.data[0]).toEqual({ x: 100, y: 500, value: [10, 50] });
    // Read back, it is the same two pages.
    expect(importWpd(out).pages.map((p) => [p.file, p.page, p.datasets.length])).toEqual([
      [0, 1, 2],
      [0, 2, 2],
    ]);
  });

  it('says when the file has nothing to export', () => {
    expect(() => exportWpdForFile(savedDocument(1), 3)).toThrow(WPD_MESSAGES.nothingToExport);
  });

  it('round-trips an import through export to the same numbers', () => {
    const session = new EditorSession({ document: savedDocument(0), version: 1 });
    session.setLocation(2, 1);
    session.edit((ctx) => importWpdCommand(ctx, readWpdProject(handWritten())));
    const back = readWpdProject(JSON.stringify(exportWpdForFile(session.document, 2)));
    expect(back.datasets).toEqual(readWpdProject(handWritten()).datasets);
    expect(back.axes).toEqual(readWpdProject(handWritten()).axes);
  });

  it('names the download after the file', () => {
    expect(wpdFileName('log-scale-chart.pdf')).toBe('log-scale-chart.wpd.json');
    expect(wpdFileName('figure')).toBe('figure.wpd.json');
  });
});
