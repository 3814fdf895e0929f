import { describe, expect, it } from 'vitest';
import { buildBarHeaders } from '../../../../src/editor/core/barHeaders';
import type { Axes, Dataset } from '../../../../src/editor/core/model/types';
import { createProject } from '../../../../src/editor/core/model/types';
import { saveProject } from '../../../../src/editor/core/project';
import {
  addBarCategory,
  applyToCopy,
  EditorSession,
  lockBarHeaders,
  moveBarCorner,
  moveBarDivider,
  removeBarCategory,
  setBarHeaderMetadata,
  withBarHeaderRows,
} from '../../../../src/editor/session';

const arm = (value: string) => ({ 0: { tag: { name: 'Study arm abbreviation', uuid: 't-arm' }, value }, compositeKey: `S||P||${value}` });

function barAxes(): Axes {
  return {
    name: 'Bar graph 1',
    type: 'bar',
    options: {},
    calibrationPoints: [
      { px: 60, py: 280, dx: 0, dy: 0 },
      { px: 60, py: 40, dx: 0, dy: 60 },
    ],
    metadata: { axesLabelData: { bar: { dataType: 'Percent', unit: '%', description: '', decimals: 0, changeFromBaseline: 'Not a ratio' } } },
  };
}

function bars(points: Dataset['points']): Dataset {
  return { name: 'S||P_1', axesName: 'Bar graph 1', metadata: { studyData: { compositeKey: 'S||P', tagGroup: { name: 'Outcomes', uuid: 'g' } } }, points, metadataKeys: [], pointGroups: [], tuples: [] };
}

function sessionWith(points: Dataset['points'] = [], axes = barAxes()) {
  const project = createProject();
  project.pages.push({ file: 0, page: 1, axes: [axes], datasets: [bars(points)], measurements: [] });
  const saved = saveProject(project);
  return { saved, session: new EditorSession({ document: structuredClone(saved), version: 1 }) };
}

const headersOf = (s: EditorSession) => s.document.pages[0]!.axes[0]!.metadata.barHeaders!;
const pointsOf = (s: EditorSession) => s.document.pages[0]!.datasets[0]!.points;

describe('bar header commands', () => {
  it('locks new headers in one undoable step whose operations replay on the saved document', () => {
    const { saved, session } = sessionWith();
    const command = session.edit((ctx) => lockBarHeaders(ctx, 'Bar graph 1', buildBarHeaders({ x: 60, y: 280 }, { x: 460, y: 280 }, 4, 'UP')));
    expect(headersOf(session)).toMatchObject({ count: 4, linesLocked: true });
    expect(applyToCopy(saved, command.ops)).toEqual(session.document);
    session.undo();
    expect(session.document.pages[0]!.axes[0]!.metadata.barHeaders).toBeUndefined();
  });

  it('gives points their header rows and study branch, and rewrites them on header edits with the flag on', () => {
    const { session } = sessionWith([{ x: 115, y: 232, metadata: { 0: { tag: { name: 'Percent', uuid: 'p' }, value: 12, axis: 'bar', axisType: 'value' }, compositeKey: 'S||P' } }]);
    session.edit((ctx) => lockBarHeaders(ctx, 'Bar graph 1', buildBarHeaders({ x: 60, y: 280 }, { x: 460, y: 280 }, 4, 'UP')));
    session.edit((ctx) => setBarHeaderMetadata(ctx, 'Bar graph 1', 0, arm('Placebo')));
    const point = pointsOf(session)[0]!;
    expect(point.metadata).toMatchObject({ compositeKey: 'S||P||Placebo', 0: { value: 12 }, 1: { value: 'Placebo', headerTag: true } });
    expect(session.getSnapshot().undoLabel).toBe('Set header data');
    // Header 1 now reaches over the point: it takes header 1's (empty) rows and the dataset's branch.
    session.edit((ctx) => moveBarDivider(ctx, 'Bar graph 1', 1, { x: 100, y: 200 })!);
    expect(headersOf(session).headerDividers[1]!.startX).toBe(100);
    expect(pointsOf(session)[0]!.metadata).toEqual({ 0: { tag: { name: 'Percent', uuid: 'p' }, value: 12, axis: 'bar', axisType: 'value' }, compositeKey: 'S||P' });
    session.undo();
    expect(pointsOf(session)[0]!.metadata!.compositeKey).toBe('S||P||Placebo');
  });

  it('leaves points as they are with the flag off', () => {
    const { session } = sessionWith([{ x: 115, y: 232, metadata: { compositeKey: 'S||P' } }]);
    session.edit((ctx) => lockBarHeaders(ctx, 'Bar graph 1', buildBarHeaders({ x: 60, y: 280 }, { x: 460, y: 280 }, 4, 'UP')));
    session.edit((ctx) => setBarHeaderMetadata(ctx, 'Bar graph 1', 0, arm('Placebo'), { updatePoints: false }));
    expect(pointsOf(session)[0]!.metadata).toEqual({ compositeKey: 'S||P' });
    expect(headersOf(session).headers[0]!.metadata).toEqual(arm('Placebo'));
  });

  it('adds and removes categories as one step each; refuses where nothing changes', () => {
    const { session } = sessionWith();
    session.edit((ctx) => lockBarHeaders(ctx, 'Bar graph 1', buildBarHeaders({ x: 60, y: 280 }, { x: 460, y: 280 }, 2, 'UP')));
    session.edit((ctx) => addBarCategory(ctx, 'Bar graph 1', { x: 300, y: 200 })!);
    expect(headersOf(session).headerDividers.map((d) => d.startX)).toEqual([60, 260, 300, 460]);
    expect(session.getSnapshot().undoLabel).toBe('Add category');
    session.edit((ctx) => removeBarCategory(ctx, 'Bar graph 1', { x: 280, y: 200 })!);
    expect(headersOf(session).headerDividers.map((d) => d.startX)).toEqual([60, 260, 460]);
    session.edit((ctx) => removeBarCategory(ctx, 'Bar graph 1', { x: 280, y: 200 })!);
    expect(headersOf(session).count).toBe(1);
    expect(removeBarCategory({ document: session.document, pageIndex: 0 }, 'Bar graph 1', { x: 280, y: 200 })).toBeNull();
    expect(moveBarDivider({ document: session.document, pageIndex: 0 }, 'Bar graph 1', 0, { x: 100, y: 200 })).toBeNull();
    expect(headersOf(session).count).toBe(1);
  });

  it('builds a new point metadata with the rows of the header under it', () => {
    const bh = buildBarHeaders({ x: 60, y: 280 }, { x: 460, y: 280 }, 2, 'UP');
    bh.headers[1]!.metadata = arm('Drug');
    expect(withBarHeaderRows({ 0: { tag: { name: 'Percent', uuid: 'p' }, value: 3 }, compositeKey: 'S||P' }, bh, { x: 300, y: 100 }, 'S||P')).toEqual({
      0: { tag: { name: 'Percent', uuid: 'p' }, value: 3 },
      1: { tag: { name: 'Study arm abbreviation', uuid: 't-arm' }, value: 'Drug', headerTag: true },
      compositeKey: 'S||P||Drug',
    });
    expect(withBarHeaderRows({ compositeKey: 'S||P' }, bh, { x: 100, y: 100 }, 'S||P')).toEqual({ compositeKey: 'S||P' });
  });

  it('moves a corner of a rotated bar graph as placed, and snaps it when not rotated', () => {
    const rotatedAxes = { ...barAxes(), options: { rotated: true } } as Axes;
    const { session } = sessionWith([], rotatedAxes);
    session.edit((ctx) => lockBarHeaders(ctx, 'Bar graph 1', buildBarHeaders({ x: 60, y: 280 }, { x: 460, y: 280 }, 4, 'UP', { x: 0, y: -1 })));
    session.edit((ctx) => moveBarCorner(ctx, 'Bar graph 1', 'p2', { x: 360, y: 0 }));
    // From (60, 280) to (360, 0): 410.4 px long; divider 2 half way, at (210, 140).
    expect(headersOf(session).headerAxisLineEnd).toEqual({ x: 360, y: 0 });
    expect(headersOf(session).headerDividers[2]).toMatchObject({ startX: 210, startY: 140 });
    const plain = sessionWith();
    plain.session.edit((ctx) => lockBarHeaders(ctx, 'Bar graph 1', buildBarHeaders({ x: 60, y: 280 }, { x: 460, y: 280 }, 4, 'UP')));
    plain.session.edit((ctx) => moveBarCorner(ctx, 'Bar graph 1', 'p2', { x: 360, y: 0 }));
    expect(headersOf(plain.session).headerAxisLineEnd).toEqual({ x: 360, y: 280 });
  });
});
