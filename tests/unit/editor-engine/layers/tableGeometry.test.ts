import { describe, expect, it } from 'vitest';
import { tableCellAt } from '../../../../src/editor/core/model/table';
import type { TableCalibration, TableRotation } from '../../../../src/editor/core/model/tableTypes';
import {
  cellAt,
  cellRect,
  cellStatesFromDatasets,
  clampDivider,
  dividerRange,
  headerRect,
  headerSides,
  headerZoneDepth,
  headerZoneRect,
  hitBorder,
  hitCell,
  hitDivider,
  hitHeader,
  hitTable,
  nextCellDown,
  resizeRect,
  resizeTable,
  tableGrid,
  type TableShape,
} from '../../../../src/editor/engine/layers/tableGeometry';

const area: TableCalibration['area'] = [
  { x: 400, y: 350 },
  { x: 100, y: 200 },
];

/** 3 rows x 2 columns over x 100..400, y 200..350; rows along y at 0 and 180, along x at 90 and 270. */
function shape(rotation: TableRotation): TableShape {
  const rowsAlongX = rotation === 90 || rotation === 270;
  return {
    area,
    rotation,
    rows: { num: 3, dividers: rowsAlongX ? [200, 300] : [250, 300] },
    cols: { num: 2, dividers: rowsAlongX ? [275] : [250] },
  };
}

describe('tableGrid and cells', () => {
  it('lays rows down y and columns along x at rotation 0', () => {
    const g = tableGrid(shape(0));
    expect(g.area).toEqual({ x0: 100, y0: 200, x1: 400, y1: 350 });
    expect(g.rows).toEqual({ coord: 'y', reversed: false, num: 3, edges: [200, 250, 300, 350] });
    expect(g.cols).toEqual({ coord: 'x', reversed: false, num: 2, edges: [100, 250, 400] });
    expect(cellRect(g, 0, 0)).toEqual({ x0: 100, x1: 250, y0: 200, y1: 250 });
    expect(cellRect(g, 1, 1)).toEqual({ x0: 250, x1: 400, y0: 250, y1: 300 });
    expect(cellRect(g, 2, 1)).toEqual({ x0: 250, x1: 400, y0: 300, y1: 350 });
  });

  it('counts rows from the right and columns from the top at rotation 90', () => {
    const g = tableGrid(shape(90));
    expect(cellRect(g, 0, 0)).toEqual({ x0: 300, x1: 400, y0: 200, y1: 275 });
    expect(cellRect(g, 2, 1)).toEqual({ x0: 100, x1: 200, y0: 275, y1: 350 });
  });

  it('counts both from the far side at rotation 180', () => {
    const g = tableGrid(shape(180));
    expect(cellRect(g, 0, 0)).toEqual({ x0: 250, x1: 400, y0: 300, y1: 350 });
    expect(cellRect(g, 2, 1)).toEqual({ x0: 100, x1: 250, y0: 200, y1: 250 });
  });

  it('counts rows from the left and columns from the bottom at rotation 270', () => {
    const g = tableGrid(shape(270));
    expect(cellRect(g, 0, 0)).toEqual({ x0: 100, x1: 200, y0: 275, y1: 350 });
    expect(cellRect(g, 2, 1)).toEqual({ x0: 300, x1: 400, y0: 200, y1: 275 });
  });

  it('agrees with the model on the cell of every point at every rotation', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const s = shape(rotation);
      const g = tableGrid(s);
      for (let x = 90; x <= 410; x += 7) {
        for (let y = 190; y <= 360; y += 7) {
          expect(cellAt(g, { x, y }), `${rotation} ${x},${y}`).toEqual(tableCellAt(s as TableCalibration, x, y));
        }
      }
    }
  });

  it('holds dividers outside the area at its border and sorts them', () => {
    const g = tableGrid({ area, rotation: 0, rows: { num: 3, dividers: [320, 90] }, cols: { num: 1, dividers: [] } });
    expect(g.rows.edges).toEqual([200, 200, 320, 350]);
  });
});

describe('header zones', () => {
  it('are 3 average cells across them deep, at least 400, beside the first column and the first row', () => {
    const g = tableGrid(shape(0));
    // Columns average 150 wide: 3 x 150 = 450. Rows average 50 high: 3 x 50 = 150, so 400.
    expect(headerZoneDepth(g, 'rows')).toBe(450);
    expect(headerZoneDepth(g, 'cols')).toBe(400);
    expect(headerZoneRect(g, 'rows')).toEqual({ x0: -350, x1: 100, y0: 200, y1: 350 });
    expect(headerZoneRect(g, 'cols')).toEqual({ x0: 100, x1: 400, y0: -200, y1: 200 });
    expect(headerRect(g, 'rows', 2)).toEqual({ x0: -350, x1: 100, y0: 300, y1: 350 });
    expect(headerRect(g, 'cols', 1)).toEqual({ x0: 250, x1: 400, y0: -200, y1: 200 });
    // At 90 degrees columns run down the image: the row headers' depth is 3 average column heights (75), so 400.
    expect(headerZoneDepth(tableGrid(shape(90)), 'rows')).toBe(400);
    const big = tableGrid({ area: [{ x: 1000, y: 1000 }, { x: 1600, y: 1500 }], rotation: 90, rows: { num: 2, dividers: [1300] }, cols: { num: 2, dividers: [1250] } });
    expect(headerZoneDepth(big, 'rows')).toBe(750);
    expect(headerZoneDepth(big, 'cols')).toBe(900);
    expect(headerZoneRect(big, 'rows')).toEqual({ x0: 1000, x1: 1600, y0: 250, y1: 1000 });
  });

  it('stop at the page edges', () => {
    const page = { x0: 0, y0: 0, x1: 1000, y1: 800 };
    expect(headerZoneRect(tableGrid(shape(0), page), 'rows')).toEqual({ x0: 0, x1: 100, y0: 200, y1: 350 });
    expect(headerZoneRect(tableGrid(shape(0), page), 'cols')).toEqual({ x0: 100, x1: 400, y0: 0, y1: 200 });
    expect(headerZoneRect(tableGrid(shape(180), page), 'cols')).toEqual({ x0: 100, x1: 400, y0: 350, y1: 750 });
    expect(headerZoneRect(tableGrid(shape(90), { x0: 0, y0: 0, x1: 600, y1: 800 }), 'cols')).toEqual({ x0: 400, x1: 600, y0: 200, y1: 350 });
  });

  it('turn with the table: at 90 row headers are above, column headers to the right', () => {
    const g = tableGrid(shape(90));
    expect(headerRect(g, 'rows', 0)).toEqual({ x0: 300, x1: 400, y0: -200, y1: 200 });
    expect(headerRect(g, 'cols', 1)).toEqual({ x0: 400, x1: 800, y0: 275, y1: 350 });
  });

  it('at 180 row headers are to the right, column headers below; at 270 row headers below, column headers left', () => {
    const g180 = tableGrid(shape(180));
    expect(headerRect(g180, 'rows', 0)).toEqual({ x0: 400, x1: 850, y0: 300, y1: 350 });
    expect(headerRect(g180, 'cols', 0)).toEqual({ x0: 250, x1: 400, y0: 350, y1: 750 });
    const g270 = tableGrid(shape(270));
    expect(headerRect(g270, 'rows', 0)).toEqual({ x0: 100, x1: 200, y0: 350, y1: 750 });
    expect(headerRect(g270, 'cols', 0)).toEqual({ x0: -300, x1: 100, y0: 275, y1: 350 });
  });

  it('are hit only on the sides that have headers', () => {
    const g = tableGrid(shape(0));
    expect(hitHeader(g, { x: 0, y: 260 })).toEqual({ kind: 'header', which: 'rows', index: 1 });
    expect(hitHeader(g, { x: 300, y: 100 })).toEqual({ kind: 'header', which: 'cols', index: 1 });
    expect(hitHeader(g, { x: 300, y: 260 })).toBeNull();
    expect(hitHeader(g, { x: 0, y: 100 })).toBeNull();
    const sides = headerSides({ ...shape(0), schema: 'rows' });
    expect(sides).toEqual({ rows: true, cols: false });
    expect(hitHeader(g, { x: 300, y: 100 }, sides)).toBeNull();
    expect(headerSides({ ...shape(0), rows: { num: 3, dividers: [], headerless: true } })).toEqual({ rows: false, cols: true });
  });
});

describe('hit testing with screen tolerances', () => {
  const g = tableGrid(shape(0));

  it('finds a corner within 24 screen pixels, divided by the zoom', () => {
    expect(hitBorder(g, { x: 105, y: 203 }, 2)).toEqual({ kind: 'corner', corner: 'nw' });
    // 44.7 image units away: inside 48 at zoom 0.5, outside 24 at zoom 1.
    expect(hitBorder(g, { x: 60, y: 180 }, 0.5)).toEqual({ kind: 'corner', corner: 'nw' });
    expect(hitBorder(g, { x: 60, y: 180 }, 1)).toBeNull();
    expect(hitBorder(g, { x: 410, y: 345 }, 1)).toEqual({ kind: 'corner', corner: 'se' });
  });

  it('finds an edge within 24 screen pixels along its length', () => {
    expect(hitBorder(g, { x: 250, y: 220 }, 1)).toEqual({ kind: 'edge', edge: 'top' });
    expect(hitBorder(g, { x: 250, y: 220 }, 2)).toBeNull();
    expect(hitBorder(g, { x: 423, y: 300 }, 1)).toEqual({ kind: 'edge', edge: 'right' });
    expect(hitBorder(g, { x: 250, y: 362 }, 1)).toEqual({ kind: 'edge', edge: 'bottom' });
    expect(hitBorder(g, { x: 88, y: 260 }, 1)).toEqual({ kind: 'edge', edge: 'left' });
    expect(hitBorder(g, { x: 600, y: 200 }, 1)).toBeNull();
  });

  it('finds the nearest divider within 16 screen pixels, inside the area only', () => {
    expect(hitDivider(g, { x: 180, y: 262 }, 1)).toEqual({ kind: 'divider', which: 'rows', index: 0 });
    expect(hitDivider(g, { x: 180, y: 262 }, 2)).toBeNull();
    expect(hitDivider(g, { x: 245, y: 262 }, 1)).toEqual({ kind: 'divider', which: 'cols', index: 0 });
    expect(hitDivider(g, { x: 180, y: 296 }, 1)).toEqual({ kind: 'divider', which: 'rows', index: 1 });
    expect(hitDivider(g, { x: 50, y: 250 }, 1)).toBeNull();
  });

  it('finds the same things at a rotated table', () => {
    const r = tableGrid(shape(90));
    expect(hitDivider(r, { x: 205, y: 300 }, 1)).toEqual({ kind: 'divider', which: 'rows', index: 0 });
    expect(hitDivider(r, { x: 150, y: 280 }, 1)).toEqual({ kind: 'divider', which: 'cols', index: 0 });
    expect(hitCell(r, { x: 350, y: 210 })).toEqual({ kind: 'cell', row: 0, col: 0 });
  });

  it('orders hits corner, edge, divider, cell, header', () => {
    expect(hitTable(g, { x: 102, y: 202 }, 1)).toEqual({ kind: 'corner', corner: 'nw' });
    expect(hitTable(g, { x: 250, y: 210 }, 1)).toEqual({ kind: 'edge', edge: 'top' });
    expect(hitTable(g, { x: 300, y: 255 }, 1)).toEqual({ kind: 'divider', which: 'rows', index: 0 });
    expect(hitTable(g, { x: 300, y: 275 }, 1)).toEqual({ kind: 'cell', row: 1, col: 1 });
    expect(hitTable(g, { x: 0, y: 320 }, 1)).toEqual({ kind: 'header', which: 'rows', index: 2 });
  });
});

describe('drags', () => {
  const rect = { x0: 100, y0: 200, x1: 400, y1: 350 };

  it('moves the dragged sides and stops at the 60-unit minimum border', () => {
    expect(resizeRect(rect, { kind: 'edge', edge: 'right' }, { x: 500, y: 0 })).toEqual({ ...rect, x1: 500 });
    expect(resizeRect(rect, { kind: 'edge', edge: 'right' }, { x: 120, y: 0 })).toEqual({ ...rect, x1: 160 });
    expect(resizeRect(rect, { kind: 'corner', corner: 'nw' }, { x: 50, y: 500 })).toEqual({ x0: 50, y0: 290, x1: 400, y1: 350 });
    expect(resizeRect(rect, { kind: 'corner', corner: 'se' }, { x: 1000, y: -5 }, { x0: 0, y0: 0, x1: 600, y1: 800 })).toEqual({
      x0: 100,
      y0: 200,
      x1: 600,
      y1: 260,
    });
  });

  it('scales the dividers with the area', () => {
    const out = resizeTable(shape(0), { x0: 100, y0: 200, x1: 400, y1: 500 });
    expect(out.area).toEqual([
      { x: 100, y: 200 },
      { x: 400, y: 500 },
    ]);
    expect(out.rows).toEqual([300, 400]);
    expect(out.cols).toEqual([250]);
  });

  it('keeps a divider between its neighbours, 10 units from each', () => {
    const g = tableGrid(shape(0));
    expect(dividerRange(g, 'rows', 0)).toEqual([210, 290]);
    expect(dividerRange(g, 'rows', 1)).toEqual([260, 340]);
    expect(clampDivider(g, 'rows', 0, 400)).toBe(290);
    expect(clampDivider(g, 'rows', 0, 0)).toBe(210);
    expect(clampDivider(g, 'cols', 0, 333)).toBe(333);
  });
});

describe('cells', () => {
  it('reads filled and blank cells from column datasets', () => {
    const states = cellStatesFromDatasets([
      { metadata: { colIndex: 0, emptyCells: [2] }, points: [{ metadata: { rowIndex: 0 } }, { metadata: { rowIndex: 1 } }] },
      { metadata: { colIndex: 1 }, points: [{ metadata: { rowIndex: 2 } }, { metadata: {} }] },
      { metadata: {}, points: [{ metadata: { rowIndex: 0 } }] },
    ]);
    expect([...states.entries()]).toEqual([
      ['2,0', 'blank'],
      ['0,0', 'filled'],
      ['1,0', 'filled'],
      ['2,1', 'filled'],
    ]);
  });

  it('walks down the rows, then to the next column', () => {
    const g = tableGrid(shape(0));
    expect(nextCellDown(g, { row: 0, col: 0 })).toEqual({ row: 1, col: 0 });
    expect(nextCellDown(g, { row: 2, col: 0 })).toEqual({ row: 0, col: 1 });
    expect(nextCellDown(g, { row: 2, col: 1 })).toBeNull();
  });
});
