/**
 * The view onto a page: zoom, a quarter-turn rotation and the image point shown at the viewport
 * centre. Image coordinates have their origin top-left and y down; screen coordinates are CSS
 * pixels of the viewport. Pure, so tools, tests and the bench agree on where things are.
 */
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** Zoom in and out multiply or divide by this. */
export const ZOOM_STEP = 1.2;
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 64;

export interface Vec {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export interface ViewState {
  zoom: number;
  /** Clockwise, in degrees. */
  rotation: Rotation;
  /** The image point at the centre of the viewport. */
  center: Vec;
}

/** screen = [a c; b d] * image + [tx; ty] (the canvas 2D and Paper.js convention). */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  tx: number;
  ty: number;
}

/** Any angle in degrees to the nearest quarter turn in 0..270. */
export function normalizeRotation(degrees: number): Rotation {
  const q = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return ROTATIONS[q]!;
}

/** Rotation is cumulative: 270 + 90 is 0. */
export function rotateBy(rotation: Rotation, delta: number): Rotation {
  return normalizeRotation(rotation + delta);
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

export function zoomIn(zoom: number): number {
  return clampZoom(zoom * ZOOM_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom / ZOOM_STEP);
}

function cosSin(rotation: Rotation): [number, number] {
  switch (rotation) {
    case 0:
      return [1, 0];
    case 90:
      return [0, 1];
    case 180:
      return [-1, 0];
    case 270:
      return [0, -1];
  }
}

export function viewMatrix(view: ViewState, viewport: Size): Affine {
  const [cos, sin] = cosSin(view.rotation);
  const z = view.zoom;
  const a = z * cos;
  const b = z * sin;
  const c = -z * sin;
  const d = z * cos;
  return {
    a,
    b,
    c,
    d,
    tx: viewport.width / 2 - (a * view.center.x + c * view.center.y),
    ty: viewport.height / 2 - (b * view.center.x + d * view.center.y),
  };
}

export function applyAffine(m: Affine, p: Vec): Vec {
  return { x: m.a * p.x + m.c * p.y + m.tx, y: m.b * p.x + m.d * p.y + m.ty };
}

export function invertAffine(m: Affine): Affine {
  const det = m.a * m.d - m.b * m.c;
  const a = m.d / det;
  const b = -m.b / det;
  const c = -m.c / det;
  const d = m.a / det;
  return { a, b, c, d, tx: -(a * m.tx + c * m.ty), ty: -(b * m.tx + d * m.ty) };
}

export function imageToScreen(view: ViewState, viewport: Size, p: Vec): Vec {
  return applyAffine(viewMatrix(view, viewport), p);
}

export function screenToImage(view: ViewState, viewport: Size, p: Vec): Vec {
  return applyAffine(invertAffine(viewMatrix(view, viewport)), p);
}

/** A movement on screen (e.g. an arrow key press) expressed in image units. */
export function screenDeltaToImage(view: ViewState, delta: Vec): Vec {
  const [cos, sin] = cosSin(view.rotation);
  // Inverse rotation, then undo the zoom.
  return { x: (cos * delta.x + sin * delta.y) / view.zoom, y: (-sin * delta.x + cos * delta.y) / view.zoom };
}

/** The page's size on screen at zoom 1: quarter turns swap width and height. */
export function rotatedSize(size: Size, rotation: Rotation): Size {
  return rotation === 90 || rotation === 270 ? { width: size.height, height: size.width } : size;
}

/** The CSS pixels Fit leaves around the page. */
export const FIT_MARGIN = 8;

/** The zoom at which the whole page fits the viewport, leaving `margin` CSS pixels around it. */
export function fitZoom(image: Size, rotation: Rotation, viewport: Size, margin = FIT_MARGIN): number {
  const r = rotatedSize(image, rotation);
  if (r.width <= 0 || r.height <= 0) return 1;
  const w = Math.max(1, viewport.width - 2 * margin);
  const h = Math.max(1, viewport.height - 2 * margin);
  return clampZoom(Math.min(w / r.width, h / r.height));
}

/**
 * A portrait page at its width, top first, as a PDF reader opens it: the zoom and the image point at the
 * viewport's centre. Null when the whole page already shows at that zoom or larger (a landscape page or a
 * figure on its own), so Fit is the better first view.
 */
export function pageWidthView(image: Size, viewport: Size, margin = FIT_MARGIN): { zoom: number; center: Vec } | null {
  if (image.height <= image.width || image.width <= 0) return null;
  const zoom = clampZoom(Math.max(1, viewport.width - 2 * margin) / image.width);
  if (zoom <= fitZoom(image, 0, viewport, margin)) return null;
  return { zoom, center: { x: image.width / 2, y: Math.min(image.height / 2, (viewport.height / 2 - margin) / zoom) } };
}

export function pageCenter(image: Size): Vec {
  return { x: image.width / 2, y: image.height / 2 };
}

/** Change the zoom keeping the image point under `anchor` (screen) where it is. */
export function zoomAround(view: ViewState, viewport: Size, anchor: Vec, zoom: number): ViewState {
  const fixed = screenToImage(view, viewport, anchor);
  const next: ViewState = { ...view, zoom: clampZoom(zoom) };
  const moved = imageToScreen(next, viewport, fixed);
  const shift = screenDeltaToImage(next, { x: moved.x - anchor.x, y: moved.y - anchor.y });
  return { ...next, center: { x: next.center.x + shift.x, y: next.center.y + shift.y } };
}

/** Pan by a screen distance (wheel, drag): the content moves with the pointer. */
export function panBy(view: ViewState, delta: Vec): ViewState {
  const d = screenDeltaToImage(view, delta);
  return { ...view, center: { x: view.center.x - d.x, y: view.center.y - d.y } };
}
