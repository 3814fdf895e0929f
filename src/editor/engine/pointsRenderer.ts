import type { SceneDataset } from './scene';
import type { Affine } from './viewTransform';

/** Marker radius in CSS pixels. */
export const MARKER_RADIUS = 3.5;

type Sprite = { canvas: HTMLCanvasElement | OffscreenCanvas; half: number };

function makeCanvas(size: number): HTMLCanvasElement | OffscreenCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(size, size);
  const c = document.createElement('canvas');
  c.width = c.height = size;
  return c;
}

/**
 * Draws every data point of every dataset into one 2D canvas: one pre-rendered marker sprite per
 * colour, stamped at whole device pixels. This is what keeps 50k points fast; one Paper.js item per
 * point costs an object graph and a path per point on every frame.
 */
export class PointsRenderer {
  private readonly sprites = new Map<string, Sprite>();
  private dpr = 1;

  private sprite(color: string, offPage: boolean): Sprite {
    const key = `${offPage ? 'off' : 'on'}|${color}|${this.dpr}`;
    let s = this.sprites.get(key);
    if (s) return s;
    const r = MARKER_RADIUS * this.dpr;
    const halo = 1.25 * this.dpr;
    const half = Math.ceil(r + halo + 1);
    const canvas = makeCanvas(half * 2);
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
    ctx.beginPath();
    ctx.arc(half, half, r, 0, Math.PI * 2);
    if (offPage) {
      ctx.globalAlpha = 0.55;
      ctx.lineWidth = 1.25 * this.dpr;
      ctx.strokeStyle = '#6b7280';
      ctx.stroke();
    } else {
      // A light halo keeps markers visible on black plot lines.
      ctx.lineWidth = halo * 2;
      ctx.strokeStyle = 'rgba(255,255,255,0.9)';
      ctx.stroke();
      ctx.fillStyle = color;
      ctx.fill();
    }
    s = { canvas, half };
    this.sprites.set(key, s);
    return s;
  }

  /**
   * Clear and draw. `m` maps image coordinates to CSS pixels; `skip` hides one point (the one
   * being dragged, drawn by the overlay instead). Returns the number of markers drawn.
   */
  draw(
    ctx: CanvasRenderingContext2D,
    m: Affine,
    dpr: number,
    datasets: readonly SceneDataset[],
    skip?: { datasetId: string; index: number } | null,
  ): number {
    this.dpr = dpr;
    const w = ctx.canvas.width;
    const h = ctx.canvas.height;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    const a = m.a * dpr;
    const b = m.b * dpr;
    const c = m.c * dpr;
    const d = m.d * dpr;
    const tx = m.tx * dpr;
    const ty = m.ty * dpr;
    let drawn = 0;
    // Off-page datasets first so that current ones sit on top.
    const ordered = [...datasets.filter((s) => s.offPage), ...datasets.filter((s) => !s.offPage)];
    for (const set of ordered) {
      const { canvas, half } = this.sprite(set.color, !!set.offPage);
      const size = half * 2;
      const skipIndex = skip && skip.datasetId === set.id ? skip.index : -1;
      const pts = set.points;
      for (let i = 0; i < pts.length; i++) {
        if (i === skipIndex) continue;
        const p = pts[i]!;
        const sx = Math.round(a * p.x + c * p.y + tx - half);
        const sy = Math.round(b * p.x + d * p.y + ty - half);
        if (sx < -size || sy < -size || sx > w || sy > h) continue;
        ctx.drawImage(canvas, sx, sy);
        drawn++;
      }
    }
    return drawn;
  }
}
