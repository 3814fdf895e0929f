import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AutoLayerMode } from '../../src/editor/engine/layers';
import { AutoExtractPanel, type AutoExtractPanelProps } from '../../src/editor/panels/auto/AutoExtractPanel';
import { algorithmsFor, AUTO_MESSAGES, DEFAULT_AUTO_SETTINGS, MARKER_CENTRE_HELP, settingsProblem, type AutoSettings } from '../../src/editor/panels/auto/autoSettings';

/** The panel with its settings and mode kept in state, as the host keeps them. */
function Controlled(props: AutoExtractPanelProps) {
  const [settings, setSettings] = useState<AutoSettings>(props.settings);
  const [mode, setMode] = useState<AutoLayerMode>(props.mode);
  return (
    <div style={{ width: 320 }}>
      <AutoExtractPanel
        {...props}
        settings={settings}
        onSettingsChange={(s) => {
          setSettings(s);
          props.onSettingsChange(s);
        }}
        mode={mode}
        onModeChange={(m) => {
          setMode(m);
          props.onModeChange(m);
        }}
        problem={props.problem ?? settingsProblem(settings, props.algorithms.includes('averagingWindow') ? 'xy' : 'bar')}
      />
    </div>
  );
}

const meta = {
  title: 'Editor/AutoExtractPanel',
  component: AutoExtractPanel,
  render: (args) => <Controlled {...args} />,
  args: {
    datasetLabel: 'ABC-1 / Placebo',
    algorithms: algorithmsFor('xy'),
    settings: DEFAULT_AUTO_SETTINGS,
    onSettingsChange: fn(),
    mode: 'none',
    onModeChange: fn(),
    maskStrokes: 0,
    onClearMask: fn(),
    status: { kind: 'idle' },
    onRun: fn(),
    onCancel: fn(),
    onAccept: fn(),
    onDiscard: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AutoExtractPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Idle with the averaging window: choosing another algorithm by keyboard shows its parameters. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Automatic extraction' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ΔX (px)' })).toHaveValue('10');
    await expect(canvas.getByText('No mask: the whole page is searched.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear mask' })).toBeDisabled();
    canvas.getByRole('button', { name: /Algorithm/ }).focus();
    await userEvent.keyboard('{Enter}');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Blob detector' }));
    await expect(canvas.getByRole('textbox', { name: 'Smallest diameter (px)' })).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: 'Largest diameter (px)' })).toHaveValue('30');
    await waitFor(() => expect(args.onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ algorithm: 'blobs' })));
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(args.onRun).toHaveBeenCalled();
  },
};

/** Picking the series colour on the page: the toggle is pressed and the hint says what to do. */
export const PickingColour: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pick series colour' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('pickForeground');
    await expect(canvas.getByRole('button', { name: 'Pick series colour' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Click the series on the page to take its colour.');
  },
};

/** A colour typed wrong: the field says how to write it and Run waits. */
export const InvalidColour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Series colour' });
    await userEvent.clear(field);
    await userEvent.type(field, 'blue');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Run' })).toBeDisabled());
    await expect(canvas.getAllByText(AUTO_MESSAGES.colour).length).toBeGreaterThan(0);
  },
};

/** A mask of three strokes drawn with the pen. */
export const WithMask: Story = {
  args: { maskStrokes: 3, mode: 'pen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 strokes in the mask.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Pen width (px)' })).toHaveValue('20');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear mask' }));
    await expect(args.onClearMask).toHaveBeenCalled();
  },
};

/** X step with interpolation: x in data units. */
export const XStep: Story = {
  args: { settings: { ...DEFAULT_AUTO_SETTINGS, algorithm: 'xStep', xStep: { xStart: 0, xEnd: 10, xStep: 0, dy: 10 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'X step' })).toHaveValue('0');
    await expect(canvas.getByText(AUTO_MESSAGES.xStepPositive)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run' })).toBeDisabled();
  },
};

/** The blob detector: marker sizes and the marker centre, Automatic at first; the keyboard chooses the centre of the box. */
export const BlobDetector: Story = {
  args: { settings: { ...DEFAULT_AUTO_SETTINGS, algorithm: 'blobs' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const centre = canvas.getByRole('button', { name: /Marker centre/ });
    await expect(centre).toHaveTextContent('Automatic');
    await expect(centre).toHaveAccessibleDescription(MARKER_CENTRE_HELP);
    centre.focus();
    await userEvent.keyboard('{Enter}');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    for (const name of ['Automatic', 'Centre of the area', 'Centre of the box']) await expect(within(list).getByRole('option', { name })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Marker centre/ })).toHaveTextContent('Centre of the box'));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ blobs: { minDiameter: 3, maxDiameter: 30, centre: 'box' } }));
  },
};

/** A bar graph offers bar extraction and the blob detector. */
/** Kaplan-Meier steps, offered on XY graphs: its one setting, the smallest drop, starts at 0 (the line's width). */
export const KaplanMeierSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Algorithm/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Kaplan-Meier steps' }));
    const drop = await canvas.findByRole('textbox', { name: 'Smallest drop (px)' });
    await expect(drop).toHaveValue('0');
    await expect(drop).toHaveAccessibleDescription(/censor marks/);
    await waitFor(() => expect(args.onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ algorithm: 'steps', steps: { minDrop: 0 } })));
  },
};

export const BarGraph: Story = {
  args: { algorithms: algorithmsFor('bar'), settings: { ...DEFAULT_AUTO_SETTINGS, algorithm: 'bars' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Narrowest bar (px)' })).toHaveValue('4');
  },
};

/** Running: progress and Cancel; the settings wait. */
export const Running: Story = {
  args: { status: { kind: 'running', progress: 0.42 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Extracting' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.queryByRole('button', { name: 'Run' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'ΔX (px)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** The points found, highlighted on the page, wait for Accept or Discard. */
export const Preview: Story = {
  args: { status: { kind: 'preview', count: 37 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('37 points found');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalled();
  },
};

/** Nothing matched: the preview says what to try and Accept waits. */
export const NothingFound: Story = {
  args: { status: { kind: 'preview', count: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(AUTO_MESSAGES.nothingFound);
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeDisabled();
  },
};

/** The run failed: the message, and Run again. */
export const Error: Story = {
  args: { status: { kind: 'error', message: 'The X step needs a calibrated XY graph' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The extraction failed')).toBeVisible();
    await expect(canvas.getByText('The X step needs a calibrated XY graph')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run' })).toBeEnabled();
  },
};

/** No dataset chosen: nothing to add to, so only the reason and Close. */
export const NoDataset: Story = {
  args: { datasetLabel: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(AUTO_MESSAGES.noDataset)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Run' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
