import { describe, expect, it } from 'vitest';
import { agreementOf, compareExtractions, oddOneOutOf, resolvedValue, rowsToResolve, spreadOf, type ComparedValue } from '../../../src/app/qualityControl/dualExtraction';
import { extractionEntries } from '../../../src/app/qualityControl/entries';
import { buildQcTree, sectionOf, toDactylTree } from '../../../src/app/qualityControl/extractionTree';
import { canReceive, canTrash, dropIntoTree, findNode, initialTreeState, isEmptyNode, isMoved, readingOrder, restoreAll, restoreNode, trashNode } from '../../../src/app/qualityControl/qcEdits';
import { agreementLabel, withinFigureLabel } from '../../../src/screens/QualityControl/agreementLabels';
import type { QcNode } from '../../../src/screens/QualityControl/qcTypes';
import { LOG_CHART_POINTS, logChartProject, QC_ARM_KEY } from '../../../stories/screens/qualityControlFixtures';

const tree = (options = {}) => buildQcTree(logChartProject({ withText: true, ...options }), { uuid: 'sde-1', label: 'extractor@example.com' });
const labels = (node: QcNode) => node.children.map((c) => c.label);
const child = (node: QcNode, label: string) => {
  const found = node.children.find((c) => c.label === label || c.label.startsWith(`${label}:`));
  if (!found) throw new Error(`No child ${label} in ${labels(node).join(', ')}`);
  return found;
};

describe('extraction entries', () => {
  it('reads every graph point with calibrated values on the log axis, and each tagged text', () => {
    const entries = extractionEntries(logChartProject({ withText: true }));
    const points = entries.filter((e) => e.kind === 'point');
    expect(points).toHaveLength(6);
    points.forEach((p, i) => {
      expect(p.coordinates[0]!.value).toBeCloseTo(LOG_CHART_POINTS[i]!.x, 6);
      expect(p.coordinates[1]!.value).toBeCloseTo(LOG_CHART_POINTS[i]!.y, 6);
      expect(p.coordinates[1]!.range).toEqual({ min: 1, max: 100, log: true });
    });
    expect(entries.filter((e) => e.kind === 'text').map((e) => e.tagGroup)).toEqual(['Dosing', 'Adverse events']);
  });
});

describe('QC tree templates', () => {
  it('maps tag groups to the template sections', () => {
    expect(sectionOf('Outcomes')).toBe('results');
    expect(sectionOf('Adverse events')).toBe('adverseEvents');
    expect(sectionOf('Dosing')).toBe('interventions');
    expect(sectionOf('Inclusion/Exclusion criteria')).toBe('criteria');
    expect(sectionOf('Baseline/Demographics')).toBe('demographics');
    expect(sectionOf('Abbreviations')).toBeUndefined();
  });

  it('builds SAVE > Study > the study template, with a Treatment per arm of the study tree', () => {
    const root = tree();
    expect(root.kind).toBe('SAVE');
    const study = child(root, 'Study DEMO-1');
    expect(labels(study)).toEqual(['Sponsor Study Number', 'ClinicalTrials.gov Identifier', 'Study Design', 'Inclusion and Exclusion Criteria', 'Demographics', 'Treatments']);
    expect(child(study, 'Sponsor Study Number').value).toBe('SB-2024-001');
    expect(child(study, 'ClinicalTrials.gov Identifier').value).toBeUndefined();
    expect(labels(child(study, 'Study Design'))).toEqual(['Blinding', 'Randomized', 'Cross-over', 'Parallel']);
    const treatment = child(child(study, 'Treatments'), 'Treatment Drug (Main)');
    expect(labels(treatment)).toEqual(['Interventions', 'Results', 'Adverse Events']);
  });

  it('puts the graph under Results as AXIS > DATASET > POINT with values and sources', () => {
    const treatment = child(child(child(tree(), 'Study DEMO-1'), 'Treatments'), 'Treatment Drug (Main)');
    const axis = child(treatment, 'Results').children[0]!;
    expect(axis.kind).toBe('AXIS');
    const dataset = axis.children[0]!;
    expect(dataset.kind).toBe('DATASET');
    expect(dataset.children).toHaveLength(6);
    const second = dataset.children[1]!;
    expect(second.kind).toBe('POINT');
    expect(second.label).toBe('Point 2: Outcome: Hazard ratio; Time (number): 6');
    expect(second.value).toBe('x = 6; y = 2');
    expect(second.source).toEqual({ file: 0, page: 1, at: { x: expect.any(Number), y: expect.any(Number) } });
  });

  it('calls a dataset by its study branch and tag group, never by its internal {compositeKey}_{uuid} name', () => {
    const project = logChartProject({ withText: true });
    project.pages[0]!.datasets[0]!.name = `${QC_ARM_KEY}_802f021f-8c1e-4c4e-9b1a-2f5d3e7a9c10`;
    const qc = buildQcTree(project, { uuid: 'sde-1', label: 'extractor@example.com' });
    const treatment = child(child(child(qc, 'Study DEMO-1'), 'Treatments'), 'Treatment Drug (Main)');
    const dataset = child(treatment, 'Results').children[0]!.children[0]!;
    expect(dataset.label).toBe('DEMO-1 / Main / Drug, Outcomes');
    expect(dataset.value).toBe('DEMO-1 / Main / Drug');
  });

  it('fills the Intervention and Adverse Event fields from their tags, with units and known severities', () => {
    const treatment = child(child(child(tree(), 'Study DEMO-1'), 'Treatments'), 'Treatment Drug (Main)');
    const intervention = child(treatment, 'Interventions').children[0]!;
    expect(intervention.label).toBe('Intervention: Gliflozin');
    const fields = Object.fromEntries(intervention.children.filter((c) => c.kind === 'FIELD').map((c) => [c.label, c.value]));
    expect(fields).toEqual({ 'Start Time': undefined, 'End Time': undefined, 'Drug Name': 'Gliflozin', 'Drug Amount': '10 mg', Frequency: undefined, Route: 'Oral', Formulation: undefined });
    const event = child(treatment, 'Adverse Events').children[0]!;
    expect(event.label).toBe('Adverse Event: Nausea');
    expect(child(event, 'Severity').value).toBe('Mild');
    expect(child(event, 'Subject Count').value).toBe('12');
    expect(child(event, 'Subject Count').source).toEqual({ file: 0, page: 1, rect: { x: 660, y: 60, width: 480, height: 36 } });
  });

  it('takes studies and arms from the data when there is no study tree', () => {
    const study = child(tree({ withoutStudyTree: true }), 'Study DEMO-1');
    expect(labels(child(study, 'Treatments'))).toEqual(['Treatment Drug (Main)']);
    expect(child(study, 'Sponsor Study Number').value).toBeUndefined();
  });

  it('writes the dactyl tree of what remains: SAVE > AXIS > DATASET > POINT', () => {
    const dactyl = toDactylTree(tree());
    expect(dactyl.type).toBe('SAVE');
    expect(dactyl.name).toBe('sde-1');
    const graph = dactyl.children!.find((a) => a.name === 'Figure 1')!;
    expect(graph.type).toBe('AXIS');
    expect(graph.children![0]!.children).toHaveLength(6);
    expect(dactyl.children!.filter((a) => a.name === 'Text')).toHaveLength(2);
  });
});

describe('QC items: trash and restore', () => {
  const setup = () => {
    const root = tree();
    const state = initialTreeState([root]);
    const dataset = findNode(state.roots, `treatment:${QC_ARM_KEY}/results/axis:0:1:Figure 1/dataset:Hazard ratio`)!;
    return { state, dataset, point: dataset.children[2]! };
  };

  it('moves a point to the trash and hides trash and dragging on its parents', () => {
    const { state, dataset, point } = setup();
    expect(canTrash(state, dataset)).toBe(true);
    const trashed = trashNode(state, point.id);
    expect(trashed.trash.map((t) => t.node.id)).toEqual([point.id]);
    expect(findNode(trashed.roots, point.id)).toBeUndefined();
    const parent = findNode(trashed.roots, dataset.id)!;
    expect(parent.children).toHaveLength(5);
    expect(canTrash(trashed, parent)).toBe(false);
    expect(canTrash(trashed, findNode(trashed.roots, `treatment:${QC_ARM_KEY}/results/axis:0:1:Figure 1`)!)).toBe(false);
    expect(canTrash(trashed, parent.children[0]!)).toBe(true);
    // The old state is untouched.
    expect(findNode(state.roots, point.id)).toBeDefined();
  });

  it('never trashes headings or fields', () => {
    const { state } = setup();
    expect(canTrash(state, state.roots[0]!)).toBe(false);
    expect(canTrash(state, findNode(state.roots, 'study:DEMO-1/sponsor-study-number')!)).toBe(false);
  });

  it('restores one point to its parent, or all at once', () => {
    const { state, dataset, point } = setup();
    const two = trashNode(trashNode(state, point.id), dataset.children[4]!.id);
    const one = restoreNode(two, point.id);
    expect(one.trash).toHaveLength(1);
    expect(findNode(one.roots, dataset.id)!.children.map((c) => c.id)).toContain(point.id);
    const all = restoreAll(two);
    expect(all.trash).toHaveLength(0);
    expect(findNode(all.roots, dataset.id)!.children).toHaveLength(6);
  });

  it('puts restored points back in their places, whatever the order they come back in', () => {
    const { state, dataset } = setup();
    const order = readingOrder(state.roots);
    const ids = dataset.children.map((c) => c.id);
    const trashed = [1, 2, 4].reduce((s, i) => trashNode(s, ids[i]!), state);
    const children = (s: typeof state) => findNode(s.roots, dataset.id)!.children.map((c) => c.id);
    expect(children(restoreNode(restoreNode(trashed, ids[4]!, order), ids[1]!, order))).toEqual([ids[0], ids[1], ids[3], ids[4], ids[5]]);
    expect(children(restoreAll(trashed, order))).toEqual(ids);
    // Dropped back onto its own dataset it takes its place too.
    expect(children(dropIntoTree(trashNode(state, ids[2]!), ids[2]!, dataset.id, order))).toEqual(ids);
    // Without the order, as before: at the end.
    expect(children(restoreNode(trashNode(state, ids[2]!), ids[2]!)).at(-1)).toBe(ids[2]);
  });

  it('drops a trashed point onto another parent: it offers restore there, not trash', () => {
    const { state, point } = setup();
    const trashed = trashNode(state, point.id);
    const target = `study:DEMO-1/demographics`;
    expect(canReceive(findNode(trashed.roots, target)!)).toBe(true);
    const dropped = dropIntoTree(trashed, point.id, target);
    expect(findNode(dropped.roots, target)!.children.map((c) => c.id)).toEqual([point.id]);
    expect(isMoved(dropped, point.id)).toBe(true);
    expect(canTrash(dropped, findNode(dropped.roots, point.id)!)).toBe(false);
    const back = restoreNode(dropped, point.id);
    expect(isMoved(back, point.id)).toBe(false);
    expect(findNode(back.roots, target)!.children).toHaveLength(0);
  });

  it('refuses drops onto fields and study headings', () => {
    const { state, point } = setup();
    const trashed = trashNode(state, point.id);
    expect(dropIntoTree(trashed, point.id, 'study:DEMO-1')).toBe(trashed);
    expect(dropIntoTree(trashed, point.id, 'study:DEMO-1/sponsor-study-number')).toBe(trashed);
  });

  it('disables parents with no content', () => {
    const { state } = setup();
    expect(isEmptyNode(findNode(state.roots, 'study:DEMO-1/demographics')!)).toBe(true);
    expect(isEmptyNode(findNode(state.roots, 'study:DEMO-1/clinicaltrials-gov-identifier')!)).toBe(true);
    expect(isEmptyNode(findNode(state.roots, 'study:DEMO-1/sponsor-study-number')!)).toBe(false);
  });
});

describe('dual extraction', () => {
  const a = { uuid: 'a', email: 'extractor@example.com' };
  const b = { uuid: 'b', email: 'qc@example.com' };

  it('agrees on identical extractions', () => {
    const c = compareExtractions([{ ...a, project: logChartProject({ withText: true }) }, { ...b, project: logChartProject({ withText: true }) }]);
    expect(c.figures.differing).toBe(0);
    expect(c.figures.compared).toBe(c.figures.agreed);
    // 6 points x (Time, x, y) plus the dosing text (Dose, text) and the adverse event (subjects, text).
    expect(c.figures.compared).toBe(6 * 3 + 2 + 2);
  });

  it('counts small reading differences within 1 % of the axis range, and flags exactly the misread point', () => {
    const c = compareExtractions([{ ...a, project: logChartProject() }, { ...b, project: logChartProject({ jitter: 1, misread: { index: 3, ratio: 30 } }) }]);
    const flagged = rowsToResolve(c);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({ studyKey: QC_ARM_KEY, tagGroup: 'Outcomes', item: 'Outcome: Hazard ratio (4 of 6)', tag: 'y (read on the graph)', agreement: 'differing' });
    expect(flagged[0]!.readings[0]!.value).toBe('20');
    expect(flagged[0]!.readings[1]!.value).toMatch(/^29\.|^30/);
    expect(c.figures).toEqual({ compared: 18, agreed: 6, within: 11, differing: 1 });
  });

  it('shows items read by one extractor only as missing on the other side', () => {
    const c = compareExtractions([{ ...a, project: logChartProject({ withText: true }) }, { ...b, project: logChartProject() }]);
    const missing = c.rows.filter((r) => r.agreement === 'missing');
    expect(missing.map((r) => r.tagGroup).sort()).toEqual(['Adverse events', 'Adverse events', 'Dosing', 'Dosing']);
    expect(missing.every((r) => r.readings[1] === null && r.readings[0] !== null)).toBe(true);
  });

  it('compares a tag the point carries twice on each of its readings: a unit per axis is two values, not one', () => {
    const withUnits = (xUnit: string) => {
      const project = logChartProject();
      for (const point of project.pages[0]!.datasets[0]!.points) {
        const meta = point.metadata as Record<number, unknown>;
        meta[2] = { tag: { name: 'Unit', uuid: 'unit' }, value: xUnit, axis: 'x', axisType: 'unit' };
        meta[3] = { tag: { name: 'Unit', uuid: 'unit' }, value: 'ratio', axis: 'y', axisType: 'unit' };
      }
      return project;
    };
    const c = compareExtractions([{ ...a, project: withUnits('month') }, { ...b, project: withUnits('week') }]);
    const units = c.rows.filter((r) => r.tag.startsWith('Unit'));
    expect(new Set(units.map((r) => r.tag))).toEqual(new Set(['Unit (x axis)', 'Unit (y axis)']));
    expect(units.filter((r) => r.tag === 'Unit (x axis)').every((r) => r.agreement === 'differing' && r.readings[0]!.value === 'month' && r.readings[1]!.value === 'week')).toBe(true);
    expect(units.filter((r) => r.tag === 'Unit (y axis)').every((r) => r.agreement === 'agreed')).toBe(true);
  });

  it('matches a repeated tag by its axis even when the other extractor tagged one axis only', () => {
    const withUnits = (axes: ('x' | 'y')[]) => {
      const project = logChartProject();
      for (const point of project.pages[0]!.datasets[0]!.points) {
        const meta = point.metadata as Record<number, unknown>;
        axes.forEach((axis, i) => (meta[2 + i] = { tag: { name: 'Unit', uuid: 'unit' }, value: axis === 'x' ? 'month' : 'ratio', axis, axisType: 'unit' }));
      }
      return project;
    };
    const c = compareExtractions([{ ...a, project: withUnits(['x', 'y']) }, { ...b, project: withUnits(['x']) }]);
    const first = c.rows.filter((r) => r.item === 'Outcome: Hazard ratio (1 of 6)' && r.tag.startsWith('Unit'));
    expect(first.map((r) => [r.tag, r.agreement])).toEqual([
      ['Unit (x axis)', 'agreed'],
      ['Unit (y axis)', 'missing'],
    ]);
    expect(first[0]!.readings[0]!.value).toBe('month');
    expect(first[1]!.readings[0]!.value).toBe('ratio');
  });

  it('keeps the chosen or corrected value, nothing while in discussion', () => {
    const c = compareExtractions([{ ...a, project: logChartProject() }, { ...b, project: logChartProject({ misread: { index: 3, ratio: 30 } }) }]);
    const row = rowsToResolve(c)[0]!;
    expect(resolvedValue(c, row, { kind: 'keep', reader: 'a' })).toBe('20');
    expect(resolvedValue(c, row, { kind: 'keep', reader: 'b' })).toBe('30');
    expect(resolvedValue(c, row, { kind: 'corrected', value: '21' })).toBe('21');
    expect(resolvedValue(c, row, { kind: 'discuss' })).toBeNull();
  });
});

describe('agreement in the axis scale', () => {
  const source = { file: 0, page: 1 };
  const log = { min: 1, max: 100, log: true };
  const linear = { min: 1, max: 100, log: false };
  const reading = (n: number, range: ComparedValue['range'] = log): ComparedValue => ({ tag: 'y', text: String(n), number: n, range, source });

  it('measures two readings on a log axis in decades: 1 % of two decades is 0.02 decades', () => {
    // log10(52 / 50) = 0.017 decades; log10(53 / 50) = 0.025 decades.
    expect(agreementOf([reading(50), reading(52)])).toBe('within');
    expect(agreementOf([reading(50), reading(53)])).toBe('differing');
    expect(spreadOf([reading(10), reading(100)])).toBeCloseTo(1, 12);
  });

  it('measures the same readings on a linear axis in its own unit', () => {
    // 1 % of 99 is 0.99: 50 against 53 is 3 apart, 1 against 1.9 is 0.9 apart.
    expect(agreementOf([reading(50, linear), reading(53, linear)])).toBe('differing');
    expect(agreementOf([reading(1, linear), reading(1.9, linear)])).toBe('within');
    // The same pair is far apart near the bottom of a log axis (0.28 decades).
    expect(agreementOf([reading(1), reading(1.9)])).toBe('differing');
  });

  it('follows the tolerance setting, and a reading a log axis cannot place never agrees by tolerance', () => {
    expect(agreementOf([reading(50), reading(53)], 0.02)).toBe('within');
    expect(agreementOf([reading(50), reading(52)], 0)).toBe('differing');
    expect(agreementOf([reading(0.001), reading(-0.001)], 0.5)).toBe('differing');
    expect(agreementOf([reading(20), reading(20.0001)], 0)).toBe('agreed');
  });

  it('compares a whole extraction with the tolerance it is given and reports it', () => {
    const a = { uuid: 'a', email: 'extractor@example.com' };
    const b = { uuid: 'b', email: 'qc@example.com' };
    const projects = [{ ...a, project: logChartProject() }, { ...b, project: logChartProject({ jitter: 1 }) }];
    expect(compareExtractions(projects).tolerance).toBe(0.01);
    expect(compareExtractions(projects).figures.within).toBe(12);
    const strict = compareExtractions(projects, { tolerance: 0 });
    expect(strict.tolerance).toBe(0);
    expect(strict.figures).toMatchObject({ within: 0, differing: 12 });
    expect(() => compareExtractions(projects, { tolerance: -0.01 })).toThrow(RangeError);
    // The labels name the tolerance in force.
    expect(agreementLabel('within', 0.01)).toBe('Within 1 %');
    expect(agreementLabel('within', strict.tolerance)).toBe('Within 0 %');
    expect(agreementLabel('within', 0.005)).toBe('Within 0.5 %');
    expect(withinFigureLabel(0.025)).toBe('Within 2.5 % of axis range');
  });

  it('measures a value typed for an axis on that axis', () => {
    const typed = (value: number) => {
      const project = logChartProject();
      for (const point of project.pages[0]!.datasets[0]!.points) (point.metadata as Record<number, unknown>)[2] = { tag: { name: 'Hazard ratio value', uuid: 'hr' }, value, axis: 'y', axisType: 'value' };
      return project;
    };
    const c = compareExtractions([{ uuid: 'a', email: 'a@example.com', project: typed(50) }, { uuid: 'b', email: 'b@example.com', project: typed(51) }]);
    const rows = c.rows.filter((r) => r.tag === 'Hazard ratio value');
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.agreement === 'within' && r.spread === '0.0086 decades')).toBe(true);
  });
});

describe('several readers', () => {
  const reviewed = { uuid: 'r1', email: 'extractor@example.com', completedAt: '2026-11-20T10:00:00Z' };
  const second = { uuid: 'r2', email: 'qc@example.com', completedAt: '2026-11-21T10:00:00Z' };
  const third = { uuid: 'r3', email: 'admin@example.com', completedAt: '2026-11-22T10:00:00Z' };

  it('shows every reader\'s reading, the spread, and the reader who misread a point as the odd one out', () => {
    const c = compareExtractions([
      { ...reviewed, project: logChartProject() },
      { ...second, project: logChartProject({ jitter: 1 }) },
      { ...third, project: logChartProject({ jitter: -1, misread: { index: 3, ratio: 30 } }) },
    ]);
    expect(c.readers.map((r) => r.email)).toEqual(['extractor@example.com', 'qc@example.com', 'admin@example.com']);
    expect(c.readers[2]!.completedAt).toBe('2026-11-22T10:00:00Z');
    expect(c.rows.every((r) => r.readings.length === 3)).toBe(true);
    const flagged = rowsToResolve(c);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({ item: 'Outcome: Hazard ratio (4 of 6)', tag: 'y (read on the graph)', agreement: 'differing', oddOneOut: 2 });
    expect(flagged[0]!.readings.map((r) => r!.value.slice(0, 2))).toEqual(['20', '20', '29']);
    // log10(30 / 20) = 0.18 decades between the highest and the lowest reading.
    expect(flagged[0]!.spread).toMatch(/^0\.1[78]\d* decades$/);
    expect(resolvedValue(c, flagged[0]!, { kind: 'keep', reader: 'r1' })).toBe('20');
    expect(resolvedValue(c, flagged[0]!, { kind: 'keep', reader: 'r3' })).toBe(flagged[0]!.readings[2]!.value);
    // A reader no longer compared keeps nothing: the value is still to decide.
    expect(resolvedValue(c, flagged[0]!, { kind: 'keep', reader: 'r9' })).toBeNull();
    expect(c.figures).toEqual({ compared: 18, agreed: 6, within: 11, differing: 1 });
  });

  it('names the one reader who left items out, or the one who alone read them', () => {
    const c = compareExtractions([
      { ...reviewed, project: logChartProject({ withText: true }) },
      { ...second, project: logChartProject() },
      { ...third, project: logChartProject({ withText: true }) },
    ]);
    const missing = c.rows.filter((r) => r.agreement === 'missing');
    expect(missing).toHaveLength(4);
    expect(missing.every((r) => r.oddOneOut === 1 && r.readings[1] === null)).toBe(true);
    const alone = compareExtractions([
      { ...reviewed, project: logChartProject() },
      { ...second, project: logChartProject() },
      { ...third, project: logChartProject({ withText: true }) },
    ]);
    const extra = alone.rows.filter((r) => r.agreement === 'missing');
    expect(extra.map((r) => r.tagGroup).sort()).toEqual(['Adverse events', 'Adverse events', 'Dosing', 'Dosing']);
    expect(extra.every((r) => r.oddOneOut === 2 && r.readings[0] === null && r.readings[2] !== null)).toBe(true);
  });

  it('names no odd one out with two readers, or when no single reader explains the difference', () => {
    const source = { file: 0, page: 1 };
    const v = (n: number): ComparedValue => ({ tag: 'y', text: String(n), number: n, range: null, source });
    expect(oddOneOutOf([v(1), v(2)])).toBeNull();
    expect(oddOneOutOf([v(1), v(2), v(3)])).toBeNull();
    expect(oddOneOutOf([v(1), v(1), v(3)])).toBe(2);
    expect(oddOneOutOf([v(1), v(1), v(1)])).toBeNull();
    expect(oddOneOutOf([v(5), v(1), v(1), v(1)])).toBe(0);
  });

  it('keeps the two-reader comparison as it was', () => {
    const c = compareExtractions([{ ...reviewed, project: logChartProject() }, { ...second, project: logChartProject({ jitter: 1, misread: { index: 3, ratio: 30 } }) }]);
    expect(c.rows.every((r) => r.readings.length === 2 && r.oddOneOut === null)).toBe(true);
    expect(c.figures).toEqual({ compared: 18, agreed: 6, within: 11, differing: 1 });
  });
});
