import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MetadataDialog, type MetadataDialogProps } from '../../src/editor/panels/metadata';
import { adverseGroup, baselineGroup, filledOutcomesPoint, outcomesGroup, studyKeys, xyAxisRowsPoint } from './metadataFixtures';

/** Shows the dialog until it reports how it ended, as the host would. */
function Harness(props: MetadataDialogProps) {
  const [ended, setEnded] = useState<string | null>(null);
  if (ended)
    return (
      <p role="status" style={{ margin: 0 }}>
        {ended}
      </p>
    );
  return (
    <MetadataDialog
      {...props}
      onConfirm={(metadata, details) => {
        props.onConfirm(metadata, details);
        setEnded('Metadata saved');
      }}
      onDismiss={() => {
        props.onDismiss();
        setEnded('Dialog dismissed');
      }}
      onDelete={() => {
        props.onDelete();
        setEnded('Point deleted');
      }}
    />
  );
}

const meta = {
  title: 'Editor/MetadataDialog',
  component: MetadataDialog,
  render: (args) => <Harness {...args} />,
  args: {
    anchor: { x: 40, y: 40 },
    axisType: 'xy',
    tagGroups: [outcomesGroup],
    studyKeys,
    onConfirm: fn(),
    onDismiss: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof MetadataDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByRole('dialog');
const rowsOf = (canvasElement: HTMLElement) => within(dialogOf(canvasElement)).getAllByRole('listitem');

export const Playground: Story = {};

/** A new point on an XY graph: one empty row, the empty-point hint; Escape deletes the point. */
export const EmptyNewPointOnXy: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByText('This point has no values yet. Add a value, or press Esc to delete the point.')).toBeVisible();
    await expect(dialogOf(canvasElement)).toHaveAccessibleDescription('Press Esc or click outside to dismiss');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Tag 1' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A filled Outcomes point in an arm: Shift+Enter adds a row after the focused one, Shift+Backspace deletes it. */
export const FilledOutcomesPoint: Story = {
  args: { initial: filledOutcomesPoint },
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('combobox', { name: 'Arm 1' })).toHaveValue('HEART-1 / Part A / PBO');
    await expect(rowsOf(canvasElement)).toHaveLength(5);
    await userEvent.click(dialog.getByRole('textbox', { name: 'Value 2' }));
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(rowsOf(canvasElement)).toHaveLength(6);
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Tag 3' })).toHaveFocus());
    await expect(dialog.getByRole('combobox', { name: 'Tag 3' })).toHaveValue('');
    await userEvent.keyboard('{Shift>}{Backspace}{/Shift}');
    await expect(rowsOf(canvasElement)).toHaveLength(5);
    await expect(dialog.getByRole('combobox', { name: 'Tag 3' })).toHaveValue('Mean');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A tag carried from both axes says which axis each row is: the two 'Unit' rows are told apart; other rows stay as they are. */
export const RowsNameTheirAxis: Story = {
  args: { initial: xyAxisRowsPoint },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    const units = dialog.getAllByRole('combobox', { name: /^Tag \d+$/ }).filter((tag) => (tag as HTMLInputElement).value === 'Unit');
    await expect(units).toHaveLength(2);
    await expect(units[0]).toHaveAccessibleDescription('x axis');
    await expect(units[1]).toHaveAccessibleDescription('y axis');
    await expect(dialog.getAllByText(/^[xy] axis$/)).toHaveLength(2);
  },
};

/** A point whose rows all come from one axis shows no axis names. */
export const OneAxisNamesNone: Story = {
  args: { initial: filledOutcomesPoint },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.queryByText('y axis')).toBeNull();
  },
};

/** A click outside closes: without changes it dismisses, after an edit it saves. */
export const ClickOutsideCloses: Story = {
  args: { initial: filledOutcomesPoint },
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    const value = dialog.getByRole('textbox', { name: 'Value 3' });
    await userEvent.clear(value);
    await userEvent.type(value, '140');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    const [metadata] = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(metadata).toMatchObject({ 2: { tag: { name: 'Mean' }, value: 140, axis: 'y', axisType: 'value' }, compositeKey: 'HEART-1||Part A||PBO', uuid: 'point-1' });
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Metadata saved');
  },
};

/** The key picker at the Arm level lists only arm keys (no population or subgroup). */
export const KeyPickerFilteredByLevel: Story = {
  args: {
    initial: { 0: { tag: { name: 'Mean', uuid: 'tag-mean' }, value: 4.2 }, compositeKey: 'HEART-1||Part A||DRUG 10 mg' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('combobox', { name: 'Tag 1' })).toHaveValue('Study branch');
    const keyInput = dialog.getByRole('combobox', { name: 'Arm 1' });
    await userEvent.click(keyInput);
    await userEvent.keyboard('{ArrowDown}');
    const list = await waitFor(() => page.getByRole('listbox'));
    const options = within(list).getAllByRole('option').map((o) => o.textContent);
    await expect(options).toEqual(['HEART-1 / Part A / PBO', 'HEART-1 / Part A / DRUG 10 mg', 'HEART-1 / Part A / DRUG 20 mg', 'HEART-1 / Part B / PBO']);
  },
};

/** A branch that is not a key of its level blocks closing: Escape keeps the dialog open and says why. */
export const FailingRuleBlocksClose: Story = {
  args: {
    initial: { 0: { tag: { name: 'Study arm abbreviation', uuid: 'tag-arm' }, value: 'HEART-1' }, 1: { tag: { name: 'Mean', uuid: 'tag-mean' }, value: 3 } },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('combobox', { name: 'Arm 1' })).toHaveValue('HEART-1');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Value 2' }));
    await userEvent.keyboard('{Escape}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('HEART-1 is not a valid study branch');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.click(canvasElement.ownerDocument.body, { clientX: 1100, clientY: 800 } as never);
    await expect(dialogOf(canvasElement)).toBeVisible();
  },
};

/** Ctrl+Left collapses the dialog to 300 px, Ctrl+Right expands it to 550 px. */
export const Collapsed: Story = {
  args: { initial: filledOutcomesPoint },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('textbox', { name: 'Value 2' }));
    const box = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-metadata-dialog]')!;
    await expect(box.getBoundingClientRect().width).toBe(550);
    await userEvent.keyboard('{Control>}{ArrowLeft}{/Control}');
    await waitFor(() => expect(box.getBoundingClientRect().width).toBe(300));
    await expect(dialog.getByRole('button', { name: 'Expand dialog' })).toBeVisible();
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    await waitFor(() => expect(box.getBoundingClientRect().width).toBe(550));
    await userEvent.keyboard('{Control>}{ArrowLeft}{/Control}');
    await waitFor(() => expect(box.getBoundingClientRect().width).toBe(300));
    await userEvent.click(dialog.getByRole('button', { name: 'Help' }));
    await expect(dialog.getByRole('note', { name: 'Help' })).toHaveTextContent('Ctrl+Left collapses');
    await userEvent.click(dialog.getByRole('button', { name: 'Help' }));
  },
};

/** With multiple tag groups on, each group is a tab with its own rows. */
export const MultipleTagGroupTabs: Story = {
  args: {
    axisType: 'table',
    multipleTagGroups: true,
    tagGroups: [outcomesGroup, baselineGroup, adverseGroup],
    initial: [
      { 0: { tag: { name: 'Mean', uuid: 'tag-mean' }, value: 5.1 }, tagGroup: { name: 'Outcomes', uuid: 'group-outcomes' } },
      { 0: { tag: { name: 'Age', uuid: 'tag-age' }, value: 61 }, tagGroup: { name: 'Baseline/Demographics', uuid: 'group-baseline' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('tab', { name: 'Outcomes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(dialog.getByRole('tab', { name: 'Baseline/Demographics' }));
    await expect(dialog.getByRole('combobox', { name: 'Tag 1' })).toHaveValue('Age');
    await expect(dialog.getByRole('textbox', { name: 'Value 1' })).toHaveValue('61');
  },
};

/** Picking a value from the page: the 'Selecting text' overlay shows until the text arrives. */
export const SelectingTextOverlay: Story = {
  args: {
    initial: { 0: { tag: { name: 'Outcome', uuid: 'tag-outcome' }, value: '' } },
    onPickText: () => new Promise<string | null>(() => undefined),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Select text from page for value 1' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Selecting text');
  },
};

/** The picked text becomes the value. */
export const PickedTextBecomesValue: Story = {
  args: {
    initial: { 0: { tag: { name: 'Outcome', uuid: 'tag-outcome' }, value: '' } },
    onPickText: () => Promise.resolve('  Systolic\nblood pressure '),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Select text from page for value 1' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Value 1' })).toHaveValue('Systolic blood pressure'));
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** A table cell: 'Blank table cell', the imported header tags, and the override tooltip where a cell row wins. */
export const TableCellWithHeaderTags: Story = {
  args: {
    axisType: 'table',
    initial: { 0: { tag: { name: 'Time (number)', uuid: 'tag-time-number' }, value: 24 }, 1: { tag: { name: 'Mean', uuid: 'tag-mean' }, value: 7.4 } },
    headerTags: [
      { source: 'row', entry: { tag: { name: 'Study arm abbreviation', uuid: 'tag-arm' }, value: 'PBO', headerTag: true } },
      { source: 'column', entry: { tag: { name: 'Time (number)', uuid: 'tag-time-number' }, value: 12, headerTag: true } },
      { source: 'column', entry: { tag: { name: 'Time (unit)', uuid: 'tag-time-unit' }, value: 'weeks', headerTag: true } },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('checkbox', { name: 'Blank table cell' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Header tags (3)' }));
    const override = dialog.getByRole('button', { name: 'This header value is overridden by cell data' });
    await expect(dialog.getAllByRole('button', { name: 'This header value is overridden by cell data' })).toHaveLength(1);
    await userEvent.hover(override);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('This header value is overridden by cell data');
  },
};

/** A cell whose row and column have no headers gets the header hint. */
export const HeaderHint: Story = {
  args: { axisType: 'table', missingHeaders: 'row and column' },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(
      dialog.getByText(
        'This row and column do not have header information. Add data to the headers by selecting the axis, and then you can add data here.',
      ),
    ).toBeVisible();
  },
};

/** A tagged text selection: behaves like an image, so an empty dialog closes by clearing its metadata. */
export const TextItem: Story = {
  args: { axisType: 'text', title: 'Text: “Participants were randomised 2:1”', tagGroups: [baselineGroup] },
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('heading', { name: 'Text: “Participants were randomised 2:1”' })).toBeVisible();
    await expect(dialog.queryByText(/This point has no values yet/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete row 1' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith({}, { byTagGroup: [], blankTableCell: false }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Enter confirms once a value is entered; the value is trimmed and numeric text becomes a number. */
export const EnterConfirms: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    const tag = dialog.getByRole('combobox', { name: 'Tag 1' });
    await userEvent.click(tag);
    await userEvent.keyboard('Mean');
    await userEvent.tab();
    await expect(dialog.getByRole('textbox', { name: 'Value 1' })).toHaveFocus();
    await userEvent.keyboard('  12.5  ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    const [metadata] = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(metadata).toEqual({ 0: { tag: { name: 'Mean', uuid: 'tag-mean' }, value: 12.5 }, tagGroup: { name: 'Outcomes', uuid: 'group-outcomes' } });
  },
};
