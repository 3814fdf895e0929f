import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BarCategoricalAxesInfo,
  BarEditModeSidebar,
  BarHeaderCalibrationSidebar,
  BarHeaderCountSidebar,
  BarHeaderMetadataSidebar,
  EditBarGraphSidebar,
} from '../../src/editor/panels/bar/BarSidebars';
import { body } from '../screens/play';

/*
 * The bar graph's sidebars: the wizard's header calibration, count and metadata steps, Edit Bar
 * Graph and the sidebars of its canvas modes, and the categorical axes info popup.
 */
const meta = {
  title: 'Editor/BarSidebars',
  component: BarHeaderCalibrationSidebar,
  tags: ['!autodocs'],
  args: { graphName: 'Bar graph 1', placed: 0, selected: null, onNext: fn(), onCancel: fn(), onInfo: fn() },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
} satisfies Meta<typeof BarHeaderCalibrationSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No corner yet: the first click sets P1; Next waits for both. */
export const CalibrationNoCorners: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const aside = c.getByRole('complementary', { name: 'Bar Header Calibration' });
    await expect(within(aside).getByRole('status')).toHaveTextContent('Click the first bar corner (P1)');
    await expect(c.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'About the categorical axis' }));
    await expect(args.onInfo).toHaveBeenCalledOnce();
  },
};

/** One corner placed: the second click sets P2. */
export const CalibrationOneCorner: Story = {
  args: { placed: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Click the second bar corner (P2)');
  },
};

/** Both corners placed, P2 selected by a further click: Next goes on, by keyboard too. */
export const CalibrationSelectedCorner: Story = {
  args: { placed: 2, selected: 'p2' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('P2 is selected');
    c.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

function CountHarness({ initial, onComplete }: { initial: string; onComplete: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(initial === '0' ? 'Must be a number greater than zero' : null);
  return (
    <BarHeaderCountSidebar
      value={value}
      error={error}
      onChange={(v) => {
        setValue(v);
        setError(null);
      }}
      onBack={fn()}
      onComplete={() => (/^\d+$/.test(value.trim()) && Number(value) > 0 ? onComplete(value) : setError('Must be a number greater than zero'))}
    />
  );
}

/** The count refused: the message is the field's description. */
export const CountError: Story = {
  render: () => <CountHarness initial="0" onComplete={fn()} />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Number of categories' });
    await expect(field).toHaveAccessibleDescription(/Must be a number greater than zero/);
  },
};

/** Typing a count and Enter completes the step. */
export const CountTyped: Story = {
  render: (args) => <CountHarness initial="" onComplete={args.onNext as never} />,
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Number of categories' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('abc{Enter}');
    await expect(field).toHaveAccessibleDescription(/Must be a number greater than zero/);
    await userEvent.clear(field);
    await userEvent.keyboard('4{Enter}');
    await expect(args.onNext).toHaveBeenCalledWith('4');
  },
};

const HEADERS = [
  { label: 'Placebo', hasData: true },
  { label: '10 mg', hasData: true },
  { label: '', hasData: false },
  { label: '', hasData: false },
];

/** Header metadata with two categories still empty: Next shows the message. */
export const MetadataMissing: Story = {
  render: () => <BarHeaderMetadataSidebar headers={HEADERS} open={null} locked={false} error="Missing header metadata; fill in metadata for each header and try again" onOpenHeader={fn()} onNext={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Missing header metadata; fill in metadata for each header and try again');
    await expect(c.getByRole('button', { name: 'Category 1: Placebo' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Category 3: no metadata' })).toBeEnabled();
    await expect(c.getByText(/2 of 4 have metadata/)).toBeVisible();
  },
};

/** A category opened from the list by keyboard. */
export const MetadataOpenFromList: Story = {
  render: (args) => <BarHeaderMetadataSidebar headers={HEADERS} open={null} locked={false} error={null} onOpenHeader={args.onNext as never} onNext={fn()} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: 'Category 2: 10 mg' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledWith(2);
  },
};

/** While the metadata dialog is open, the list and Next are locked. */
export const MetadataLocked: Story = {
  render: () => <BarHeaderMetadataSidebar headers={HEADERS} open={2} locked error={null} onOpenHeader={fn()} onNext={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Category 3: no metadata' })).toBeDisabled();
  },
};

const editProps = () => ({
  graphName: 'Bar graph 1',
  canRemoveCategory: true,
  onAdjustBarAxis: fn(),
  onSetDataTypes: fn(),
  onSetValues: fn(),
  onAdjustCategoricalAxis: fn(),
  onAddCategory: fn(),
  onRemoveCategory: fn(),
  onEditHeaders: fn(),
  onSetStudyBranches: fn(),
  onClearAll: fn(),
  onClearAllTags: fn(),
  onInfo: fn(),
  onClose: fn(),
});

/** Edit Bar Graph: the bar axis and the categorical axis, each a section; Add category by keyboard. */
export const EditBarGraph: Story = {
  render: (args) => <EditBarGraphSidebar {...editProps()} onAddCategory={args.onNext as never} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const bar = c.getByRole('region', { name: 'Bar axis' });
    for (const name of ['Adjust bar axis', 'Set data types', 'Set values']) await expect(within(bar).getByRole('button', { name })).toBeVisible();
    const cat = c.getByRole('region', { name: 'Categorical axis' });
    for (const name of ['Adjust categorical axis', 'Add category', 'Remove category', 'Category metadata']) await expect(within(cat).getByRole('button', { name })).toBeEnabled();
    within(cat).getByRole('button', { name: 'Adjust categorical axis' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** One category left: Remove category is blocked. */
export const EditBarGraphOneCategory: Story = {
  render: () => <EditBarGraphSidebar {...editProps()} canRemoveCategory={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove category' })).toBeDisabled();
  },
};

/** Adjusting the categorical axis: Cancel and Complete. */
export const AdjustCategoricalAxis: Story = {
  render: (args) => <BarEditModeSidebar mode="adjustCategoricalAxis" onCancel={args.onCancel} onComplete={args.onNext} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('complementary', { name: 'Adjust Categorical Axis Points' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Adjusting the bar axis points. */
export const AdjustBarAxis: Story = {
  render: (args) => <BarEditModeSidebar mode="adjustBarAxis" onCancel={args.onCancel} onComplete={args.onNext} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Adjust Bar Axis Points' })).toBeVisible();
  },
};

/** Add category after a click too close to a divider. */
export const AddCategoryMessage: Story = {
  render: (args) => <BarEditModeSidebar mode="addCategory" message="Too close to a divider to add a category here; click further inside the category." onCancel={args.onCancel} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('complementary', { name: 'Add Category' })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('Too close to a divider');
    await expect(c.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  },
};

/** Remove category, blocked at the last one. */
export const RemoveCategoryBlocked: Story = {
  render: (args) => <BarEditModeSidebar mode="removeCategory" message="A bar graph needs at least one category: this one cannot be removed." onCancel={args.onCancel} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('cannot be removed');
    c.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The categorical axes info popup; OK closes it. */
export const CategoricalAxesInfo: Story = {
  render: (args) => <BarCategoricalAxesInfo isOpen onClose={args.onCancel} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'The categorical axis' });
    await expect(dialog).toHaveTextContent('Click its two ends, P1 and P2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalled());
  },
};
