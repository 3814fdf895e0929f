import { describe, expect, it } from 'vitest';
import type { PointMetadata, TagGroup } from '../../../src/editor/core/model/types';
import {
  METADATA_DIALOG_MESSAGES,
  STUDY_BRANCH_PSEUDO_TAG,
  activeTab,
  convertValue,
  dismissOutcome,
  emptyHint,
  initMetadataDialog,
  keyLevelOptions,
  keyOptions,
  keysForLevel,
  limitItems,
  metadataDialogReducer,
  preventClosing,
  result,
  resultByTagGroup,
  rowError,
  tagOptions,
  visibleRows,
  type MetadataDialogAction,
  type MetadataDialogInit,
  type MetadataDialogState,
} from '../../../src/editor/panels/metadata/metadataDialogState';

const outcomes: TagGroup = {
  name: 'Outcomes',
  uuid: 'g-out',
  tags: [
    { name: 'Study abbreviation', uuid: 't-study' },
    { name: 'Study arm abbreviation', uuid: 't-arm' },
    { name: 'Reference study arm abbreviation', uuid: 't-ref' },
    { name: 'Mean', uuid: 't-mean' },
    { name: 'Unit', uuid: 't-unit' },
    { name: 'Time (number)', uuid: 't-time' },
  ],
};
const baseline: TagGroup = { name: 'Baseline/Demographics', uuid: 'g-base', tags: [{ name: 'Age', uuid: 't-age' }, { name: 'Study arm', uuid: 't-arm2' }] };
const studyArmGroup: TagGroup = { name: 'Study arm', uuid: 'g-arm', tags: [{ name: 'Study arm abbreviation', uuid: 't-arm' }, { name: 'Description', uuid: 't-desc' }] };

const KEYS = ['ABC', 'ABC||P1', 'ABC||P1||PBO', 'ABC||P1||DRUG', 'ABC||P1||PBO||ITT', 'ABC||P1||PBO||ITT||Women', 'ABC||||ARM2', 'XYZ'];

const start = (init: Partial<MetadataDialogInit> = {}) => initMetadataDialog({ tagGroups: [outcomes], studyKeys: KEYS, axisType: 'xy', ...init });
const run = (s: MetadataDialogState, ...actions: MetadataDialogAction[]) => actions.reduce(metadataDialogReducer, s);
const firstRow = (s: MetadataDialogState) => visibleRows(activeTab(s))[0]!;

describe('keysForLevel: the key picker filters the study keys by level', () => {
  it('study lists only bare studies', () => expect(keysForLevel(KEYS, 'study')).toEqual(['ABC', 'XYZ']));
  it('part lists keys with study and part but no arm', () => expect(keysForLevel(KEYS, 'studyPart')).toEqual(['ABC||P1']));
  it('arm lists arms without population or subgroup, even without a part', () =>
    expect(keysForLevel(KEYS, 'studyArm')).toEqual(['ABC||P1||PBO', 'ABC||P1||DRUG', 'ABC||||ARM2']));
  it('population lists populations without subgroup', () => expect(keysForLevel(KEYS, 'population')).toEqual(['ABC||P1||PBO||ITT']));
  it('subgroup lists keys with a subgroup', () => expect(keysForLevel(KEYS, 'subgroup')).toEqual(['ABC||P1||PBO||ITT||Women']));
  it('reference lists every key', () => expect(keysForLevel(KEYS, 'reference')).toEqual(KEYS));
  it('dropdowns show at most 20 items', () => {
    const many = Array.from({ length: 27 }, (_, i) => `S${i}`);
    expect(limitItems(many)).toEqual({ items: many.slice(0, 20), hiddenCount: 7 });
  });
});

describe('tag choice', () => {
  it('offers the pseudo study-branch tag first, then the group tags', () => {
    const s = start();
    expect(tagOptions(s, firstRow(s).id)).toEqual([STUDY_BRANCH_PSEUDO_TAG, ...outcomes.tags.map((t) => t.name)]);
  });

  it('offers only one branch tag and one reference tag per dialog', () => {
    let s = start();
    const a = firstRow(s).id;
    s = run(s, { type: 'setTag', rowId: a, tag: 'Study arm abbreviation' }, { type: 'addRow', afterRowId: a });
    const b = visibleRows(activeTab(s))[1]!.id;
    let offered = tagOptions(s, b);
    expect(offered).not.toContain('Study abbreviation');
    expect(offered).not.toContain('Study arm abbreviation');
    expect(offered).toContain('Reference study arm abbreviation');
    expect(keyLevelOptions(s, b)).toEqual(['reference']);
    s = run(s, { type: 'setTag', rowId: b, tag: 'Reference study arm abbreviation' }, { type: 'addRow' });
    const c = visibleRows(activeTab(s))[2]!.id;
    offered = tagOptions(s, c);
    expect(offered).toEqual(['Mean', 'Unit', 'Time (number)']);
    // The row that holds the branch may still change to the other branch tags.
    expect(tagOptions(s, a)).toContain('Study abbreviation');
  });

  it('never offers excluded tags', () => {
    const s = start({ excludedTags: ['Reference study arm abbreviation'] });
    expect(tagOptions(s, firstRow(s).id)).not.toContain('Reference study arm abbreviation');
    expect(keyLevelOptions(s, firstRow(s).id)).not.toContain('reference');
  });

  it('offers no pseudo tag in a branch group', () => {
    const s = start({ tagGroups: [studyArmGroup], axisType: undefined });
    expect(tagOptions(s, firstRow(s).id)).toEqual(['Study arm abbreviation', 'Description']);
  });

  it('the key picker filters the keys by the chosen level', () => {
    let s = start();
    const id = firstRow(s).id;
    s = run(s, { type: 'setTag', rowId: id, tag: STUDY_BRANCH_PSEUDO_TAG });
    expect(keyOptions(s, id)).toEqual(KEYS);
    s = run(s, { type: 'setKeyLevel', rowId: id, level: 'population' });
    expect(keyOptions(s, id)).toEqual(['ABC||P1||PBO||ITT']);
    s = run(s, { type: 'setTag', rowId: id, tag: 'Study arm abbreviation' });
    expect(keyOptions(s, id)).toEqual(['ABC||P1||PBO', 'ABC||P1||DRUG', 'ABC||||ARM2']);
  });
});

describe('values', () => {
  it('trims and turns numbers into numbers, except on key tags', () => {
    expect(convertValue('Mean', '  12.5 ')).toBe(12.5);
    expect(convertValue('Mean', '-3e2')).toBe(-300);
    expect(convertValue('Mean', ' 12 mg ')).toBe('12 mg');
    expect(convertValue('Study arm abbreviation', ' 001 ')).toBe('001');
    expect(convertValue('Reference study arm abbreviation', '2')).toBe('2');
  });

  it('resets the value between key and non-key tags and between different key tags, not between plain tags', () => {
    let s = start();
    const id = firstRow(s).id;
    s = run(s, { type: 'setTag', rowId: id, tag: 'Mean' }, { type: 'setValue', rowId: id, value: '4' }, { type: 'setTag', rowId: id, tag: 'Unit' });
    expect(firstRow(s).value).toBe('4');
    s = run(s, { type: 'setTag', rowId: id, tag: 'Study arm abbreviation' });
    expect(firstRow(s).value).toBe('');
    s = run(s, { type: 'setValue', rowId: id, value: 'ABC||P1||PBO' }, { type: 'setTag', rowId: id, tag: 'Study abbreviation' });
    expect(firstRow(s).value).toBe('');
    s = run(s, { type: 'setValue', rowId: id, value: 'ABC' }, { type: 'setTag', rowId: id, tag: 'Mean' });
    expect(firstRow(s).value).toBe('');
  });

  it('builds PointMetadata with the composite key, tag uuids and the tag group', () => {
    let s = start();
    const id = firstRow(s).id;
    s = run(
      s,
      { type: 'setTag', rowId: id, tag: 'Study arm abbreviation' },
      { type: 'setValue', rowId: id, value: 'ABC||P1||PBO' },
      { type: 'addRow', afterRowId: id },
    );
    const second = visibleRows(activeTab(s))[1]!.id;
    s = run(s, { type: 'setTag', rowId: second, tag: 'Mean' }, { type: 'setValue', rowId: second, value: ' 7.25 ' });
    expect(result(s)).toEqual({
      0: { tag: { name: 'Study arm abbreviation', uuid: 't-arm' }, value: 'PBO' },
      1: { tag: { name: 'Mean', uuid: 't-mean' }, value: 7.25 },
      compositeKey: 'ABC||P1||PBO',
      tagGroup: { name: 'Outcomes', uuid: 'g-out' },
    });
  });

  it('keeps the reference composite key only while a reference tag is present', () => {
    const initial: PointMetadata = {
      0: { tag: { name: 'Mean', uuid: 't-mean' }, value: 3 },
      1: { tag: { name: 'Reference study arm abbreviation', uuid: 't-ref' }, value: 'PBO' },
      compositeKey: 'ABC||P1||DRUG',
      referenceCompositeKey: 'ABC||P1||PBO',
      tagGroup: { name: 'Outcomes', uuid: 'g-out', instanceUuid: 'inst-1' },
      uuid: 'point-1',
    };
    let s = start({ initial });
    expect(result(s).referenceCompositeKey).toBe('ABC||P1||PBO');
    expect(result(s).compositeKey).toBe('ABC||P1||DRUG');
    const refRow = visibleRows(activeTab(s)).find((r) => r.tag === 'Reference study arm abbreviation')!;
    expect(refRow.value).toBe('ABC||P1||PBO');
    s = run(s, { type: 'deleteRow', rowId: refRow.id });
    const out = result(s);
    expect(out.referenceCompositeKey).toBeUndefined();
    expect(out.uuid).toBe('point-1');
    expect(out.tagGroup).toEqual({ name: 'Outcomes', uuid: 'g-out', instanceUuid: 'inst-1' });
  });

  it('shows a key without a branch row as the key picker at its deepest level, and deleting it drops the key', () => {
    let s = start({ initial: { 0: { tag: { name: 'Mean', uuid: 't-mean' }, value: 1 }, compositeKey: 'ABC||P1' } });
    const picker = firstRow(s);
    expect(picker).toMatchObject({ tag: STUDY_BRANCH_PSEUDO_TAG, keyLevel: 'studyPart', value: 'ABC||P1' });
    expect(result(s)).toEqual({ 0: { tag: { name: 'Mean', uuid: 't-mean' }, value: 1 }, compositeKey: 'ABC||P1', tagGroup: { name: 'Outcomes', uuid: 'g-out' } });
    s = run(s, { type: 'deleteRow', rowId: picker.id });
    expect(result(s).compositeKey).toBeUndefined();
  });

  it('keeps axis, axisType, hidden and headerTag of the rows it was given', () => {
    const initial: PointMetadata = {
      0: { tag: { name: 'Mean', uuid: 't-mean' }, value: 2, axis: 'y', axisType: 'value' },
      1: { tag: { name: 'Unit', uuid: 't-unit' }, value: 'mg', axis: 'y', axisType: 'unit', hidden: true },
      2: { tag: { name: 'Time (number)', uuid: 't-time' }, value: 4, headerTag: true },
    };
    const s = start({ initial });
    expect(visibleRows(activeTab(s)).map((r) => r.tag)).toEqual(['Mean', 'Time (number)']);
    expect(result(s)).toEqual({ ...initial, tagGroup: { name: 'Outcomes', uuid: 'g-out' } });
  });

  it('a branch group types its abbreviation and builds the key under the element it opened with', () => {
    let s = start({ tagGroups: [studyArmGroup], axisType: undefined, initial: { compositeKey: 'ABC||P1||OLD' } });
    const id = firstRow(s).id;
    s = run(s, { type: 'setTag', rowId: id, tag: 'Study arm abbreviation' }, { type: 'setValue', rowId: id, value: 'A||B' });
    expect(rowError(s, id)).toBe("Study branch key cannot contain the characters '||'");
    s = run(s, { type: 'setValue', rowId: id, value: ' 002 ' });
    expect(result(s)).toMatchObject({ 0: { tag: { name: 'Study arm abbreviation', uuid: 't-arm' }, value: '002' }, compositeKey: 'ABC||P1||002' });
  });
});

describe('values from the axes labels', () => {
  it("keep their data type tag, from outside the point's group, with its uuid, and do not block closing", () => {
    const initial: PointMetadata = {
      0: { tag: { name: 'Hazard ratio', uuid: 't-hr' }, value: 2.1, axis: 'y', axisType: 'value' },
      1: { tag: { name: 'Unit', uuid: 't-unit' }, value: 'ratio', axis: 'y', axisType: 'unit' },
      2: { tag: { name: 'Median', uuid: '' }, value: 3, axis: 'x', axisType: 'value' },
      compositeKey: 'ABC||P1||PBO',
    };
    let s = start({ initial });
    // A data type tag without a uuid (a tag of no group) is carried as well.
    expect(visibleRows(activeTab(s)).map((r) => rowError(s, r.id))).toEqual([null, null, null, null]);
    expect(preventClosing(s)).toBeNull();
    expect(result(s)[0]).toEqual({ tag: { name: 'Hazard ratio', uuid: 't-hr' }, value: 2.1, axis: 'y', axisType: 'value' });
    // Given another tag, the row is like any other: the tag must belong to the group.
    const id = visibleRows(activeTab(s)).find((r) => r.tag === 'Hazard ratio')!.id;
    s = run(s, { type: 'setTag', rowId: id, tag: 'Odds ratio' });
    expect(rowError(s, id)).toBe(METADATA_DIALOG_MESSAGES.unknownTag('Odds ratio', 'Outcomes'));
  });
});

describe('rules and closing', () => {
  it('a key outside its level blocks closing with the study-branch message', () => {
    let s = start();
    const id = firstRow(s).id;
    s = run(s, { type: 'setTag', rowId: id, tag: 'Study arm abbreviation' }, { type: 'setValue', rowId: id, value: 'ABC' });
    expect(preventClosing(s)).toBe('ABC is not a valid study branch');
    s = run(s, { type: 'dismiss' });
    expect(s.outcome).toBeNull();
    expect(s.blockedReason).toBe('ABC is not a valid study branch');
    s = run(s, { type: 'setValue', rowId: id, value: 'ABC||P1||PBO' });
    expect(s.blockedReason).toBeNull();
    s = run(s, { type: 'dismiss' });
    expect(s.outcome?.kind).toBe('save');
  });

  it('a value without a tag, an unknown tag and a picker without a level are rule failures', () => {
    let s = start();
    const id = firstRow(s).id;
    s = run(s, { type: 'setValue', rowId: id, value: '5' });
    expect(rowError(s, id)).toBe(METADATA_DIALOG_MESSAGES.valueWithoutTag);
    s = run(s, { type: 'setTag', rowId: id, tag: 'Median' });
    expect(rowError(s, id)).toBe("'Median' is not a tag of Outcomes.");
    s = run(s, { type: 'setTag', rowId: id, tag: STUDY_BRANCH_PSEUDO_TAG }, { type: 'setValue', rowId: id, value: 'ABC' });
    expect(rowError(s, id)).toBe(METADATA_DIALOG_MESSAGES.chooseLevel);
    s = run(s, { type: 'setKeyLevel', rowId: id, level: 'study' }, { type: 'setValue', rowId: id, value: 'ABC' });
    expect(rowError(s, id)).toBeNull();
  });

  it('two branch rows given by the data break the one-branch rule', () => {
    const s = start({
      initial: {
        0: { tag: { name: 'Study abbreviation', uuid: 't-study' }, value: 'ABC' },
        1: { tag: { name: 'Study arm abbreviation', uuid: 't-arm' }, value: 'PBO' },
        compositeKey: 'ABC||P1||PBO',
      },
    });
    expect(preventClosing(s)).toBe(METADATA_DIALOG_MESSAGES.oneBranch);
  });

  it('Escape on a point without values deletes it, and the empty point shows a hint', () => {
    const s = start();
    expect(emptyHint(s)).toBe(METADATA_DIALOG_MESSAGES.emptyPointHint);
    expect(run(s, { type: 'dismiss' }).outcome).toEqual({ kind: 'delete' });
  });

  it('headers, images and text items clear on exit when clean; a table cell just closes', () => {
    for (const axisType of ['tableHeader', 'barGraphHeader', 'image', 'text'] as const) {
      expect(dismissOutcome(start({ axisType }))).toEqual({ kind: 'clear' });
      expect(emptyHint(start({ axisType }))).toBeNull();
    }
    expect(dismissOutcome(start({ axisType: 'table' }))).toEqual({ kind: 'close' });
  });

  it('without an axis type empty content blocks closing', () => {
    const s = run(start({ axisType: undefined }), { type: 'dismiss' });
    expect(s.outcome).toBeNull();
    expect(s.blockedReason).toBe(METADATA_DIALOG_MESSAGES.emptyNotAllowed);
  });

  it('an untouched filled item just closes; an edited one saves', () => {
    const initial: PointMetadata = { 0: { tag: { name: 'Mean', uuid: 't-mean' }, value: 2 }, tagGroup: { name: 'Outcomes', uuid: 'g-out' } };
    let s = start({ initial });
    expect(dismissOutcome(s)).toEqual({ kind: 'close' });
    s = run(s, { type: 'setValue', rowId: firstRow(s).id, value: '3' }, { type: 'dismiss' });
    expect(s.outcome).toMatchObject({ kind: 'save', metadata: { 0: { value: 3 } } });
  });

  it('deleting the last remaining row closes and clears', () => {
    const s = start({ initial: { 0: { tag: { name: 'Mean', uuid: 't-mean' }, value: 2 } } });
    expect(run(s, { type: 'deleteRow', rowId: firstRow(s).id }).outcome).toEqual({ kind: 'clear' });
  });

  it('Enter confirms only after a value is entered', () => {
    let s = start();
    expect(run(s, { type: 'confirm' }).outcome).toBeNull();
    const id = firstRow(s).id;
    s = run(s, { type: 'setTag', rowId: id, tag: 'Mean' }, { type: 'setValue', rowId: id, value: ' 42 ' }, { type: 'confirm' });
    expect(s.outcome).toEqual({
      kind: 'save',
      metadata: { 0: { tag: { name: 'Mean', uuid: 't-mean' }, value: 42 }, tagGroup: { name: 'Outcomes', uuid: 'g-out' } },
      byTagGroup: [{ 0: { tag: { name: 'Mean', uuid: 't-mean' }, value: 42 }, tagGroup: { name: 'Outcomes', uuid: 'g-out' } }],
      blankTableCell: false,
    });
  });

  it('a blank table cell waives the rows and confirms without any', () => {
    let s = start({ axisType: 'table' });
    const id = firstRow(s).id;
    s = run(s, { type: 'setValue', rowId: id, value: 'orphan' }, { type: 'setBlankTableCell', blank: true });
    expect(preventClosing(s)).toBeNull();
    s = run(s, { type: 'confirm' });
    expect(s.outcome).toMatchObject({ kind: 'save', blankTableCell: true, metadata: { tagGroup: { name: 'Outcomes', uuid: 'g-out' } } });
    expect(Object.keys((s.outcome as { metadata: PointMetadata }).metadata)).toEqual(['tagGroup']);
  });
});

describe('tabs, size and picking text', () => {
  it('keeps rows per tag-group tab and applies the one study branch to every tab', () => {
    let s = start({ tagGroups: [outcomes, baseline], axisType: 'table' });
    const a = firstRow(s).id;
    s = run(s, { type: 'setTag', rowId: a, tag: STUDY_BRANCH_PSEUDO_TAG }, { type: 'setKeyLevel', rowId: a, level: 'studyArm' });
    s = run(s, { type: 'setValue', rowId: a, value: 'ABC||P1||DRUG' }, { type: 'setActiveTab', index: 1 });
    const b = firstRow(s).id;
    expect(tagOptions(s, b)).toEqual([STUDY_BRANCH_PSEUDO_TAG, 'Age']);
    s = run(s, { type: 'setTag', rowId: b, tag: 'Age' }, { type: 'setValue', rowId: b, value: '61' });
    const [first, second] = resultByTagGroup(s);
    expect(first).toEqual({ compositeKey: 'ABC||P1||DRUG', tagGroup: { name: 'Outcomes', uuid: 'g-out' } });
    expect(second).toEqual({ 0: { tag: { name: 'Age', uuid: 't-age' }, value: 61 }, compositeKey: 'ABC||P1||DRUG', tagGroup: { name: 'Baseline/Demographics', uuid: 'g-base' } });
    expect(result(s).tagGroup?.name).toBe('Baseline/Demographics');
  });

  it('expands and collapses', () => {
    const s = start();
    expect(s.expanded).toBe(true);
    expect(run(s, { type: 'collapse' }).expanded).toBe(false);
    expect(run(s, { type: 'collapse' }, { type: 'expand' }).expanded).toBe(true);
  });

  it('picked text becomes the row value, whitespace collapsed; a cancelled pick changes nothing', () => {
    let s = start();
    const id = firstRow(s).id;
    s = run(s, { type: 'startPickText', rowId: id });
    expect(s.selectingTextRow).toBe(id);
    s = run(s, { type: 'finishPickText', text: null });
    expect(s.selectingTextRow).toBeNull();
    expect(firstRow(s).value).toBe('');
    s = run(s, { type: 'startPickText', rowId: id }, { type: 'finishPickText', text: '  Placebo\n group ' });
    expect(firstRow(s).value).toBe('Placebo group');
  });

  it('Escape while picking text stops picking and keeps the dialog open', () => {
    const s = run(start(), { type: 'startPickText', rowId: 0 }, { type: 'dismiss' });
    expect(s.selectingTextRow).toBeNull();
    expect(s.outcome).toBeNull();
  });

  it('adds a row after the given one and ignores actions once ended', () => {
    let s = start();
    const id = firstRow(s).id;
    s = run(s, { type: 'addRow', afterRowId: id }, { type: 'addRow', afterRowId: id });
    const ids = visibleRows(activeTab(s)).map((r) => r.id);
    expect(ids).toEqual([id, 2, 1]);
    s = run(s, { type: 'dismiss' });
    expect(s.outcome).toEqual({ kind: 'delete' });
    expect(run(s, { type: 'addRow' })).toBe(s);
  });
});
