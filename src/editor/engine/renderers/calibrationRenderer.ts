import type { SceneAxes } from '../scene';
import type { DragPreview } from '../tools/types';
import type { Vec, ViewState } from '../viewTransform';

export const CALIBRATION_COLORS = { calibration: '#c2410c', pending: '#1d4ed8' } as const;

/** What the calibration layer shows. */
export interface CalibrationInput {
  axes: readonly SceneAxes[];
  pending: readonly Vec[];
  pendingLabels: readonly string[];
  /** A calibration point being dragged is drawn at its preview position. */
  preview: DragPreview;
  view: ViewState;
}

/**
 * Calibration points as Paper.js items in their own layer: a cross in a circle and its label
 * (X1, X2, Y1, Y2 or P1, P2) for every axes of the page, faded when the axes live elsewhere, and
 * the points the calibrate tool has collected so far. Sizes are screen pixels whatever the zoom;
 * labels stay upright whatever the rotation.
 */
export class CalibrationRenderer {
  constructor(
    private readonly scope: paper.PaperScope,
    readonly layer: paper.Layer,
  ) {}

  draw({ axes, pending, pendingLabels, preview, view }: CalibrationInput): void {
    const P = this.scope;
    const px = (n: number) => n / view.zoom;
    this.layer.removeChildren();
    const label = (at: Vec, text: string, color: string, faded: boolean) => {
      const t = new P.PointText({
        point: [at.x + px(7), at.y - px(7)],
        content: text,
        fillColor: color,
        fontSize: px(12),
        fontWeight: 'bold',
        fontFamily: 'Inter, system-ui, sans-serif',
        opacity: faded ? 0.5 : 1,
        insert: false,
      });
      t.rotate(-view.rotation, new P.Point(at.x, at.y));
      this.layer.addChild(t);
    };
    const cross = (at: Vec, color: string, size: number, faded: boolean) => {
      const g = new P.Group({ insert: false, opacity: faded ? 0.5 : 1 });
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
      ] as const) {
        g.addChild(
          new P.Path.Line({
            from: [at.x - dx * px(size), at.y - dy * px(size)],
            to: [at.x + dx * px(size), at.y + dy * px(size)],
            strokeColor: color,
            strokeWidth: px(1.5),
            insert: false,
          }),
        );
      }
      g.addChild(new P.Path.Circle({ center: [at.x, at.y], radius: px(size * 0.55), strokeColor: color, strokeWidth: px(1.5), insert: false }));
      this.layer.addChild(g);
    };

    for (const a of axes) {
      a.points.forEach((p0, i) => {
        const dragged = preview?.kind === 'axis' && preview.ref.axesId === a.id && preview.ref.index === i;
        const p = dragged ? preview.at : p0;
        cross(p, CALIBRATION_COLORS.calibration, 7, !!a.offPage);
        label(p, a.labels[i] ?? String(i + 1), CALIBRATION_COLORS.calibration, !!a.offPage);
      });
    }
    pending.forEach((p, i) => {
      cross(p, CALIBRATION_COLORS.pending, 7, false);
      label(p, pendingLabels[i] ?? String(i + 1), CALIBRATION_COLORS.pending, false);
    });
  }
}
