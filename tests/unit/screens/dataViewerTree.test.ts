import { describe, expect, it } from 'vitest';
import { PDF_BASE_SCALE } from '../../../src/editor/pages/pageSource';
import {
  buildDataTree,
  CROSSHAIR_SCALE_RATIO,
  crosshairPosition,
  dataPointId,
  expandableIds,
  filterDataTree,
  hasData,
  type DataTreeNode,
} from '../../../src/screens/DataViewer/dataViewerTree';
import { VIEWER_POINT_VALUES, viewerProject } from '../../../stories/screens/dataViewerFixtures';

const fileNames = ['log.pdf', 'two-page.pdf'];
const names = (nodes: readonly DataTreeNode[] | undefined) => (nodes ?? []).map((n) => n.name);
const find = (nodes: readonly DataTreeNode[], id: string): DataTreeNode | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = find(n.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
};

describe('data viewer tree', () => {
  it('groups by study branch and tag group, with the study tree as branches', () => {
    const tree = buildDataTree(viewerProject(), { grouping: 'studyBranch', fileNames, saveName: 'Extraction' });
    expect(names(tree.nodes)).toEqual(['Study VL-1']);
    const study = tree.nodes[0]!;
    expect(study.detail).toBe('Description: Viral load study');
    expect(names(study.children)).toEqual(['Study part Main', 'Baseline/Demographics']);
    const part = study.children![0]!;
    expect(names(part.children)).toEqual(['Study arm Drug', 'Study arm Placebo']);
    const placebo = part.children![1]!;
    expect(names(placebo.children)).toEqual(['Outcomes']);
    expect(names(placebo.children![0]!.children)).toEqual(['Point 1', 'Point 2', 'Point 3']);
    const baseline = study.children![1]!;
    expect(names(baseline.children)).toEqual(['Point 1', 'Point 2', 'Mean age was 63 years']);
  });

  it('shows each point with its calibrated values and its tags', () => {
    const tree = buildDataTree(viewerProject(), { grouping: 'extraction', fileNames, saveName: 'Extraction by qc@example.com' });
    const point = find(tree.nodes, 'point-placebo-day-5')!;
    const [x, y] = [VIEWER_POINT_VALUES[0]!.x, VIEWER_POINT_VALUES[0]!.y];
    const values = point.detail!.split(' · ')[0]!;
    const [vx, vy] = values.slice(1, -1).split(', ').map(Number);
    expect(vx).toBeCloseTo(x, 1);
    expect(vy! / y).toBeCloseTo(1, 2);
    expect(point.detail).toContain('Outcome: Viral load');
    expect(point.detail).toContain(`Mean: ${y}`);
  });

  it('names datasets by their study branch and tag group, never by the internal {compositeKey}_{uuid} name', () => {
    const project = viewerProject();
    const ds = project.pages.flatMap((p) => p.datasets).find((d) => d.name === 'Placebo')!;
    ds.name = `${ds.metadata.studyData!.compositeKey}_ba4915f8-0000-4000-8000-000000000001`;
    const tree = buildDataTree(project, { grouping: 'extraction', fileNames, saveName: 'Extraction' });
    const text = JSON.stringify(tree.nodes);
    expect(text).not.toContain('ba4915f8');
    expect(text).toContain('Placebo, Outcomes');
  });

  it('groups as the server tree with the flag: the save, its axes with file and page, datasets, points; then text and the study tree', () => {
    const tree = buildDataTree(viewerProject(), { grouping: 'extraction', fileNames, saveName: 'Extraction by qc@example.com' });
    expect(names(tree.nodes)).toEqual(['Extraction by qc@example.com', 'Text', 'Study tree']);
    expect(names(tree.nodes[0]!.children)).toEqual(['Viral load (log.pdf, page 1)', 'Enrolment (two-page.pdf, page 1)']);
    expect(names(tree.nodes[0]!.children![0]!.children)).toEqual(['Placebo', 'Drug']);
    expect(names(tree.nodes[1]!.children)).toEqual(['Mean age was 63 years']);
    expect(tree.nodes[1]!.children![0]!.detail).toBe('two-page.pdf, page 2 · Characteristic: Age');
    expect(names(tree.nodes[2]!.children)).toEqual(['Study VL-1']);
  });

  it('identifies points by metadata uuid, else by file, page, dataset and index', () => {
    const tree = buildDataTree(viewerProject(), { grouping: 'studyBranch', fileNames, saveName: 'x' });
    expect(tree.locations.get('point-placebo-day-5')).toMatchObject({ file: 0, page: 1, x: VIEWER_POINT_VALUES[0]!.px, y: VIEWER_POINT_VALUES[0]!.py });
    expect(tree.locations.get('0:1:0:1')).toMatchObject({ file: 0, page: 1, x: VIEWER_POINT_VALUES[1]!.px });
    expect(tree.locations.get('0:1:1:0')).toMatchObject({ x: VIEWER_POINT_VALUES[3]!.px, label: 'Point 1 of Drug' });
    expect(tree.locations.get('1:1:0:1')).toMatchObject({ file: 1, page: 1 });
    expect(tree.locations.get('text-mean-age')).toMatchObject({ kind: 'text', file: 1, page: 2, x: 270, y: 72 });
    expect(dataPointId({ uuid: '' }, 2, 3, 4, 5)).toBe('2:3:4:5');
    expect(tree.locations.size).toBe(8);
  });

  it('searches from more than 2 characters, keeping matches with what is under them and the way to them', () => {
    const tree = buildDataTree(viewerProject(), { grouping: 'studyBranch', fileNames, saveName: 'x' });
    expect(filterDataTree(tree.nodes, 'Dr')).toEqual(tree.nodes);
    expect(filterDataTree(tree.nodes, '  ag ')).toEqual(tree.nodes);
    const drug = filterDataTree(tree.nodes, 'drug');
    expect(names(drug)).toEqual(['Study VL-1']);
    expect(names(drug[0]!.children)).toEqual(['Study part Main']);
    expect(names(drug[0]!.children![0]!.children)).toEqual(['Study arm Drug']);
    expect(names(drug[0]!.children![0]!.children![0]!.children![0]!.children)).toEqual(['Point 1', 'Point 2']);
    const age = filterDataTree(tree.nodes, 'AGE');
    expect(names(age[0]!.children)).toEqual(['Baseline/Demographics']);
    expect(names(age[0]!.children![0]!.children)).toEqual(['Mean age was 63 years']);
    expect(filterDataTree(tree.nodes, 'nothing like it')).toEqual([]);
  });

  it('opens every branch and knows when there is no data', () => {
    const tree = buildDataTree(viewerProject(), { grouping: 'studyBranch', fileNames, saveName: 'x' });
    expect(expandableIds(tree.nodes)).toContain('branch:VL-1||Main||Drug');
    expect(hasData(tree)).toBe(true);
    const empty = buildDataTree({ pages: [], misc: viewerProject().misc, studyTree: viewerProject().studyTree }, { grouping: 'studyBranch', fileNames, saveName: 'x' });
    expect(empty.nodes.length).toBe(1);
    expect(hasData(empty)).toBe(false);
  });

  it('puts the crosshairs in PDF points at the scale ratio 3, the editor’s pixels per point, and in pixels on images', () => {
    expect(CROSSHAIR_SCALE_RATIO).toBe(PDF_BASE_SCALE);
    expect(crosshairPosition({ x: 300, y: 150 }, true)).toEqual({ x: 100, y: 50, unit: 'pt' });
    expect(crosshairPosition({ x: 300, y: 150 }, false)).toEqual({ x: 300, y: 150, unit: 'px' });
  });
});
