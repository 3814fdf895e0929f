import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { BAR_CHART_DATA, BAR_CHART_GEOMETRY, barChartPng, barChartTextWidth, logChartPdf } from '../../src/server/db/demoFigures';

/** Dark pixels in a rectangle of the bar chart. */
function darkPixels(png: PNG, x0: number, y0: number, x1: number, y1: number): number {
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i]! < 80 && png.data[i + 1]! < 80 && png.data[i + 2]! < 80) n++;
    }
  return n;
}

describe('demo figures', () => {
  it('labels the bar chart: every 10 % tick left of the axis, each arm under its bar', () => {
    const png = PNG.sync.read(barChartPng());
    const g = BAR_CHART_GEOMETRY;
    for (let v = 0; v <= 60; v += 10) {
      const y = g.baseline - v * g.pixelsPerPercent;
      expect(darkPixels(png, g.axisX - 10 - barChartTextWidth(String(v), 2), y - 7, g.axisX - 10, y + 7)).toBeGreaterThan(10);
    }
    BAR_CHART_DATA.forEach((bar, i) => {
      const centre = g.barLeft(i) + g.barWidth / 2;
      const half = barChartTextWidth(bar.label, 2) / 2;
      expect(darkPixels(png, Math.round(centre - half), g.baseline + 12, Math.round(centre + half), g.baseline + 26)).toBeGreaterThan(20);
    });
    // The bars themselves are where they were: the first bar's top row is blue at 12 %.
    const i = ((g.baseline - BAR_CHART_DATA[0]!.value * g.pixelsPerPercent) * png.width + g.barLeft(0) + 5) * 4;
    expect([png.data[i], png.data[i + 1], png.data[i + 2]]).toEqual([40, 110, 200]);
  });

  it("keeps the log chart's y-axis title clear of its '100' label", async () => {
    const doc = await getDocument({ data: await logChartPdf(), useSystemFonts: true }).promise;
    const content = await (await doc.getPage(1)).getTextContent();
    const items = content.items.filter((it): it is typeof it & { str: string; transform: number[]; width: number; height: number } => 'str' in it);
    const label = items.find((it) => it.str === '100')!;
    const title = items.find((it) => it.str.startsWith('Hazard ratio'))!;
    // The title runs upwards (rotated 90 degrees) to the left of the tick labels.
    expect(title.transform[1]).toBeGreaterThan(0.99);
    const labelLeft = label.transform[4]!;
    const titleRight = title.transform[4]!;
    expect(titleRight).toBeLessThan(labelLeft);
    await doc.destroy();
  });
});
