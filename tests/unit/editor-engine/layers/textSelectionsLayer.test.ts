import { describe, expect, it } from 'vitest';
import { TEXT_SELECTION_COLORS, TEXT_SELECTIONS_LAYER_ID, textSelectionsLayer, type LayerView } from '../../../../src/editor/engine/layers';
import type { Vec } from '../../../../src/editor/engine/viewTransform';

/** A view at zoom 2 turned a quarter: screen = rotate(2 x image). */
const turned = {
  imageToScreen: (p: Vec) => ({ x: -2 * p.y, y: 2 * p.x }),
} as unknown as LayerView;
const straight = { imageToScreen: (p: Vec) => ({ x: 2 * p.x, y: 2 * p.y }) } as unknown as LayerView;

function recorder() {
  const calls: (string | number)[][] = [];
  const ctx = {
    lineWidth: 1,
    strokeStyle: '',
    fillStyle: '',
    beginPath: () => calls.push(['beginPath']),
    moveTo: (x: number, y: number) => calls.push(['moveTo', x, y]),
    lineTo: (x: number, y: number) => calls.push(['lineTo', x, y]),
    closePath: () => calls.push(['closePath']),
    stroke: () => calls.push(['stroke', String(ctx.strokeStyle)]),
    fill: () => calls.push(['fill', String(ctx.fillStyle)]),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

describe('text selections layer', () => {
  it('highlights every selection over its text, in one path filled and outlined', () => {
    const { ctx, calls } = recorder();
    const layer = textSelectionsLayer([{ rect: { x: 10, y: 20, width: 30, height: 5 } }, { rect: { x: 50, y: 60, width: 10, height: 4 } }]);
    expect(layer.id).toBe(TEXT_SELECTIONS_LAYER_ID);
    expect(layer.onPointerDown).toBeUndefined();
    layer.draw!(ctx, straight);
    expect(calls.filter((c) => c[0] === 'fill')).toEqual([['fill', TEXT_SELECTION_COLORS.fill]]);
    expect(calls.filter((c) => c[0] === 'stroke')).toEqual([['stroke', TEXT_SELECTION_COLORS.outline]]);
    expect(calls.filter((c) => c[0] === 'moveTo')).toHaveLength(2);
    // The first mark's corners at zoom 2.
    expect(calls.slice(1, 5)).toEqual([
      ['moveTo', 20, 40],
      ['lineTo', 80, 40],
      ['lineTo', 80, 50],
      ['lineTo', 20, 50],
    ]);
  });

  it('turns with the view', () => {
    const { ctx, calls } = recorder();
    textSelectionsLayer([{ rect: { x: 10, y: 20, width: 30, height: 5 } }]).draw!(ctx, turned);
    expect(calls.slice(1, 5)).toEqual([
      ['moveTo', -40, 20],
      ['lineTo', -40, 80],
      ['lineTo', -50, 80],
      ['lineTo', -50, 20],
    ]);
  });

  it('draws nothing without a selection that has a size', () => {
    const { ctx, calls } = recorder();
    textSelectionsLayer([{ rect: { x: 10, y: 20, width: 0, height: 5 } }]).draw!(ctx, straight);
    textSelectionsLayer([]).draw!(ctx, straight);
    expect(calls).toEqual([]);
  });
});
