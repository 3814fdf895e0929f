import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bar,
  calibrateAxes,
  circularChartRecorder,
  image,
  map,
  polar,
  ternary,
  xy,
  parseCalibrationValue,
  formatDateValue,
  type CalibrationPoint,
  type Calibration,
} from '../../../src/editor/core/calibration';
import { CalibrationError } from '../../../src/editor/core/errors';

const cp = (px: number, py: number, dx: string | number = 0, dy: string | number = 0): CalibrationPoint => ({ px, py, dx, dy, dz: null });

function expectClose(actual: number[], expected: number[], tol = 1e-12) {
  expect(actual.length).toBe(expected.length);
  actual.forEach((a, i) => {
    const e = expected[i]!;
    expect(Math.abs(a - e)).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(e)));
  });
}

function expectCode(fn: () => unknown, code: string, message: string) {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(CalibrationError);
    expect((e as CalibrationError).code).toBe(code);
    expect((e as Error).message).toBe(message);
    return;
  }
  throw new Error('expected a CalibrationError');
}

// Axis-aligned chart: x 0..10 over px 100..600, y 0..100 over py 500..100.
const plainXY = [cp(100, 500, '0'), cp(600, 500, '10'), cp(100, 500, 0, '0'), cp(100, 100, 0, '100')];

describe('value parser', () => {
  it('reads numbers, exponents and dates', () => {
    expect(parseCalibrationValue('1e-3')).toEqual({ value: 0.001, isDate: false, format: null });
    expect(parseCalibrationValue(' -2.5E2 ')).toEqual({ value: -250, isDate: false, format: null });
    expect(parseCalibrationValue('2020/01/02')).toEqual({ value: Date.UTC(2020, 0, 2), isDate: true, format: 'yyyy/mm/dd' });
    expect(parseCalibrationValue('2020/01/02 03:04:05')!.value).toBe(Date.UTC(2020, 0, 2, 3, 4, 5));
    expect(parseCalibrationValue('2020/03')!.value).toBe(Date.UTC(2020, 2, 1));
    expect(parseCalibrationValue('2020/01/02 13')!.value).toBe(Date.UTC(2020, 0, 2, 13));
    expect(parseCalibrationValue('2020/01/02 13:30')!.value).toBe(Date.UTC(2020, 0, 2, 13, 30));
  });
  it('refuses junk and impossible dates', () => {
    for (const bad of ['', 'abc', '1e', '2021/02/30', '2020/13/01', '1..2', null, undefined, NaN]) {
      expect(parseCalibrationValue(bad as string)).toBeNull();
    }
  });
  it('formats dates back', () => {
    expect(formatDateValue(Date.UTC(2020, 0, 2, 3, 4, 5))).toBe('2020/01/02 03:04:05');
    expect(formatDateValue(Date.UTC(1999, 11, 31), 'yyyy-mm-dd')).toBe('1999-12-31');
  });
});

describe('XY calibration', () => {
  it('maps an axis-aligned chart linearly', () => {
    const c = xy.calibrate(plainXY);
    expectClose(c.pixelToData(350, 300), [5, 50]);
    expectClose(c.pixelToData(100, 500), [0, 0]);
    expectClose(c.pixelToData(600, 100), [10, 100]);
    expectClose([c.dataToPixel(2, 25).x, c.dataToPixel(2, 25).y], [200, 400]);
  });
  it('maps a figure rotated by 90 degrees (axes swapped on the image)', () => {
    // x grows downwards, y grows to the right.
    const c = xy.calibrate([cp(100, 100, '0'), cp(100, 300, '2'), cp(100, 100, 0, '0'), cp(500, 100, 0, '4')]);
    expectClose(c.pixelToData(300, 200), [1, 2]);
  });
  it('maps a sheared figure: y axis tilted, x axis horizontal', () => {
    // y axis runs from (100,500) to (200,100); a point on a line parallel to it keeps x.
    const c = xy.calibrate([cp(100, 500, '0'), cp(500, 500, '4'), cp(100, 500, 0, '0'), cp(200, 100, 0, '8')]);
    expectClose(c.pixelToData(350, 300), [2, 4]); // (100,500) + 0.5*(400,0) + 0.5*(100,-400)
  });
  it('uses log10 per axis, with negative axes', () => {
    const c = xy.calibrate([cp(0, 0, '1'), cp(100, 0, '1000'), cp(0, 0, 0, '-1'), cp(0, -100, 0, '-100')], { logX: true, logY: true });
    expectClose(c.pixelToData(50, -50), [Math.sqrt(1000), -10]);
    expectClose(c.pixelToData(100 / 3, 0), [10, -1]);
  });
  it('accepts exponents and dates as typed values', () => {
    const c = xy.calibrate([cp(0, 0, '2020/01/01'), cp(100, 0, '2020/01/11'), cp(0, 0, 0, '1e-3'), cp(0, -100, 0, '2e-3')]);
    expect(c.x.isDate).toBe(true);
    expectClose(c.pixelToData(50, -50), [Date.UTC(2020, 0, 6), 1.5e-3]);
  });
  it('ignores tilt with noRotation', () => {
    const c = xy.calibrate([cp(100, 500, '0'), cp(600, 510, '10'), cp(105, 500, 0, '0'), cp(100, 100, 0, '100')], { noRotation: true });
    expectClose(c.pixelToData(350, 300), [5, 50]);
  });
  it('refuses zero and mixed signs on log axes, and invalid values', () => {
    const log0 = [cp(0, 0, '0'), cp(1, 0, '10'), cp(0, 0, 0, '1'), cp(0, 1, 0, '2')];
    expectCode(() => xy.calibrate(log0, { logX: true }), 'calibration-invalid-log-inputs', 'Values on a log scale axis can not be zero, since log(0) is undefined');
    const mixed = [cp(0, 0, '-1'), cp(1, 0, '10'), cp(0, 0, 0, '1'), cp(0, 1, 0, '2')];
    expectCode(() => xy.calibrate(mixed, { logX: true }), 'calibration-enter-valid-log', 'Values on a log scale axis must be all positive or all negative');
    expectCode(() => xy.calibrate([cp(0, 0, 'x'), cp(1, 0, '1'), cp(0, 0, 0, '0'), cp(0, 1, 0, '1')]), 'calibration-invalid-inputs', 'Please enter valid values');
    expectCode(() => xy.calibrate([cp(0, 0, '0'), cp(1, 0, '1'), cp(0, 0, 0, '0'), cp(2, 0, 0, '1')]), 'calibration-invalid-inputs', 'Please enter valid values');
    expectCode(() => xy.calibrate([cp(0, 0, '1'), cp(1, 0, '1'), cp(0, 0, 0, '0'), cp(0, 1, 0, '1')]), 'calibration-invalid-inputs', 'Please enter valid values');
    expectCode(() => xy.calibrate(plainXY.slice(0, 3)), 'calibration-invalid-inputs', 'Please enter valid values');
  });
  it('offers the default axis values 0 and 1', () => {
    expect(xy.DEFAULT_AXIS_VALUES).toEqual({ x1: '0', x2: '1', y1: '0', y2: '1' });
  });
});

describe('bar calibration', () => {
  it('snaps P2 onto the vertical through P1 and reads values along it', () => {
    const c = bar.calibrate([cp(100, 500, 0, '0'), cp(103, 100, 0, '100')]);
    expect(c.orientation).toBe('vertical');
    expect(c.p2).toEqual({ x: 100, y: 100 });
    expectClose(c.pixelToData(400, 300), [50]);
    expectClose([c.dataToPixel(25).x, c.dataToPixel(25).y], [100, 400]);
  });
  it('detects horizontal axes and supports log', () => {
    const c = bar.calibrate([cp(100, 50, 0, '1'), cp(400, 52, 0, '1000')], { log: true });
    expect(c.orientation).toBe('horizontal');
    expectClose(c.pixelToData(200, 300), [10]);
  });
  it('keeps a rotated axis', () => {
    const c = bar.calibrate([cp(0, 0, 0, '0'), cp(100, 100, 0, '10')], { rotated: true });
    expectClose(c.pixelToData(100, 0), [5]);
  });
  it('refuses coincident points', () => {
    expectCode(() => bar.calibrate([cp(0, 0, 0, '0'), cp(0, 0, 0, '10')]), 'calibration-invalid-inputs', 'Please enter valid values');
  });
});

describe('polar calibration', () => {
  const pts = [cp(200, 200), cp(300, 200, '1', '0'), cp(200, 0, '3', '90')];
  it('reads r linearly in distance and theta from P1 (degrees, counterclockwise)', () => {
    const c = polar.calibrate(pts, { degrees: true });
    expectClose(c.pixelToData(200, 100), [1, 90]);
    expectClose(c.pixelToData(100, 200), [1, 180]);
    expectClose(c.pixelToData(200, 250), [0, 270]);
    expectClose(c.pixelToData(350, 200), [2, 0]);
  });
  it('handles clockwise, radians and a theta offset', () => {
    const c = polar.calibrate([cp(0, 0), cp(10, 0, '1', String(Math.PI / 2)), cp(20, 0, '2', String(Math.PI / 2))], { clockwise: true });
    expectClose(c.pixelToData(0, 10), [1, Math.PI]);
  });
  it('handles log r', () => {
    const c = polar.calibrate([cp(0, 0), cp(10, 0, '10', '0'), cp(30, 0, '1000', '0')], { degrees: true, logR: true });
    expectClose(c.pixelToData(20, 0), [100, 0]);
  });
});

describe('ternary calibration', () => {
  const s = Math.sqrt(3) / 2;
  const pts = [cp(0, 100), cp(100, 100), cp(50, 100 - 100 * s)];
  it('returns barycentric weights towards A, B, C', () => {
    const c = ternary.calibrate(pts);
    expectClose(c.pixelToData(0, 100), [1, 0, 0]);
    expectClose(c.pixelToData(100, 100), [0, 1, 0]);
    expectClose(c.pixelToData(50, 100 - 100 * s), [0, 0, 1]);
    expectClose(c.pixelToData(50, 100 - (100 * s) / 3), [1 / 3, 1 / 3, 1 / 3]);
  });
  it('scales to 0-100 and reverses', () => {
    expectClose(ternary.calibrate(pts, { range100: true }).pixelToData(50, 100), [50, 50, 0]);
    expectClose(ternary.calibrate(pts, { reversed: true }).pixelToData(50, 100), [0, 0.5, 0.5]);
  });
});

describe('map calibration', () => {
  it('scales uniformly from a scale bar with either origin', () => {
    const c = map.calibrate([cp(0, 0), cp(30, 40)], { scaleLength: 10, unit: 'km', imageHeight: 201 });
    expectClose(c.pixelToData(50, 150), [10, 10]);
    const top = map.calibrate([cp(0, 0), cp(30, 40)], { scaleLength: '10', origin: 'top-left' });
    expectClose(top.pixelToData(50, 150), [10, 30]);
    expect(c.distance([{ x: 0, y: 0 }, { x: 30, y: 40 }, { x: 30, y: 90 }])).toBeCloseTo(20, 12);
    expect(c.area([{ x: 0, y: 0 }, { x: 50, y: 0 }, { x: 50, y: 50 }, { x: 0, y: 50 }])).toBeCloseTo(100, 12);
  });
  it('refuses a zero scale', () => {
    expectCode(() => map.calibrate([cp(0, 0), cp(1, 0)], { scaleLength: 0 }), 'calibration-invalid-inputs', 'Please enter valid values');
  });
});

describe('circular chart recorder calibration', () => {
  // Pen arc is a straight radial line here (arc centre far away is not needed: use a circle
  // through the centre's ray): points on the ray x>0 from the centre (0,0), arc centre at (50, 1e9) approx.
  it('reads value from radius and time from rotation', () => {
    // Pen arc: circle centred at (0, -100) radius 100*sqrt(2), crossing the chart at radius 100 and 200.
    const arcR = Math.hypot(100, 100);
    const onArc = (angle: number) => cp(arcR * Math.cos(angle), -100 + arcR * Math.sin(angle));
    const pts = [onArc(Math.PI / 4), onArc(Math.PI / 3), onArc(Math.PI / 2.4), cp(0, 0)];
    const d0 = Math.hypot(pts[0]!.px, pts[0]!.py);
    const d2 = Math.hypot(pts[2]!.px, pts[2]!.py);
    const c = circularChartRecorder.calibrate(pts, { t0: 0, r0: 0, r2: 10, rotationTime: 24 });
    expectClose(c.pixelToData(pts[0]!.px, pts[0]!.py), [0, 0]);
    expectClose(c.pixelToData(pts[2]!.px, pts[2]!.py), [0, 10]);
    // Rotate P0 clockwise (on the image) by a quarter turn about the centre: six hours later.
    expectClose(c.pixelToData(-pts[0]!.py, pts[0]!.px), [6, 0]);
    const mid = (d0 + d2) / 2;
    expect(c.pixelToData(mid, 0)[1]).toBeCloseTo(5, 12);
  });
});

describe('image axes', () => {
  it('returns raw pixels', () => {
    const c = image.calibrate();
    expect(c.pixelToData(1.5, 2.5)).toEqual([1.5, 2.5]);
    expect(c.dataToPixel(3, 4)).toEqual({ x: 3, y: 4 });
  });
});

describe('round trips pixel -> data -> pixel', () => {
  const coord = fc.double({ min: -2000, max: 4000, noNaN: true });
  function roundTrip(c: Calibration, filter: (x: number, y: number) => boolean = () => true) {
    fc.assert(
      fc.property(coord, coord, (x, y) => {
        fc.pre(filter(x, y));
        const p = c.dataToPixel(...c.pixelToData(x, y));
        const scale = Math.max(1, Math.hypot(x, y));
        expect(Math.hypot(p.x - x, p.y - y) / scale).toBeLessThan(1e-9);
      }),
      { numRuns: 500 },
    );
  }
  const rotated = [cp(110, 520, '0.5'), cp(690, 470, '20'), cp(90, 510, 0, '-3'), cp(140, 60, 0, '7')];
  it('xy linear, rotated and sheared', () => roundTrip(xy.calibrate(rotated)));
  it('xy log both axes', () =>
    roundTrip(xy.calibrate([cp(110, 520, '0.1'), cp(690, 470, '1e4'), cp(90, 510, 0, '-1'), cp(140, 60, 0, '-1000')], { logX: true, logY: true })));
  it('xy noRotation', () => roundTrip(xy.calibrate(rotated, { noRotation: true })));
  it('bar (point lands on the axis line)', () => {
    const c = bar.calibrate([cp(100, 500, 0, '0'), cp(120, 100, 0, '50')], { rotated: true });
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (v) => {
        const p = c.dataToPixel(v);
        const back = c.pixelToData(p.x, p.y)[0]!;
        expect(Math.abs(back - v) / Math.max(1, Math.abs(v))).toBeLessThan(1e-9);
      }),
    );
  });
  it('polar', () => roundTrip(polar.calibrate([cp(300, 300), cp(500, 250, '2', '10'), cp(300, 50, '7', '80')], { degrees: true }), (x, y) => Math.hypot(x - 300, y - 300) > 1e-3));
  it('polar clockwise radians log', () =>
    roundTrip(polar.calibrate([cp(300, 300), cp(500, 250, '2', '1'), cp(300, 50, '70', '2')], { clockwise: true, logR: true }), (x, y) => Math.hypot(x - 300, y - 300) > 1e-3));
  it('ternary', () => roundTrip(ternary.calibrate([cp(100, 500), cp(600, 480), cp(330, 60)], { range100: true })));
  it('ternary reversed', () => roundTrip(ternary.calibrate([cp(100, 500), cp(600, 480), cp(330, 60)], { reversed: true })));
  it('map', () => roundTrip(map.calibrate([cp(10, 10), cp(110, 10)], { scaleLength: 3, imageHeight: 800 })));
  it('image', () => roundTrip(image.calibrate()));
  it('circular chart recorder', () => {
    const arcR = Math.hypot(100, 100);
    const onArc = (a: number) => cp(400 + arcR * Math.cos(a), 200 + arcR * Math.sin(a));
    const c = circularChartRecorder.calibrate([onArc(Math.PI / 4), onArc(Math.PI / 3), onArc(Math.PI / 2.4), cp(400, 300)], { t0: 5, r0: 0, r2: 10, rotationTime: 24, tStart: 0 });
    // The pen reaches radii between |arcR - 100| and arcR + 100 from the chart centre.
    fc.assert(
      fc.property(fc.double({ min: arcR - 100 + 1, max: arcR + 100 - 1, noNaN: true }), fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }), (d, a) => {
        const x = 400 + d * Math.cos(a);
        const y = 300 + d * Math.sin(a);
        const p = c.dataToPixel(...c.pixelToData(x, y));
        expect(Math.hypot(p.x - x, p.y - y) / Math.hypot(x, y)).toBeLessThan(1e-9);
      }),
      { numRuns: 500 },
    );
  });
  it('calibrateAxes dispatches by type', () => {
    expect(calibrateAxes('xy', plainXY, {}).type).toBe('xy');
    expect(calibrateAxes('image', [], {}).pixelToData(1, 2)).toEqual([1, 2]);
  });
});
