import { describe, expect, it, vi } from 'vitest';
import { LayerStack, type LayerContext, type LayerView } from '../../../../src/editor/engine/layers';
import { createSeriesPickLayer } from '../../../../src/editor/engine/layers/seriesPickLayer';
import type { ToolPointerEvent } from '../../../../src/editor/engine/tools/types';
import { loadVectorPage, readSidecar } from '../../../../bench/vectorFixtures';
import { pickStepSeries } from '../../../../src/editor/core/survival/vectorSteps';
import { loadPage, toPx, truth as kmTruth } from '../../editor/survival/kmFigure';

const ctx = () =>
  ({
    view: { matrix: { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 }, imageToScreen: (p: { x: number; y: number }) => p } as unknown as LayerView,
    announce: vi.fn(),
    requestRender: vi.fn(),
    setCursor: vi.fn(),
  }) satisfies LayerContext;
const at = (x: number, y: number): ToolPointerEvent => ({ image: { x, y }, screen: { x, y }, shiftKey: false, source: 'pointer' });

describe('series pick layer', () => {
  it('while picking, a press picks the series under it and the tool never sees the press', async () => {
    const page = await loadVectorPage('scatter.pdf');
    const truth = readSidecar('scatter').images[0]!.series[1]!;
    const onPick = vi.fn();
    const stack = new LayerStack();
    stack.set([createSeriesPickLayer({ index: page.index, picking: true, preview: null, onPick })]);
    const c = ctx();
    expect(stack.pointerDown(at(truth.points[0]!.px, truth.points[0]!.py), c)).toBe(true);
    expect(onPick.mock.calls[0]![0]).toMatchObject({ kind: 'markers' });
    expect(onPick.mock.calls[0]![0].points).toHaveLength(truth.points.length);
    expect(c.announce).toHaveBeenCalledWith(`${truth.points.length} points picked`);
  });

  it('not picking, presses go to the tool', async () => {
    const page = await loadVectorPage('scatter.pdf');
    const onPick = vi.fn();
    const layer = createSeriesPickLayer({ index: page.index, picking: false, preview: null, onPick });
    expect(layer.onPointerDown!(at(10, 10), ctx())).toBe(false);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('a press on nothing pickable says so and picks nothing', async () => {
    const page = await loadVectorPage('scatter.pdf');
    const onPick = vi.fn();
    const c = ctx();
    createSeriesPickLayer({ index: page.index, picking: true, preview: null, onPick }).onPointerDown!(at(-40, -40), c);
    expect(onPick).toHaveBeenCalledWith(null);
    expect(c.announce).toHaveBeenCalledWith('Nothing to pick here');
  });

  it('with the survival pick, a press on a Kaplan-Meier curve picks its corners and censor marks, and says both', async () => {
    const page = await loadPage(kmTruth.files[0]!);
    const arm = kmTruth.arms[0]!;
    const onPick = vi.fn();
    const c = ctx();
    const click = toPx((arm.corners.time[2]! + arm.corners.time[3]!) / 2, arm.corners.surv[2]!);
    createSeriesPickLayer({ index: page.index, picking: true, preview: null, onPick, pick: pickStepSeries }).onPointerDown!(at(click.x, click.y), c);
    expect(onPick.mock.calls[0]![0]).toMatchObject({ kind: 'steps', color: arm.color });
    expect(c.announce).toHaveBeenCalledWith(`${arm.corners.time.length} points picked and ${arm.censor_times.length} censor marks`);
  });
});
