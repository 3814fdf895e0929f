import { describe, expect, it } from 'vitest';
import { buildGeometryIndex, isFloat32Writer, type Matrix, type OperatorList, type OpsTable } from '../../../../src/editor/vector/geometry';

// Operator codes for hand-built lists (any distinct numbers do; the reader takes them from the caller).
const OPS: OpsTable = {
  save: 1, restore: 2, transform: 3, constructPath: 4, stroke: 5, closeStroke: 6, fill: 7, eoFill: 8, fillStroke: 9, eoFillStroke: 10,
  closeFillStroke: 11, closeEOFillStroke: 12, endPath: 13, setLineWidth: 14, setStrokeRGBColor: 15, setFillRGBColor: 16,
  paintFormXObjectBegin: 17, paintFormXObjectEnd: 18,
};
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** pdf.js's path data: 0 moveTo, 1 lineTo, 4 closePath, coordinates as float32. */
const square = (r: number) => new Float32Array([0, -r, -r, 1, r, -r, 1, r, r, 1, -r, r, 4]);
const polyline = (pts: [number, number][]) => new Float32Array(pts.flatMap(([x, y], i) => [i ? 1 : 0, x, y]));

function list(ops: [number, unknown][]): OperatorList {
  return { fnArray: ops.map((o) => o[0]), argsArray: ops.map((o) => o[1]) };
}

/**
 * A page as Chromium (Skia) prints a chart: the page scale and each marker's translation written
 * as float32 decimals, the line in the plot's frame with short, exact numbers.
 */
function chromiumLikePage(markerY: number): OperatorList {
  return list([
    [OPS.save, null],
    [OPS.transform, [0.23999999, 0, 0, -0.23999999, 0, 351.12]],
    [OPS.save, null],
    [OPS.transform, [3.125, 0, 0, 3.125, 262.5, 168.75]],
    [OPS.constructPath, [OPS.stroke, [polyline([[0, 280.875], [20, 278]])], null]],
    [OPS.restore, null],
    [OPS.save, null],
    [OPS.transform, [3.125, 0, 0, 3.125, 262.5, markerY]],
    [OPS.constructPath, [OPS.fill, [square(3)], null]],
    [OPS.restore, null],
    [OPS.restore, null],
  ]);
}

describe('geometry index: numbers of float32 PDF writers', () => {
  it('reads a float32 writer\'s 9-digit translation as the float32 it stands for: the marker lands exactly on the line vertex of the same datum', () => {
    // 168.75 + 3.125 * 280.875 = 1046.484375, which Skia writes as 1046.48438.
    const page = chromiumLikePage(1046.48438);
    expect(isFloat32Writer(page, OPS)).toBe(true);
    const index = buildGeometryIndex(page, OPS, IDENTITY);
    const vertex = index.paths[0]!.subpaths[0]!.points[0]!;
    expect(index.markers).toHaveLength(1);
    expect(index.markers[0]!.x).toBe(vertex.x);
    expect(index.markers[0]!.y).toBe(vertex.y);
  });

  it('without the float32 reading the same marker would be 3.6e-6 px off (the error it removes)', () => {
    const page = chromiumLikePage(1046.48438);
    const index = buildGeometryIndex(page, OPS, IDENTITY);
    const asWritten = 0.23999999 * 1046.48438 - 0.23999999 * 1046.484375;
    expect(Math.abs(asWritten)).toBeGreaterThan(1e-6);
    expect(index.markers[0]!.y - index.paths[0]!.subpaths[0]!.points[0]!.y).toBe(0);
  });

  it('a page with a number of 10 significant digits is not a float32 writer\'s: its numbers are read as written', () => {
    const page = list([
      [OPS.transform, [0.23999999, 0, 0, -0.23999999, 0, 351.12]],
      [OPS.transform, [3.125, 0, 0, 3.125, 262.5, 1046.484375]],
      [OPS.constructPath, [OPS.fill, [square(3)], null]],
    ]);
    expect(isFloat32Writer(page, OPS)).toBe(false);
    const m = buildGeometryIndex(page, OPS, IDENTITY).markers[0]!;
    expect(m.y).toBe(-0.23999999 * 1046.484375 + 351.12);
  });

  it('short numbers alone are no evidence: 0.1 stays 0.1', () => {
    const page = list([
      [OPS.transform, [1, 0, 0, 1, 0.1, 0.2]],
      [OPS.constructPath, [OPS.fill, [square(2)], null]],
    ]);
    expect(isFloat32Writer(page, OPS)).toBe(false);
    const m = buildGeometryIndex(page, OPS, IDENTITY).markers[0]!;
    // float32(0.1) is 1.5e-9 away; the double arithmetic of the bounds' centre, 1e-16.
    expect(Math.abs(m.x - 0.1)).toBeLessThan(1e-12);
    expect(Math.abs(m.y - 0.2)).toBeLessThan(1e-12);
  });
});
