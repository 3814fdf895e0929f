import { describe, expect, it } from 'vitest';
import { calibrateAxes, circularChartRecorder, type CalibrationPoint } from '../../../../src/editor/core/calibration';

const cp = (px: number, py: number, dx: string | number = 0, dy: string | number = 0): CalibrationPoint => ({ px, py, dx, dy, dz: null });
const close = (actual: number[], expected: number[]) =>
  expected.forEach((e, i) => expect(Math.abs(actual[i]! - e)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(e))));
const HOUR = 3_600_000;
const T0 = Date.UTC(2024, 0, 1);

/*
 * Hand-built chart. Chart centre C = (100, 100). The t0 pen arc is the circle of radius R = 50
 * about (150, 100), so D = |pen centre - C| = 50 and the pen reaches distances 0..D+R = 100 from C.
 * Where the arc crosses the circle of radius d about C (relative to C, x along the pen centre):
 *   a = (d^2 - R^2 + D^2) / (2D) = d^2 / 100,  h = sqrt(d^2 - a^2)
 *   d = 60: a = 36, h = sqrt(3600 - 1296) = 48  -> P0 = C + (36, 48) = (136, 148), value r0 = 0
 *   d = 80: a = 64, h = sqrt(6400 - 4096) = 48  -> P2 = C + (64, 48) = (164, 148), value r2 = 100
 *   P1 = C + (50, 50) = (150, 150): (50 - 50)^2 + 50^2 = R^2, so it lies on the arc.
 * Outer circle: radius 80 about C; P2 is on it, and so are P3 = C + (0, 80) and P4 = C + (-80, 0).
 */
const P0 = cp(136, 148, '2024/01/01', 0);
const P1 = cp(150, 150);
const P2 = cp(164, 148, 0, 100);
const P3 = cp(100, 180);
const P4 = cp(20, 100);
const five = [P0, P1, P2, P3, P4];

describe("circular chart recorder: WebPlotDigitizer's five-point layout", () => {
  it('takes the chart centre from the circle through points 2, 3 and 4 and t0, r0, r2 from the points', () => {
    const c = circularChartRecorder.calibrate(five, { rotationTime: 'day' });
    expect(c.centre.x).toBeCloseTo(100, 12);
    expect(c.centre.y).toBeCloseTo(100, 12);
    expect(c.penArc.x).toBeCloseTo(150, 12);
    expect(c.penArc.r).toBeCloseTo(50, 12);
    expect(c.isDate).toBe(true);
    close(c.pixelToData(136, 148), [T0, 0]);
    close(c.pixelToData(164, 148), [T0, 100]);
    close(c.pixelToData(150, 150), [T0, 50 * Math.SQRT2 * 5 - 300]); // d = 50*sqrt(2); r = (d - 60) / 20 * 100
  });

  it('reads a quarter turn clockwise on the image as a quarter of a day later', () => {
    // P0 - C = (36, 48) turned +90 degrees on the image (x, y) -> (-y, x) = (-48, 36): pixel (52, 136).
    const c = circularChartRecorder.calibrate(five, { rotationTime: 'day' });
    close(c.pixelToData(52, 136), [T0 + 6 * HOUR, 0]);
    // P2 - C = (64, 48) turned half a turn: (-64, -48), pixel (36, 52): 12 hours later at r2.
    close(c.pixelToData(36, 52), [T0 + 12 * HOUR, 100]);
  });

  it('a week-long turn (the default) makes the quarter turn 42 hours', () => {
    // 7 days * 24 h / 4 = 42 h.
    const c = circularChartRecorder.calibrate(five, {});
    close(c.pixelToData(52, 136), [T0 + 42 * HOUR, 0]);
    expect(c.period).toBe(7 * 24 * HOUR);
  });

  it('reports times from the start time on, within one turn', () => {
    // Start 2024/01/01 12:00: t0 (00:00) wraps one day on to 2024/01/02 00:00; 06:00 to 2024/01/02 06:00.
    const c = circularChartRecorder.calibrate(five, { rotationTime: 'day', tStart: '2024/01/01 12:00' });
    close(c.pixelToData(136, 148), [T0 + 24 * HOUR, 0]);
    close(c.pixelToData(52, 136), [T0 + 30 * HOUR, 0]);
    close(c.pixelToData(36, 52), [T0 + 12 * HOUR, 100]);
  });

  it('runs time the other way round when the disc turns clockwise', () => {
    // The quarter turn reads t0 - 6 h, wrapped into [t0, t0 + 24 h): 18:00.
    const c = circularChartRecorder.calibrate(five, { rotationTime: 'day', clockwise: false });
    close(c.pixelToData(52, 136), [T0 + 18 * HOUR, 0]);
  });

  it('gives no value, not a clamped one, where the pen cannot reach', () => {
    const c = circularChartRecorder.calibrate(five, { rotationTime: 'day' });
    // (210, 100) is 110 px from C, beyond D + R = 100.
    expect(c.pixelToData(210, 100)).toEqual([NaN, NaN]);
    // (200, 100) is exactly 100 px away: the arc touches that circle at (200, 100) itself: t0, r = (100 - 60) / 20 * 100 = 200.
    close(c.pixelToData(200, 100), [T0, 200]);
    expect(c.dataToPixel(T0, 300)).toEqual({ x: NaN, y: NaN }); // r = 300 is d = 120 px
  });

  it('keeps the crossing on the side of the calibration clicks', () => {
    // The mirror image of P0 across the line C -> pen centre is (136, 52); its own crossing is on the
    // other side, so it reads as P0 turned by -2 * atan2(48, 36) rather than as t0.
    const c = circularChartRecorder.calibrate(five, { rotationTime: 'day' });
    const turn = (-2 * Math.atan2(48, 36)) / (2 * Math.PI); // negative fraction of a turn
    close(c.pixelToData(136, 52), [T0 + (1 + turn) * 24 * HOUR, 0]);
  });

  it('still reads the four-point layout with the centre given', () => {
    const c = circularChartRecorder.calibrate([P0, P1, P2, cp(100, 100)], { rotationTime: 'day' });
    close(c.pixelToData(52, 136), [T0 + 6 * HOUR, 0]);
  });

  it('refuses outer-circle points on one line, equal values and unknown rotation times', () => {
    expect(() => circularChartRecorder.calibrate([P0, P1, P2, cp(164, 200), cp(164, 300)], {})).toThrow('Please enter valid values');
    expect(() => circularChartRecorder.calibrate([P0, P1, cp(164, 148, 0, 0), P3, P4], {})).toThrow('Please enter valid values');
    expect(() => circularChartRecorder.calibrate(five, { rotationTime: 'month' as never })).toThrow('Please enter valid values');
    expect(() => circularChartRecorder.calibrate(five, { tStart: '12' })).toThrow('Please enter valid values');
  });

  it('is reachable through calibrateAxes with the five points', () => {
    const c = calibrateAxes('circularChartRecorder', five, { rotationTime: 'day' });
    close(c.pixelToData(52, 136), [T0 + 6 * HOUR, 0]);
  });
});
