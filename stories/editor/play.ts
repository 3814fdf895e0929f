import { expect, userEvent, waitFor } from 'storybook/test';
import { imageToScreen, type Rotation, type Vec } from '../../src/editor/engine/viewTransform';
import type { FixturePage } from './fixtures';

/** The digitizer's application element inside a story. */
export function digitizerIn(root: HTMLElement): HTMLElement {
  const el = root.querySelector<HTMLElement>('[role="application"]');
  if (!el) throw new Error('No digitizer in the story');
  return el;
}

export async function waitForPage(root: HTMLElement): Promise<HTMLElement> {
  const app = digitizerIn(root);
  await waitFor(() => expect(app).toHaveAttribute('data-page-state', 'ready'), { timeout: 15_000 });
  const surface = app.querySelector<HTMLElement>('[data-digitizer-surface]')!;
  await waitFor(() => expect(surface.dataset.zoom).toBeDefined());
  return app;
}

/** Client coordinates of an image point, from the view the engine reports on its surface. */
export function imageToClient(app: HTMLElement, p: Vec): Vec {
  const surface = app.querySelector<HTMLElement>('[data-digitizer-surface]')!;
  const ds = surface.dataset;
  const rect = surface.getBoundingClientRect();
  const view = {
    zoom: Number(ds.zoom),
    rotation: Number(ds.rotation) as Rotation,
    center: { x: Number(ds.centerX), y: Number(ds.centerY) },
  };
  const s = imageToScreen(view, { width: Math.round(rect.width), height: Math.round(rect.height) }, p);
  return { x: rect.left + s.x, y: rect.top + s.y };
}

/** A mouse click on the canvas at an image point. */
export async function clickImage(app: HTMLElement, p: Vec): Promise<void> {
  const canvas = app.querySelector<HTMLCanvasElement>('canvas[data-digitizer-canvas]')!;
  const { x, y } = imageToClient(app, p);
  const init = { clientX: x, clientY: y, button: 0, buttons: 1, pointerId: 1, pointerType: 'mouse', bubbles: true, isPrimary: true };
  canvas.dispatchEvent(new PointerEvent('pointerdown', init));
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
  await new Promise((r) => requestAnimationFrame(() => r(null)));
}

/**
 * Move the keyboard cursor from `from` to `to` (image pixels at zoom 1, rotation 0) with arrow
 * keys: Shift+arrow moves 10, arrow moves 1. Returns where the cursor ends.
 */
export async function moveCursor(from: Vec, to: Vec): Promise<Vec> {
  const dx = Math.round(to.x - from.x);
  const dy = Math.round(to.y - from.y);
  const keys = (n: number, pos: string, neg: string) => {
    const key = n >= 0 ? pos : neg;
    const tens = Math.floor(Math.abs(n) / 10);
    const ones = Math.abs(n) % 10;
    return (tens ? `{Shift>}${`{${key}}`.repeat(tens)}{/Shift}` : '') + `{${key}}`.repeat(ones);
  };
  const seq = keys(dx, 'ArrowRight', 'ArrowLeft') + keys(dy, 'ArrowDown', 'ArrowUp');
  if (seq) await userEvent.keyboard(seq);
  return { x: from.x + dx, y: from.y + dy };
}

/** Read the values table the story host renders, row by row. */
export function readValues(root: HTMLElement): number[][] {
  // The harness's own table, or the editor's values table (rows drawn while in view).
  const rows = [...root.querySelectorAll('[data-values] tr, [data-values] [role="row"]')];
  return rows.map((row) => [...row.querySelectorAll('[data-value]')].map((cell) => Number(cell.getAttribute('data-value')))).filter((values) => values.length);
}

/** Each measured value is within 0.5% of the axis range of its true value. */
export function expectValuesClose(measured: number[][], page: FixturePage): void {
  expect(measured).toHaveLength(page.points.length);
  const spanX = page.range.x[1] - page.range.x[0];
  const spanY = page.range.y[1] - page.range.y[0];
  page.points.forEach((truth, i) => {
    const row = measured[i]!;
    if (page.axesType === 'bar') {
      expect(Math.abs(row[0]! - truth.y)).toBeLessThanOrEqual(0.005 * spanY);
      return;
    }
    expect(Math.abs(row[0]! - truth.x)).toBeLessThanOrEqual(0.005 * spanX);
    if (page.log.y) {
      // On a log axis the range is in decades: compare the logarithms.
      const decades = Math.log10(page.range.y[1]) - Math.log10(page.range.y[0]);
      expect(Math.abs(Math.log10(row[1]!) - Math.log10(truth.y))).toBeLessThanOrEqual(0.005 * decades);
    } else {
      expect(Math.abs(row[1]! - truth.y)).toBeLessThanOrEqual(0.005 * spanY);
    }
  });
}
