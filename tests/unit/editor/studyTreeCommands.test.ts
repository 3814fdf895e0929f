import { describe, expect, it } from 'vitest';
import type { StudyElement, TagGroup } from '../../../src/editor/core/model/types';
import type { ProjectFile } from '../../../src/editor/core/project';
import {
  addStudyElement,
  applyToCopy,
  deleteStudyElement,
  EditorSession,
  renameStudyKey,
  setStudyElementMetadata,
} from '../../../src/editor/session';
import { dataset, savedDocument } from './session.fixtures';

const groups: TagGroup[] = [
  { name: 'Study', uuid: 'g-study', tags: [{ name: 'Study abbreviation', uuid: 't-study' }, { name: 'Description', uuid: 't-desc' }] },
  { name: 'Study part', uuid: 'g-part', tags: [{ name: 'Study part', uuid: 't-part' }] },
  { name: 'Study arm', uuid: 'g-arm', tags: [{ name: 'Study arm abbreviation', uuid: 't-arm' }] },
  { name: 'Population', uuid: 'g-pop', tags: [{ name: 'Population', uuid: 't-pop' }] },
  { name: 'Subgroup', uuid: 'g-sub', tags: [{ name: 'Subgroup', uuid: 't-sub' }] },
];

const element = (compositeKey: string, groupName: string, tagName: string, value: string): StudyElement => ({
  uuid: `e-${compositeKey}`,
  compositeKey,
  tagGroup: { name: groupName, uuid: `g-${groupName}`, instanceUuid: `e-${compositeKey}` },
  metadata: { 0: { tag: { name: tagName, uuid: 't' }, value } },
});

/**
 * Two pages: study S1 with part P1 and arms A1 and A2 defined; page 1 has a dataset for A1 with
 * tuples, a table-like dataset whose cells carry their own keys (one referring to A2), a text of
 * A2; page 2 a dataset for A2 and a bar header of S1||P1.
 */
function studyDocument(): ProjectFile {
  const doc = savedDocument(0);
  doc.tagGroups = groups;
  doc.studyTree = [
    element('S1', 'Study', 'Study abbreviation', 'S1'),
    element('S1||P1', 'Study part', 'Study part', 'P1'),
    element('S1||P1||A1', 'Study arm', 'Study arm abbreviation', 'A1'),
    element('S1||P1||A2', 'Study arm', 'Study arm abbreviation', 'A2'),
    element('S2', 'Study', 'Study abbreviation', 'S2'),
  ];
  const a1 = dataset('S1||P1||A1_u1', [{ x: 1, y: 1 }, { x: 2, y: 2 }]);
  a1.metadata = { name: a1.name, uuid: 'u1', studyData: { compositeKey: 'S1||P1||A1', tagGroup: { name: 'Outcomes', uuid: 'g-out' } } };
  a1.pointGroups = ['Central tendency', 'Error'];
  a1.tuples = [[0, 1]];
  const cells = dataset('Column_c1', [
    { x: 5, y: 5, metadata: { 0: { tag: { name: 'Study arm abbreviation', uuid: 't' }, value: 'A1' }, compositeKey: 'S1||P1||A1' } },
    { x: 6, y: 6, metadata: { 0: { tag: { name: 'Study abbreviation', uuid: 't' }, value: 'S2' }, compositeKey: 'S2' } },
    {
      x: 7,
      y: 7,
      metadata: {
        0: { tag: { name: 'Study arm abbreviation', uuid: 't' }, value: 'A1' },
        1: { tag: { name: 'Reference study arm abbreviation', uuid: 't' }, value: 'A2' },
        2: { tag: { name: 'Unit', uuid: 't' }, value: 'mg' },
        compositeKey: 'S1||P1||A1',
        referenceCompositeKey: 'S1||P1||A2',
      },
    },
    { x: 8, y: 8, metadata: { compositeKey: 'S2', referenceCompositeKey: 'S1||P1||A2', 0: { tag: { name: 'Reference study arm abbreviation', uuid: 't' }, value: 'A2' } } },
  ]);
  doc.pages[0]!.datasets.push(a1, cells);
  doc.pages[0]!.texts = [
    { uuid: 'x1', text: 'Placebo group', metadata: { compositeKey: 'S1||P1||A2', 0: { tag: { name: 'Study arm abbreviation', uuid: 't' }, value: 'A2' } } },
    { uuid: 'x2', text: 'Other', metadata: { compositeKey: 'S2' } },
  ];
  const a2 = dataset('S1||P1||A2_u2', [{ x: 3, y: 3 }]);
  a2.metadata = { name: a2.name, uuid: 'u2', studyData: { compositeKey: 'S1||P1||A2', tagGroup: { name: 'Outcomes', uuid: 'g-out' } } };
  doc.pages[1]!.datasets.push(a2);
  doc.pages[1]!.axes[0]!.metadata.barHeaders = {
    count: 1,
    linesLocked: true,
    headers: [{ metadata: { compositeKey: 'S1||P1', 0: { tag: { name: 'Study part', uuid: 't' }, value: 'P1' } } }],
    headerOrientation: 'HORIZONTAL',
    headerDividers: [],
  };
  return doc;
}

const open = (doc: ProjectFile) => new EditorSession({ document: structuredClone(doc), version: 3 });

/** The command undone gives back the document exactly; redone, the document after it. */
function expectUndoRestores(session: EditorSession, before: ProjectFile) {
  const after = structuredClone(session.document);
  expect(session.undo()).toBe(true);
  expect(session.document).toEqual(before);
  expect(session.redo()).toBe(true);
  expect(session.document).toEqual(after);
  expect(applyToCopy(before, session.unsavedOperations())).toEqual(session.document);
}

describe('study tree commands: adding', () => {
  it('creates the study tree with the first study, its branch row first', () => {
    const doc = savedDocument(1);
    const session = open(doc);
    const command = session.edit((ctx) => addStudyElement(ctx, 'study', undefined, ' ABC-1 ', groups, 'u-1'));
    const added = { uuid: 'u-1', compositeKey: 'ABC-1', tagGroup: { name: 'Study', uuid: 'g-study', instanceUuid: 'u-1' }, metadata: { 0: { tag: { name: 'Study abbreviation', uuid: 't-study' }, value: 'ABC-1' } } };
    expect(command.ops).toEqual([{ op: 'add', path: '/studyTree', value: [added] }]);
    expect(command.label).toBe('Add study');
    expectUndoRestores(session, doc);
  });

  it('adds one element at the end under its parent and nothing else', () => {
    const doc = studyDocument();
    const session = open(doc);
    const command = session.edit((ctx) => addStudyElement(ctx, 'population', 'S1||P1||A1', 'Adults', groups, 'u-2'));
    expect(command.ops).toHaveLength(1);
    expect(command.ops[0]).toMatchObject({ op: 'add', path: '/studyTree/5', value: { compositeKey: 'S1||P1||A1||Adults', tagGroup: { name: 'Population', uuid: 'g-pop' } } });
    expectUndoRestores(session, doc);
  });

  it("refuses what the rules refuse, in the rules' words, and a level without its parent", () => {
    const session = open(studyDocument());
    expect(() => session.edit((ctx) => addStudyElement(ctx, 'studyArm', 'S1||P1', 'A1', groups))).toThrow("Study arm 'A1' already exists under study part and study");
    expect(() => session.edit((ctx) => addStudyElement(ctx, 'study', undefined, 'a||b', groups))).toThrow("Study branch key cannot contain the characters '||'");
    expect(() => session.edit((ctx) => addStudyElement(ctx, 'studyArm', 'S1', 'A9', groups))).toThrow('A study arm needs a study part above it');
    expect(() => session.edit((ctx) => addStudyElement(ctx, 'study', undefined, 'S9', []))).toThrow("The tag group 'Study' is missing");
    expect(session.getSnapshot().canUndo).toBe(false);
  });
});

describe('study tree commands: renaming', () => {
  it('renames the key in the tree, datasets and their names, points, texts and headers, with reference rows', () => {
    const doc = studyDocument();
    const session = open(doc);
    const command = session.edit((ctx) => renameStudyKey(ctx, 'S1||P1', 'Part 1'));
    const d = session.document;
    expect(d.studyTree!.map((e) => e.compositeKey)).toEqual(['S1', 'S1||Part 1', 'S1||Part 1||A1', 'S1||Part 1||A2', 'S2']);
    expect(d.studyTree![1]!.metadata[0]!.value).toBe('Part 1');
    expect(d.studyTree![2]!.metadata[0]!.value).toBe('A1');
    const [, , a1, cells] = d.pages[0]!.datasets;
    expect(a1!.name).toBe('S1||Part 1||A1_u1');
    expect(a1!.metadata).toMatchObject({ name: 'S1||Part 1||A1_u1', studyData: { compositeKey: 'S1||Part 1||A1' } });
    expect(cells!.points.map((p) => [p.metadata?.compositeKey, p.metadata?.referenceCompositeKey])).toEqual([
      ['S1||Part 1||A1', undefined],
      ['S2', undefined],
      ['S1||Part 1||A1', 'S1||Part 1||A2'],
      ['S2', 'S1||Part 1||A2'],
    ]);
    expect(d.pages[0]!.texts![0]!.metadata.compositeKey).toBe('S1||Part 1||A2');
    expect(d.pages[1]!.datasets[2]!.name).toBe('S1||Part 1||A2_u2');
    expect(d.pages[1]!.axes[0]!.metadata.barHeaders!.headers[0]!.metadata).toMatchObject({ compositeKey: 'S1||Part 1', 0: { value: 'Part 1' } });
    expect(command.ops.every((op) => op.op === 'replace')).toBe(true);
    expect(command.ops.some((op) => op.path.includes('/points/1/'))).toBe(false);
    expect(command.ops.some((op) => op.path.startsWith('/pages/0/texts/1'))).toBe(false);
    expectUndoRestores(session, doc);
  });

  it('renames an arm in the branch rows and the reference-arm rows that spell it', () => {
    const doc = studyDocument();
    const session = open(doc);
    session.edit((ctx) => renameStudyKey(ctx, 'S1||P1||A2', 'Placebo'));
    const cells = session.document.pages[0]!.datasets[3]!;
    expect(cells.points[2]!.metadata).toMatchObject({ 0: { value: 'A1' }, 1: { value: 'Placebo' }, referenceCompositeKey: 'S1||P1||Placebo' });
    expect(session.document.pages[0]!.texts![0]!.metadata).toMatchObject({ 0: { value: 'Placebo' }, compositeKey: 'S1||P1||Placebo' });
    expect(session.document.studyTree![3]!.metadata[0]!.value).toBe('Placebo');
    expectUndoRestores(session, doc);
  });

  it('changes nothing for the same abbreviation and refuses an existing key', () => {
    const session = open(studyDocument());
    expect(session.edit((ctx) => renameStudyKey(ctx, 'S1', ' S1 ')).ops).toEqual([]);
    expect(() => session.edit((ctx) => renameStudyKey(ctx, 'S1', 'S2'))).toThrow("Study 'S2' already exists");
    expect(() => session.edit((ctx) => renameStudyKey(ctx, 'S1', ''))).toThrow('Study branch key cannot be empty');
    expect(() => session.edit((ctx) => renameStudyKey(ctx, 'S7', 'S8'))).toThrow('Study branch S7 not found');
  });
});

describe('study tree commands: deleting', () => {
  it('removes the branch, its descendants and all their data on every page, clearing references', () => {
    const doc = studyDocument();
    const session = open(doc);
    const command = session.edit((ctx) => deleteStudyElement(ctx, 'S1||P1||A2'));
    const d = session.document;
    expect(d.studyTree!.map((e) => e.compositeKey)).toEqual(['S1', 'S1||P1', 'S1||P1||A1', 'S2']);
    expect(d.pages[1]!.datasets.map((ds) => ds.name)).toEqual(['Dataset 1', 'Dataset 2']);
    expect(d.pages[0]!.texts!.map((t) => t.uuid)).toEqual(['x2']);
    const cells = d.pages[0]!.datasets[3]!;
    expect(cells.points).toHaveLength(4);
    expect(cells.points[2]!.metadata).toEqual({
      0: { tag: { name: 'Study arm abbreviation', uuid: 't' }, value: 'A1' },
      1: { tag: { name: 'Unit', uuid: 't' }, value: 'mg' },
      compositeKey: 'S1||P1||A1',
    });
    expect(cells.points[3]!.metadata).toEqual({ compositeKey: 'S2' });
    expect(command.label).toBe('Delete study arm');
    expectUndoRestores(session, doc);
  });

  it('removes tagged points of other datasets and remaps their tuples', () => {
    const doc = studyDocument();
    doc.pages[0]!.datasets[3]!.pointGroups = ['Central tendency', 'Error'];
    doc.pages[0]!.datasets[3]!.tuples = [[0, 1], [2, 3]];
    const session = open(doc);
    const command = session.edit((ctx) => deleteStudyElement(ctx, 'S1'));
    const d = session.document;
    expect(d.studyTree!.map((e) => e.compositeKey)).toEqual(['S2']);
    expect(d.pages[0]!.datasets.map((ds) => ds.name)).toEqual(['Dataset 1', 'Dataset 2', 'Column_c1']);
    expect(d.pages[0]!.datasets[2]!.points.map((p) => p.x)).toEqual([6, 8]);
    expect(d.pages[0]!.datasets[2]!.tuples).toEqual([[null, 0], [null, 1]]);
    expect(command.ops.filter((op) => op.op === 'remove').map((op) => op.path)).toEqual([
      '/pages/0/datasets/3/points/2',
      '/pages/0/datasets/3/points/0',
      '/pages/0/datasets/2',
      '/pages/0/texts/0',
      '/pages/1/datasets/2',
      '/studyTree/3',
      '/studyTree/2',
      '/studyTree/1',
      '/studyTree/0',
    ]);
    expectUndoRestores(session, doc);
  });

  it('removes only the element when it has no data', () => {
    const doc = studyDocument();
    const session = open(doc);
    const command = session.edit((ctx) => deleteStudyElement(ctx, 'S2||Nothing'));
    expect(command.ops).toEqual([]);
    doc.studyTree!.push(element('S3', 'Study', 'Study abbreviation', 'S3'));
    const second = open(doc);
    expect(second.edit((ctx) => deleteStudyElement(ctx, 'S3')).ops).toEqual([{ op: 'remove', path: '/studyTree/5' }]);
  });
});

describe('study tree commands: other rows', () => {
  it('replaces the rows of one element, its branch row kept first', () => {
    const doc = studyDocument();
    const session = open(doc);
    const description = { tag: { name: 'Description', uuid: 't-desc' }, value: 'Phase III trial' };
    const command = session.edit((ctx) => setStudyElementMetadata(ctx, 'S1', [{ tag: { name: 'Study abbreviation', uuid: 't' }, value: 'ignored' }, description]));
    expect(command.ops).toEqual([
      { op: 'replace', path: '/studyTree/0/metadata', value: { 0: { tag: { name: 'Study abbreviation', uuid: 't' }, value: 'S1' }, 1: description } },
    ]);
    expectUndoRestores(session, doc);
  });
});
