import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AxesCalibrationDialog } from '../../src/editor/panels/calibration/AxesCalibrationDialog';
import type { Axes } from '../../src/editor/core/model/types';
import { body } from '../screens/play';

/*
 * The calibration dialogs of the other axes types, each reached through the one host the
 * workspace uses: its defaults, its errors, and the values of an existing graph ('Set values').
 */
const POLAR_PIXELS = [
  { x: 300, y: 300 },
  { x: 500, y: 300 },
  { x: 300, y: 260 },
];
const TERNARY_PIXELS = [
  { x: 100, y: 400 },
  { x: 500, y: 400 },
  { x: 300, y: 54 },
];
const MAP_PIXELS = [
  { x: 80, y: 340 },
  { x: 560, y: 340 },
];
const RECORDER_PIXELS = [
  { x: 336, y: 248 },
  { x: 350, y: 250 },
  { x: 364, y: 248 },
  { x: 300, y: 280 },
  { x: 220, y: 200 },
];

const meta = {
  title: 'Editor/Other axes calibration dialogs',
  component: AxesCalibrationDialog,
  tags: ['!autodocs'],
  args: { kind: 'polar', points: POLAR_PIXELS, imageHeight: 600, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof AxesCalibrationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

export const Playground: Story = {};

const dialogNamed = async (root: HTMLElement, name: string) => within(await body(root).findByRole('dialog', { name }));

/** Polar: r 0 and 1, theta 0, degrees; the first field has the focus; Enter confirms. */
export const Polar: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await dialogNamed(canvasElement, 'Polar Axes Calibration');
    await waitFor(() => expect(d.getByLabelText('P1 r')).toHaveFocus());
    await expect(d.getByLabelText('P1 r')).toHaveValue('0');
    await expect(d.getByLabelText('P2 r')).toHaveValue('1');
    await expect(d.getByRole('radio', { name: 'Degrees' })).toBeChecked();
    await expect(d.getByRole('checkbox', { name: 'Clockwise' })).not.toBeChecked();
    await fill(d.getByLabelText('P2 r'), '4');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      calibrationPoints: [
        { px: 300, py: 300, dx: '0', dy: '0' },
        { px: 500, py: 300, dx: '0', dy: '0' },
        { px: 300, py: 260, dx: '4', dy: '0' },
      ],
      options: { degrees: true, clockwise: false, logR: false },
    });
  },
};

/** Polar errors: text where a number belongs, then a zero on a log r axis; nothing is confirmed. */
export const PolarErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await dialogNamed(canvasElement, 'Polar Axes Calibration');
    await fill(d.getByLabelText('P1 theta'), 'north');
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await expect(await d.findByText('Please enter valid values')).toBeVisible();
    await fill(d.getByLabelText('P1 theta'), '0');
    await userEvent.click(d.getByRole('checkbox', { name: 'Log scale r' }));
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await expect(await d.findByText('Values on a log scale axis can not be zero, since log(0) is undefined')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const polarAxes: Axes = {
  type: 'polar',
  name: 'Polar graph',
  options: { degrees: false, clockwise: true, logR: true },
  calibrationPoints: [
    { px: 300, py: 300, dx: 0, dy: 0 },
    { px: 500, py: 300, dx: 10, dy: 1.5 },
    { px: 300, py: 260, dx: 100, dy: 3 },
  ],
  metadata: {},
};

/** 'Set values' of an existing polar graph: its values and options, radians chosen. */
export const PolarEditing: Story = {
  args: { axes: polarAxes },
  play: async ({ canvasElement }) => {
    const d = await dialogNamed(canvasElement, 'Polar Axes Calibration');
    await expect(d.getByLabelText('P1 r')).toHaveValue('10');
    await expect(d.getByLabelText('P2 theta')).toHaveValue('3');
    await expect(d.getByRole('radio', { name: 'Radians' })).toBeChecked();
    await expect(d.getByRole('checkbox', { name: 'Clockwise' })).toBeChecked();
    await expect(d.getByRole('checkbox', { name: 'Log scale r' })).toBeChecked();
  },
};

/** Ternary: 0 to 100 and normal by default; the keyboard picks 0 to 1 and reversed. */
export const Ternary: Story = {
  args: { kind: 'ternary', points: TERNARY_PIXELS },
  play: async ({ canvasElement, args }) => {
    const d = await dialogNamed(canvasElement, 'Ternary Axes Calibration');
    await expect(d.getByRole('radio', { name: '0 to 100' })).toBeChecked();
    await expect(d.getByRole('radio', { name: 'Normal' })).toBeChecked();
    d.getByRole('radio', { name: '0 to 100' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(d.getByRole('radio', { name: '0 to 1' })).toBeChecked();
    await userEvent.click(d.getByRole('radio', { name: 'Reversed' }));
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ options: { range100: false, reversed: true } }));
  },
};

/** Ternary corners on one line cannot make a triangle. */
export const TernaryError: Story = {
  args: {
    kind: 'ternary',
    points: [
      { x: 100, y: 400 },
      { x: 300, y: 400 },
      { x: 500, y: 400 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const d = await dialogNamed(canvasElement, 'Ternary Axes Calibration');
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await expect(await d.findByText('Please enter valid values')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Map: scale length and units of the clicked scale bar, bottom-left origin by default. */
export const Map: Story = {
  args: { kind: 'map', points: MAP_PIXELS },
  play: async ({ canvasElement, args }) => {
    const d = await dialogNamed(canvasElement, 'Map Scale Calibration');
    await expect(d.getByRole('radio', { name: 'Bottom left' })).toBeChecked();
    await fill(d.getByLabelText('Scale length'), '0');
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await expect(await d.findByText('Please enter valid values')).toBeVisible();
    await fill(d.getByLabelText('Scale length'), '5');
    await fill(d.getByLabelText('Units'), 'km');
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ options: { scaleLength: '5', unit: 'km', origin: 'bottom-left', imageHeight: 600 } }),
    );
  },
};

/** Circular chart recorder: T0 is needed; a week's turn and time running clockwise by default. */
export const Recorder: Story = {
  args: { kind: 'circularChartRecorder', points: RECORDER_PIXELS },
  play: async ({ canvasElement, args }) => {
    const d = await dialogNamed(canvasElement, 'Circular Chart Recorder Calibration');
    await expect(d.getByRole('radio', { name: 'Week' })).toBeChecked();
    await expect(d.getByRole('radio', { name: 'Clockwise' })).toBeChecked();
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await expect(await d.findByText('Please enter valid values')).toBeVisible();
    await fill(d.getByLabelText('T0 (time of the pen arc)'), '2024/01/01 06:00:00');
    await fill(d.getByLabelText('R2 (value at T0,R2)'), '50');
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ options: { rotationTime: 'week', clockwise: true } }));
  },
};

/** The recorder's values at R0 and R2 must differ. */
export const RecorderEqualValues: Story = {
  args: { kind: 'circularChartRecorder', points: RECORDER_PIXELS },
  play: async ({ canvasElement, args }) => {
    const d = await dialogNamed(canvasElement, 'Circular Chart Recorder Calibration');
    await fill(d.getByLabelText('T0 (time of the pen arc)'), '2024/01/01');
    await fill(d.getByLabelText('R2 (value at T0,R2)'), '0');
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await expect(await d.findByText('Please enter valid values')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Cancel closes without a result. */
export const Cancelled: Story = {
  args: { kind: 'map', points: MAP_PIXELS },
  play: async ({ canvasElement, args }) => {
    const d = await dialogNamed(canvasElement, 'Map Scale Calibration');
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
