import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createTableCalibration } from '../../src/editor/core/model/table';
import type { TableCalibration } from '../../src/editor/core/model/tableTypes';
import type { Rotation, Vec } from '../../src/editor/engine/viewTransform';
import { TABLE_ANNOUNCEMENTS, TABLE_LAYER_MODES, cellKey, type CellRef, type CellState, type HeaderRef, type TableLayerMode } from '../../src/editor/engine/layers';
import type { DigitizerFile } from '../../src/editor/pages/pageSource';
import { useTableLayer } from '../../src/editor/useTableLayer';
import { Inline, Stack, ToggleButton } from '../../src/ui';
import { DigitizerHarness } from './DigitizerHarness';
import { imageToClient, waitForPage } from './play';
import { DEMO_TABLE_AREA, demoTablePage } from './tableFixtures';

const MODE_LABELS: Record<TableLayerMode, string> = {
  view: 'View',
  area: 'Pick area',
  resize: 'Resize',
  adjust: 'Adjust rows and columns',
  header: 'Headers',
  cell: 'Cells',
};

const round = (v: number) => Math.round(v * 10) / 10;
const areaText = (a: TableCalibration['area']) => `${round(a[0].x)}, ${round(a[0].y)} to ${round(a[1].x)}, ${round(a[1].y)}`;

/** Table 1 of the demo paper as calibrated: 4 rows, 2 columns, the first row header tagged. */
function demoTable(): TableCalibration {
  const t = createTableCalibration({ area: DEMO_TABLE_AREA, rows: 4, cols: 2 });
  t.rows.headers[0] = { compositeKey: 'Demo trial||Main||Placebo' };
  return t;
}

interface TableStoryProps {
  file: DigitizerFile;
  mode: TableLayerMode;
  table: TableCalibration | null;
  zoom: number;
  center: Vec;
  rotation?: Rotation;
  cells?: [CellRef, CellState][];
  selectedCell?: CellRef | null;
}

/** A host for the table layer: applies every callback to its own table and lists the callbacks. */
function TableStory(props: TableStoryProps) {
  const [mode, setMode] = useState(props.mode);
  const [table, setTable] = useState(props.table);
  const [cells, setCells] = useState(() => new Map((props.cells ?? []).map(([c, s]) => [cellKey(c.row, c.col), s])));
  const [selectedCell, setSelectedCell] = useState<CellRef | null>(props.selectedCell ?? null);
  const [selectedHeader, setSelectedHeader] = useState<HeaderRef | null>(null);
  const [events, setEvents] = useState<string[]>([]);
  const log = (e: string) => setEvents((list) => [...list, e]);
  const axisName = (which: 'rows' | 'cols') => (which === 'rows' ? 'Row' : 'Column');

  const layer = useTableLayer({
    mode,
    table,
    cellStates: cells,
    selectedCell,
    selectedHeader,
    onAreaChange: (area) => {
      setTable(createTableCalibration({ area, rows: 4, cols: 2 }));
      log(`Area: ${areaText(area)}`);
    },
    onResize: ({ area, rows, cols }) => {
      setTable((t) => t && { ...t, area, rows: { ...t.rows, dividers: rows }, cols: { ...t.cols, dividers: cols } });
      log(`Resized: ${areaText(area)}`);
    },
    onDividerMove: (which, index, position) => {
      setTable((t) => t && { ...t, [which]: { ...t[which], dividers: t[which].dividers.map((d, i) => (i === index ? position : d)) } });
      log(`${axisName(which)} divider ${index + 1} moved to ${round(position)}`);
    },
    onCellSelect: (row, col) => {
      setSelectedCell({ row, col });
      log(`Cell selected: row ${row + 1}, column ${col + 1}`);
    },
    onCellActivate: (row, col) => {
      setCells((m) => new Map(m).set(cellKey(row, col), 'filled'));
      log(`Cell opened: row ${row + 1}, column ${col + 1}`);
    },
    onHeaderSelect: (which, index) => {
      setSelectedHeader({ which, index });
      log(`${axisName(which)} header ${index + 1} selected`);
    },
    onHeaderActivate: (which, index) => {
      setTable((t) => t && { ...t, [which]: { ...t[which], headers: t[which].headers.map((h, i) => (i === index ? { compositeKey: 'Demo trial' } : h)) } });
      log(`${axisName(which)} header ${index + 1} opened`);
    },
  });
  const layers = useMemo(() => [layer], [layer]);

  return (
    <Stack gap="sm">
      <Inline gap="xs" role="toolbar" aria-label="Table layer mode">
        {TABLE_LAYER_MODES.map((m) => (
          <ToggleButton key={m} size="small" isSelected={mode === m} onChange={() => setMode(m)}>
            {MODE_LABELS[m]}
          </ToggleButton>
        ))}
      </Inline>
      <p data-testid="table-last-event">Last: {events.at(-1) ?? 'nothing yet'}</p>
      <DigitizerHarness
        files={[props.file]}
        layers={layers}
        initialTool="adjustPoints"
        initialZoom={props.zoom}
        initialCenter={props.center}
        initialRotation={props.rotation}
        height={420}
      />
      <ol aria-label="Table events">
        {events.map((e, i) => (
          <li key={i}>{e}</li>
        ))}
      </ol>
    </Stack>
  );
}

const meta = {
  title: 'Editor/Table layer',
  component: TableStory,
  parameters: { layout: 'padded' },
  loaders: [async () => ({ file: await demoTablePage() })],
  render: (args, { loaded }) => <TableStory {...args} file={loaded.file as DigitizerFile} />,
  args: { file: undefined as never, mode: 'view', table: null, zoom: 1, center: { x: 1080, y: 666 } },
} satisfies Meta<typeof TableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

function canvasOf(app: HTMLElement): HTMLCanvasElement {
  return app.querySelector<HTMLCanvasElement>('canvas[data-digitizer-canvas]')!;
}

const pointer = { button: 0, pointerId: 1, pointerType: 'mouse', bubbles: true, isPrimary: true };

/** Move the mouse over an image point without pressing. */
async function hoverImage(app: HTMLElement, p: Vec): Promise<void> {
  const c = imageToClient(app, p);
  canvasOf(app).dispatchEvent(new PointerEvent('pointermove', { ...pointer, buttons: 0, clientX: c.x, clientY: c.y }));
  await frame();
}

/** Press at one image point, move in steps and release at another, as a mouse drag does. */
async function dragImage(app: HTMLElement, from: Vec, to: Vec, steps = 5): Promise<void> {
  const canvas = canvasOf(app);
  const a = imageToClient(app, from);
  const b = imageToClient(app, to);
  canvas.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1, clientX: a.x, clientY: a.y }));
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    canvas.dispatchEvent(new PointerEvent('pointermove', { ...pointer, buttons: 1, clientX: a.x + (b.x - a.x) * t, clientY: a.y + (b.y - a.y) * t }));
    await frame();
  }
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0, clientX: b.x, clientY: b.y }));
  await frame();
}

const lastEvent = (root: HTMLElement) => within(root).getByTestId('table-last-event');
const announcement = (root: HTMLElement) => within(root).getByTestId('digitizer-announcement');

/** Every mode on Table 1 of the demo paper. */
export const Playground: Story = {
  args: { mode: 'cell', table: demoTable(), cells: [[{ row: 0, col: 0 }, 'filled'], [{ row: 1, col: 1 }, 'blank']] },
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
  },
};

/** Dragging a rectangle around the data (no headers) sets the area; a drag under 300 square units is ignored. */
export const AreaDrag: Story = {
  args: { mode: 'area', table: null },
  play: async ({ canvasElement }) => {
    const app = await waitForPage(canvasElement);
    await dragImage(app, { x: 700, y: 560 }, { x: 714, y: 581 }); // 14 x 21 = 294
    await expect(lastEvent(canvasElement)).toHaveTextContent('Last: nothing yet');
    await waitFor(() => expect(announcement(canvasElement)).toHaveTextContent(TABLE_ANNOUNCEMENTS.areaTooSmall));
    await dragImage(app, { x: 690, y: 546 }, { x: 1470, y: 786 });
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Area: 690, 546 to 1470, 786'));
    await expect(announcement(canvasElement)).toHaveTextContent(TABLE_ANNOUNCEMENTS.areaSet);
  },
};

/** At zoom 2 and rotation 90 the right border is a horizontal line on screen: it is grabbed within 24 pixels and dragged. */
export const ResizeZoom2Rotation90: Story = {
  args: { mode: 'resize', table: demoTable(), zoom: 2, rotation: 90, center: { x: 1440, y: 700 } },
  play: async ({ canvasElement }) => {
    const app = await waitForPage(canvasElement);
    await hoverImage(app, { x: 1475, y: 700 });
    await expect(canvasOf(app).style.cursor).toBe('ns-resize');
    await dragImage(app, { x: 1475, y: 700 }, { x: 1505, y: 700 });
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Resized: 690, 546 to 1500, 786'));
    // The border cannot come closer than 60 units to the opposite one.
    await dragImage(app, { x: 1500, y: 700 }, { x: 600, y: 700 });
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Resized: 690, 546 to 750, 786'));
    // The border is now off screen; dragging it back brings it into view again.
    await dragImage(app, { x: 752, y: 700 }, { x: 1442, y: 700 });
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Resized: 690, 546 to 1440, 786'));
  },
};

/** At zoom 2 and rotation 180, dividers are dragged within 16 pixels and stop 10 units before their neighbours. */
export const AdjustDividersZoom2Rotation180: Story = {
  args: { mode: 'adjust', table: demoTable(), zoom: 2, rotation: 180, center: { x: 1080, y: 666 } },
  play: async ({ canvasElement }) => {
    const app = await waitForPage(canvasElement);
    await hoverImage(app, { x: 900, y: 610 });
    await expect(canvasOf(app).style.cursor).toBe('row-resize');
    await dragImage(app, { x: 900, y: 610 }, { x: 900, y: 700 });
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Row divider 1 moved to 656'));
    await dragImage(app, { x: 1083, y: 700 }, { x: 1133, y: 700 });
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Column divider 1 moved to 1130'));
  },
};

/** Arrow keys move between cells and Enter opens one; the opened cell turns filled. */
export const CellKeyboard: Story = {
  args: { mode: 'cell', table: demoTable(), cells: [[{ row: 3, col: 1 }, 'blank']] },
  play: async ({ canvasElement }) => {
    const app = await waitForPage(canvasElement);
    app.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Cell selected: row 1, column 1'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Cell selected: row 3, column 2'));
    await expect(announcement(canvasElement)).toHaveTextContent('Row 3, column 2, empty.');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Cell opened: row 3, column 2'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(announcement(canvasElement)).toHaveTextContent('Row 4, column 2, blank.');
  },
};

/** With the view turned 90 degrees the arrows still follow the screen: left is the next row. */
export const CellKeyboardRotation90: Story = {
  args: { mode: 'cell', table: demoTable(), rotation: 90, center: { x: 1080, y: 666 }, selectedCell: { row: 0, col: 0 } },
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const app = await waitForPage(canvasElement);
    app.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Cell selected: row 2, column 1'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Cell selected: row 2, column 2'));
  },
};

/** A click selects a cell, a second click opens it. */
export const CellMouse: Story = {
  args: { mode: 'cell', table: demoTable() },
  play: async ({ canvasElement }) => {
    const app = await waitForPage(canvasElement);
    await hoverImage(app, { x: 1200, y: 640 });
    await expect(canvasOf(app).style.cursor).toBe('pointer');
    await dragImage(app, { x: 1200, y: 640 }, { x: 1200, y: 640 }, 1);
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Cell selected: row 2, column 2'));
    await dragImage(app, { x: 1210, y: 650 }, { x: 1210, y: 650 }, 1);
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Cell opened: row 2, column 2'));
  },
};

/** Headers beside the area: a click selects one, arrows walk them as laid out, Enter opens. */
export const Headers: Story = {
  args: { mode: 'header', table: demoTable(), zoom: 0.5, center: { x: 900, y: 600 } },
  play: async ({ canvasElement }) => {
    const app = await waitForPage(canvasElement);
    await dragImage(app, { x: 500, y: 700 }, { x: 500, y: 700 }, 1);
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Row header 3 selected'));
    await expect(announcement(canvasElement)).toHaveTextContent('Row header 3, empty.');
    app.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Row header 1 selected'));
    await expect(announcement(canvasElement)).toHaveTextContent('Row header 1, has data.');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Column header 1 selected'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Column header 1 opened'));
  },
};

/** Filled and blank cells and the selected one, as the cell tool shows them. */
export const CellStates: Story = {
  args: {
    mode: 'cell',
    table: demoTable(),
    cells: [
      [{ row: 0, col: 0 }, 'filled'],
      [{ row: 1, col: 0 }, 'filled'],
      [{ row: 2, col: 0 }, 'blank'],
      [{ row: 0, col: 1 }, 'filled'],
    ],
    selectedCell: { row: 1, col: 1 },
  },
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
  },
};

/** Enter on the keyboard cursor over a border picks it up, arrows move it, Enter drops it. */
export const ResizeByKeyboard: Story = {
  args: { mode: 'resize', table: demoTable(), center: { x: 1200, y: 666 } },
  play: async ({ canvasElement }) => {
    const app = await waitForPage(canvasElement);
    // A click on the border puts the keyboard cursor there (and, not moved, changes nothing).
    await dragImage(app, { x: 1472, y: 700 }, { x: 1472, y: 700 }, 1);
    await expect(lastEvent(canvasElement)).toHaveTextContent('Last: nothing yet');
    app.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(announcement(canvasElement)).toHaveTextContent(TABLE_ANNOUNCEMENTS.grabbed('Right border')));
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}{ArrowLeft}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Resized: 690, 546 to 1439, 786'));
    await expect(announcement(canvasElement)).toHaveTextContent(TABLE_ANNOUNCEMENTS.resized);
  },
};

/** Without a mouse: Enter sets the first corner at the keyboard cursor, arrows move the opposite one, Enter sets the area. */
export const AreaByKeyboard: Story = {
  args: { mode: 'area', table: null, zoom: 0.5, center: { x: 1000, y: 700 } },
  play: async ({ canvasElement }) => {
    const app = await waitForPage(canvasElement);
    // A click without a drag puts the keyboard cursor at the table's corner and sets no area.
    await dragImage(app, { x: 690, y: 546 }, { x: 690, y: 546 }, 1);
    await expect(lastEvent(canvasElement)).toHaveTextContent('Last: nothing yet');
    app.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(announcement(canvasElement)).toHaveTextContent(TABLE_ANNOUNCEMENTS.areaStart));
    // Shift+arrow moves 10 screen pixels: 20 image units at zoom 0.5.
    await userEvent.keyboard(`{Shift>}${'{ArrowRight}'.repeat(39)}${'{ArrowDown}'.repeat(12)}{/Shift}`);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastEvent(canvasElement)).toHaveTextContent('Last: Area: 690, 546 to 1470, 786'));
  },
};
