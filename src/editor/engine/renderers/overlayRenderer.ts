import { HIT_RADII } from '../scene';
import type { Size, Vec, ViewState } from '../viewTransform';
import { MARKER_RADIUS } from './markersRenderer';

export const OVERLAY_COLORS = {
  selection: '#111827',
  focus: '#2563eb',
  hover: '#dc2626',
  cursor: '#7c3aed',
  crosshair: 'rgba(37, 99, 235, 0.55)',
} as const;

/** What the overlay shows; positions in image coordinates unless said otherwise. */
export interface OverlayInput {
  view: ViewState;
  viewport: Size;
  screenToImage(p: Vec): Vec;
  /** Calibration points under the adjust-positions tool's pointer. */
  axisHover: Vec | null;
  /** The data point the delete tool would remove. */
  hover: Vec | null;
  /** The point being dragged, at its preview position, in its dataset's colour. */
  dragged: { at: Vec; color: string } | null;
  selected: Vec | null;
  focused: boolean;
  /** The pointer in screen pixels, when the crosshair follows it. */
  crosshairAt: Vec | null;
  /** The keyboard cursor, when shown. */
  cursor: Vec | null;
}

/**
 * Transient marks over everything as Paper.js items in their own layer: hover rings, the dragged
 * point, the two-tone selection ring and its focus ring, the extended crosshair and the keyboard
 * cursor. Sizes are screen pixels whatever the zoom.
 */
export class OverlayRenderer {
  constructor(
    private readonly scope: paper.PaperScope,
    readonly layer: paper.Layer,
  ) {}

  draw(o: OverlayInput): void {
    const P = this.scope;
    const layer = this.layer;
    const px = (n: number) => n / o.view.zoom;
    layer.removeChildren();
    const ring = (at: Vec, radius: number, color: string, width: number) =>
      layer.addChild(
        new P.Path.Circle({ center: [at.x, at.y], radius: px(radius), strokeColor: color, strokeWidth: px(width), dashArray: [], insert: false }),
      );

    if (o.axisHover) ring(o.axisHover, 11, OVERLAY_COLORS.selection, 2);
    if (o.hover) ring(o.hover, MARKER_RADIUS + HIT_RADII.hoverRing, OVERLAY_COLORS.hover, 2);
    if (o.dragged) {
      const { at, color } = o.dragged;
      layer.addChild(new P.Path.Circle({ center: [at.x, at.y], radius: px(MARKER_RADIUS), fillColor: color, insert: false }));
    }
    if (o.selected) {
      // A two-tone ring reads on light and dark figures; focus adds an outer ring in the focus colour.
      ring(o.selected, MARKER_RADIUS + 3, '#ffffff', 3);
      ring(o.selected, MARKER_RADIUS + 3, OVERLAY_COLORS.selection, 1.5);
      if (o.focused) ring(o.selected, MARKER_RADIUS + 7, OVERLAY_COLORS.focus, 2.5);
    }
    if (o.crosshairAt) this.crosshair(o, o.crosshairAt);
    const c = o.cursor;
    if (c) {
      ring(c, 9, '#ffffff', 4);
      ring(c, 9, OVERLAY_COLORS.cursor, 2);
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        layer.addChild(
          new P.Path.Line({
            from: [c.x + dx * px(3), c.y + dy * px(3)],
            to: [c.x + dx * px(14), c.y + dy * px(14)],
            strokeColor: OVERLAY_COLORS.cursor,
            strokeWidth: px(1.5),
            insert: false,
          }),
        );
      }
    }
  }

  /** Lines through a screen point across the whole viewport, straight on screen whatever the rotation. */
  private crosshair(o: OverlayInput, screen: Vec): void {
    const P = this.scope;
    const { width, height } = o.viewport;
    for (const [from, to] of [
      [
        { x: 0, y: screen.y },
        { x: width, y: screen.y },
      ],
      [
        { x: screen.x, y: 0 },
        { x: screen.x, y: height },
      ],
    ] as const) {
      const a = o.screenToImage(from);
      const b = o.screenToImage(to);
      this.layer.addChild(
        new P.Path.Line({ from: [a.x, a.y], to: [b.x, b.y], strokeColor: OVERLAY_COLORS.crosshair, strokeWidth: 1 / o.view.zoom, insert: false }),
      );
    }
  }
}
