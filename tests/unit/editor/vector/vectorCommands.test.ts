import { describe, expect, it } from 'vitest';
import type { Axes, AxisLabel, Dataset, TagGroup } from '../../../../src/editor/core/model/types';
import { createProject } from '../../../../src/editor/core/model/types';
import { saveProject } from '../../../../src/editor/core/project';
import { addLabelledPoint, EditorSession } from '../../../../src/editor/session';
import { addSeriesPoints } from '../../../../src/editor/session/vectorCommands';
import { dataset, page, xyAxes } from '../session.fixtures';

const tagGroups: TagGroup[] = [{ name: 'Outcomes', uuid: 'tg', tags: [{ name: 'Mean', uuid: 't-mean' }, { name: 'Median', uuid: 't-median' }, { name: 'Unit', uuid: 't-unit' }] }];
const label = (dataType: string, unit: string): AxisLabel => ({ dataType, unit, description: '', decimals: 3, changeFromBaseline: 'Not a ratio' });
const axes = (): Axes => ({ ...xyAxes('XY graph'), metadata: { axesLabelData: { x: label('Median', 'h'), y: label('Mean', 'mg/L') } } });
const branch = (name: string): Dataset => ({ ...dataset(name, [], 'XY graph'), metadata: { name, uuid: name, studyData: { compositeKey: 'ABC-1', tagGroup: { name: 'Outcomes', uuid: 'tg', instanceUuid: 'i1' } } } });

function open(points: Dataset['points'] = []) {
  const project = createProject();
  project.tagGroups = tagGroups;
  project.pages.push(page(0, 1, [{ ...branch('P_1'), points }], [axes()]));
  const session = new EditorSession({ document: structuredClone(saveProject(project)), version: 1 });
  return { session, points: () => session.document.pages[0]!.datasets[0]!.points };
}

describe('addSeriesPoints', () => {
  const series = [
    { x: 200, y: 300 },
    { x: 400, y: 250 },
    { x: 600, y: 120 },
  ];

  it('adds every point of a picked series after the existing ones, in order, as one undo step', () => {
    const { session, points } = open([{ x: 1, y: 1 }]);
    session.edit((ctx) => addSeriesPoints(ctx, 'P_1', series, { newUuid: () => 'u' }));
    expect(points().map((p) => [p.x, p.y])).toEqual([[1, 1], ...series.map((p) => [p.x, p.y])]);
    expect(session.getSnapshot().undoLabel).toContain('Add 3 points');
    session.undo();
    expect(points()).toHaveLength(1);
    session.redo();
    expect(points()).toHaveLength(4);
  });

  it('tags each point exactly as a click at the same pixel is tagged', () => {
    let n = 0;
    const uuid = () => `u${++n}`;
    const a = open();
    a.session.edit((ctx) => addSeriesPoints(ctx, 'P_1', series, { newUuid: uuid }));
    n = 0;
    const b = open();
    for (const p of series) b.session.edit((ctx) => addLabelledPoint(ctx, 'P_1', p, { newUuid: uuid }));
    expect(a.points()).toEqual(b.points());
    expect(a.points()[0]!.metadata).toMatchObject({ compositeKey: 'ABC-1', tagGroup: { instanceUuid: 'i1' }, uuid: 'u1' });
  });
});
