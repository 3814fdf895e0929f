import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VectorPanel } from '../../src/editor/panels/vector/VectorPanel';
import { NO_PROPOSAL_MESSAGES } from '../../src/editor/vector/axes';

const meta = {
  title: 'Editor/VectorPanel',
  component: VectorPanel,
  tags: ['!autodocs'],
  args: {
    status: 'ready',
    snapEnabled: false,
    onSnapChange: fn(),
    canCalibrateFromAxes: true,
    onCalibrateFromAxes: fn(),
    picking: false,
    onPickChange: fn(),
    preview: null,
    datasetName: 'Control',
    onConfirm: fn(),
    onCancel: fn(),
  },
  decorators: [(Story) => <div style={{ width: 280 }}><Story /></div>],
} satisfies Meta<typeof VectorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Vector figure' })).toBeVisible();
  },
};

export const NoVectorDrawing: Story = {
  args: { status: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This page has no vector drawing: click points as usual.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /Snap/ })).toBeNull();
  },
};

export const ReadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("The page's drawing could not be read");
  },
};

/** Snapping toggled and the axes calibration asked for, by keyboard alone. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Snap to drawing (N)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSnapChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Calibrate from axes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCalibrateFromAxes).toHaveBeenCalled();
  },
};

export const SnapOn: Story = {
  args: { snapEnabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Snap to drawing (N)' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NoLabelledTicks: Story = {
  args: { canCalibrateFromAxes: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Calibrate from axes' })).toBeDisabled();
    await expect(c.getByText('No labelled ticks found on this page.')).toBeVisible();
  },
};

export const NoProposalReason: Story = {
  args: { canCalibrateFromAxes: false, noProposalReason: NO_PROPOSAL_MESSAGES.noNumbers },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Calibrate from axes' })).toBeDisabled();
    await expect(c.getByText(NO_PROPOSAL_MESSAGES.noNumbers)).toBeVisible();
  },
};

/** Date-like axis labels that read as no dates of one format ('2010-11' beside '2012-13'): the long reason wraps under the button. */
export const NoProposalDateLikeLabels: Story = {
  args: { canCalibrateFromAxes: false, noProposalReason: NO_PROPOSAL_MESSAGES.unreadDates },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Calibrate from axes' })).toBeDisabled();
    await expect(c.getByText(NO_PROPOSAL_MESSAGES.unreadDates)).toBeVisible();
  },
};

export const NoActiveDataset: Story = {
  args: { datasetName: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Pick a series' })).toBeDisabled();
    await expect(c.getByText('Choose a dataset to add a series to.')).toBeVisible();
  },
};

export const Picking: Story = {
  args: { picking: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Pick a series' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByText('Click a line, a marker or a bar on the figure.')).toBeVisible();
  },
};

/** A picked line previewed with its count; confirmed from the keyboard. */
export const Preview: Story = {
  args: { picking: true, preview: { kind: 'line', count: 18 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('18 line vertices picked for Control');
    c.getByRole('button', { name: 'Add 18 points' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const PreviewOneMarker: Story = {
  args: { picking: true, preview: { kind: 'markers', count: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 marker picked for Control');
  },
};

/** An arm of a survival graph: a click picks a Kaplan-Meier curve, its steps and its censor marks. */
export const PickingStepCurves: Story = {
  args: { picking: true, stepCurves: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Click a Kaplan-Meier curve on the figure: its steps and censor marks are picked.')).toBeVisible();
  },
};

/** A picked Kaplan-Meier arm: its corners and its censor marks are added together, the marks flagged. */
export const PreviewStepCurve: Story = {
  args: { picking: true, stepCurves: true, preview: { kind: 'steps', count: 46, censorMarks: 16 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('46 step corners and 16 censor marks picked for Control');
    await userEvent.click(c.getByRole('button', { name: 'Add 62 points' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
