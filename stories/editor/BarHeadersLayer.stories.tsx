import { useMemo, useReducer, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { barGrowthOf, buildBarHeaders, moveDivider, splitHeaderAt, type Vec } from '../../src/editor/core/barHeaders';
import type { Axes, BarHeaders } from '../../src/editor/core/model/types';
import { barHeadersLayer, type BarLayerMode } from '../../src/editor/engine/layers';
import { barWizardReducer, initialBarWizard } from '../../src/editor/panels/bar/barWizard';
import { DigitizerHarness } from './DigitizerHarness';
import { CHARTS, loadChart } from './fixtures';
import { clickImage, moveCursor, waitForPage } from './play';

/*
 * The bar headers layer over the bar chart fixture (bars A to D, 135 px apart, categorical axis
 * from x = 120 to 660 on y = 420): the wizard's corner clicks, four categories, a header opened,
 * and Add category splitting a header where it is clicked. The same chart scanned at a 20 degree
 * slant (bar-tilted) shows the categorical axis of a rotated bar graph.
 */
const meta = {
  title: 'Editor/BarHeadersLayer',
  component: DigitizerHarness,
  parameters: { layout: 'padded' },
  args: { files: [] },
} satisfies Meta<typeof DigitizerHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = ['A', 'B', 'C', 'D'];

/*
 * The slanted scan: the page turned 20 degrees counter-clockwise about the plot's centre, so the
 * categorical axis runs from P1 (192.7, 502.4) 540 px along u = (cos 20, -sin 20), and the bars grow
 * along the value axis from P1 to P2 (79.9, 192.3).
 */
const TILT = (20 * Math.PI) / 180;
const U = { x: Math.cos(TILT), y: -Math.sin(TILT) };
const N = { x: -Math.sin(TILT), y: -Math.cos(TILT) };
const TILTED_TICKS = CHARTS.barTilted.sidecar.pages[0]!.ticks;
const TP1 = { x: TILTED_TICKS[0]!.px, y: TILTED_TICKS[0]!.py };
/** A point of the slanted chart: `along` px along the categorical axis from P1, `up` px towards the bars. */
const tilted = (along: number, up: number): Vec => ({ x: TP1.x + along * U.x + up * N.x, y: TP1.y + along * U.y + up * N.y });
const TILTED_AXES = {
  name: 'Bars',
  type: 'bar',
  options: { rotated: true },
  metadata: {},
  calibrationPoints: TILTED_TICKS.map((t) => ({ px: t.px, py: t.py, dx: 0, dy: t.value })),
} as unknown as Axes;
const tiltedHeaders = () => buildBarHeaders(TP1, tilted(540, 0), 4, 'UP', barGrowthOf(TILTED_AXES));

function BarLayerHarness(props: Story['args'] & { file: never; mode: 'wizard' | 'addCategory' | 'adjust' | 'rotated' }) {
  const [wizard, dispatch] = useReducer(barWizardReducer, undefined, initialBarWizard);
  const [headers, setHeaders] = useState<BarHeaders | null>(() =>
    props.mode === 'rotated' ? tiltedHeaders() : props.mode !== 'wizard' ? buildBarHeaders({ x: 120, y: 420 }, { x: 660, y: 420 }, 4, 'UP') : null,
  );
  const [opened, setOpened] = useState<number | null>(null);
  const [selectedDivider, setSelectedDivider] = useState<number | null>(null);
  const mode: BarLayerMode = props.mode === 'rotated' ? 'headers' : props.mode !== 'wizard' ? props.mode : headers ? 'headers' : 'corners';
  const layers = useMemo(
    () => [
      barHeadersLayer({
        mode,
        headers,
        corners: { p1: wizard.p1, p2: wizard.p2, selected: wizard.selected },
        selectedHeader: opened,
        labels: headers?.headers.map((_, i) => LABELS[i] ?? '') ?? [],
        onCornerClick: (at, zoom) => dispatch({ type: 'click', at, zoom }),
        onCornerDrag: (to) => dispatch({ type: 'moveSelected', to }),
        onHeaderClick: (index) => setOpened(index),
        onCategoryClick: (at) => setHeaders((h) => (h ? (splitHeaderAt(h, at) ?? h) : h)),
        selectedDivider,
        onDividerSelect: setSelectedDivider,
        onDividerDrop: (index, to) => setHeaders((h) => (h ? moveDivider(h, index, to) : h)),
      }),
    ],
    [mode, headers, wizard, opened, selectedDivider],
  );
  return (
    <>
      <p data-testid="bar-state">
        Corners: {(wizard.p1 ? 1 : 0) + (wizard.p2 ? 1 : 0)}; categories: {headers?.count ?? 0}; opened: {opened === null ? 'none' : opened + 1}; dividers:{' '}
        {headers?.headerDividers.map((d) => Math.round(d.startX * 10) / 10).join(', ') ?? 'none'}; selected divider: {selectedDivider === null ? 'none' : selectedDivider + 1}
      </p>
      <button
        type="button"
        disabled={!wizard.p1 || !wizard.p2 || headers !== null}
        onClick={() => setHeaders(buildBarHeaders(wizard.p1!, wizard.p2!, 4, 'UP'))}
      >
        Make 4 categories
      </button>
      <DigitizerHarness
        {...props}
        files={[props.file]}
        chart={(props.mode === 'rotated' ? CHARTS.barTilted : CHARTS.bar).sidecar.pages[0]}
        initialTool="adjustPoints" layers={layers} />
    </>
  );
}

/** Corners by mouse, four categories, the second opened by a click on its area. */
export const WizardOnChart: Story = {
  loaders: [async () => ({ file: await loadChart('bar') })],
  render: (args, { loaded }) => <BarLayerHarness {...args} file={loaded.file as never} mode="wizard" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const app = await waitForPage(canvasElement);
    await clickImage(app, { x: 120, y: 420 });
    await clickImage(app, { x: 660, y: 421 });
    await waitFor(() => expect(c.getByTestId('bar-state')).toHaveTextContent('Corners: 2; categories: 0'));
    await userEvent.click(c.getByRole('button', { name: 'Make 4 categories' }));
    await waitFor(() => expect(c.getByTestId('bar-state')).toHaveTextContent('categories: 4'));
    await clickImage(app, { x: 322, y: 300 });
    await waitFor(() => expect(c.getByTestId('bar-state')).toHaveTextContent('opened: 2'));
  },
};

/** Add category: a click inside C splits it there. */
export const AddCategory: Story = {
  loaders: [async () => ({ file: await loadChart('bar') })],
  render: (args, { loaded }) => <BarLayerHarness {...args} file={loaded.file as never} mode="addCategory" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const app = await waitForPage(canvasElement);
    await clickImage(app, { x: 500, y: 350 });
    await waitFor(() => expect(c.getByTestId('bar-state')).toHaveTextContent('categories: 5'));
  },
};

/** Adjust without a mouse: Enter on a divider with the keyboard cursor selects it, Shift+arrow moves it 5 px. */
export const AdjustDividerByKeyboard: Story = {
  loaders: [async () => ({ file: await loadChart('bar') })],
  render: (args, { loaded }) => <BarLayerHarness {...args} file={loaded.file as never} mode="adjust" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const app = await waitForPage(canvasElement);
    app.focus();
    const chart = CHARTS.bar.sidecar.pages[0]!;
    await moveCursor({ x: chart.width / 2, y: chart.height / 2 }, { x: 392, y: 350 });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(c.getByTestId('bar-state')).toHaveTextContent('selected divider: 3'));
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowLeft}');
    await waitFor(() => expect(c.getByTestId('bar-state')).toHaveTextContent('dividers: 120, 255, 399.5, 525, 660'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(c.getByTestId('bar-state')).toHaveTextContent('selected divider: none'));
  },
};

/** A rotated bar graph (the chart scanned at a 20 degree slant): the dividers stand along the bars' edges, and a click on bar B opens B. */
export const RotatedBarGraph: Story = {
  loaders: [async () => ({ file: await loadChart('barTilted') })],
  render: (args, { loaded }) => <BarLayerHarness {...args} file={loaded.file as never} mode="rotated" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const app = await waitForPage(canvasElement);
    await clickImage(app, tilted(202.5, 70));
    await waitFor(() => expect(c.getByTestId('bar-state')).toHaveTextContent('opened: 2'));
    await expect(c.getByTestId('bar-state')).toHaveTextContent('dividers: 192.7, 319.6, 446.4, 573.3, 700.2');
  },
};
