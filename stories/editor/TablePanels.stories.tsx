import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TABLE_MESSAGES } from '../../src/editor/core/model/table';
import {
  CancelTableCreationDialog,
  HasEmptyTableHeadersDialog,
  TableAlignmentPopup,
  TableMessageDialog,
  TableMissingTagGroupDialog,
} from '../../src/editor/panels/table/TableDialogs';
import {
  AdjustTableSidebar,
  EditTableSidebar,
  ResizeTableSidebar,
  TableAreaSidebar,
  TableContentSidebar,
  TableSettingsSidebar,
} from '../../src/editor/panels/table/TableSidebars';
import type { HeadersPresent } from '../../src/editor/panels/table/tableWizard';
import type { TableSchema } from '../../src/editor/core/model/tableTypes';
import { body } from '../screens/play';

const GROUPS = [
  { name: 'Outcomes', uuid: 'g-out' },
  { name: 'Baseline/Demographics', uuid: 'g-base' },
  { name: 'Adverse events', uuid: 'g-ae' },
];

/** Each story's callbacks, as spies. */
type Args = Record<string, ReturnType<typeof fn>>;

const meta = {
  title: 'Editor/TablePanels',
  tags: ['!autodocs'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Table Area Calibration before an area exists: Next is disabled, Cancel works. */
export const AreaEmpty: Story = {
  args: { onCancel: fn(), onNext: fn() },
  render: (args) => <TableAreaSidebar hasArea={false} onCancel={(args as Args).onCancel as () => void} onNext={(args as Args).onNext as () => void} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('complementary', { name: 'Table Area Calibration' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Cancel' }));
    await expect((args as Args).onCancel).toHaveBeenCalled();
  },
};

/** With an area dragged, Next is enabled and reachable by keyboard. */
export const AreaPicked: Story = {
  args: { onCancel: fn(), onNext: fn() },
  render: (args) => <TableAreaSidebar hasArea onCancel={(args as Args).onCancel as () => void} onNext={(args as Args).onNext as () => void} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect((args as Args).onNext).toHaveBeenCalled();
  },
};

function ContentHarness({ multiple = false, error = null, onComplete }: { multiple?: boolean; error?: string | null; onComplete: (v: { rows: string; cols: string; groups: string[] }) => void }) {
  const [rows, setRows] = useState('1');
  const [cols, setCols] = useState('1');
  const [groups, setGroups] = useState<string[]>(multiple ? [] : ['g-out']);
  return (
    <TableContentSidebar
      rows={rows}
      cols={cols}
      tagGroups={GROUPS}
      selectedTagGroups={groups}
      multipleTagGroups={multiple}
      error={error}
      onRowsChange={setRows}
      onColsChange={setCols}
      onTagGroupsChange={setGroups}
      onBack={fn()}
      onCancel={fn()}
      onComplete={() => onComplete({ rows, cols, groups })}
    />
  );
}

/** Table Content Calibration: Rows and Columns start at 1; typing counts and picking a tag group, Complete. */
export const Content: Story = {
  args: { onComplete: fn() },
  render: (args) => <ContentHarness onComplete={(args as Args).onComplete as never} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const rows = c.getByRole('textbox', { name: 'Rows' });
    await expect(rows).toHaveValue('1');
    await userEvent.tripleClick(rows);
    await userEvent.keyboard('4');
    const cols = c.getByRole('textbox', { name: 'Columns' });
    await userEvent.tripleClick(cols);
    await userEvent.keyboard('2{Tab}');
    await userEvent.click(c.getByRole('radio', { name: 'Baseline/Demographics' }));
    await userEvent.click(c.getByRole('button', { name: 'Complete' }));
    await expect((args as Args).onComplete).toHaveBeenCalledWith({ rows: '4', cols: '2', groups: ['g-base'] });
  },
};

/** Multiple-tag-group mode without a group: the rule's message. */
export const ContentNoTagGroup: Story = {
  args: { onComplete: fn() },
  render: (args) => <ContentHarness multiple error={TABLE_MESSAGES.selectTagGroup} onComplete={(args as Args).onComplete as never} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent("Please select at least one tag group with which to associate the table's data.");
    await expect(c.getByRole('checkbox', { name: 'Outcomes' })).not.toBeChecked();
  },
};

function SettingsHarness({ onComplete }: { onComplete: (v: { headers: HeadersPresent; similar: TableSchema }) => void }) {
  const [headers, setHeaders] = useState<HeadersPresent>('both');
  const [similar, setSimilar] = useState<TableSchema>('both');
  return (
    <TableSettingsSidebar headers={headers} similar={similar} onHeadersChange={setHeaders} onSimilarChange={setSimilar} onCancel={fn()} onComplete={() => onComplete({ headers, similar })} />
  );
}

/** Table Settings: headers present and 'Data looks similar across', chosen with the arrow keys. */
export const Settings: Story = {
  args: { onComplete: fn() },
  render: (args) => <SettingsHarness onComplete={(args as Args).onComplete as never} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const headers = c.getByRole('radiogroup', { name: 'Headers present' });
    await userEvent.click(within(headers).getByRole('radio', { name: 'Both' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(headers).getByRole('radio', { name: 'Rows only' })).toBeChecked();
    await userEvent.click(within(c.getByRole('radiogroup', { name: 'Data looks similar across' })).getByRole('radio', { name: 'Columns' }));
    await waitFor(() => expect(within(c.getByRole('radiogroup', { name: 'Data looks similar across' })).getByRole('radio', { name: 'Columns' })).toBeChecked());
    await userEvent.click(c.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect((args as Args).onComplete).toHaveBeenCalledWith({ headers: 'rows', similar: 'cols' }));
  },
};

/** Edit Table: resize, adjust, headers, the pre-fill setting. */
export const Edit: Story = {
  args: { onResize: fn(), onAdjust: fn(), onEditHeaders: fn(), onComplete: fn(), onPrefillChange: fn() },
  render: (args) => (
    <EditTableSidebar
      tableName="Table 1"
      prefill
      onPrefillChange={(args as Args).onPrefillChange as never}
      onResize={(args as Args).onResize as never}
      onAdjust={(args as Args).onAdjust as never}
      onEditHeaders={(args as Args).onEditHeaders as never}
      onComplete={(args as Args).onComplete as never}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Resize table' }));
    await expect((args as Args).onResize).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Adjust rows and columns' }));
    await expect((args as Args).onAdjust).toHaveBeenCalled();
    await userEvent.click(c.getByRole('switch', { name: 'Pre-fill cells from the page' }));
    await expect((args as Args).onPrefillChange).toHaveBeenCalledWith(false);
  },
};

/** Edit Table with multiple tag groups: a group used by the table's data cannot be unchecked. */
export const EditMultipleTagGroups: Story = {
  args: { onTagGroupsChange: fn() },
  render: (args) => (
    <EditTableSidebar
      tableName="Table 1"
      prefill={false}
      onPrefillChange={fn()}
      tagGroups={GROUPS}
      selectedTagGroups={['g-out', 'g-base']}
      usedTagGroups={['g-out']}
      onTagGroupsChange={(args as Args).onTagGroupsChange as never}
      onResize={fn()}
      onAdjust={fn()}
      onEditHeaders={fn()}
      onComplete={fn()}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('checkbox', { name: 'Outcomes' })).toBeDisabled();
    await userEvent.click(c.getByRole('checkbox', { name: 'Baseline/Demographics' }));
    await expect((args as Args).onTagGroupsChange).toHaveBeenCalledWith(['g-out']);
    await userEvent.click(c.getByRole('checkbox', { name: 'Adverse events' }));
    await expect((args as Args).onTagGroupsChange).toHaveBeenLastCalledWith(['g-out', 'g-base', 'g-ae']);
  },
};

/** Resize Table. */
export const Resize: Story = {
  args: { onComplete: fn() },
  render: (args) => <ResizeTableSidebar onComplete={(args as Args).onComplete as never} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('complementary', { name: 'Resize Table' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Complete' }));
    await expect((args as Args).onComplete).toHaveBeenCalled();
  },
};

/** Adjust Rows and Columns with one row: Remove row is disabled. */
export const Adjust: Story = {
  args: { onAddRow: fn(), onRemoveRow: fn(), onAddColumn: fn(), onRemoveColumn: fn(), onComplete: fn() },
  render: (args) => (
    <AdjustTableSidebar
      rows={1}
      cols={3}
      onAddRow={(args as Args).onAddRow as never}
      onRemoveRow={(args as Args).onRemoveRow as never}
      onAddColumn={(args as Args).onAddColumn as never}
      onRemoveColumn={(args as Args).onRemoveColumn as never}
      onComplete={(args as Args).onComplete as never}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1 row, 3 columns. Drag a divider to move it.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Remove row' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Remove column' }));
    await expect((args as Args).onRemoveColumn).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Add row' }));
    await expect((args as Args).onAddRow).toHaveBeenCalled();
  },
};

/** Invalid Table Headers. */
export const InvalidHeaders: Story = {
  args: { onClose: fn() },
  render: (args) => <TableMessageDialog kind="invalidHeaders" onClose={(args as Args).onClose as never} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Invalid Table Headers' });
    await expect(dialog).toHaveTextContent('Each table cell that has a header must reference exactly one study branch from either its row or column header.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect((args as Args).onClose).toHaveBeenCalled());
  },
};

/** Invalid Table Header Count. */
export const InvalidHeaderCount: Story = {
  render: () => <TableMessageDialog kind="invalidHeaderCount" onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Invalid Table Header Count' });
    await expect(dialog).toHaveTextContent('The number of rows and headers in a table must be greater than zero.');
  },
};

/** Empty Table Headers. */
export const EmptyHeaders: Story = {
  render: () => <TableMessageDialog kind="emptyHeaders" onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Empty Table Headers' });
    await expect(dialog).toHaveTextContent('All table headers are empty; please begin by entering table header data.');
  },
};

/** Has Empty Table Headers: the question and the blank-cells warning; OK continues. */
export const HasEmptyHeaders: Story = {
  args: { onConfirm: fn(), onCancel: fn() },
  render: (args) => <HasEmptyTableHeadersDialog isOpen onConfirm={(args as Args).onConfirm as never} onCancel={(args as Args).onCancel as never} />,
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    const dialog = await b.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Table contains empty row or column headers; do you want to continue?');
    await expect(dialog).toHaveTextContent('Leaving row and column table headers blank will result in blank table cells');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect((args as Args).onConfirm).toHaveBeenCalled();
  },
};

/** Cancel Table Creation: Cancel keeps the table. */
export const CancelCreation: Story = {
  args: { onConfirm: fn(), onCancel: fn() },
  render: (args) => <CancelTableCreationDialog isOpen onConfirm={(args as Args).onConfirm as never} onCancel={(args as Args).onCancel as never} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('heading', { name: 'Cancel Table Creation' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect((args as Args).onCancel).toHaveBeenCalled();
    await expect((args as Args).onConfirm).not.toHaveBeenCalled();
  },
};

/** Table Missing Tag Group: OK waits for a choice. */
export const MissingTagGroup: Story = {
  args: { onConfirm: fn(), onCancel: fn() },
  render: (args) => <TableMissingTagGroupDialog isOpen tagGroups={GROUPS} onConfirm={(args as Args).onConfirm as never} onCancel={(args as Args).onCancel as never} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Table Missing Tag Group' }));
    await expect(dialog.getByText(/Table requires tag group selection/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Outcomes' }));
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect((args as Args).onConfirm).toHaveBeenCalledWith('g-out');
  },
};

/** The alignment instruction after creation: Proceed or tweak the calibration. */
export const Alignment: Story = {
  args: { onProceed: fn(), onTweak: fn() },
  render: (args) => <TableAlignmentPopup isOpen onProceed={(args as Args).onProceed as never} onTweak={(args as Args).onTweak as never} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Table alignment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Tweak calibration' }));
    await expect((args as Args).onTweak).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed' }));
    await expect((args as Args).onProceed).toHaveBeenCalled();
  },
};
