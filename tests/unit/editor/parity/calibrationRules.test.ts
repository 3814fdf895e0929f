import { describe, expect, it } from 'vitest';
import {
  bar,
  formatDateValue,
  map,
  parseCalibrationValue,
  polar,
  ternary,
  xy,
  type CalibrationPoint,
} from '../../../../src/editor/core/calibration';
import { formatCalibratedValue } from '../../../../src/editor/core/calibration/valueParser';

const cp = (px: number, py: number, dx: string | number = 0, dy: string | number = 0): CalibrationPoint => ({ px, py, dx, dy, dz: null });
const close = (actual: readonly number[], expected: readonly number[]) => {
  expect(actual.length).toBe(expected.length);
  expected.forEach((e, i) => expect(Math.abs(actual[i]! - e)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(e))));
};

describe('XY with no rotation: diagonal or anti-diagonal form', () => {
  it('reads x from px and y from py when |A00*A11| > |A01*A10|', () => {
    // X1 (100, 500) = 0, X2 (600, 510) = 10; Y1 (105, 500) = 0, Y2 (100, 100) = 100.
    // u = X2 - X1 = (500, 10), v = Y2 - Y1 = (-5, -400): |ux*vy| = 200000 > |uy*vx| = 50: diagonal.
    // x = 0 + (px - 100) / 500 * 10; y = 0 + (py - 500) / (-400) * 100.
    const c = xy.calibrate([cp(100, 500, '0'), cp(600, 510, '10'), cp(105, 500, 0, '0'), cp(100, 100, 0, '100')], { noRotation: true });
    close(c.pixelToData(350, 300), [5, 50]); // (250 / 500) * 10 = 5; (-200 / -400) * 100 = 50
    close([c.dataToPixel(5, 50).x, c.dataToPixel(5, 50).y], [350, 300]);
  });

  it('reads x from py and y from px when the axes are turned a quarter (x runs vertically)', () => {
    // Image turned 90 degrees: X1 (500, 600) = 0, X2 (505, 100) = 10 (x runs up the image);
    // Y1 (500, 600) = 0, Y2 (100, 610) = 100 (y runs to the left).
    // u = (5, -500), v = (-400, 10): |ux*vy| = 50 < |uy*vx| = 200000: anti-diagonal.
    // x = 0 + (py - 600) / (100 - 600) * 10; y = 0 + (px - 500) / (100 - 500) * 100 (offsets at X1 and Y1).
    const c = xy.calibrate([cp(500, 600, '0'), cp(505, 100, '10'), cp(500, 600, 0, '0'), cp(100, 610, 0, '100')], { noRotation: true });
    close(c.pixelToData(300, 350), [5, 50]); // (-250 / -500) * 10 = 5; (-200 / -400) * 100 = 50
    close(c.pixelToData(500, 100), [10, 0]);
    const p = c.dataToPixel(5, 50);
    close([p.x, p.y], [300, 350]);
  });

  it('anchors the offsets at X1 and Y1 in the anti-diagonal form', () => {
    // X1 (50, 400) = 1, X2 (52, 200) = 3: x = 1 + (py - 400) / (200 - 400) * 2.
    // Y1 (70, 420) = 10, Y2 (270, 418) = 20: y = 10 + (px - 70) / (270 - 70) * 10.
    // |ux*vy| = |2 * -2| = 4 < |uy*vx| = |-200 * 200| = 40000.
    const c = xy.calibrate([cp(50, 400, '1'), cp(52, 200, '3'), cp(70, 420, 0, '10'), cp(270, 418, 0, '20')], { noRotation: true });
    close(c.pixelToData(170, 300), [2, 15]); // 1 + (-100 / -200) * 2 = 2; 10 + (100 / 200) * 10 = 15
  });
});

describe('XY values: dates, numbers and times of day', () => {
  it('refuses a date at one end of an axis and a number at the other with the calibration message', () => {
    expect(() => xy.calibrate([cp(0, 100, '2020/01/01'), cp(100, 100, '5'), cp(0, 100, 0, '0'), cp(0, 0, 0, '1')])).toThrow('Please enter valid values');
    expect(() => xy.calibrate([cp(0, 100, '0'), cp(100, 100, '1'), cp(0, 100, 0, '3'), cp(0, 0, 0, '2020/01/01')])).toThrow('Please enter valid values');
    expect(() => bar.calibrate([cp(0, 100, 0, '0'), cp(0, 0, 0, '11:39')])).toThrow('Please enter valid values');
  });

  it('reads time-only values as that time on 1970-01-01 UTC', () => {
    // 16:13:41 = (16 * 3600 + 13 * 60 + 41) s = 58421 s; 11:39 = (11 * 3600 + 39 * 60) s = 41940 s.
    expect(parseCalibrationValue('16:13:41')).toEqual({ value: 58_421_000, isDate: true, format: 'hh:ii:ss' });
    expect(parseCalibrationValue('11:39')).toEqual({ value: 41_940_000, isDate: true, format: 'hh:ii' });
    expect(parseCalibrationValue('24:00')).toBeNull();
    expect(parseCalibrationValue('12:60')).toBeNull();
  });

  it('calibrates a time axis and shows its values as times', () => {
    // x: 10:00 (36000 s) at px 0, 12:00 (43200 s) at px 200: px 150 is 36000 + 150/200 * 7200 = 41400 s = 11:30.
    const c = xy.calibrate([cp(0, 100, '10:00'), cp(200, 100, '12:00'), cp(0, 100, 0, '0'), cp(0, 0, 0, '1')]);
    const [x, y] = c.pixelToData(150, 50);
    expect(x).toBe(41_400_000);
    expect(c.valueFormats).toEqual(['hh:ii', null]);
    expect(formatCalibratedValue(x!, c.valueFormats![0], String)).toBe('11:30');
    expect(formatCalibratedValue(y!, c.valueFormats![1], String)).toBe('0.5');
    expect(formatDateValue(58_421_000, 'hh:ii:ss')).toBe('16:13:41');
    expect(formatCalibratedValue(NaN, null, String)).toBe('');
  });

  it('shows dates with the pattern they were typed in', () => {
    const c = xy.calibrate([cp(0, 100, '2024/01/01'), cp(100, 100, '2024/01/11'), cp(0, 100, 0, '0'), cp(0, 0, 0, '1')]);
    // px 50 is half of ten days: 2024/01/06.
    expect(formatCalibratedValue(c.pixelToData(50, 100)[0]!, c.valueFormats![0], String)).toBe('2024/01/06');
  });
});

describe('bar orientation: horizontal strictly within 30 degrees of 0, 180 or 360', () => {
  // Screen angle of P1 -> P2 with y up: atan2(P1.py - P2.py, P2.px - P1.px).
  const at = (degrees: number) => {
    const r = (degrees * Math.PI) / 180;
    return bar.detectOrientation({ px: 0, py: 0 }, { px: 100 * Math.cos(r), py: -100 * Math.sin(r) });
  };
  it('splits at 30 degrees, not 45', () => {
    expect(at(0)).toBe('horizontal');
    expect(at(29.9)).toBe('horizontal');
    expect(at(30.1)).toBe('vertical');
    expect(at(40)).toBe('vertical'); // horizontal under the old 45-degree split
    expect(at(150.1)).toBe('horizontal');
    expect(at(209.9)).toBe('horizontal');
    expect(at(330.1)).toBe('horizontal');
    expect(at(90)).toBe('vertical');
    expect(at(270)).toBe('vertical');
  });
  it('exactly 30 degrees off is vertical', () => {
    // P2 = (sqrt(3), -1) * 100: tan = 1 / sqrt(3), 30 degrees.
    expect(bar.detectOrientation({ px: 0, py: 0 }, { px: 100 * Math.sqrt(3), py: -100 })).toBe('vertical');
  });
  it('snaps P2 along the detected direction', () => {
    // P1 (100, 500) = 0, P2 (400, 360) = 10: angle atan2(140, 300) = 25.02 degrees: horizontal,
    // so P2 snaps to (400, 500) and a pixel reads (px - 100) / 300 * 10.
    const c = bar.calibrate([cp(100, 500, 0, '0'), cp(400, 360, 0, '10')]);
    expect(c.orientation).toBe('horizontal');
    close(c.pixelToData(250, 123), [5]);
  });
});

describe('ternary reversed reports (c, a, b)', () => {
  const s = Math.sqrt(3) / 2;
  // A (0, 100), B (100, 100), C (50, 100 - 100 s): the pixel (50, 100) is half-way along AB: a = b = 0.5, c = 0.
  // The pixel (75, 100 - 50 s) is half-way along BC: a = 0, b = 0.5, c = 0.5.
  const pts = [cp(0, 100), cp(100, 100), cp(50, 100 - 100 * s)];
  it('normal (a, b, c), reversed (c, a, b)', () => {
    close(ternary.calibrate(pts).pixelToData(75, 100 - 50 * s), [0, 0.5, 0.5]);
    close(ternary.calibrate(pts, { reversed: true }).pixelToData(75, 100 - 50 * s), [0.5, 0, 0.5]);
    // At A itself: normal (1, 0, 0); reversed (0, 1, 0).
    close(ternary.calibrate(pts, { reversed: true }).pixelToData(0, 100), [0, 1, 0]);
    // At C: normal (0, 0, 1); reversed (1, 0, 0); 0-100 range reversed (100, 0, 0).
    close(ternary.calibrate(pts, { reversed: true, range100: true }).pixelToData(50, 100 - 100 * s), [100, 0, 0]);
  });
  it('dataToPixel reads (c, a, b) back', () => {
    const p = ternary.calibrate(pts, { reversed: true }).dataToPixel(0.5, 0, 0.5); // c = 0.5, a = 0, b = 0.5
    close([p.x, p.y], [75, 100 - 50 * s]);
  });
});

describe('map origins', () => {
  it('bottom-left: y = (imageHeight - py - 1) * k, the bottom row being y = 0', () => {
    // Scale bar (0, 0) -> (30, 40) is 50 px for 10 km: k = 0.2 km/px. Image 200 px high.
    const c = map.calibrate([cp(0, 0), cp(30, 40)], { scaleLength: 10, unit: 'km', origin: 'bottom-left', imageHeight: 200 });
    close(c.pixelToData(50, 199), [10, 0]); // (200 - 199 - 1) * 0.2 = 0
    close(c.pixelToData(50, 149), [10, 10]); // (200 - 149 - 1) * 0.2 = 10
    close(c.pixelToData(0, 0), [0, 39.8]); // (200 - 0 - 1) * 0.2 = 39.8
    const p = c.dataToPixel(10, 10);
    close([p.x, p.y], [50, 149]);
  });
  it('top-left: y = py * k', () => {
    const c = map.calibrate([cp(0, 0), cp(30, 40)], { scaleLength: '10', origin: 'top-left', imageHeight: 200 });
    close(c.pixelToData(50, 149), [10, 29.8]); // 149 * 0.2
  });
  it('refuses an unknown origin', () => {
    expect(() => map.calibrate([cp(0, 0), cp(30, 40)], { scaleLength: 10, origin: 'centre' as never })).toThrow('Please enter valid values');
    expect(() => map.calibrate([cp(0, 0), cp(30, 40)], { scaleLength: 10, origin: 'bottom-right' as never })).toThrow('Please enter valid values');
  });
});

describe('polar angles stay within one turn', () => {
  it('wraps where WebPlotDigitizer would report beyond 360 degrees', () => {
    // Origin (0, 0); P1 (100, 0) at r = 1, theta = 350 degrees; P2 (0, -200) at r = 2, theta = 80 degrees
    // (anticlockwise on the image means towards negative py). The pixel (0, -100) is a quarter turn past P1:
    // 350 + 90 = 440, reported as 440 - 360 = 80.
    const c = polar.calibrate([cp(0, 0), cp(100, 0, '1', '350'), cp(0, -200, '2', '80')], { degrees: true });
    close(c.pixelToData(0, -100), [1, 80]);
  });
});

describe('values shown to people', () => {
  it('shows a time axis as times and a pixel the recorder pen cannot reach as no value', async () => {
    const { describeValues } = await import('../../../../src/editor/engine/projectAdapter');
    const axes = {
      name: 'Times',
      type: 'xy' as const,
      options: {},
      calibrationPoints: [cp(0, 100, '10:00'), cp(200, 100, '12:00'), cp(0, 100, 0, '0'), cp(0, 0, 0, '1')],
      metadata: {},
    };
    // px 150: 10:00 + 150/200 * 2 h = 11:30; py 50: 0.5.
    expect(describeValues(axes, { x: 150, y: 50 })).toBe('x = 11:30, y = 0.5');
    const recorder = {
      name: 'Recorder',
      type: 'circularChartRecorder' as const,
      options: { rotationTime: 'day' as const },
      calibrationPoints: [cp(136, 148, '2024/01/01', 0), cp(150, 150), cp(164, 148, 0, 100), cp(100, 180), cp(20, 100)],
      metadata: {},
    };
    // A quarter turn from the t0 arc at r0 is 06:00 (see circularChartRecorder.test.ts); (210, 100) is out of the pen's reach.
    expect(describeValues(recorder, { x: 52, y: 136 })).toBe('2024/01/01 06:00, 0');
    expect(describeValues(recorder, { x: 210, y: 100 })).toBe('no value');
  });
});
