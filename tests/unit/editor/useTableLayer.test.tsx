import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LayerContext, LayerView } from '../../../src/editor/engine/layers';
import type { TableLayerOptions } from '../../../src/editor/engine/layers/tableLayer';
import { applyAffine, invertAffine, viewMatrix } from '../../../src/editor/engine/viewTransform';
import { useTableLayer } from '../../../src/editor/useTableLayer';

const state = { zoom: 1, rotation: 0 as const, center: { x: 500, y: 500 } };
const matrix = viewMatrix(state, { width: 1000, height: 1000 });
const view: LayerView = {
  matrix,
  viewport: { width: 1000, height: 1000 },
  state,
  pageSize: { width: 1000, height: 800 },
  imageToScreen: (p) => applyAffine(matrix, p),
  screenToImage: (p) => applyAffine(invertAffine(matrix), p),
};
const ctx: LayerContext = { view, requestRender: () => {}, announce: () => {}, setCursor: () => {} };
const at = (x: number, y: number) => ({ image: { x, y }, screen: { x, y }, shiftKey: false, source: 'pointer' as const });

const table: TableLayerOptions['table'] = {
  area: [
    { x: 100, y: 200 },
    { x: 400, y: 350 },
  ],
  rotation: 0,
  rows: { num: 3, dividers: [250, 300] },
  cols: { num: 2, dividers: [250] },
};

describe('useTableLayer', () => {
  it('keeps the layer while what it draws is unchanged and calls the latest callbacks', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook((props: { onCellSelect: (r: number, c: number) => void }) => useTableLayer({ mode: 'cell', table, onCellSelect: props.onCellSelect }), {
      initialProps: { onCellSelect: first },
    });
    const layer = result.current;
    rerender({ onCellSelect: second });
    expect(result.current).toBe(layer);
    result.current.onPointerDown!(at(300, 275), ctx);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1, 1);
  });

  it('keeps a drag across a rebuild of the layer', () => {
    const onDividerMove = vi.fn();
    const { result, rerender } = renderHook((props: { mode: 'adjust'; t: typeof table }) => useTableLayer({ mode: props.mode, table: props.t, onDividerMove }), {
      initialProps: { mode: 'adjust', t: table },
    });
    result.current.onPointerDown!(at(245, 325), ctx);
    const before = result.current;
    rerender({ mode: 'adjust', t: { ...table! } });
    expect(result.current).not.toBe(before);
    result.current.onPointerUp!(at(200, 325), ctx);
    expect(onDividerMove).toHaveBeenCalledWith('cols', 0, 205);
  });
});
