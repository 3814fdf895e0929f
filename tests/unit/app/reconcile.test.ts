import { describe, expect, it } from 'vitest';
import { compareExtractions, rowsToResolve } from '../../../src/app/qualityControl/dualExtraction';
import { extractionEntries } from '../../../src/app/qualityControl/entries';
import { reconciledMarkOf, reconcileProject, valuesLeftToSettle } from '../../../src/app/qualityControl/reconcile';
import { saveProject } from '../../../src/editor/core/project';
import { loadAnyProject } from '../../../src/editor/core/project';
import { logChartProject } from '../../../stories/screens/qualityControlFixtures';

const reviewed = { uuid: 'a', email: 'extractor@example.com', project: logChartProject() };
const other = { uuid: 'b', email: 'qc@example.com', project: logChartProject({ jitter: 1, misread: { index: 3, ratio: 30 } }) };
const at = '2026-11-29T12:00:00.000Z';
const by = 'qc@example.com';

const yOf = (project: ReturnType<typeof logChartProject>, index: number) => extractionEntries(project).filter((e) => e.kind === 'point')[index]!.coordinates[1]!.value;
const reconciliationOf = (project: ReturnType<typeof logChartProject>, index: number) =>
  (project.pages[0]!.datasets[0]!.points[index]!.metadata as Record<string, unknown>).reconciliation as Record<string, { agreement: string; by?: string; note?: string }>;

describe('reconciled extraction', () => {
  const comparison = compareExtractions([reviewed, other]);
  const row = rowsToResolve(comparison)[0]!;

  it('counts values still to decide, a value marked for discussion among them', () => {
    expect(valuesLeftToSettle(comparison, {})).toBe(1);
    expect(valuesLeftToSettle(comparison, { [row.id]: { kind: 'discuss' } })).toBe(1);
    expect(valuesLeftToSettle(comparison, { [row.id]: { kind: 'keep', reader: 'b' } })).toBe(0);
    expect(() => reconcileProject([reviewed, other], comparison, {}, { by, at })).toThrow('1 value is still to decide');
  });

  it("applies the kept reader's value: the reviewed point moves to the other reader's reading, nothing else changes", () => {
    const { project, settled, unplaced } = reconcileProject([reviewed, other], comparison, { [row.id]: { kind: 'keep', reader: 'b' } }, { by, at });
    expect(settled).toBe(1);
    expect(unplaced).toEqual([]);
    expect(yOf(project, 3)).toBeCloseTo(yOf(other.project, 3), 6);
    expect(yOf(project, 3)).not.toBeCloseTo(20, 1);
    expect(yOf(project, 2)).toBeCloseTo(yOf(reviewed.project, 2), 9);
    // The reviewed project itself is left as it was.
    expect(yOf(reviewed.project, 3)).toBeCloseTo(20, 6);
  });

  it('applies a corrected value and marks each value with how it was reached', () => {
    const { project } = reconcileProject([reviewed, other], comparison, { [row.id]: { kind: 'corrected', value: '25' } }, { by, at });
    expect(yOf(project, 3)).toBeCloseTo(25, 6);
    expect(reconciliationOf(project, 3)).toEqual({ 'entry:1': { agreement: 'agreed' }, 'axis:x': { agreement: 'within tolerance' }, 'axis:y': { agreement: 'settled', by } });
    expect(reconciliationOf(project, 0)['axis:y']).toEqual({ agreement: 'within tolerance' });
  });

  it("keeps the reviewer's note with the settled value, trimmed, and leaves an empty note out", () => {
    const noted = reconcileProject([reviewed, other], comparison, { [row.id]: { kind: 'keep', reader: 'b', note: '  The legend puts this marker at 30. ' } }, { by, at });
    expect(reconciliationOf(noted.project, 3)['axis:y']).toEqual({ agreement: 'settled', by, note: 'The legend puts this marker at 30.' });
    const blank = reconcileProject([reviewed, other], comparison, { [row.id]: { kind: 'corrected', value: '25', note: '   ' } }, { by, at });
    expect(reconciliationOf(blank.project, 3)['axis:y']).toEqual({ agreement: 'settled', by });
  });

  it('marks the document as reconciled, and the mark survives a save and a load', () => {
    const { project } = reconcileProject([reviewed, other], comparison, { [row.id]: { kind: 'keep', reader: 'a' } }, { by, at });
    const document = saveProject(project);
    expect(reconciledMarkOf(document)).toEqual({ from: ['a', 'b'], by, at, tolerance: 0.01 });
    expect(reconciledMarkOf(saveProject(loadAnyProject(JSON.parse(JSON.stringify(document)))))).toEqual({ from: ['a', 'b'], by, at, tolerance: 0.01 });
    expect(reconciledMarkOf(saveProject(reviewed.project))).toBeNull();
  });

  it('adds a value only another reader read to the reviewed item, and marks it read once', () => {
    const withText = logChartProject({ withText: true });
    const lacking = logChartProject({ withText: true });
    // The reviewed extraction has the dosing text without its dose.
    delete (lacking.pages[0]!.texts![0]!.metadata as Record<number, unknown>)[1];
    const first = { uuid: 'a', email: 'extractor@example.com', project: lacking };
    const second = { uuid: 'b', email: 'qc@example.com', project: withText };
    const c = compareExtractions([first, second]);
    const missing = rowsToResolve(c);
    expect(missing.map((r) => r.tag)).toEqual(['Dose']);
    const { project, settled } = reconcileProject([first, second], c, { [missing[0]!.id]: { kind: 'keep', reader: 'b' } }, { by, at });
    expect(settled).toBe(1);
    const metadata = project.pages[0]!.texts![0]!.metadata as Record<string | number, unknown>;
    expect(metadata[4]).toMatchObject({ tag: { name: 'Dose' }, value: 10 });
    expect((metadata.reconciliation as Record<string, unknown>)['entry:4']).toEqual({ agreement: 'read once', by });
    // Compared again, the reconciled extraction now agrees with the reader it took the value from.
    expect(rowsToResolve(compareExtractions([{ ...first, project }, second]))).toEqual([]);
  });
});
