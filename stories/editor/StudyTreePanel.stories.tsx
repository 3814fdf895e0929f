import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CompositeKeyLevel } from '../../src/editor/core/compositeKey';
import { dataKeys, usedKeys } from '../../src/editor/core/model/studyTreeRules';
import type { Dataset, StudyElement, TagGroup } from '../../src/editor/core/model/types';
import type { ProjectFile } from '../../src/editor/core/project';
import { StudyTreePanel } from '../../src/editor/panels/studyTree';
import { addStudyElement, deleteStudyElement, EditorSession, renameStudyKey, useEditorSession } from '../../src/editor/session';

const BRANCH_GROUPS: TagGroup[] = [
  { name: 'Study', uuid: 'g-study', tags: [{ name: 'Study abbreviation', uuid: 't-study' }] },
  { name: 'Study part', uuid: 'g-part', tags: [{ name: 'Study part', uuid: 't-part' }] },
  { name: 'Study arm', uuid: 'g-arm', tags: [{ name: 'Study arm abbreviation', uuid: 't-arm' }] },
  { name: 'Population', uuid: 'g-pop', tags: [{ name: 'Population', uuid: 't-pop' }] },
  { name: 'Subgroup', uuid: 'g-sub', tags: [{ name: 'Subgroup', uuid: 't-sub' }] },
];

const GROUP_OF: Record<CompositeKeyLevel, [string, string]> = {
  study: ['Study', 'Study abbreviation'],
  studyPart: ['Study part', 'Study part'],
  studyArm: ['Study arm', 'Study arm abbreviation'],
  population: ['Population', 'Population'],
  subgroup: ['Subgroup', 'Subgroup'],
};

function element(compositeKey: string, level: CompositeKeyLevel): StudyElement {
  const [group, tag] = GROUP_OF[level];
  const uuid = `el-${compositeKey}`;
  return {
    uuid,
    compositeKey,
    tagGroup: { name: group, uuid: `g-${group}`, instanceUuid: uuid },
    metadata: { 0: { tag: { name: tag, uuid: `t-${tag}` }, value: compositeKey.split('||').pop()! } },
  };
}

function datasetFor(compositeKey: string, uuid: string): Dataset {
  const name = `${compositeKey}_${uuid}`;
  return {
    name,
    axesName: 'XY graph',
    metadata: { name, uuid, studyData: { compositeKey, tagGroup: { name: 'Outcomes', uuid: 'g-out' } } },
    points: [{ x: 10, y: 20, metadata: { compositeKey } }],
    metadataKeys: [],
    pointGroups: [],
    tuples: [],
  };
}

function documentOf(elements: StudyElement[], datasets: Dataset[] = [], extra?: (doc: ProjectFile) => void): ProjectFile {
  const doc: ProjectFile = {
    format: 'WPD',
    formatVersion: 1,
    pages: [{ file: 0, page: 1, axes: [], datasets, measurements: [] }],
    misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
    tagGroups: BRANCH_GROUPS,
    studyTree: elements,
  };
  extra?.(doc);
  return doc;
}

/** One study with a part and two arms; the placebo arm has a dataset. */
const oneStudy = () =>
  documentOf(
    [element('ABC-1', 'study'), element('ABC-1||Part A', 'studyPart'), element('ABC-1||Part A||Placebo', 'studyArm'), element('ABC-1||Part A||Drug 10 mg', 'studyArm')],
    [datasetFor('ABC-1||Part A||Placebo', 'd1')],
  );

/** Every level once, to meet each level's 'already exists' message. */
const deepStudy = () =>
  documentOf([
    element('ABC-1', 'study'),
    element('XYZ-2', 'study'),
    element('ABC-1||Part A', 'studyPart'),
    element('ABC-1||Part B', 'studyPart'),
    element('ABC-1||Part A||Placebo', 'studyArm'),
    element('ABC-1||Part A||Drug', 'studyArm'),
    element('ABC-1||Part A||Placebo||Adults', 'population'),
    element('ABC-1||Part A||Placebo||Children', 'population'),
    element('ABC-1||Part A||Placebo||Adults||Women', 'subgroup'),
    element('ABC-1||Part A||Placebo||Adults||Men', 'subgroup'),
  ]);

/** Data tagged with branches the tree does not define, some of them with gaps. */
const orphans = () =>
  documentOf([element('ABC-1', 'study'), element('ABC-1||Part A', 'studyPart')], [datasetFor('ABC-1||Part B||Arm X', 'd2')], (doc) => {
    doc.pages[0]!.texts = [
      { uuid: 'x1', text: 'Part C only', metadata: { compositeKey: '||Part C' } },
      { uuid: 'x2', text: 'Arm without study', metadata: { compositeKey: '||Part D||Arm Y' } },
      { uuid: 'x3', text: 'Arm alone', metadata: { compositeKey: '||||Arm Z' } },
    ];
  });

const onAdd = fn();
const onRename = fn();
const onDelete = fn();
const onActiveKeyChange = fn();

interface HarnessProps {
  document: ProjectFile;
  activeKey?: string;
}

/** The panel over a real editor session: its callbacks run the study tree commands. */
function StudyTreeHarness({ document, activeKey: initialActive }: HarnessProps) {
  const [session] = useState(() => new EditorSession({ document: structuredClone(document), version: 1 }));
  const snapshot = useEditorSession(session);
  const [active, setActive] = useState<string | null>(initialActive ?? null);
  const uuids = useRef(0);
  const doc = snapshot.document;
  const used = useMemo(() => usedKeys(doc), [doc, snapshot.revision]);
  const data = useMemo(() => dataKeys(doc), [doc, snapshot.revision]);
  const datasets = doc.pages.reduce((n, p) => n + p.datasets.length, 0);
  return (
    <div style={{ maxWidth: 480 }}>
      <StudyTreePanel
        elements={doc.studyTree}
        usedKeys={used}
        dataKeys={data}
        activeKey={active}
        onActiveKeyChange={(key) => {
          setActive(key);
          onActiveKeyChange(key);
        }}
        onAdd={(level, parentKey, abbreviation) => {
          onAdd(level, parentKey, abbreviation);
          session.edit((ctx) => addStudyElement(ctx, level, parentKey, abbreviation, BRANCH_GROUPS, `new-${++uuids.current}`));
        }}
        onRename={(key, abbreviation) => {
          onRename(key, abbreviation);
          session.edit((ctx) => renameStudyKey(ctx, key, abbreviation));
        }}
        onDelete={(key, hadData) => {
          onDelete(key, hadData);
          session.edit((ctx) => deleteStudyElement(ctx, key));
        }}
      />
      <p style={{ fontFamily: 'sans-serif', fontSize: 14 }}>
        Active branch: {active ?? 'none'}. Datasets: {datasets}.
      </p>
    </div>
  );
}

const meta = {
  title: 'Editor/Study tree panel',
  component: StudyTreeHarness,
  parameters: { layout: 'padded' },
  args: { document: oneStudy() },
  beforeEach: () => {
    onAdd.mockClear();
    onRename.mockClear();
    onDelete.mockClear();
    onActiveKeyChange.mockClear();
  },
} satisfies Meta<typeof StudyTreeHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const treeIn = (canvasElement: HTMLElement) => within(canvasElement).getByRole('treegrid', { name: 'Study tree' });
const row = (canvasElement: HTMLElement, name: RegExp | string) => within(treeIn(canvasElement)).getByRole('row', { name });

/** Move focus into the tree and down to a row by keyboard. */
async function focusRow(canvasElement: HTMLElement, name: RegExp | string) {
  const target = row(canvasElement, name);
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('button', { name: 'Add study' })).toHaveFocus();
  await userEvent.tab();
  for (let i = 0; i < 20 && !target.contains(target.ownerDocument.activeElement); i++) await userEvent.keyboard('{ArrowDown}');
  await expect(target).toHaveFocus();
  return target;
}

/** Open the inline editor of a row with its pencil button, clear it and type. */
async function editAbbreviation(canvasElement: HTMLElement, rowName: RegExp, label: string, text: string) {
  await userEvent.click(within(row(canvasElement, rowName)).getByRole('button', { name: new RegExp(`^Edit abbreviation of`) }));
  const field = within(treeIn(canvasElement)).getByRole('textbox', { name: label });
  await expect(field).toHaveFocus();
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  return field;
}

export const Playground: Story = {};

export const Empty: Story = {
  args: { document: documentOf([]) },
  play: async ({ canvasElement }) => {
    await expect(within(treeIn(canvasElement)).getByText('No studies yet. Add a study to start the tree.')).toBeVisible();
  },
};

export const AddStudyByKeyboard: Story = {
  args: { document: documentOf([]) },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const add = within(canvasElement).getByRole('button', { name: 'Add study' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const field = within(treeIn(canvasElement)).getByRole('textbox', { name: 'Study abbreviation' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription('Study branch key cannot be empty');
    await userEvent.type(field, 'ABC-1{Enter}');
    await expect(onAdd).toHaveBeenCalledWith('study', undefined, 'ABC-1');
    await expect(row(canvasElement, /ABC-1/)).toBeVisible();
  },
};

export const OneStudyWithPartAndTwoArms: Story = {
  play: async ({ canvasElement }) => {
    const tree = treeIn(canvasElement);
    await expect(within(tree).getAllByRole('row')).toHaveLength(4);
    await expect(row(canvasElement, /Placebo/)).toHaveAttribute('aria-level', '3');
    const arm = await focusRow(canvasElement, /Drug 10 mg/);
    await userEvent.keyboard('{Enter}');
    await expect(onActiveKeyChange).toHaveBeenCalledWith('ABC-1||Part A||Drug 10 mg');
    await expect(arm).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getByText(/Active branch: ABC-1\|\|Part A\|\|Drug 10 mg/)).toBeVisible();
  },
};

export const AddChildrenWithTheLevelButtons: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(row(canvasElement, /Placebo/)).getByRole('button', { name: 'Add population to Placebo' }));
    const field = within(treeIn(canvasElement)).getByRole('textbox', { name: 'Population abbreviation' });
    await userEvent.type(field, 'Adults{Enter}');
    await expect(onAdd).toHaveBeenCalledWith('population', 'ABC-1||Part A||Placebo', 'Adults');
    const adults = row(canvasElement, /Adults/);
    await expect(adults).toHaveAttribute('aria-level', '4');
    await expect(within(adults).getByRole('button', { name: 'Add subgroup to Adults' })).toHaveTextContent('sub');
    await expect(within(row(canvasElement, /Part A/)).getByRole('button', { name: 'Add study arm to Part A' })).toHaveTextContent('A');
    await expect(within(row(canvasElement, /ABC-1/)).getByRole('button', { name: 'Add study part to ABC-1' })).toHaveTextContent('P');
  },
};

export const RenameByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const arm = await focusRow(canvasElement, /Placebo/);
    // Right arrow walks the row's buttons: P-level add, then the pencil.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(arm).getByRole('button', { name: 'Edit abbreviation of Placebo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const field = within(treeIn(canvasElement)).getByRole('textbox', { name: 'Study arm abbreviation' });
    await expect(field).toHaveValue('Placebo');
    // Arrows, Home and End belong to the field: the tree keeps still and the field keeps focus.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}{ArrowDown}{ArrowRight}{Home}{End}');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('Placebo');
    await userEvent.clear(field);
    await userEvent.keyboard('Control{Enter}');
    await expect(onRename).toHaveBeenCalledWith('ABC-1||Part A||Placebo', 'Control');
    await expect(row(canvasElement, /Control/)).toBeVisible();
    await expect(within(canvasElement).getByText(/Datasets: 1\./)).toBeVisible();
  },
};

export const EditCancelWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const field = await editAbbreviation(canvasElement, /Part A/, 'Study part abbreviation', 'Part Z');
    await userEvent.keyboard('{Escape}');
    await expect(field).not.toBeInTheDocument();
    await expect(onRename).not.toHaveBeenCalled();
    await expect(row(canvasElement, /Part A/)).toBeVisible();
  },
};

const editError = (rowName: RegExp, label: string, text: string, message: string): Story => ({
  args: { document: deepStudy() },
  play: async ({ canvasElement }) => {
    const field = await editAbbreviation(canvasElement, rowName, label, text);
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveFocus();
    await expect(onRename).not.toHaveBeenCalled();
  },
});

export const EditErrorDelimiter = editError(/^Study arm Drug/, 'Study arm abbreviation', 'Drug||B', "Study branch key cannot contain the characters '||'");
export const EditErrorCleared = editError(/^Study part Part B/, 'Study part abbreviation', '', 'Study branch key cannot be empty');
export const EditErrorStudyExists = editError(/^Study XYZ-2/, 'Study abbreviation', 'ABC-1', "Study 'ABC-1' already exists");
export const EditErrorPartExists = editError(/^Study part Part B/, 'Study part abbreviation', 'Part A', "Study part 'Part A' already exists under study 'ABC-1'");
export const EditErrorArmExists = editError(/^Study arm Drug/, 'Study arm abbreviation', 'Placebo', "Study arm 'Placebo' already exists under study part and study");
export const EditErrorPopulationExists = editError(
  /^Population Children/,
  'Population abbreviation',
  'Adults',
  "Population 'Adults' already exists under study arm, study part, and study",
);
export const EditErrorSubgroupExists = editError(
  /^Subgroup Men/,
  'Subgroup abbreviation',
  'Women',
  "Subgroup 'Women' already exists under population, study arm, study part, and study",
);

export const OrphansAndMissingDefinitions: Story = {
  args: { document: orphans() },
  play: async ({ canvasElement }) => {
    const tree = within(treeIn(canvasElement));
    await expect(tree.getByText('Definition for Part B is missing')).toBeVisible();
    await expect(tree.getByText('Definition for Arm X is missing')).toBeVisible();
    await expect(tree.getByText('Definition for Part C is missing; no parent study')).toBeVisible();
    await expect(tree.getByText('Definition for Arm Y is missing; parent part does not have a parent study')).toBeVisible();
    await expect(tree.getByText('Definition for Arm Z is missing; no parent study/part')).toBeVisible();
    await expect(tree.getAllByText('Orphan')).toHaveLength(3);
    const orphanRow = row(canvasElement, /Part C/);
    await expect(within(orphanRow).queryByRole('button', { name: /^Add/ })).toBeNull();
    await userEvent.click(orphanRow);
    await expect(onActiveKeyChange).not.toHaveBeenCalled();
  },
};

export const NonExistentAbbreviationPopup: Story = {
  args: { document: orphans() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(row(canvasElement, /Part B/)).getByRole('button', { name: 'Edit abbreviation of Part B' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'No definition to edit' });
    await expect(dialog).toHaveTextContent(
      "Study part 'Part B' is used by the data but has no definition in the study tree, so it has no abbreviation to edit. Add the study part 'Part B' to define it, then edit its abbreviation.",
    );
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await expect(within(treeIn(canvasElement)).queryByRole('textbox')).toBeNull();
  },
};

export const NonExistentAbbreviationDismissed: Story = {
  args: { document: orphans() },
  parameters: { visual: { skip: 'the same tree as OrphansAndMissingDefinitions once the popup is closed' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(row(canvasElement, /Arm X/)).getByRole('button', { name: 'Edit abbreviation of Arm X' }));
    await body(canvasElement).findByRole('alertdialog', { name: 'No definition to edit' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    // Adding the missing part defines it; its abbreviation can then be edited.
    await userEvent.click(within(row(canvasElement, /^Study ABC-1/)).getByRole('button', { name: 'Add study part to ABC-1' }));
    await userEvent.type(within(treeIn(canvasElement)).getByRole('textbox', { name: 'Study part abbreviation' }), 'Part B{Enter}');
    await expect(within(treeIn(canvasElement)).queryByText('Definition for Part B is missing')).toBeNull();
  },
};

export const DeleteConfirmWithData: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(row(canvasElement, /Part A/)).getByRole('button', { name: 'Delete Part A' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete study part' });
    await expect(dialog).toHaveTextContent(
      "Study part 'Part A' or a branch below it has data. Deleting it removes its tag-group instances (datasets, data points and text items) from all datasets, and the extraction is saved.",
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const DeleteConfirmed: Story = {
  parameters: { visual: { skip: 'the tree after deleting is the study alone, shown by the play assertions' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(row(canvasElement, /Part A/)).getByRole('button', { name: 'Delete Part A' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete study part' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledWith('ABC-1||Part A', true);
    await waitFor(() => expect(within(treeIn(canvasElement)).getAllByRole('row')).toHaveLength(1));
    await expect(within(canvasElement).getByText(/Datasets: 0\./)).toBeVisible();
  },
};

export const DeleteEmpty: Story = {
  play: async ({ canvasElement }) => {
    const arm = await focusRow(canvasElement, /Drug 10 mg/);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(within(arm).getByRole('button', { name: 'Delete Drug 10 mg' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete study arm' });
    await expect(dialog).toHaveTextContent("Delete study arm 'Drug 10 mg' and the branches below it? No data is tagged with them.");
  },
};

export const DeleteCancelled: Story = {
  parameters: { visual: { skip: 'the tree is unchanged, as in OneStudyWithPartAndTwoArms' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(row(canvasElement, /Drug 10 mg/)).getByRole('button', { name: 'Delete Drug 10 mg' }));
    await body(canvasElement).findByRole('alertdialog', { name: 'Delete study arm' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(onDelete).not.toHaveBeenCalled();
    await expect(within(treeIn(canvasElement)).getAllByRole('row')).toHaveLength(4);
  },
};
