import { describe, expect, it, vi } from 'vitest';
import type { LayerContext, LayerView } from '../../../../src/editor/engine/layers';
import { cellKey, type TableShape } from '../../../../src/editor/engine/layers/tableGeometry';
import { TABLE_ANNOUNCEMENTS, TABLE_COLORS, TableInteraction, createTableLayer, type TableLayerOptions } from '../../../../src/editor/engine/layers/tableLayer';
import type { ToolPointerEvent } from '../../../../src/editor/engine/tools/types';
import { applyAffine, invertAffine, viewMatrix, type Rotation, type Vec } from '../../../../src/editor/engine/viewTransform';
import { fakeCanvas } from '../renderers/fakeCanvas';

/** A view of a 1000 x 800 page in a 1000 x 1000 viewport. */
function makeView(zoom: number, rotation: Rotation, center: Vec = { x: 500, y: 500 }): LayerView {
  const state = { zoom, rotation, center };
  const viewport = { width: 1000, height: 1000 };
  const matrix = viewMatrix(state, viewport);
  return {
    matrix,
    viewport,
    state,
    pageSize: { width: 1000, height: 800 },
    imageToScreen: (p) => applyAffine(matrix, p),
    screenToImage: (p) => applyAffine(invertAffine(matrix), p),
  };
}

function fakeContext(view: LayerView) {
  const log = { renders: 0, announced: [] as string[], cursor: null as string | null };
  const ctx: LayerContext = {
    view,
    requestRender: () => void log.renders++,
    announce: (m) => void log.announced.push(m),
    setCursor: (c) => void (log.cursor = c),
  };
  return { ctx, log };
}

/** A pointer event at a screen position, as the engine makes it. */
const at = (view: LayerView, screen: Vec, source: 'pointer' | 'keyboard' = 'pointer'): ToolPointerEvent => ({
  screen,
  image: view.screenToImage(screen),
  shiftKey: false,
  source,
});
/** A pointer event at an image position. */
const img = (view: LayerView, image: Vec, source: 'pointer' | 'keyboard' = 'pointer'): ToolPointerEvent => ({
  image,
  screen: view.imageToScreen(image),
  shiftKey: false,
  source,
});
const key = (k: string, shiftKey = false) => ({ key: k, shiftKey }) as KeyboardEvent;

/** 3 rows x 2 columns over x 100..400, y 200..350. */
const table: TableShape = {
  area: [
    { x: 100, y: 200 },
    { x: 400, y: 350 },
  ],
  rotation: 0,
  rows: { num: 3, dividers: [250, 300], headers: [{ compositeKey: 'A' }, {}, {}] },
  cols: { num: 2, dividers: [250], headers: [{}, {}] },
};

function layerWith(mode: TableLayerOptions['mode'], extra: Partial<TableLayerOptions> = {}) {
  const calls = {
    onAreaChange: vi.fn(),
    onResize: vi.fn(),
    onDividerMove: vi.fn(),
    onCellSelect: vi.fn(),
    onCellActivate: vi.fn(),
    onHeaderSelect: vi.fn(),
    onHeaderActivate: vi.fn(),
  };
  return { layer: createTableLayer({ mode, table, ...calls, ...extra }), calls };
}

describe('table layer: area', () => {
  it('reports a dragged rectangle of at least 300 square units', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const { layer, calls } = layerWith('area', { table: null });
    expect(layer.onPointerDown!(img(view, { x: 130, y: 120 }), ctx)).toBe(true);
    layer.onPointerMove!(img(view, { x: 110, y: 110 }), ctx);
    layer.onPointerUp!(img(view, { x: 100, y: 100 }), ctx);
    expect(calls.onAreaChange).toHaveBeenCalledWith([
      { x: 100, y: 100 },
      { x: 130, y: 120 },
    ]);
  });

  it('ignores a drag under 300 square units, and says so', () => {
    const view = makeView(1, 0);
    const { ctx, log } = fakeContext(view);
    const { layer, calls } = layerWith('area', { table: null });
    layer.onPointerDown!(img(view, { x: 100, y: 100 }), ctx);
    layer.onPointerUp!(img(view, { x: 114, y: 121 }), ctx); // 294 square units
    expect(calls.onAreaChange).not.toHaveBeenCalled();
    expect(log.announced).toEqual([TABLE_ANNOUNCEMENTS.areaTooSmall]);
  });

  it('measures the area in image units at zoom 2 and rotation 180', () => {
    const view = makeView(2, 180);
    const { ctx } = fakeContext(view);
    const { layer, calls } = layerWith('area', { table: null });
    // 40 x 20 screen pixels are 20 x 10 image units: 200, too small.
    layer.onPointerDown!(at(view, { x: 500, y: 500 }), ctx);
    layer.onPointerUp!(at(view, { x: 540, y: 520 }), ctx);
    expect(calls.onAreaChange).not.toHaveBeenCalled();
    layer.onPointerDown!(at(view, { x: 500, y: 500 }), ctx);
    layer.onPointerUp!(at(view, { x: 560, y: 520 }), ctx);
    expect(calls.onAreaChange).toHaveBeenCalledWith([
      { x: 470, y: 490 },
      { x: 500, y: 500 },
    ]);
  });

  it('takes a rectangle from the keyboard: Enter, arrows, Enter', () => {
    const view = makeView(1, 0);
    const { ctx, log } = fakeContext(view);
    const { layer, calls } = layerWith('area', { table: null });
    expect(layer.onPointerDown!(img(view, { x: 200, y: 200 }, 'keyboard'), ctx)).toBe(true);
    layer.onPointerUp!(img(view, { x: 200, y: 200 }, 'keyboard'), ctx);
    expect(log.announced).toEqual([TABLE_ANNOUNCEMENTS.areaStart]);
    for (let i = 0; i < 3; i++) layer.onKeyDown!(key('ArrowRight', true), ctx);
    for (let i = 0; i < 2; i++) layer.onKeyDown!(key('ArrowDown', true), ctx);
    expect(calls.onAreaChange).not.toHaveBeenCalled();
    expect(layer.onKeyDown!(key('Enter'), ctx)).toBe(true);
    expect(calls.onAreaChange).toHaveBeenCalledWith([
      { x: 200, y: 200 },
      { x: 230, y: 220 },
    ]);
  });

  it('cancels the keyboard rectangle with Escape', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const { layer, calls } = layerWith('area', { table: null });
    layer.onPointerDown!(img(view, { x: 200, y: 200 }, 'keyboard'), ctx);
    layer.onKeyDown!(key('ArrowRight', true), ctx);
    expect(layer.onKeyDown!(key('Escape'), ctx)).toBe(true);
    expect(layer.interaction.drag).toBeNull();
    expect(layer.onKeyDown!(key('Enter'), ctx)).toBe(false);
    expect(calls.onAreaChange).not.toHaveBeenCalled();
  });
});

describe('table layer: resize', () => {
  it('grabs the right border within 24 screen pixels at zoom 2 and rotation 90, not at 30', () => {
    const view = makeView(2, 90);
    const { ctx } = fakeContext(view);
    const { layer } = layerWith('resize');
    // The image's right border (x = 400) is a horizontal line on screen at rotation 90.
    const edge = view.imageToScreen({ x: 400, y: 300 });
    expect(layer.onPointerDown!(at(view, { x: edge.x, y: edge.y + 30 }), ctx)).toBe(false);
    expect(layer.onPointerDown!(at(view, { x: edge.x, y: edge.y + 20 }), ctx)).toBe(true);
    expect(layer.interaction.drag).toMatchObject({ kind: 'resize', grip: { kind: 'edge', edge: 'right' } });
  });

  it('moves the border with the pointer, keeping the grab offset, and scales the dividers', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const { layer, calls } = layerWith('resize');
    layer.onPointerDown!(img(view, { x: 300, y: 360 }), ctx); // 10 below the bottom border
    layer.onPointerMove!(img(view, { x: 300, y: 420 }), ctx);
    layer.onPointerUp!(img(view, { x: 310, y: 510 }), ctx);
    expect(calls.onResize).toHaveBeenCalledWith({
      area: [
        { x: 100, y: 200 },
        { x: 400, y: 500 },
      ],
      rows: [300, 400],
      cols: [250],
    });
  });

  it('stops a side 60 units from the opposite one and keeps the area on the page', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const { layer, calls } = layerWith('resize');
    layer.onPointerDown!(img(view, { x: 100, y: 200 }), ctx); // top-left corner
    layer.onPointerUp!(img(view, { x: 900, y: -50 }), ctx);
    expect(calls.onResize.mock.calls[0]![0].area).toEqual([
      { x: 340, y: 0 },
      { x: 400, y: 350 },
    ]);
  });

  it('resizes from the keyboard: Enter on a border, arrows, Enter; Escape puts it back', () => {
    const view = makeView(2, 0, { x: 250, y: 250 });
    const { ctx, log } = fakeContext(view);
    const { layer, calls } = layerWith('resize');
    layer.onPointerDown!(img(view, { x: 402, y: 300 }, 'keyboard'), ctx);
    expect(log.announced.at(-1)).toBe(TABLE_ANNOUNCEMENTS.grabbed('Right border'));
    layer.onKeyDown!(key('ArrowRight', true), ctx); // 10 screen pixels: 5 image units at zoom 2
    layer.onKeyDown!(key('ArrowRight'), ctx); // 0.5
    layer.onKeyDown!(key('Enter'), ctx);
    expect(calls.onResize.mock.calls[0]![0].area).toEqual([
      { x: 100, y: 200 },
      { x: 405.5, y: 350 },
    ]);
    layer.onPointerDown!(img(view, { x: 100, y: 270 }, 'keyboard'), ctx);
    layer.onKeyDown!(key('ArrowLeft', true), ctx);
    layer.onKeyDown!(key('Escape'), ctx);
    expect(log.announced.at(-1)).toBe(TABLE_ANNOUNCEMENTS.cancelled);
    expect(calls.onResize).toHaveBeenCalledTimes(1);
  });

  it('forgets the hovered border once the keyboard has moved it away', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const { layer } = layerWith('resize');
    layer.onPointerMove!(img(view, { x: 402, y: 300 }), ctx);
    expect(layer.interaction.hover).toEqual({ kind: 'edge', edge: 'right' });
    layer.onPointerDown!(img(view, { x: 402, y: 300 }, 'keyboard'), ctx);
    layer.onKeyDown!(key('ArrowLeft', true), ctx);
    layer.onKeyDown!(key('Enter'), ctx);
    expect(layer.interaction.hover).toBeNull();
  });

  it('shows resize cursors in the direction seen on screen', () => {
    for (const [rotation, right, corner] of [
      [0, 'ew-resize', 'nwse-resize'],
      [90, 'ns-resize', 'nesw-resize'],
      [180, 'ew-resize', 'nwse-resize'],
      [270, 'ns-resize', 'nesw-resize'],
    ] as const) {
      const view = makeView(1, rotation);
      const { ctx, log } = fakeContext(view);
      const { layer } = layerWith('resize');
      expect(layer.onPointerMove!(img(view, { x: 405, y: 300 }), ctx)).toBe(true);
      expect(log.cursor, `${rotation}`).toBe(right);
      layer.onPointerMove!(img(view, { x: 98, y: 198 }), ctx);
      expect(log.cursor, `${rotation}`).toBe(corner);
      expect(layer.onPointerMove!(img(view, { x: 250, y: 275 }), ctx)).toBe(false);
      expect(log.cursor).toBeNull();
    }
  });
});

describe('table layer: tolerances on screen at any zoom and rotation', () => {
  it('grabs a border within 24 and a divider within 16 screen pixels, exactly, at every zoom and view rotation', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      for (const zoom of [0.7, 1, 2, 5.5]) {
        const view = makeView(zoom, rotation, { x: 300, y: 300 });
        const ctx = fakeContext(view).ctx;
        // Screen points beside the right border's middle and the column divider, along the screen direction of image +x.
        const onScreen = (image: Vec, pixels: number) => {
          const s = view.imageToScreen(image);
          const dir = { x: view.matrix.a / zoom, y: view.matrix.b / zoom };
          return at(view, { x: s.x + dir.x * pixels, y: s.y + dir.y * pixels });
        };
        const label = `rotation ${rotation}, zoom ${zoom}`;
        expect(layerWith('resize').layer.onPointerDown!(onScreen({ x: 400, y: 275 }, 23.9), ctx), label).toBe(true);
        expect(layerWith('resize').layer.onPointerDown!(onScreen({ x: 400, y: 275 }, 24.1), ctx), label).toBe(false);
        expect(layerWith('adjust').layer.onPointerDown!(onScreen({ x: 250, y: 275 }, 15.9), ctx), label).toBe(true);
        expect(layerWith('adjust').layer.onPointerDown!(onScreen({ x: 250, y: 275 }, -16.1), ctx), label).toBe(false);
      }
    }
  });
});

describe('table layer: adjust', () => {
  it('drags a divider within 16 screen pixels and stops it 10 units before its neighbour', () => {
    const view = makeView(1, 0);
    const { ctx, log } = fakeContext(view);
    const { layer, calls } = layerWith('adjust');
    expect(layer.onPointerMove!(img(view, { x: 300, y: 262 }), ctx)).toBe(true);
    expect(log.cursor).toBe('row-resize');
    layer.onPointerDown!(img(view, { x: 300, y: 262 }), ctx);
    layer.onPointerUp!(img(view, { x: 300, y: 400 }), ctx);
    expect(calls.onDividerMove).toHaveBeenCalledWith('rows', 0, 290);
  });

  it('misses a divider 20 screen pixels away at zoom 1 but not at zoom 0.5', () => {
    const { layer } = layerWith('adjust');
    const near = makeView(1, 0);
    expect(layer.onPointerDown!(img(near, { x: 300, y: 270 }), fakeContext(near).ctx)).toBe(false);
    const far = makeView(0.5, 0);
    expect(layer.onPointerDown!(img(far, { x: 300, y: 270 }), fakeContext(far).ctx)).toBe(true);
  });

  it('moves a column divider by the arrow seen on screen at rotation 90', () => {
    const view = makeView(1, 90);
    const { ctx, log } = fakeContext(view);
    const { layer, calls } = layerWith('adjust');
    layer.onPointerMove!(img(view, { x: 255, y: 325 }), ctx);
    expect(log.cursor).toBe('row-resize'); // the column divider x = 250 is horizontal on screen
    layer.onPointerDown!(img(view, { x: 255, y: 325 }, 'keyboard'), ctx);
    expect(log.announced.at(-1)).toBe(TABLE_ANNOUNCEMENTS.grabbed('Column divider 1'));
    // At rotation 90 image x points down the screen.
    layer.onKeyDown!(key('ArrowDown', true), ctx);
    layer.onKeyDown!(key('ArrowDown', true), ctx);
    layer.onKeyDown!(key('Enter'), ctx);
    expect(calls.onDividerMove).toHaveBeenCalledWith('cols', 0, 270);
  });

  it('reports nothing when a divider is dropped where it was', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const { layer, calls } = layerWith('adjust');
    layer.onPointerDown!(img(view, { x: 300, y: 255 }), ctx);
    layer.onPointerUp!(img(view, { x: 300, y: 255 }), ctx);
    expect(calls.onDividerMove).not.toHaveBeenCalled();
  });

  it('keeps a drag when the host rebuilds the layer with the same interaction', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const interaction = new TableInteraction();
    const first = layerWith('adjust', { interaction });
    first.layer.onPointerDown!(img(view, { x: 245, y: 325 }), ctx);
    const second = layerWith('adjust', { interaction });
    second.layer.onPointerMove!(img(view, { x: 200, y: 325 }), ctx);
    second.layer.onPointerUp!(img(view, { x: 180, y: 325 }), ctx);
    expect(second.calls.onDividerMove).toHaveBeenCalledWith('cols', 0, 185);
    expect(first.calls.onDividerMove).not.toHaveBeenCalled();
  });
});

describe('table layer: cells', () => {
  it('selects a cell on click and opens it on a second click', () => {
    const view = makeView(1, 0);
    const { ctx, log } = fakeContext(view);
    const { layer, calls } = layerWith('cell', { cellStates: new Map([[cellKey(1, 1), 'filled']]) });
    expect(layer.onPointerDown!(img(view, { x: 300, y: 275 }), ctx)).toBe(true);
    expect(calls.onCellSelect).toHaveBeenCalledWith(1, 1);
    expect(log.announced).toEqual(['Row 2, column 2, filled.']);
    layer.onPointerDown!(img(view, { x: 320, y: 280 }), ctx);
    expect(calls.onCellActivate).toHaveBeenCalledWith(1, 1);
    expect(layer.onPointerDown!(img(view, { x: 50, y: 275 }), ctx)).toBe(false);
  });

  it('moves with the arrows between cells, stops at the edges, and opens with Enter', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const { layer, calls } = layerWith('cell');
    layer.onKeyDown!(key('ArrowDown'), ctx); // nothing selected: the first cell
    expect(calls.onCellSelect).toHaveBeenLastCalledWith(0, 0);
    layer.onKeyDown!(key('ArrowDown'), ctx);
    layer.onKeyDown!(key('ArrowRight'), ctx);
    expect(calls.onCellSelect).toHaveBeenLastCalledWith(1, 1);
    layer.onKeyDown!(key('ArrowRight'), ctx); // past the last column: stays
    expect(calls.onCellSelect).toHaveBeenCalledTimes(3);
    layer.onKeyDown!(key('Enter'), ctx);
    expect(calls.onCellActivate).toHaveBeenCalledWith(1, 1);
  });

  it('follows the screen at view rotation 90 and a table printed at 180', () => {
    const view = makeView(1, 90);
    const { ctx } = fakeContext(view);
    const { layer, calls } = layerWith('cell', { selectedCell: { row: 1, col: 0 } });
    // At view 90, image +y (the next row) points left on screen.
    layer.onKeyDown!(key('ArrowLeft'), ctx);
    expect(calls.onCellSelect).toHaveBeenLastCalledWith(2, 0);
    layer.onKeyDown!(key('ArrowDown'), ctx); // image +x: the next column
    expect(calls.onCellSelect).toHaveBeenLastCalledWith(2, 1);

    const upsideDown = createTableLayer({
      mode: 'cell',
      table: { ...table, rotation: 180 },
      selectedCell: { row: 1, col: 1 },
      onCellSelect: calls.onCellSelect,
    });
    const plain = makeView(1, 0);
    upsideDown.onKeyDown!(key('ArrowDown'), fakeContext(plain).ctx); // rows count upwards
    expect(calls.onCellSelect).toHaveBeenLastCalledWith(0, 1);
  });

  it('takes a new selection from the host and keeps its own otherwise', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const interaction = new TableInteraction();
    createTableLayer({ mode: 'cell', table, interaction, selectedCell: { row: 0, col: 0 } });
    const a = createTableLayer({ mode: 'cell', table, interaction, selectedCell: { row: 0, col: 0 } });
    a.onKeyDown!(key('ArrowDown'), ctx);
    expect(interaction.selectedCell).toEqual({ row: 1, col: 0 });
    createTableLayer({ mode: 'cell', table, interaction, selectedCell: { row: 0, col: 0 } });
    expect(interaction.selectedCell).toEqual({ row: 1, col: 0 });
    createTableLayer({ mode: 'cell', table, interaction, selectedCell: { row: 2, col: 1 } });
    expect(interaction.selectedCell).toEqual({ row: 2, col: 1 });
  });

  it('shows a pointer over cells and gives the cursor back outside', () => {
    const view = makeView(1, 0);
    const { ctx, log } = fakeContext(view);
    const { layer } = layerWith('cell');
    layer.onPointerMove!(img(view, { x: 300, y: 275 }), ctx);
    expect(log.cursor).toBe('pointer');
    expect(layer.interaction.hover).toEqual({ kind: 'cell', row: 1, col: 1 });
    layer.onPointerLeave!(ctx);
    expect(log.cursor).toBeNull();
    expect(layer.interaction.hover).toBeNull();
  });
});

describe('table layer: headers', () => {
  it('selects a header on click, opens it on the second, announcing whether it has data', () => {
    const view = makeView(1, 0);
    const { ctx, log } = fakeContext(view);
    const { layer, calls } = layerWith('header');
    layer.onPointerDown!(img(view, { x: 50, y: 220 }), ctx);
    expect(calls.onHeaderSelect).toHaveBeenCalledWith('rows', 0);
    expect(log.announced).toEqual(['Row header 1, has data.']);
    layer.onPointerDown!(img(view, { x: 50, y: 230 }), ctx);
    expect(calls.onHeaderActivate).toHaveBeenCalledWith('rows', 0);
    layer.onPointerDown!(img(view, { x: 300, y: 150 }), ctx);
    expect(calls.onHeaderSelect).toHaveBeenLastCalledWith('cols', 1);
    expect(log.announced.at(-1)).toBe('Column header 2, empty.');
  });

  it('walks the headers with the arrows as they are laid out on screen', () => {
    const view = makeView(0.5, 0);
    const { ctx } = fakeContext(view);
    const { layer, calls } = layerWith('header', { selectedHeader: { which: 'cols', index: 0 } });
    layer.onKeyDown!(key('ArrowRight'), ctx);
    expect(calls.onHeaderSelect).toHaveBeenLastCalledWith('cols', 1);
    layer.onKeyDown!(key('ArrowRight'), ctx); // nothing further right
    expect(calls.onHeaderSelect).toHaveBeenCalledTimes(1);
    layer.onKeyDown!(key('ArrowLeft'), ctx);
    layer.onKeyDown!(key('ArrowLeft'), ctx); // from the first column header to the row headers
    expect(calls.onHeaderSelect).toHaveBeenLastCalledWith('rows', 0);
    layer.onKeyDown!(key('ArrowDown'), ctx);
    expect(calls.onHeaderSelect).toHaveBeenLastCalledWith('rows', 1);
    layer.onKeyDown!(key('Enter'), ctx);
    expect(calls.onHeaderActivate).toHaveBeenCalledWith('rows', 1);
  });

  it('skips the side without headers', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const { layer, calls } = layerWith('header', { table: { ...table, schema: 'rows' } });
    expect(layer.onPointerDown!(img(view, { x: 300, y: 150 }), ctx)).toBe(false);
    layer.onKeyDown!(key('ArrowDown'), ctx);
    expect(calls.onHeaderSelect).toHaveBeenLastCalledWith('rows', 0);
  });
});

describe('table layer: view mode', () => {
  it('takes no input', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const { layer } = layerWith('view');
    expect(layer.onPointerDown!(img(view, { x: 300, y: 275 }), ctx)).toBe(false);
    expect(layer.onPointerMove!(img(view, { x: 300, y: 275 }), ctx)).toBe(false);
    expect(layer.onKeyDown!(key('ArrowDown'), ctx)).toBe(false);
  });
});

describe('table layer: drawing', () => {
  const draw = (options: TableLayerOptions, view: LayerView, interaction?: TableInteraction) => {
    const { canvas, calls } = fakeCanvas();
    const layer = createTableLayer({ ...options, interaction });
    layer.draw!(canvas.getContext('2d')!, view);
    return calls;
  };
  const fills = (calls: ReturnType<typeof draw>, color: string) => calls.filter((c) => c.name === 'fillRect' && c.fillStyle === color).map((c) => c.args);
  const strokes = (calls: ReturnType<typeof draw>, color: string) => calls.filter((c) => c.name === 'strokeRect' && c.strokeStyle === color).map((c) => c.args);

  it('fills filled and blank cells at their screen rectangles, zoom 2', () => {
    const view = makeView(2, 0, { x: 250, y: 250 }); // screen = 2 x image
    const calls = draw({ mode: 'cell', table, cellStates: new Map([[cellKey(0, 0), 'filled'], [cellKey(2, 1), 'blank']]) }, view);
    expect(fills(calls, TABLE_COLORS.filled)).toEqual([[200, 400, 300, 100]]);
    expect(fills(calls, TABLE_COLORS.blank)).toEqual([[500, 600, 300, 100]]);
    // The area over a white halo.
    expect(strokes(calls, TABLE_COLORS.area)).toEqual([[200, 400, 600, 300]]);
    expect(strokes(calls, TABLE_COLORS.halo)).toContainEqual([200, 400, 600, 300]);
  });

  it('draws the selected cell and the hovered one at view rotation 90', () => {
    const view = makeView(1, 90, { x: 500, y: 500 }); // screen = (1000 - y, x)
    const interaction = new TableInteraction();
    createTableLayer({ mode: 'cell', table, interaction }).onPointerMove!(img(view, { x: 300, y: 225 }), fakeContext(view).ctx);
    const calls = draw({ mode: 'cell', table, selectedCell: { row: 2, col: 0 } }, view, interaction);
    // Cell (2, 0) is x 100..250, y 300..350: on screen x 650..700, y 100..250.
    expect(strokes(calls, TABLE_COLORS.active)).toEqual([[650, 100, 50, 150]]);
    // Cell (0, 1) is x 250..400, y 200..250: on screen x 750..800, y 250..400.
    expect(fills(calls, TABLE_COLORS.hover)).toEqual([[750, 250, 50, 150]]);
  });

  it('draws header zones, the filled header darker, only in the header and cell modes', () => {
    const view = makeView(1, 0);
    const calls = draw({ mode: 'header', table }, view);
    // 400 deep, cut at the page's edges.
    expect(fills(calls, TABLE_COLORS.headerZone)).toEqual([
      [0, 200, 100, 150],
      [100, 0, 300, 200],
    ]);
    expect(fills(calls, TABLE_COLORS.headerFilled)).toEqual([[0, 200, 100, 50]]);
    expect(fills(draw({ mode: 'adjust', table }, view), TABLE_COLORS.headerZone)).toEqual([]);
  });

  it('draws the dividers, the hovered one thicker in the active colour', () => {
    const view = makeView(1, 0);
    const interaction = new TableInteraction();
    createTableLayer({ mode: 'adjust', table, interaction }).onPointerMove!(img(view, { x: 300, y: 301 }), fakeContext(view).ctx);
    const calls = draw({ mode: 'adjust', table }, view, interaction);
    const lines = calls.filter((c) => c.name === 'stroke' && c.strokeStyle !== TABLE_COLORS.halo).map((c) => [c.strokeStyle, c.lineWidth]);
    expect(lines).toEqual([
      [TABLE_COLORS.divider, 2],
      [TABLE_COLORS.active, 3],
      [TABLE_COLORS.divider, 2],
    ]);
    const moves = calls.filter((c) => c.name === 'moveTo').map((c) => c.args);
    expect(moves).toEqual([
      [100, 250],
      [100, 250],
      [100, 300],
      [100, 300],
      [250, 200],
      [250, 200],
    ]);
  });

  it('draws the rectangle being dragged, red while it is too small', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const interaction = new TableInteraction();
    const layer = createTableLayer({ mode: 'area', table: null, interaction });
    layer.onPointerDown!(img(view, { x: 10, y: 10 }), ctx);
    layer.onPointerMove!(img(view, { x: 20, y: 20 }), ctx);
    expect(strokes(draw({ mode: 'area', table: null }, view, interaction), TABLE_COLORS.tooSmall)).toEqual([[10, 10, 10, 10]]);
    layer.onPointerMove!(img(view, { x: 40, y: 30 }), ctx);
    expect(strokes(draw({ mode: 'area', table: null }, view, interaction), TABLE_COLORS.area)).toEqual([[10, 10, 30, 20]]);
  });

  it('draws eight resize handles and the new outline while resizing', () => {
    const view = makeView(1, 0);
    const { ctx } = fakeContext(view);
    const interaction = new TableInteraction();
    const layer = createTableLayer({ mode: 'resize', table, interaction });
    expect(draw({ mode: 'resize', table }, view, interaction).filter((c) => c.name === 'fillRect' && c.fillStyle === '#ffffff')).toHaveLength(8);
    layer.onPointerDown!(img(view, { x: 400, y: 275 }), ctx);
    layer.onPointerMove!(img(view, { x: 450, y: 275 }), ctx);
    const calls = draw({ mode: 'resize', table }, view, interaction);
    expect(strokes(calls, TABLE_COLORS.active)).toEqual([[100, 200, 350, 150]]);
    expect(fills(calls, TABLE_COLORS.active)).toEqual([[444, 269, 12, 12]]);
  });
});
