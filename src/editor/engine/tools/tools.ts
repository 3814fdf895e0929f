import { HIT_RADII, POINT_STEP, type AxisPointRef, type PointRef } from '../scene';
import { screenDeltaToImage, type Vec } from '../viewTransform';
import type { Tool, ToolContext, ToolName } from './types';

const ARROWS: Record<string, Vec> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The image-space move of an arrow key, or null: 0.5/zoom, with Shift 5/zoom, in the direction seen on screen. */
export function arrowStep(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey'>,
  ctx: Pick<ToolContext, 'view'>,
  steps: { normal: number; fast: number } = POINT_STEP,
): Vec | null {
  const dir = ARROWS[event.key];
  if (!dir) return null;
  const size = event.shiftKey ? steps.fast : steps.normal;
  return screenDeltaToImage(ctx.view, { x: dir.x * size, y: dir.y * size });
}

/** Collects the calibration points the axes type needs, one per click. */
export function calibrateTool(): Tool {
  return {
    name: 'calibrate',
    onPointerDown(e, ctx) {
      if (ctx.scene.pendingCalibration.length >= ctx.scene.calibrationLabels.length) return;
      ctx.callbacks.onCalibrationPoint(e.image);
    },
  };
}

/** Adds a point to the active dataset at each click. */
export function addPointsTool(): Tool {
  return {
    name: 'addPoints',
    onPointerDown(e, ctx) {
      const id = ctx.scene.activeDatasetId;
      if (id) ctx.callbacks.onPointAdd(id, e.image);
    },
  };
}

/**
 * Selects the nearest point (radius 50 on screen) and moves it by dragging or with the arrows.
 * Shared by data points and calibration points.
 */
function adjustTool<R>(
  name: ToolName,
  api: {
    nearest(ctx: ToolContext, at: Vec): { ref: R; x: number; y: number } | null;
    selected(ctx: ToolContext): R | null;
    select(ctx: ToolContext, ref: R | null): void;
    position(ctx: ToolContext, ref: R): Vec | null;
    preview(ctx: ToolContext, ref: R, at: Vec): void;
    move(ctx: ToolContext, ref: R, to: Vec): void;
    remove?(ctx: ToolContext, ref: R): void;
  },
): Tool {
  let drag: { ref: R; grab: Vec; origin: Vec; moved: boolean } | null = null;
  return {
    name,
    deactivate(ctx) {
      drag = null;
      ctx.setDragPreview(null);
    },
    onPointerDown(e, ctx) {
      const hit = api.nearest(ctx, e.image);
      api.select(ctx, hit ? hit.ref : null);
      if (hit && e.source === 'pointer') drag = { ref: hit.ref, grab: e.image, origin: { x: hit.x, y: hit.y }, moved: false };
    },
    onPointerMove(e, ctx) {
      if (!drag) return;
      const at = { x: drag.origin.x + e.image.x - drag.grab.x, y: drag.origin.y + e.image.y - drag.grab.y };
      drag.moved ||= Math.hypot(e.image.x - drag.grab.x, e.image.y - drag.grab.y) * ctx.view.zoom > 1;
      if (drag.moved) api.preview(ctx, drag.ref, at);
    },
    onPointerUp(e, ctx) {
      if (!drag) return;
      const { ref, moved, origin, grab } = drag;
      drag = null;
      ctx.setDragPreview(null);
      if (moved) api.move(ctx, ref, { x: origin.x + e.image.x - grab.x, y: origin.y + e.image.y - grab.y });
    },
    onKeyDown(e, ctx) {
      const ref = api.selected(ctx);
      if (ref === null) return false;
      if (e.key === 'Escape') {
        api.select(ctx, null);
        return true;
      }
      if ((e.key === 'Delete' || e.key === 'Backspace') && api.remove) {
        api.remove(ctx, ref);
        return true;
      }
      const step = arrowStep(e, ctx);
      const at = api.position(ctx, ref);
      if (!step || !at) return false;
      api.move(ctx, ref, { x: at.x + step.x, y: at.y + step.y });
      return true;
    },
  };
}

export function adjustPointsTool(): Tool {
  return adjustTool<PointRef>('adjustPoints', {
    nearest: (ctx, at) => ctx.nearestPoint(at, HIT_RADII.select),
    selected: (ctx) => ctx.selection,
    select: (ctx, ref) => ctx.callbacks.onSelectionChange(ref),
    position: (ctx, ref) => ctx.pointAt(ref),
    preview: (ctx, ref, at) => ctx.setDragPreview({ kind: 'point', ref, at }),
    move: (ctx, ref, to) => ctx.callbacks.onPointMove(ref, to),
    remove: (ctx, ref) => ctx.callbacks.onPointDelete(ref),
  });
}

/** Moves the calibration points of the active axes ('Adjust Axis Points'). */
export function adjustPositionsTool(): Tool {
  let selected: AxisPointRef | null = null;
  const tool = adjustTool<AxisPointRef>('adjustPositions', {
    nearest: (ctx, at) => ctx.nearestAxisPoint(at, HIT_RADII.select),
    selected: () => selected,
    select: (ctx, ref) => {
      selected = ref;
      ctx.setAxisHover(ref);
      if (ref) ctx.callbacks.onAnnounce(`Axis point ${ref.index + 1} selected`);
    },
    position: (ctx, ref) => ctx.axisPointAt(ref),
    preview: (ctx, ref, at) => ctx.setDragPreview({ kind: 'axis', ref, at }),
    move: (ctx, ref, to) => ctx.callbacks.onAxisPointMove(ref, to),
  });
  return {
    ...tool,
    deactivate(ctx) {
      selected = null;
      ctx.setAxisHover(null);
      tool.deactivate?.(ctx);
    },
  };
}

/** Highlights the nearest point within 25 on screen and deletes it on click. */
export function deletePointsTool(): Tool {
  return {
    name: 'deletePoints',
    deactivate(ctx) {
      ctx.setHover(null);
    },
    onPointerMove(e, ctx) {
      ctx.setHover(ctx.nearestPoint(e.image, HIT_RADII.delete)?.ref ?? null);
    },
    onPointerDown(e, ctx) {
      const hit = ctx.nearestPoint(e.image, HIT_RADII.delete);
      ctx.setHover(null);
      if (hit) ctx.callbacks.onPointDelete(hit.ref);
      else if (e.source === 'keyboard') ctx.callbacks.onAnnounce('No point under the cursor');
    },
  };
}

/** The canvas ignores input so that the PDF text layer above it can be selected. */
export function selectTextTool(): Tool {
  return { name: 'selectText' };
}

export function createTool(name: ToolName): Tool {
  switch (name) {
    case 'calibrate':
      return calibrateTool();
    case 'addPoints':
      return addPointsTool();
    case 'adjustPoints':
      return adjustPointsTool();
    case 'deletePoints':
      return deletePointsTool();
    case 'adjustPositions':
      return adjustPositionsTool();
    case 'selectText':
      return selectTextTool();
  }
}
