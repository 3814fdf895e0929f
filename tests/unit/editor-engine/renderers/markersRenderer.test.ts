import { beforeAll, describe, expect, it } from 'vitest';
import { stampFromPixels } from '../../../../src/editor/engine/renderers/markerBuffer';
import { MarkersRenderer, stampHalf } from '../../../../src/editor/engine/renderers/markersRenderer';
import type { SceneDataset } from '../../../../src/editor/engine/scene';
import type { Affine } from '../../../../src/editor/engine/viewTransform';
import { fakeCanvas, installImageData } from './fakeCanvas';

beforeAll(installImageData);

const solid = (_color: string, _offPage: boolean, dpr: number) => {
  const half = stampHalf(dpr);
  const size = 2 * half + 1;
  return stampFromPixels(new Uint8ClampedArray(size * size * 4).fill(255), half);
};

function setup() {
  const { canvas, calls } = fakeCanvas();
  const renderer = new MarkersRenderer(canvas, solid);
  renderer.resize(400, 300);
  const points = Array.from({ length: 1000 }, (_, i) => ({ x: (i * 37) % 400, y: (i * 53) % 300 }));
  const datasets: SceneDataset[] = [{ id: 'a', color: '#f00', points }];
  return { renderer, calls, points, datasets };
}

const M: Affine = { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 };

describe('MarkersRenderer', () => {
  it('puts the whole buffer on a full draw and only the touched rectangles on a local change', () => {
    const { renderer, calls, points, datasets } = setup();
    expect(renderer.draw(M, 1, datasets)).toBe(1000);
    expect(calls.map((c) => c.name)).toEqual(['putImageData']);
    calls.length = 0;
    const from = points[3]!;
    points[3] = { x: 200, y: 150 };
    expect(renderer.redrawAround([from, points[3]], M, 1, datasets)).toBe(true);
    const side = 2 * stampHalf(1) + 1;
    expect(calls.map((c) => [c.name, c.args.slice(3)])).toEqual([
      ['putImageData', [from.x - stampHalf(1), from.y - stampHalf(1), side, side]],
      ['putImageData', [200 - stampHalf(1), 150 - stampHalf(1), side, side]],
    ]);
    // The underlay shows those same rectangles again.
    expect(renderer.lastRects.map((r) => [r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0])).toEqual(calls.map((c) => c.args.slice(3)));
  });

  it('moves what is drawn on a whole-pixel pan in its buffer and puts it once, as a full draw there would', () => {
    const { renderer, calls, datasets } = setup();
    renderer.draw(M, 1, datasets);
    calls.length = 0;
    expect(renderer.scrollTo({ ...M, tx: 12, ty: -7 }, 1, datasets)).toBe(true);
    expect(calls.map((c) => c.name)).toEqual(['putImageData']);
    const scrolled = new Uint8ClampedArray((calls[0]!.args[0] as ImageData).data);
    const fresh = setup();
    fresh.renderer.draw({ ...M, tx: 12, ty: -7 }, 1, fresh.datasets);
    const drawn = (fresh.calls[0]!.args[0] as ImageData).data;
    expect(scrolled.some((v) => v !== 0)).toBe(true);
    expect(Buffer.compare(Buffer.from(scrolled), Buffer.from(drawn))).toBe(0);
  });

  it('asks for a full draw after a zoom, a fractional pan or before anything is drawn', () => {
    const { renderer, datasets, points } = setup();
    expect(renderer.redrawAround([points[0]!], M, 1, datasets)).toBe(false);
    renderer.draw(M, 1, datasets);
    expect(renderer.scrollTo({ ...M, a: 2, d: 2 }, 1, datasets)).toBe(false);
    expect(renderer.scrollTo({ ...M, tx: 0.5 }, 1, datasets)).toBe(false);
    expect(renderer.redrawAround([points[0]!], { ...M, tx: 3 }, 1, datasets)).toBe(false);
  });

  it('clears and asks for a full draw when resized', () => {
    const { renderer, datasets } = setup();
    renderer.draw(M, 1, datasets);
    expect(renderer.resize(400, 300)).toBe(false);
    expect(renderer.resize(500, 300)).toBe(true);
    expect(renderer.scrollTo({ ...M, tx: 1 }, 1, datasets)).toBe(false);
  });
});
