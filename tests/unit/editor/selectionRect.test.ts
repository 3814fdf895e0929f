import { describe, expect, it } from 'vitest';
import { clientRectToImage } from '../../../src/editor/pages/selectionRect';

describe('a selection on screen as a rectangle of the page image', () => {
  it('undoes zoom and scroll', () => {
    // Zoom 2, layer moved by (-50, 10) inside a parent at (100, 40).
    const rect = clientRectToImage({ left: 250, top: 90, right: 450, bottom: 110 }, { x: 100, y: 40 }, { a: 2, b: 0, c: 0, d: 2, e: -50, f: 10 });
    expect(rect).toEqual({ x: 100, y: 20, width: 100, height: 10 });
  });

  it('undoes a quarter turn: the box on screen maps back to the page rectangle it covers', () => {
    // Rotated 90 degrees clockwise: image (x, y) shows at (-y + 500, x).
    const rect = clientRectToImage({ left: 480, top: 100, right: 490, bottom: 300 }, { x: 0, y: 0 }, { a: 0, b: 1, c: -1, d: 0, e: 500, f: 0 });
    expect(rect).toEqual({ x: 100, y: 10, width: 200, height: 10 });
  });

  it('gives nothing for a matrix that cannot be inverted', () => {
    expect(clientRectToImage({ left: 0, top: 0, right: 1, bottom: 1 }, { x: 0, y: 0 }, { a: 0, b: 0, c: 0, d: 0, e: 0, f: 0 })).toBeNull();
  });
});
