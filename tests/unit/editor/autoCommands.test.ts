import { describe, expect, it } from 'vitest';
import type { AxisLabel, Dataset, TagGroup } from '../../../src/editor/core/model/types';
import { createProject } from '../../../src/editor/core/model/types';
import { saveProject } from '../../../src/editor/core/project';
import { buildBarHeaders } from '../../../src/editor/core/barHeaders';
import { acceptFoundPointsLabel, addFoundPoints, axesValuesAt, EditorSession, pointMetadataFor } from '../../../src/editor/session';
import { dataset, page, xyAxes } from './session.fixtures';

const tagGroups: TagGroup[] = [{ name: 'Outcomes', uuid: 'tg-outcomes', tags: [{ name: 'Mean', uuid: 't-mean' }, { name: 'Time', uuid: 't-time' }, { name: 'Unit', uuid: 't-unit' }] }];
const label = (dataType: string, unit: string): AxisLabel => ({ dataType, unit, description: '', decimals: 2, changeFromBaseline: 'Not a ratio' });

function open() {
  const project = createProject();
  project.tagGroups = tagGroups;
  const axes = { ...xyAxes('XY graph'), metadata: { axesLabelData: { x: label('Time', 'weeks'), y: label('Mean', 'mg/dL') } } };
  const arm: Dataset = {
    ...dataset('Arm A', [{ x: 1, y: 2 }], 'XY graph'),
    metadata: { name: 'Arm A', uuid: 'Arm A', studyData: { compositeKey: 'ABC-1', tagGroup: { name: 'Outcomes', uuid: 'tg-outcomes', instanceUuid: 'i-1' } } },
  };
  project.pages.push(page(0, 1, [arm], [axes]));
  const session = new EditorSession({ document: structuredClone(saveProject(project)), version: 1, location: { file: 0, page: 1 } });
  return { session, points: () => session.document.pages[0]!.datasets[0]!.points };
}

describe('adding found points', () => {
  it('adds every point at the end of the dataset as one undo step, each tagged like a click', () => {
    const { session, points } = open();
    let n = 0;
    const found = [{ x: 100, y: 900 }, { x: 250.5, y: 499.5 }, { x: 900, y: 123.456 }];
    const command = session.edit((ctx) => addFoundPoints(ctx, 'Arm A', found, { newUuid: () => `p${++n}` }));
    expect(command.label).toBe('Add 3 found points');
    expect(command.ops).toHaveLength(3);
    expect(points()).toHaveLength(4);
    const second = points()[2]!;
    expect(second).toMatchObject({ x: 250.5, y: 499.5 });
    // The same metadata a click at that pixel gets.
    const d = session.document.pages[0]!.datasets[0]!;
    const expected = pointMetadataFor(session.document.pages[0]!.axes[0]!, d, [25.05, 50.05], { tagGroups, newUuid: () => 'p2' });
    expect(second.metadata).toEqual(expected);
    expect(second.metadata).toMatchObject({ 0: { tag: { name: 'Time', uuid: 't-time' }, value: 25.05 }, 2: { tag: { name: 'Mean', uuid: 't-mean' }, value: 50.05 }, compositeKey: 'ABC-1', uuid: 'p2' });
    expect(session.getSnapshot().undoLabel).toBe('Add 3 found points');
    session.undo();
    expect(points()).toHaveLength(1);
    session.redo();
    expect(points()).toHaveLength(4);
  });

  it('tags found points on a graph of another kind like a click there (image axes)', () => {
    const { session, points } = open();
    session.document.pages[0]!.axes[0] = { ...session.document.pages[0]!.axes[0]!, type: 'image', calibrationPoints: [], options: {} } as never;
    session.edit((ctx) => addFoundPoints(ctx, 'Arm A', [{ x: 12, y: 34 }], { newUuid: () => 'p1' }));
    const d = session.document.pages[0]!.datasets[0]!;
    const axes = session.document.pages[0]!.axes[0]!;
    expect(points()[1]!.metadata).toEqual(pointMetadataFor(axes, d, axesValuesAt(axes, 12, 34) ?? [], { tagGroups, newUuid: () => 'p1' }));
    expect(points()[1]!.metadata).toMatchObject({ compositeKey: 'ABC-1', uuid: 'p1' });
  });

  it('gives a bar found on a bar graph with categories the tags of its category', () => {
    const { session, points } = open();
    const headers = buildBarHeaders({ x: 0, y: 1000 }, { x: 1000, y: 1000 }, 2, 'UP');
    headers.headers[1]!.metadata = { 0: { tag: { name: 'Study arm abbreviation', uuid: 't-arm' }, value: 'Drug' }, compositeKey: 'ABC-1||Main||Drug' };
    const bar = { name: 'XY graph', type: 'bar', options: {}, calibrationPoints: [{ px: 0, py: 1000, dx: 0, dy: 0 }, { px: 0, py: 0, dx: 0, dy: 100 }], metadata: { barHeaders: headers } };
    session.document.pages[0]!.axes[0] = bar as never;
    session.edit((ctx) => addFoundPoints(ctx, 'Arm A', [{ x: 750, y: 400 }, { x: 250, y: 500 }], { newUuid: () => 'p' }));
    expect(points()[1]!.metadata).toMatchObject({ compositeKey: 'ABC-1||Main||Drug' });
    expect(Object.values(points()[1]!.metadata!).some((e) => typeof e === 'object' && e !== null && 'headerTag' in e && (e as { value: unknown }).value === 'Drug')).toBe(true);
    // The first category has no tags: the dataset's branch stays.
    expect(points()[2]!.metadata).toMatchObject({ compositeKey: 'ABC-1' });
  });

  it('names one point in the singular', () => {
    expect(acceptFoundPointsLabel(1)).toBe('Add 1 found point');
    expect(acceptFoundPointsLabel(12)).toBe('Add 12 found points');
  });

  it('refuses a dataset that is not on the page', () => {
    const { session } = open();
    expect(() => session.edit((ctx) => addFoundPoints(ctx, 'Nope', [{ x: 1, y: 1 }]))).toThrow(/Nope/);
  });
});
