/**
 * Picking a whole series on a vector page: while picking, a press on the figure (or Enter on the
 * keyboard cursor) picks the line, marker set or bar set under it instead of reaching the tool;
 * the picked points are drawn highlighted until the host confirms or cancels them.
 */
import type { GeometryIndex } from '../../vector/geometry';
import { pickSeries, type PickedSeries } from '../../vector/snap';
import type { EngineLayer } from './types';

export interface SeriesPickLayerOptions {
  index: GeometryIndex;
  picking: boolean;
  preview: PickedSeries | null;
  onPick(series: PickedSeries | null): void;
  /** Pick radius in CSS pixels of the screen. */
  radiusPx?: number;
  /** What a click picks; `pickSeries` by default (a survival graph picks its step curves first). */
  pick?: (index: GeometryIndex, x: number, y: number, radius: number) => PickedSeries | null;
}

export function createSeriesPickLayer(options: SeriesPickLayerOptions): EngineLayer {
  const radius = options.radiusPx ?? 8;
  return {
    id: 'series-pick',
    draw(ctx, view) {
      const p = options.preview;
      if (!p) return;
      ctx.strokeStyle = '#c2185b';
      ctx.fillStyle = 'rgba(194, 24, 91, 0.25)';
      ctx.lineWidth = 2;
      if (p.kind === 'line' || p.kind === 'steps') {
        ctx.beginPath();
        p.points.forEach((q, i) => {
          const s = view.imageToScreen(q);
          if (i === 0) ctx.moveTo(s.x, s.y);
          else ctx.lineTo(s.x, s.y);
        });
        ctx.stroke();
      }
      for (const q of p.points) {
        const s = view.imageToScreen(q);
        ctx.beginPath();
        ctx.arc(s.x, s.y, 5, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
      }
      // Censor marks: crosses, apart from the corners' rings.
      for (const q of p.censorMarks ?? []) {
        const s = view.imageToScreen(q);
        ctx.beginPath();
        ctx.moveTo(s.x - 5, s.y - 5);
        ctx.lineTo(s.x + 5, s.y + 5);
        ctx.moveTo(s.x - 5, s.y + 5);
        ctx.lineTo(s.x + 5, s.y - 5);
        ctx.stroke();
      }
    },
    onPointerDown(event, ctx) {
      if (!options.picking) return false;
      const scale = Math.hypot(ctx.view.matrix.a, ctx.view.matrix.b) || 1;
      const picked = (options.pick ?? pickSeries)(options.index, event.image.x, event.image.y, radius / scale);
      options.onPick(picked);
      const marks = picked?.censorMarks?.length;
      ctx.announce(picked ? `${picked.points.length} points picked${marks ? ` and ${marks} censor marks` : ''}` : 'Nothing to pick here');
      return true;
    },
  };
}
