import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AxesLabelDialog } from '../../src/editor/panels/AxesLabelDialog';
import { body } from '../screens/play';

const VALUE_TAGS = ['Mean', 'Median', 'Count', 'Percent', 'Time (number)'];

const meta = {
  title: 'Editor/AxesLabelDialog',
  component: AxesLabelDialog,
  tags: ['!autodocs'],
  args: { isOpen: true, axes: ['x', 'y'], valueTagNames: VALUE_TAGS, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof AxesLabelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closes an open combo box list so the next Tab leaves the field. */
async function closeList() {
  if (document.querySelector('[role="listbox"]')) await userEvent.keyboard('{Escape}');
}

export const Playground: Story = {};

/** XY: both axes filled by keyboard alone, in tab order; empty decimals saves as 2. */
export const XY: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Axes Labels' });
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('combobox', { name: 'X axis data type' })).toHaveFocus());
    await userEvent.keyboard('time (number)');
    await closeList();
    await userEvent.tab();
    await expect(d.getByRole('textbox', { name: 'X axis unit' })).toHaveFocus();
    await userEvent.keyboard('week');
    await userEvent.tab();
    await expect(d.getByRole('textbox', { name: 'X axis description' })).toHaveFocus();
    await userEvent.keyboard('Time since randomisation');
    await userEvent.tab();
    await expect(d.getByRole('textbox', { name: 'X axis decimals' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await userEvent.tab();
    await expect(d.getByRole('button', { name: /X axis change from baseline/ })).toHaveFocus();
    await userEvent.tab();
    await expect(d.getByRole('combobox', { name: 'Y axis data type' })).toHaveFocus();
    await userEvent.keyboard('Mean');
    await closeList();
    await userEvent.tab();
    await userEvent.keyboard('mg/dL');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}1');
    await userEvent.tab();
    // The ratio type opens with the keyboard and takes the arrow keys.
    await userEvent.keyboard('{ArrowDown}');
    const list = await body(canvasElement).findByRole('listbox');
    await expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Not a ratio',
      'Change from baseline',
      'Percent change from baseline',
      'Ratio from baseline',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(d.getByRole('button', { name: /Y axis change from baseline/ })).toHaveTextContent('Change from baseline');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      x: { dataType: 'Time (number)', unit: 'week', description: 'Time since randomisation', decimals: 2, changeFromBaseline: 'Not a ratio' },
      y: { dataType: 'Mean', unit: 'mg/dL', description: '', decimals: 1, changeFromBaseline: 'Change from baseline' },
    });
  },
};

/** Bar: one axis, opened with the labels it has. */
export const Bar: Story = {
  args: {
    axes: ['bar'],
    initial: { bar: { dataType: 'Percent', unit: '%', description: 'Responders at week 12', decimals: 0, changeFromBaseline: 'Percent change from baseline' } },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Axes Labels' });
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Bar axis data type' })).toHaveFocus());
    await closeList();
    await expect(d.queryByRole('combobox', { name: 'X axis data type' })).toBeNull();
    await expect(d.getByRole('combobox', { name: 'Bar axis data type' })).toHaveValue('Percent');
    await expect(d.getByRole('textbox', { name: 'Bar axis decimals' })).toHaveValue('0');
    await expect(d.getByRole('button', { name: /Bar axis change from baseline/ })).toHaveTextContent('Percent change from baseline');
    await userEvent.click(d.getByRole('textbox', { name: 'Bar axis unit' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      bar: { dataType: 'Percent', unit: '%', description: 'Responders at week 12', decimals: 0, changeFromBaseline: 'Percent change from baseline' },
    });
  },
};

/** Save with nothing typed: each axis says what is missing; an unknown data type is refused. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Axes Labels' });
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('combobox', { name: 'X axis data type' })).toHaveFocus());
    await closeList();
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(d.getAllByText('Data type cannot be empty')).toHaveLength(2);
    await expect(d.getAllByText('Unit cannot be empty')).toHaveLength(2);
    await expect(d.getByRole('textbox', { name: 'X axis unit' })).toHaveAccessibleDescription('Unit cannot be empty');
    await userEvent.click(d.getByRole('combobox', { name: 'X axis data type' }));
    await userEvent.keyboard('Average');
    await closeList();
    await expect(d.getByRole('combobox', { name: 'X axis data type' })).toHaveAccessibleDescription('Data type must be a value tag name');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
