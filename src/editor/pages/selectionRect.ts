import type { PixelRect } from '../core/model/types';

/** A 2D affine matrix as CSS writes it: matrix(a, b, c, d, e, f). */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/**
 * A rectangle on screen (client coordinates) as a rectangle of the page image: the text layer sits
 * at `origin` and is drawn through `matrix` (zoom, scroll and rotation), so each corner goes back
 * through the inverse and the result is the box around the four. Null when the matrix is singular.
 */
export function clientRectToImage(client: { left: number; top: number; right: number; bottom: number }, origin: { x: number; y: number }, matrix: Affine): PixelRect | null {
  const { a, b, c, d, e, f } = matrix;
  const det = a * d - b * c;
  if (!det || !Number.isFinite(det)) return null;
  const back = (cx: number, cy: number) => {
    const x = cx - origin.x - e;
    const y = cy - origin.y - f;
    return { x: (d * x - c * y) / det, y: (-b * x + a * y) / det };
  };
  const corners = [back(client.left, client.top), back(client.right, client.top), back(client.left, client.bottom), back(client.right, client.bottom)];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The page-image rectangle of the current selection in a text layer, when there is one. */
export function selectionRectInLayer(layer: HTMLElement): PixelRect | undefined {
  const selection = layer.ownerDocument.getSelection();
  if (!selection?.rangeCount) return undefined;
  const box = selection.getRangeAt(0).getBoundingClientRect();
  if (!box.width && !box.height) return undefined;
  const parent = (layer.offsetParent as HTMLElement | null) ?? layer.parentElement;
  const origin = parent ? parent.getBoundingClientRect() : { left: 0, top: 0 };
  const transform = layer.ownerDocument.defaultView?.getComputedStyle(layer).transform;
  const m = transform && transform !== 'none' ? new DOMMatrix(transform) : new DOMMatrix();
  return clientRectToImage(box, { x: origin.left + layer.offsetLeft, y: origin.top + layer.offsetTop }, m) ?? undefined;
}
