import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PointMetadata, StudyElement, TagGroup } from '../../src/editor/core/model/types';
import {
  TAGGING_TOOLBAR_TEXT,
  TaggingToolbar,
  collectedDataSummary,
  instanceItems,
  nextPressedTag,
  studyBranchOptions,
  tagButtons,
  taggingHint,
  type HintTimes,
} from '../../src/editor/panels/tagging';

const tag = (uuid: string, name: string, isCompositeKeyMember?: boolean) => ({ uuid, name, ...(isCompositeKeyMember ? { isCompositeKeyMember } : {}) });

const OUTCOMES: TagGroup = {
  uuid: 'g-outcomes',
  name: 'Outcomes',
  tags: [
    tag('t-outcome', 'Outcome'),
    tag('t-measure', 'Measure'),
    tag('t-value', 'Value'),
    tag('t-unit', 'Unit'),
    tag('t-time-number', 'Time (number)'),
    tag('t-time-unit', 'Time (unit)'),
    tag('t-description', 'Description'),
    tag('t-cfb', 'Change from baseline'),
    tag('t-arm', 'Study arm abbreviation', true),
    tag('t-ref', 'Reference study arm abbreviation'),
  ],
};

const CRITERIA: TagGroup = {
  uuid: 'g-criteria',
  name: 'Inclusion/Exclusion criteria',
  tags: [tag('t-inclusion', 'Inclusion criterion'), tag('t-exclusion', 'Exclusion criterion'), tag('t-criteria-arm', 'Study arm abbreviation', true)],
};

const group = (uuid: string, name: string, names: string[] = []): TagGroup => ({ uuid, name, tags: names.map((n, i) => tag(`${uuid}-${i}`, n)) });

/** The project's groups in the order they were made: branch groups first, as the tag-group admin lists them. */
const TAG_GROUPS: TagGroup[] = [
  group('g-study', 'Study', ['Study abbreviation']),
  group('g-part', 'Study part', ['Study part']),
  group('g-arm', 'Study arm', ['Study arm abbreviation']),
  group('g-population', 'Population', ['Population']),
  group('g-subgroup', 'Subgroup', ['Subgroup']),
  OUTCOMES,
  group('g-adverse', 'Adverse events', ['Event', 'Count']),
  group('g-baseline', 'Baseline/Demographics', ['Characteristic', 'Value']),
  group('g-abbreviations', 'Abbreviations', ['Abbreviation', 'Meaning']),
  CRITERIA,
  group('g-dosing', 'Dosing', ['Dose', 'Unit', 'Frequency']),
];

/** The order the combobox must show (spec 3 section 9), branch groups left out. */
const COMBOBOX_ORDER = ['Inclusion/Exclusion criteria', 'Dosing', 'Baseline/Demographics', 'Outcomes', 'Adverse events', 'Abbreviations'];

const element = (compositeKey: string): Pick<StudyElement, 'compositeKey'> => ({ compositeKey });
const STUDY_TREE = [
  element('ABC-1'),
  element('ABC-1||Part A'),
  element('ABC-1||Part A||Placebo'),
  element('ABC-1||Part A||Drug 10 mg'),
  element('ABC-1||Part A||Drug 10 mg||Adults'),
  element('XYZ-2'),
  element('XYZ-2||Open label'),
];
const BRANCHES = studyBranchOptions(STUDY_TREE);
const PLACEBO = 'ABC-1||Part A||Placebo';

/** A collected point or text item of one tag-group instance. */
const item = (group: TagGroup, instanceUuid: string, compositeKey: string, rows: [string, string | number | null][]) => {
  const metadata: PointMetadata = { compositeKey, tagGroup: { uuid: group.uuid, name: group.name, instanceUuid } };
  rows.forEach(([tagName, value], i) => {
    const found = group.tags.find((t) => t.name === tagName)!;
    metadata[i] = { tag: { uuid: found.uuid, name: found.name }, value };
  });
  return { metadata };
};

const PLACEBO_POINTS = [
  item(OUTCOMES, 'i-outcomes-placebo', PLACEBO, [
    ['Outcome', 'Pain score (VAS)'],
    ['Measure', 'Mean'],
    ['Value', 41.5],
    ['Unit', 'mm'],
  ]),
  item(OUTCOMES, 'i-outcomes-placebo', PLACEBO, [['Value', 38.2]]),
];

const CRITERIA_TEXTS = [
  item(CRITERIA, 'i-criteria-abc', 'ABC-1', [['Inclusion criterion', 'Adults aged 18 to 65 years with chronic low back pain']]),
];

const ITEMS = [...PLACEBO_POINTS, ...CRITERIA_TEXTS];

interface HarnessProps {
  tagGroups: TagGroup[];
  initialGroupUuid?: string | null;
  initialBranchKey?: string | null;
  initialPressedTag?: string | null;
  branches?: typeof BRANCHES;
  /** Index into ITEMS of the selected item, with the name the tree gives it. */
  selected?: { name: string; index: number } | null;
  isHintOpen?: boolean;
  hintTimes?: HintTimes;
  width?: number;
  onTagGroupChange?: (uuid: string) => void;
  onBranchChange?: (key: string) => void;
  onTagPress?: (uuid: string) => void;
  onShowStudyTree?: () => void;
}

/**
 * The toolbar as a host drives it: the chosen group and branch find the instance among the collected
 * items, `tagButtons` gives the button states, presses toggle the pressed tag, `taggingHint` says what next.
 */
function TaggingToolbarHarness({
  tagGroups,
  initialGroupUuid = null,
  initialBranchKey = null,
  initialPressedTag = null,
  branches = BRANCHES,
  selected = null,
  isHintOpen,
  hintTimes,
  width = 1000,
  onTagGroupChange,
  onBranchChange,
  onTagPress,
  onShowStudyTree,
}: HarnessProps) {
  const [groupUuid, setGroupUuid] = useState(initialGroupUuid);
  const [branchKey, setBranchKey] = useState(initialBranchKey);
  const [pressed, setPressed] = useState(initialPressedTag);
  const activeGroup = tagGroups.find((g) => g.uuid === groupUuid) ?? null;
  const instanceUuid = ITEMS.find((i) => i.metadata.tagGroup?.uuid === groupUuid && i.metadata.compositeKey === branchKey)?.metadata.tagGroup
    ?.instanceUuid;
  const tags = tagButtons(activeGroup, instanceItems(ITEMS, instanceUuid), pressed);
  const branch = branches.find((b) => b.key === branchKey);
  const selectedItem = selected ? ITEMS[selected.index] : undefined;
  return (
    <div style={{ width, height: 160 }}>
      <TaggingToolbar
        tagGroups={tagGroups}
        activeGroupUuid={groupUuid}
        branches={branches}
        activeBranchKey={branchKey}
        tags={tags}
        selectedPoint={selected && selectedItem ? collectedDataSummary({ name: selected.name, metadata: selectedItem.metadata }) : null}
        hint={taggingHint({ tagGroup: activeGroup?.name, branch: branch?.label, tags })}
        isHintOpen={isHintOpen}
        hintTimes={hintTimes}
        onTagGroupChange={(uuid) => {
          setGroupUuid(uuid);
          setPressed(null);
          onTagGroupChange?.(uuid);
        }}
        onBranchChange={(key) => {
          setBranchKey(key);
          setPressed(null);
          onBranchChange?.(key);
        }}
        onTagPress={(uuid) => {
          setPressed((current) => nextPressedTag(current, uuid));
          onTagPress?.(uuid);
        }}
        {...(onShowStudyTree ? { onShowStudyTree } : {})}
      />
    </div>
  );
}

const meta = {
  title: 'Editor/TaggingToolbar',
  component: TaggingToolbarHarness,
  parameters: { layout: 'padded' },
  args: { tagGroups: TAG_GROUPS, onTagGroupChange: fn(), onBranchChange: fn(), onTagPress: fn() },
} satisfies Meta<typeof TaggingToolbarHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const outcomesOnPlacebo = { initialGroupUuid: OUTCOMES.uuid, initialBranchKey: PLACEBO, initialPressedTag: 't-time-number' };

/** A hint changed by the play function opens after 500 ms and hides after 3000 ms: wait for both, so the screenshot is stable. */
async function hintShowsThenHides(text: string) {
  const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
  await expect(tooltip).toHaveTextContent(text);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 5000 });
}

export const Playground: Story = { args: outcomesOnPlacebo };

/** Nothing chosen yet: the tags panel and the hint ask for a tag group. */
export const NoGroupChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Tagging' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Tag group' })).toHaveValue('');
    await expect(canvas.getByText('Choose a tag group to see its tags')).toBeVisible();
    await expect(canvas.getByText('Select a point or text item to see its collected data')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose a tag group to start tagging');
    await expect(canvas.getByRole('listbox', { name: 'Study branch' })).toBeVisible();
  },
};

/** Outcomes on the placebo arm: Outcome, Measure, Value and Unit collected; Time (number) pressed. */
export const OutcomesCollecting: Story = {
  args: outcomesOnPlacebo,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Tag group' })).toHaveValue('Outcomes');
    await expect(canvas.getByRole('option', { name: /ABC-1 \/ Part A \/ Placebo/ })).toHaveAttribute('aria-selected', 'true');
    const tags = within(canvas.getByRole('group', { name: 'Tags: Outcomes' }));
    await expect(tags.getByRole('button', { name: 'Time (number)' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Outcome', 'Measure', 'Value', 'Unit']) {
      const button = tags.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(button).toHaveAccessibleDescription('Collected');
    }
    await expect(tags.getByRole('button', { name: 'Description' })).not.toHaveAccessibleDescription();
    await expect(tags.getByRole('button', { name: 'Study arm abbreviation' })).toHaveAccessibleDescription('Asks for the key, no click on the page');
    await expect(canvas.getByRole('status')).toHaveTextContent('Click a point or select text on the page to collect Time (number)');
  },
};

/** The selected point's name, group, branch, tags and data. */
export const SelectedPointData: Story = {
  args: { ...outcomesOnPlacebo, selected: { name: 'Point 1', index: 0 } },
  play: async ({ canvasElement }) => {
    const data = within(within(canvasElement).getByRole('group', { name: 'Collected data' }));
    await expect(data.getByText('Point 1')).toBeVisible();
    await expect(data.getByText('Outcomes · ABC-1 / Part A / Placebo')).toBeVisible();
    await expect(data.getByText('Pain score (VAS)')).toBeVisible();
    await expect(data.getByText('41.5')).toBeVisible();
    await expect(data.getAllByRole('term').map((t) => t.textContent)).toEqual(['Outcome', 'Measure', 'Value', 'Unit']);
    await expect(data.getAllByRole('definition').map((d) => d.textContent)).toEqual(['Pain score (VAS)', 'Mean', '41.5', 'mm']);
  },
};

/** Criteria are collected from selected text; the arm tag is a key picked without a click. */
export const CriteriaForText: Story = {
  args: {
    initialGroupUuid: CRITERIA.uuid,
    initialBranchKey: 'ABC-1',
    initialPressedTag: 't-exclusion',
    selected: { name: 'Text: Adults aged 18 to 65 years…', index: 2 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = within(canvas.getByRole('group', { name: 'Tags: Inclusion/Exclusion criteria' }));
    await expect(tags.getByRole('button', { name: 'Inclusion criterion' })).toHaveAccessibleDescription('Collected');
    await expect(tags.getByRole('button', { name: 'Exclusion criterion' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Click a point or select text on the page to collect Exclusion criterion');
    await expect(canvas.getByText('Adults aged 18 to 65 years with chronic low back pain')).toBeVisible();
  },
};

/** The open combobox: the spec's order, no branch groups. */
export const ComboboxOpen: Story = {
  parameters: {
    a11y: {
      // While its list is open, react-aria's combobox hides everything else from assistive technology
      // (the ARIA combobox pattern); the toolbar's other controls stay in the tab order until it closes.
      config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Tag group' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: /Tag group/ });
    const names = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(names).toEqual(COMBOBOX_ORDER);
    for (const branchGroup of ['Study', 'Study part', 'Study arm', 'Population', 'Subgroup']) {
      await expect(within(listbox).queryByRole('option', { name: branchGroup })).not.toBeInTheDocument();
    }
  },
};

const MANY_GROUPS: TagGroup[] = [
  ...TAG_GROUPS,
  ...Array.from({ length: 19 }, (_, i) => group(`g-extra-${i + 1}`, `Secondary outcomes ${String(i + 1).padStart(2, '0')}`, ['Outcome'])),
];

/** 25 groups besides the branch groups: 20 are listed and a note counts the rest; typing finds them. */
export const TwentyItemLimit: Story = {
  // The hint held closed: it would open on the new tag group after a delay, and the picture would depend on when it is taken.
  args: { tagGroups: MANY_GROUPS, isHintOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Tag group' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: /Tag group/ });
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(20);
    await expect(options.slice(0, 6).map((o) => o.textContent)).toEqual(COMBOBOX_ORDER);
    await expect(screen.getByText('5 more matches: keep typing to narrow the list')).toBeVisible();
    await userEvent.type(input, 'outcomes 19');
    await waitFor(() => expect(within(screen.getByRole('listbox', { name: /Tag group/ })).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onTagGroupChange).toHaveBeenLastCalledWith('g-extra-19');
    await expect(input).toHaveValue('Secondary outcomes 19');
  },
};

/** The hint tooltip, held open. */
export const HintVisible: Story = {
  args: { ...outcomesOnPlacebo, isHintOpen: true },
  play: async ({ canvasElement }) => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Click a point or select text on the page to collect Time (number)');
    await expect(within(canvasElement).getByRole('button', { name: 'Hint' })).toHaveAccessibleDescription(
      'Click a point or select text on the page to collect Time (number)',
    );
  },
};

/** After a press the new hint opens on its own 500 ms later and hides 3000 ms after that. */
export const HintOpensAndHides: Story = {
  args: outcomesOnPlacebo,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Description' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 1000 });
    await expect(tooltip).toHaveTextContent('Click a point or select text on the page to collect Description');
    const opened = performance.now();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(performance.now() - opened).toBeGreaterThan(2500);
  },
};

/** Arrow keys walk the whole toolbar (one Tab stop); Tab leaves it. */
export const KeyboardArrows: Story = {
  args: outcomesOnPlacebo,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Tag group' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Inside the text the arrows move the caret first.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{End}');
    const seen: string[] = [];
    for (let i = 0; i < 20 && !seen.includes('Reference study arm abbreviation'); i++) {
      await userEvent.keyboard('{ArrowRight}');
      const active = document.activeElement as HTMLElement;
      seen.push(active.getAttribute('aria-label') ?? active.textContent ?? '');
    }
    // The tag-group field hands over to the study-branch list (its chosen branch), then the hint, then the tags.
    await expect(seen[0]).toMatch(/^ABC-1 \/ Part A \/ Placebo/);
    await expect(seen).toContain('Hint');
    await expect(seen.indexOf('Hint')).toBe(seen.indexOf('Outcome') - 1);
    await expect(screen.queryByRole('listbox', { name: /Tag group/ })).not.toBeInTheDocument();
    await expect(seen.some((s) => s.startsWith('ABC-1 / Part A / Placebo'))).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Reference study arm abbreviation' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Study arm abbreviation' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    // Focus on the Hint button opened its tooltip on the way.
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

/** Enter and Space toggle a tag; pressing another tag moves the press; a collected tag can be pressed anew. */
export const KeyboardTogglesTags: Story = {
  args: { ...outcomesOnPlacebo, initialPressedTag: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const unit = canvas.getByRole('button', { name: 'Unit' });
    const time = canvas.getByRole('button', { name: 'Time (number)' });
    unit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(unit).toHaveAttribute('aria-pressed', 'true');
    await expect(unit).toHaveAccessibleDescription('Collected');
    await expect(args.onTagPress).toHaveBeenLastCalledWith('t-unit');
    await expect(canvas.getByRole('status')).toHaveTextContent('Click a point or select text on the page to collect Unit anew');
    await userEvent.keyboard('{ArrowRight}');
    await expect(time).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(time).toHaveAttribute('aria-pressed', 'true');
    await expect(unit).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(time).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('Press a tag, then click a point or select text on the page');
    await hintShowsThenHides('Press a tag, then click a point or select text on the page');
  },
};

/** Typing filters the combobox; Enter chooses; then a branch is chosen from the study-tree list. */
export const TypingInCombobox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Tag group' });
    await userEvent.click(input);
    await userEvent.keyboard('dos');
    const listbox = await screen.findByRole('listbox', { name: /Tag group/ });
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Dosing']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onTagGroupChange).toHaveBeenLastCalledWith('g-dosing');
    await expect(input).toHaveValue('Dosing');
    await expect(canvas.getByRole('group', { name: 'Tags: Dosing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dose' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose a study branch to collect Dosing for');
    await userEvent.click(canvas.getByRole('option', { name: /XYZ-2 \/ Open label/ }));
    await expect(args.onBranchChange).toHaveBeenLastCalledWith('XYZ-2||Open label');
    await expect(canvas.getByRole('button', { name: 'Dose' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Press a tag, then click a point or select text on the page');
    await hintShowsThenHides('Press a tag, then click a point or select text on the page');
  },
};

/** A project without a study tree yet. */
export const EmptyStudyTree: Story = {
  args: { initialGroupUuid: OUTCOMES.uuid, branches: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No study branches yet: add a study in the study tree')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Outcome' })).toBeDisabled();
  },
};

/** The study tree on its rail: the empty branch list offers to show it. */
export const EmptyStudyTreeHidden: Story = {
  args: { initialGroupUuid: OUTCOMES.uuid, branches: [], onShowStudyTree: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No study branches yet: add a study in the study tree')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the study tree' }));
    await expect(args.onShowStudyTree).toHaveBeenCalledOnce();
  },
};

/** 700 px wide: the tag-group field and the branch list share the first column. */
export const Narrow: Story = {
  args: { ...outcomesOnPlacebo, width: 700, selected: { name: 'Point 1', index: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Tagging' });
    await expect(toolbar.getBoundingClientRect().width).toBeLessThanOrEqual(700);
    const combo = canvas.getByRole('combobox', { name: 'Tag group' }).getBoundingClientRect();
    const branches = canvas.getByRole('listbox', { name: 'Study branch' }).getBoundingClientRect();
    await expect(branches.top).toBeGreaterThan(combo.bottom);
    await expect(Math.abs(branches.left - combo.left)).toBeLessThan(4);
    // The chosen branch is scrolled into the short list's view (after the list has laid out).
    await waitFor(() => {
      const chosen = canvas.getByRole('option', { name: /ABC-1 \/ Part A \/ Placebo/ }).getBoundingClientRect();
      expect(chosen.top).toBeGreaterThanOrEqual(branches.top);
      expect(chosen.top + 16).toBeLessThanOrEqual(branches.bottom);
    });
  },
};

/** 520 px (a side panel open beside the figure at 1280): two columns, nothing overlaps, the tags keep their width. */
export const BesideASidePanel: Story = {
  args: { ...outcomesOnPlacebo, width: 520, selected: { name: 'Point 1', index: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = canvas.getByRole('group', { name: 'Tags: Outcomes' }).getBoundingClientRect();
    const data = canvas.getByRole('group', { name: 'Collected data' }).getBoundingClientRect();
    const combo = canvas.getByRole('combobox', { name: 'Tag group' }).getBoundingClientRect();
    await expect(tags.width).toBeGreaterThan(200);
    await expect(tags.left).toBeGreaterThanOrEqual(combo.right);
    await expect(data.top).toBeGreaterThanOrEqual(tags.bottom);
    const hint = canvas.getByRole('button', { name: 'Hint' }).getBoundingClientRect();
    await expect(hint.right).toBeLessThanOrEqual(tags.right + 1);
  },
};

/** 1000 x 160: every panel inside the strip. */
export const FitsTheStrip: Story = {
  args: { ...outcomesOnPlacebo, selected: { name: 'Point 1', index: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole('toolbar', { name: 'Tagging' }).getBoundingClientRect();
    await expect(strip.height).toBeLessThanOrEqual(160);
    for (const region of [
      canvas.getByRole('listbox', { name: 'Study branch' }),
      canvas.getByRole('group', { name: 'Tags: Outcomes' }),
      canvas.getByRole('group', { name: 'Collected data' }),
    ]) {
      const box = region.getBoundingClientRect();
      await expect(box.bottom).toBeLessThanOrEqual(strip.bottom);
      await expect(box.right).toBeLessThanOrEqual(strip.right);
    }
  },
};
