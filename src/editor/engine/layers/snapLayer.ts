/**
 * Snapping to a vector page's drawing: with snapping on, the target under the pointer (the nearest
 * vertex, line end, marker centre or bar end within the pick radius) is ringed before the click,
 * and a press moves to it before the active tool sees it, so calibration clicks and point clicks
 * both land exactly on the drawing. Off, clicks are as without the layer.
 *
 * Keys: N toggles snapping; comma and full stop step to the previous and next candidate under the
 * pointer or keyboard cursor (nearest first).
 */
import { snapCandidates, type SnapTarget } from '../../vector/snap';
import type { ToolPointerEvent } from '../tools/types';
import type { EngineLayer, LayerContext, LayerView } from './types';

export const SNAP_TOGGLE_KEY = 'n';
export const SNAP_PREVIOUS_KEY = ',';
export const SNAP_NEXT_KEY = '.';
/** Pick radius in CSS pixels of the screen: the same reach at any zoom. */
export const SNAP_RADIUS_PX = 8;

export interface SnapLayerOptions {
  targets: readonly Omit<SnapTarget, 'distance'>[];
  enabled: boolean;
  onToggle(enabled: boolean): void;
  radiusPx?: number;
}

const KIND_NAMES: Record<SnapTarget['kind'], string> = { vertex: 'line vertex', lineEnd: 'line end', marker: 'marker centre', barTop: 'bar end', corner: 'rectangle corner' };

/** Image pixels per screen pixel at the view's zoom. */
const imagePerScreen = (view: LayerView) => 1 / Math.hypot(view.matrix.a, view.matrix.b);

export interface SnapLayer extends EngineLayer {
  /** The target a press would snap to now, if any. */
  readonly current: SnapTarget | null;
}

export function createSnapLayer(options: SnapLayerOptions): SnapLayer {
  let candidates: SnapTarget[] = [];
  let chosen = 0;
  const radius = options.radiusPx ?? SNAP_RADIUS_PX;
  const describe = (t: SnapTarget, i: number, n: number) => `Snap to ${KIND_NAMES[t.kind]} ${i + 1} of ${n}`;

  const update = (event: ToolPointerEvent, ctx: LayerContext) => {
    const next = options.enabled ? snapCandidates(options.targets, event.image.x, event.image.y, radius * imagePerScreen(ctx.view)) : [];
    const before = candidates[chosen];
    candidates = next;
    chosen = 0;
    const after = candidates[0];
    if (before?.x !== after?.x || before?.y !== after?.y) ctx.requestRender();
  };

  const layer: SnapLayer = {
    id: 'snap',
    get current() {
      return candidates[chosen] ?? null;
    },
    draw(ctx, view) {
      const t = candidates[chosen];
      if (!options.enabled || !t) return;
      const p = view.imageToScreen({ x: t.x, y: t.y });
      ctx.lineWidth = 2;
      ctx.strokeStyle = '#c2185b';
      ctx.beginPath();
      ctx.arc(p.x, p.y, 6, 0, Math.PI * 2);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(p.x - 9, p.y);
      ctx.lineTo(p.x + 9, p.y);
      ctx.moveTo(p.x, p.y - 9);
      ctx.lineTo(p.x, p.y + 9);
      ctx.lineWidth = 1;
      ctx.stroke();
    },
    onPointerMove(event, ctx) {
      update(event, ctx);
      return false;
    },
    onPointerDown(event, ctx) {
      if (!options.enabled) return false;
      if (event.source === 'keyboard' || !candidates.length) update(event, ctx);
      const t = candidates[chosen];
      // The press moves onto the target; the active tool then acts there.
      if (t) event.image = { x: t.x, y: t.y };
      return false;
    },
    onPointerLeave(ctx) {
      if (!candidates.length) return;
      candidates = [];
      ctx.requestRender();
    },
    onKeyDown(event, ctx) {
      if (event.ctrlKey || event.metaKey || event.altKey) return false;
      if (event.key.toLowerCase() === SNAP_TOGGLE_KEY) {
        options.onToggle(!options.enabled);
        ctx.announce(options.enabled ? 'Snapping off' : 'Snapping on');
        return true;
      }
      if (options.enabled && candidates.length > 1 && (event.key === SNAP_NEXT_KEY || event.key === SNAP_PREVIOUS_KEY)) {
        chosen = (chosen + (event.key === SNAP_NEXT_KEY ? 1 : candidates.length - 1)) % candidates.length;
        ctx.announce(describe(candidates[chosen]!, chosen, candidates.length));
        ctx.requestRender();
        return true;
      }
      return false;
    },
  };
  return layer;
}
