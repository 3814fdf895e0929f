import { describe, expect, it } from 'vitest';
import { PageRenderer } from '../../../../src/editor/engine/renderers/pageRenderer';
import type { Affine } from '../../../../src/editor/engine/viewTransform';
import { fakeCanvas } from './fakeCanvas';

const M: Affine = { a: 0.5, b: 0, c: 0, d: 0.5, tx: 10, ty: 20 };

function setup() {
  const { canvas, calls } = fakeCanvas();
  const scratch = fakeCanvas();
  const scratches: unknown[] = [];
  const renderer = new PageRenderer(canvas, (width, height) => {
    Object.assign(scratch.canvas, { width, height });
    scratches.push(scratch.canvas);
    return scratch.canvas as never;
  });
  renderer.resize(300, 200);
  const page = { canvas: {} as HTMLCanvasElement, imageUnitsPerPixel: 2 };
  renderer.setPage(page);
  return { renderer, calls, page, canvas, scratch, scratches };
}

describe('PageRenderer', () => {
  it('draws the page with the view matrix, its pixel scale and the pixel ratio', () => {
    const { renderer, calls, page } = setup();
    expect(renderer.update(M, 2)).toBe('drawn');
    const transforms = calls.filter((c) => c.name === 'setTransform').map((c) => c.args);
    expect(transforms.at(-1)).toEqual([2, 0, 0, 2, 20, 40]);
    expect(calls.find((c) => c.name === 'drawImage')?.args).toEqual([page.canvas, 0, 0]);
    expect(calls.find((c) => c.name === 'clearRect')?.args).toEqual([0, 0, 300, 200]);
  });

  it('does nothing when the view has not moved', () => {
    const { renderer, calls } = setup();
    renderer.update(M, 1);
    calls.length = 0;
    expect(renderer.update({ ...M }, 1)).toBe('unchanged');
    expect(calls).toEqual([]);
  });

  it('moves what is drawn on a whole-pixel pan onto a second canvas (never onto itself), which it then shows, and draws only the uncovered strips', () => {
    const { renderer, calls, page, canvas, scratch, scratches } = setup();
    renderer.update(M, 1);
    calls.length = 0;
    expect(renderer.update({ ...M, tx: M.tx - 15, ty: M.ty + 4 }, 1)).toBe('scrolled');
    expect(calls).toEqual([]);
    expect(scratch.calls.find((c) => c.name === 'drawImage')).toMatchObject({ args: [canvas, -15, 4], composite: 'copy' });
    expect(renderer.canvas).toBe(scratch.canvas);
    expect(scratch.calls.filter((c) => c.name === 'rect').map((c) => c.args)).toEqual([
      [285, 0, 15, 200],
      [0, 0, 285, 4],
    ]);
    expect(scratch.calls.filter((c) => c.name === 'drawImage').at(-1)?.args).toEqual([page.canvas, 0, 0]);
    // The next pan goes back to the first canvas; the second is made once for the view's size.
    scratch.calls.length = 0;
    renderer.update({ ...M, tx: M.tx - 30, ty: M.ty + 4 }, 1);
    expect(calls.find((c) => c.name === 'drawImage')).toMatchObject({ args: [scratch.canvas, -15, 0], composite: 'copy' });
    expect(renderer.canvas).toBe(canvas);
    expect(scratches).toHaveLength(1);
  });

  it('draws anew on zoom, a fractional pan or a new page', () => {
    const { renderer, page } = setup();
    renderer.update(M, 1);
    expect(renderer.update({ ...M, a: 1, d: 1 }, 1)).toBe('drawn');
    expect(renderer.update({ ...M, a: 1, d: 1, tx: 10.5 }, 1)).toBe('drawn');
    renderer.setPage(page);
    expect(renderer.update({ ...M, a: 1, d: 1, tx: 10.5 }, 1)).toBe('drawn');
  });
});
