import { describe, expect, it } from 'vitest';
import {
  fitZoom,
  pageWidthView,
  imageToScreen,
  normalizeRotation,
  panBy,
  rotateBy,
  screenDeltaToImage,
  screenToImage,
  zoomAround,
  zoomIn,
  zoomOut,
  type Rotation,
  type ViewState,
} from '../../../src/editor/engine/viewTransform';

const viewport = { width: 800, height: 600 };
const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

describe('view transforms', () => {
  it('puts the centre image point at the viewport centre', () => {
    for (const rotation of [0, 90, 180, 270] as Rotation[]) {
      const view: ViewState = { zoom: 2.5, rotation, center: { x: 120, y: 40 } };
      close(imageToScreen(view, viewport, view.center), { x: 400, y: 300 });
    }
  });

  it('rotates clockwise', () => {
    const view: ViewState = { zoom: 1, rotation: 90, center: { x: 0, y: 0 } };
    // One image pixel to the right appears one pixel below on screen.
    close(imageToScreen(view, viewport, { x: 1, y: 0 }), { x: 400, y: 301 });
    close(imageToScreen({ ...view, rotation: 180 }, viewport, { x: 1, y: 0 }), { x: 399, y: 300 });
  });

  it('round-trips image and screen points', () => {
    for (const rotation of [0, 90, 180, 270] as Rotation[]) {
      const view: ViewState = { zoom: 0.37, rotation, center: { x: -3, y: 900 } };
      const p = { x: 17.25, y: -4.5 };
      close(screenToImage(view, viewport, imageToScreen(view, viewport, p)), p);
    }
  });

  it('steps zoom by 1.2 and clamps it', () => {
    expect(zoomIn(1)).toBeCloseTo(1.2);
    expect(zoomOut(1.2)).toBeCloseTo(1);
    expect(zoomIn(1000)).toBe(64);
    expect(zoomOut(0.0001)).toBe(0.05);
  });

  it('accumulates rotation in quarter turns', () => {
    expect(rotateBy(270, 90)).toBe(0);
    expect(rotateBy(0, -90)).toBe(270);
    expect(normalizeRotation(-450)).toBe(270);
    expect(normalizeRotation(720)).toBe(0);
  });

  it('fits the page, swapping sides when turned', () => {
    const image = { width: 1600, height: 400 };
    expect(fitZoom(image, 0, viewport, 0)).toBeCloseTo(0.5);
    expect(fitZoom(image, 90, viewport, 0)).toBeCloseTo(600 / 1600);
  });

  it('zooms around an anchor that stays put', () => {
    const view: ViewState = { zoom: 1, rotation: 270, center: { x: 300, y: 200 } };
    const anchor = { x: 100, y: 520 };
    const before = screenToImage(view, viewport, anchor);
    const next = zoomAround(view, viewport, anchor, 3);
    close(imageToScreen(next, viewport, before), anchor);
    expect(next.zoom).toBe(3);
  });

  it('turns screen moves into image moves', () => {
    close(screenDeltaToImage({ zoom: 2, rotation: 0, center: { x: 0, y: 0 } }, { x: 1, y: 0 }), { x: 0.5, y: 0 });
    close(screenDeltaToImage({ zoom: 1, rotation: 90, center: { x: 0, y: 0 } }, { x: 0, y: 1 }), { x: 1, y: 0 });
    const view: ViewState = { zoom: 2, rotation: 180, center: { x: 10, y: 10 } };
    const p = imageToScreen(view, viewport, { x: 5, y: 5 });
    const panned = panBy(view, { x: 7, y: -3 });
    close(imageToScreen(panned, viewport, { x: 5, y: 5 }), { x: p.x + 7, y: p.y - 3 });
  });
});

describe('pageWidthView', () => {
  const laptop = { width: 1206, height: 530 };
  it('opens an A4 portrait page at its width with its top edge at the top of the viewport', () => {
    const a4 = { width: 1785, height: 2526 };
    const view = pageWidthView(a4, laptop)!;
    expect(view.zoom).toBeCloseTo((1206 - 16) / 1785, 6);
    // The page's top edge lands 8 px below the viewport's top.
    expect(view.center.x).toBe(a4.width / 2);
    expect(laptop.height / 2 - view.center.y * view.zoom).toBeCloseTo(8, 6);
    // A one-pixel click is about a third of what Fit gives.
    expect(view.zoom / fitZoom(a4, 0, laptop)).toBeGreaterThan(3);
  });

  it('leaves a landscape page or a figure on its own to Fit', () => {
    expect(pageWidthView({ width: 1260, height: 960 }, laptop)).toBeNull();
    expect(pageWidthView({ width: 800, height: 600 }, laptop)).toBeNull();
  });

  it('leaves a portrait page that already fits at its width to Fit', () => {
    // A tall viewport shows the whole page at its width: nothing to gain.
    expect(pageWidthView({ width: 600, height: 800 }, { width: 400, height: 1200 })).toBeNull();
  });
});
