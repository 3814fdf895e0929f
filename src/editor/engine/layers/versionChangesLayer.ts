/**
 * The changes since a version viewed read-only from the history: a ring around each point that was
 * moved, deleted or retagged since, a line from a moved point to where it is now, and a dashed ring
 * where a point was added since. The layer takes every press and key before the tool, so nothing on
 * the figure can be edited while an earlier version is shown.
 */
import type { DatasetChanges } from '../../core/history/versionDiff';
import type { EngineLayer, LayerView } from './types';

export const VERSION_CHANGES_LAYER_ID = 'versionChanges';

export const VERSION_CHANGE_COLORS = {
  changed: 'rgb(194, 65, 12)',
  added: 'rgb(21, 128, 61)',
} as const;

/** One mark, in image pixels of its page. */
export interface VersionChangeMark {
  kind: 'moved' | 'deleted' | 'retagged' | 'added';
  at: { x: number; y: number };
  /** Where a moved point is now. */
  to?: { x: number; y: number };
}

/** The marks of the datasets on one file and page. */
export function versionChangeMarks(datasets: readonly DatasetChanges[], file: number, page: number): VersionChangeMark[] {
  const marks: VersionChangeMark[] = [];
  for (const d of datasets) {
    if (d.file !== file || d.page !== page) continue;
    for (const m of d.moved) marks.push({ kind: 'moved', at: m.from, to: m.to });
    for (const p of d.deleted) marks.push({ kind: 'deleted', at: p });
    for (const m of d.retagged) if (m.from.x === m.to.x && m.from.y === m.to.y) marks.push({ kind: 'retagged', at: m.from });
    for (const p of d.added) marks.push({ kind: 'added', at: p });
  }
  return marks;
}

const RING_RADIUS = 11;

function drawMarks(ctx: CanvasRenderingContext2D, view: LayerView, marks: readonly VersionChangeMark[]) {
  ctx.save();
  ctx.lineWidth = 2.5;
  for (const mark of marks) {
    const at = view.imageToScreen(mark.at);
    ctx.strokeStyle = mark.kind === 'added' ? VERSION_CHANGE_COLORS.added : VERSION_CHANGE_COLORS.changed;
    ctx.setLineDash(mark.kind === 'added' ? [4, 3] : []);
    ctx.beginPath();
    ctx.arc(at.x, at.y, RING_RADIUS, 0, Math.PI * 2);
    ctx.stroke();
    if (mark.kind === 'moved' && mark.to) {
      const to = view.imageToScreen(mark.to);
      ctx.setLineDash([6, 4]);
      ctx.beginPath();
      ctx.moveTo(at.x, at.y);
      ctx.lineTo(to.x, to.y);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.arc(to.x, to.y, 3, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** The layer of a version viewed read-only: its marks drawn, all figure input taken. */
export function versionChangesLayer(marks: readonly VersionChangeMark[]): EngineLayer {
  const taken = () => true;
  return { id: VERSION_CHANGES_LAYER_ID, draw: (ctx, view) => drawMarks(ctx, view, marks), onPointerDown: taken, onPointerMove: taken, onPointerUp: taken, onKeyDown: taken };
}
