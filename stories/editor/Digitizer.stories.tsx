import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EngineLayer } from '../../src/editor/engine/layers';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PAGE_MESSAGES } from '../../src/editor/pages/errors';
import { DigitizerHarness } from './DigitizerHarness';
import { CHARTS, loadChart, unsupportedFile, type ChartName } from './fixtures';
import { clickImage, expectValuesClose, imageToClient, moveCursor, readValues, waitForPage } from './play';

const meta = {
  title: 'Editor/Digitizer',
  component: DigitizerHarness,
  parameters: { layout: 'padded' },
  args: { files: [] },
} satisfies Meta<typeof DigitizerHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const withChart = (name: ChartName, page = 1) => ({
  loaders: [async () => ({ file: await loadChart(name) })],
  render: (args: Story['args'], { loaded }: { loaded: Record<string, unknown> }) => (
    <DigitizerHarness {...args} files={[loaded.file as never]} chart={CHARTS[name].sidecar.pages[page - 1]} initialPage={page} />
  ),
});

/** Calibrate by clicking the chart's ticks, click every marker, compare with the true data. */
async function digitizeByMouse(root: HTMLElement, name: ChartName, page = 1) {
  const chart = CHARTS[name].sidecar.pages[page - 1]!;
  const app = await waitForPage(root);
  for (const t of chart.ticks) await clickImage(app, { x: t.px, y: t.py });
  await waitFor(() => expect(app).toHaveAttribute('data-tool', 'addPoints'));
  for (const p of chart.points) await clickImage(app, { x: p.px, y: p.py });
  await waitFor(() => expect(readValues(root)).toHaveLength(chart.points.length));
  expectValuesClose(readValues(root), chart);
  const live = within(root).getByTestId('digitizer-announcement');
  await expect(live.textContent).toMatch(/^Point added at /);
}

export const Playground: Story = {
  ...withChart('linear'),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
  },
};

export const LinearPdf: Story = {
  ...withChart('linear'),
  play: async ({ canvasElement }) => digitizeByMouse(canvasElement, 'linear'),
};

export const LogScalePdf: Story = {
  ...withChart('log'),
  play: async ({ canvasElement }) => digitizeByMouse(canvasElement, 'log'),
};

export const RotatedPdf: Story = {
  ...withChart('rotated'),
  play: async ({ canvasElement }) => digitizeByMouse(canvasElement, 'rotated'),
};

export const RasterPng: Story = {
  ...withChart('raster'),
  args: { files: [], height: 460 },
  play: async ({ canvasElement }) => digitizeByMouse(canvasElement, 'raster'),
};

export const BarChart: Story = {
  ...withChart('bar'),
  play: async ({ canvasElement }) => digitizeByMouse(canvasElement, 'bar'),
};

export const SecondPageOfTwo: Story = {
  ...withChart('twoPage', 2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvasElement);
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await digitizeByMouse(canvasElement, 'twoPage', 2);
    // Page 1 shows page 2's points in the off-page style; page 2 has them again on return.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await waitForPage(canvasElement);
  },
};

/** The same flow without a mouse: Tab to the canvas, z, arrows and Enter. */
export const KeyboardOnly: Story = {
  ...withChart('linear'),
  play: async ({ canvasElement }) => {
    const chart = CHARTS.linear.sidecar.pages[0]!;
    const app = await waitForPage(canvasElement);
    app.focus();
    await expect(app).toHaveFocus();
    await userEvent.keyboard('z');
    await expect(app).toHaveAttribute('data-tool', 'calibrate');
    let cursor = { x: chart.width / 2, y: chart.height / 2 };
    for (const t of chart.ticks) {
      cursor = await moveCursor(cursor, { x: t.px, y: t.py });
      await userEvent.keyboard('{Enter}');
    }
    await waitFor(() => expect(app).toHaveAttribute('data-tool', 'addPoints'));
    for (const p of chart.points) {
      cursor = await moveCursor(cursor, { x: p.px, y: p.py });
      await userEvent.keyboard('{Enter}');
    }
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(chart.points.length));
    expectValuesClose(readValues(canvasElement), chart);
    const live = within(canvasElement).getByTestId('digitizer-announcement');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live.textContent).toMatch(/^Point added at x = 9(\.\d+)?, y = 41\.\d+/);

    // Adjust: select the last point with Enter, nudge it right with Shift+arrow, then delete it.
    await userEvent.keyboard('s{Enter}');
    await waitFor(() => expect(live.textContent).toMatch(/^Point 9 selected/));
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(live.textContent).toMatch(/^Point moved to /));
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(chart.points.length - 1));
  },
};

export const AdjustAndDelete: Story = {
  ...withChart('linear'),
  play: async ({ canvasElement }) => {
    const chart = CHARTS.linear.sidecar.pages[0]!;
    const app = await waitForPage(canvasElement);
    for (const t of chart.ticks) await clickImage(app, { x: t.px, y: t.py });
    for (const p of chart.points.slice(0, 3)) await clickImage(app, { x: p.px, y: p.py });
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(3));
    // Delete picks the nearest point within 25 screen pixels: 20 away deletes, 40 away does not.
    app.focus();
    await userEvent.keyboard('d');
    await expect(app).toHaveAttribute('data-tool', 'deletePoints');
    const first = chart.points[0]!;
    await clickImage(app, { x: first.px + 40, y: first.py });
    await expect(readValues(canvasElement)).toHaveLength(3);
    await clickImage(app, { x: first.px + 20, y: first.py });
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(2));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(3));
  },
};

export const ZoomAndRotate: Story = {
  ...withChart('linear'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const app = await waitForPage(canvasElement);
    const surface = app.querySelector<HTMLElement>('[data-digitizer-surface]')!;
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(Number(surface.dataset.zoom)).toBeCloseTo(1.2));
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate right' }));
    await waitFor(() => expect(surface.dataset.rotation).toBe('90'));
    // A rotated, zoomed view still maps clicks to the right image pixel.
    const chart = CHARTS.linear.sidecar.pages[0]!;
    const p = imageToClient(app, { x: chart.ticks[0]!.px, y: chart.ticks[0]!.py });
    await expect(p.x).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Fit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate left' }));
    await waitFor(() => expect(surface.dataset.rotation).toBe('0'));
  },
};

export const CrosshairAndMagnifier: Story = {
  ...withChart('raster'),
  args: { files: [], crosshair: true, magnifier: true, height: 460 },
  play: async ({ canvasElement }) => {
    const app = await waitForPage(canvasElement);
    const magnifier = app.querySelector<HTMLCanvasElement>('[data-digitizer-magnifier]')!;
    await expect(magnifier).toBeVisible();
    app.focus();
    await userEvent.keyboard('\\');
    await expect(within(canvasElement).getByRole('button', { name: 'Crosshair' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const SelectText: Story = {
  ...withChart('linear'),
  args: { files: [], initialTool: 'selectText' },
  play: async ({ canvasElement }) => {
    const app = await waitForPage(canvasElement);
    const layer = app.querySelector<HTMLElement>('.textLayer')!;
    await waitFor(() => expect(layer.querySelectorAll('span').length).toBeGreaterThan(3));
    const spans = [...layer.querySelectorAll('span')];
    const start = spans.find((s) => s.textContent?.startsWith('Figure 1. Blood'))!;
    const end = spans.find((s) => s.textContent?.startsWith('tion from'))!;
    const range = document.createRange();
    range.setStart(start.firstChild!, 'Figure 1. Blood pressure at each visit; '.length);
    range.setEnd(end.firstChild!, 'tion'.length);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    layer.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    await expect(await within(canvasElement).findByTestId('selected-text', {}, { timeout: 5000 })).toHaveTextContent(
      'Selected text: extrac-tion',
    );
  },
};

export const UnsupportedFile: Story = {
  render: (args) => <DigitizerHarness {...args} files={[unsupportedFile()]} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent(PAGE_MESSAGES.invalidFileText);
  },
};

export const InvalidPageNumber: Story = {
  ...withChart('linear', 1),
  render: (args, { loaded }) => <DigitizerHarness {...args} files={[loaded.file as never]} initialPage={7} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('Error: Invalid page number.');
  },
};

/** A box over the figure that counts presses inside it: what a table grid or a header layer does. */
function LayerHarness(args: Story['args'] & { file: never }) {
  const [presses, setPresses] = useState(0);
  const box = { x: 400, y: 300, width: 200, height: 80 };
  const layers = useMemo<EngineLayer[]>(
    () => [
      {
        id: 'box',
        draw: (ctx, view) => {
          const corners = [
            { x: box.x, y: box.y },
            { x: box.x + box.width, y: box.y },
            { x: box.x + box.width, y: box.y + box.height },
            { x: box.x, y: box.y + box.height },
          ].map((p) => view.imageToScreen(p));
          ctx.beginPath();
          corners.forEach((c, i) => (i ? ctx.lineTo(c.x, c.y) : ctx.moveTo(c.x, c.y)));
          ctx.closePath();
          ctx.fillStyle = presses ? 'rgba(22, 163, 74, 0.25)' : 'rgba(37, 99, 235, 0.15)';
          ctx.fill();
          ctx.strokeStyle = '#1d4ed8';
          ctx.lineWidth = 2;
          ctx.stroke();
        },
        onPointerDown: (e) => {
          const inside = e.image.x >= box.x && e.image.x <= box.x + box.width && e.image.y >= box.y && e.image.y <= box.y + box.height;
          if (inside) setPresses((n) => n + 1);
          return inside;
        },
      },
    ],
    [presses],
  );
  return (
    <>
      <p data-testid="layer-presses">Presses in the box: {presses}</p>
      <DigitizerHarness {...args} files={[args.file]} chart={CHARTS.linear.sidecar.pages[0]} layers={layers} />
    </>
  );
}

/** A layer takes the presses inside its box before the tool; presses outside add points as usual. */
export const WithLayer: Story = {
  loaders: [async () => ({ file: await loadChart('linear') })],
  render: (args, { loaded }) => <LayerHarness {...args} file={loaded.file as never} />,
  play: async ({ canvasElement }) => {
    const chart = CHARTS.linear.sidecar.pages[0]!;
    const app = await waitForPage(canvasElement);
    for (const t of chart.ticks) await clickImage(app, { x: t.px, y: t.py });
    await waitFor(() => expect(app).toHaveAttribute('data-tool', 'addPoints'));
    await clickImage(app, { x: 500, y: 340 });
    await waitFor(() => expect(within(canvasElement).getByTestId('layer-presses')).toHaveTextContent('Presses in the box: 1'));
    expect(readValues(canvasElement)).toHaveLength(0);
    const first = chart.points[0]!;
    await clickImage(app, { x: first.px, y: first.py });
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(1));
    expect(within(canvasElement).getByTestId('layer-presses')).toHaveTextContent('Presses in the box: 1');
  },
};
