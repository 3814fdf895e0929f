import { describe, expect, it } from 'vitest';
import type { PointMetadata, TagGroup } from '../../../src/editor/core/model/types';
import {
  EMPTY_VALUE,
  HINTS,
  branchLabel,
  branchLevelName,
  collectedDataSummary,
  collectedTagIds,
  instanceItems,
  isPositionlessTag,
  nextPressedTag,
  studyBranchOptions,
  tagButtons,
  tagDescription,
  taggingHint,
} from '../../../src/editor/panels/tagging/taggingToolbarState';

const outcomes: TagGroup = {
  name: 'Outcomes',
  uuid: 'g-out',
  tags: [
    { name: 'Outcome', uuid: 't-outcome' },
    { name: 'Time (number)', uuid: 't-time' },
    { name: 'Unit', uuid: 't-unit' },
    { name: 'Study arm abbreviation', uuid: 't-arm', isCompositeKeyMember: true, compositeKeyIndex: 2 },
    { name: 'Reference study arm abbreviation', uuid: 't-ref' },
  ],
};

const point = (instanceUuid: string, rows: [string, string, string | number | null][], extra: Partial<PointMetadata> = {}) => {
  const metadata: PointMetadata = { tagGroup: { name: 'Outcomes', uuid: 'g-out', instanceUuid }, ...extra };
  rows.forEach(([uuid, name, value], i) => {
    metadata[i] = { tag: { uuid, name }, value };
  });
  return { metadata };
};

describe('tag buttons', () => {
  const items = [
    point('i-1', [['t-outcome', 'Outcome', 'Pain score']]),
    point('i-1', [['t-time', 'Time (number)', '']]),
    point('i-2', [['t-unit', 'Unit', 'mm']]),
    { metadata: undefined },
  ];

  it('keeps only the items of the instance', () => {
    expect(instanceItems(items, 'i-1')).toHaveLength(2);
    expect(instanceItems(items, 'i-2')).toHaveLength(1);
    expect(instanceItems(items, null)).toEqual([]);
  });

  it('counts a tag as collected only when a row of the instance has a value', () => {
    const ids = collectedTagIds(instanceItems(items, 'i-1'));
    expect(ids.has('t-outcome')).toBe(true);
    expect(ids.has('t-time')).toBe(false);
    expect(ids.has('t-unit')).toBe(false);
  });

  it('gives each tag of the group its state, in the group order', () => {
    const buttons = tagButtons(outcomes, instanceItems(items, 'i-1'), 't-time');
    expect(buttons.map((b) => [b.name, b.state, b.collected])).toEqual([
      ['Outcome', 'collected', true],
      ['Time (number)', 'pressed', false],
      ['Unit', 'unpressed', false],
      ['Study arm abbreviation', 'unpressed', false],
      ['Reference study arm abbreviation', 'unpressed', false],
    ]);
  });

  it('shows a pressed collected tag as pressed and still collected', () => {
    const [outcome] = tagButtons(outcomes, instanceItems(items, 'i-1'), 't-outcome');
    expect(outcome).toMatchObject({ state: 'pressed', collected: true });
  });

  it('matches rows by tag name when their uuid is missing', () => {
    const legacy = point('i-3', [['', 'Unit', 'mg']]);
    expect(tagButtons(outcomes, [legacy], null).find((b) => b.name === 'Unit')?.state).toBe('collected');
  });

  it('returns no buttons without a group', () => {
    expect(tagButtons(null, items, null)).toEqual([]);
  });

  it('marks key tags of non-branch groups as positionless, and no tag of a branch group', () => {
    expect(tagButtons(outcomes, [], null).filter((b) => b.positionless).map((b) => b.name)).toEqual([
      'Study arm abbreviation',
      'Reference study arm abbreviation',
    ]);
    expect(isPositionlessTag({ name: 'Study arm' }, { name: 'Study arm abbreviation' })).toBe(false);
    expect(isPositionlessTag({ name: 'Dosing' }, { name: 'Population' })).toBe(true);
    expect(isPositionlessTag({ name: 'Dosing' }, { name: 'Dose' })).toBe(false);
  });

  it('toggles the pressed tag, and moves it to another tag', () => {
    expect(nextPressedTag(null, 't-unit')).toBe('t-unit');
    expect(nextPressedTag('t-unit', 't-unit')).toBeNull();
    expect(nextPressedTag('t-unit', 't-time')).toBe('t-time');
  });

  it('describes collected and positionless tags', () => {
    expect(tagDescription({ collected: false, positionless: false })).toBeUndefined();
    expect(tagDescription({ collected: true, positionless: false })).toBe('Collected');
    expect(tagDescription({ collected: true, positionless: true })).toBe('Collected. Asks for the key, no click on the page');
  });
});

describe('study branches', () => {
  it('labels a branch with the parts of its key', () => {
    expect(branchLabel('ABC-1||Part A||Placebo')).toBe('ABC-1 / Part A / Placebo');
    expect(branchLabel('ABC-1')).toBe('ABC-1');
    expect(branchLevelName('ABC-1||Part A||Placebo')).toBe('Study arm');
    expect(branchLevelName('')).toBeUndefined();
  });

  it('lists parents before children, siblings in tree order, each key once', () => {
    const tree = [
      { compositeKey: 'ABC-1||Part A||Placebo' },
      { compositeKey: 'XYZ' },
      { compositeKey: 'ABC-1' },
      { compositeKey: 'ABC-1||Part A' },
      { compositeKey: 'ABC-1||Part A||Drug' },
      { compositeKey: 'XYZ||Part 1' },
      { compositeKey: 'ABC-1||Part A' },
      { compositeKey: '' },
    ];
    expect(studyBranchOptions(tree).map((b) => b.key)).toEqual([
      'XYZ',
      'XYZ||Part 1',
      'ABC-1',
      'ABC-1||Part A',
      'ABC-1||Part A||Placebo',
      'ABC-1||Part A||Drug',
    ]);
    expect(studyBranchOptions(tree)[4]).toEqual({ key: 'ABC-1||Part A||Placebo', label: 'ABC-1 / Part A / Placebo' });
  });
});

describe('collected data of the selected point', () => {
  it('gives its name, group, branch and visible rows', () => {
    const { metadata } = point(
      'i-1',
      [
        ['t-outcome', 'Outcome', 'Pain score'],
        ['t-time', 'Time (number)', 12],
        ['t-unit', 'Unit', null],
      ],
      { compositeKey: 'ABC-1||Part A||Placebo' },
    );
    metadata[3] = { tag: { uuid: 't-x', name: 'Value' }, value: 4.2, hidden: true };
    expect(collectedDataSummary({ name: 'Point 3', metadata })).toEqual({
      name: 'Point 3',
      tagGroup: 'Outcomes',
      branch: 'ABC-1 / Part A / Placebo',
      rows: [
        { tag: 'Outcome', value: 'Pain score' },
        { tag: 'Time (number)', value: '12' },
        { tag: 'Unit', value: EMPTY_VALUE },
      ],
    });
  });

  it('gives a point without metadata its name and no rows', () => {
    expect(collectedDataSummary({ name: 'Point 1' })).toEqual({ name: 'Point 1', rows: [] });
  });
});

describe('hint', () => {
  const buttons = tagButtons(outcomes, [point('i-1', [['t-outcome', 'Outcome', 'Pain score']])], null);
  const press = (uuid: string) => buttons.map((b) => (b.uuid === uuid ? { ...b, state: 'pressed' as const } : b));

  it('asks for a tag group, then a branch', () => {
    expect(taggingHint({ tags: [] })).toBe(HINTS.noGroup);
    expect(taggingHint({ tagGroup: 'Outcomes', tags: buttons })).toBe('Choose a study branch to collect Outcomes for');
  });

  it('says when the group has no tags', () => {
    expect(taggingHint({ tagGroup: 'Dosing', branch: 'ABC-1', tags: [] })).toBe('Dosing has no tags to collect');
  });

  it('asks to press a tag when none is pressed', () => {
    expect(taggingHint({ tagGroup: 'Outcomes', branch: 'ABC-1', tags: buttons })).toBe(HINTS.nothingPressed);
  });

  it('names the pressed tag and what collects it', () => {
    const situation = { tagGroup: 'Outcomes', branch: 'ABC-1' };
    expect(taggingHint({ ...situation, tags: press('t-unit') })).toBe('Click a point or select text on the page to collect Unit');
    expect(taggingHint({ ...situation, tags: press('t-outcome') })).toBe('Click a point or select text on the page to collect Outcome anew');
    expect(taggingHint({ ...situation, tags: press('t-arm') })).toBe('Choose the key for Study arm abbreviation; it needs no click on the page');
  });

  it('says when every tag is collected', () => {
    const all = buttons.map((b) => ({ ...b, state: 'collected' as const, collected: true }));
    expect(taggingHint({ tagGroup: 'Outcomes', branch: 'ABC-1', tags: all })).toBe(
      'Every tag of Outcomes is collected for ABC-1; press a tag to collect it anew',
    );
  });
});
