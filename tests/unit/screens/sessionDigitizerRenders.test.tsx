import { Profiler, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addPointCommand } from '../../../src/editor/core/model/edits';
import type { RequestedView } from '../../../src/editor/engine/DigitizerEngine';
import { findPage } from '../../../src/editor/engine/projectAdapter';
import type { EngineCallbacks } from '../../../src/editor/engine/tools/types';
import type { ViewState } from '../../../src/editor/engine/viewTransform';
import { EditorSession } from '../../../src/editor/session';
import { SessionDigitizer } from '../../../src/screens/DataEntry/SessionViews';
import { savedDocument } from '../editor/session.fixtures';

/*
 * jsdom has no 2D canvas: the engine is replaced by one that keeps the view it is given and, like
 * the real one, reports a wheel step through onViewChange after applying it.
 */
const engines: FakeEngine[] = [];

class FakeEngine {
  readonly textLayer = document.createElement('div');
  shown: ViewState = { zoom: 1, rotation: 0, center: { x: 500, y: 500 } };
  readonly setViews: RequestedView[] = [];
  constructor(
    readonly container: HTMLElement,
    readonly callbacks: EngineCallbacks,
  ) {
    engines.push(this);
  }
  get view(): ViewState {
    return this.shown;
  }
  setView(view: RequestedView): void {
    this.setViews.push(view);
    const next = { zoom: view.zoom === 'fit' ? 1 : view.zoom, rotation: view.rotation, center: view.center ?? this.shown.center };
    const was = this.shown;
    if (next.zoom === was.zoom && next.rotation === was.rotation && next.center.x === was.center.x && next.center.y === was.center.y) return;
    this.shown = next;
    this.callbacks.onViewResolved?.(next);
  }
  /** A wheel step: the engine draws the new view, then tells the host. */
  wheel(next: ViewState): void {
    this.shown = next;
    this.callbacks.onViewChange(next);
  }
  setTool(): void {}
  setSelection(): void {}
  setCrosshair(): void {}
  setMagnifier(): void {}
  setLayers(): void {}
  setScene(): boolean {
    return false;
  }
  setPage(): void {}
  render(): void {}
  setFocused(): void {}
  handleKeyDown(): boolean {
    return false;
  }
  dispose(): void {}
}

vi.mock('../../../src/editor/engine/DigitizerEngine', () => ({ DigitizerEngine: FakeEngine }));

beforeEach(() => {
  engines.length = 0;
});

async function mount() {
  const session = new EditorSession({ document: savedDocument(), version: 1 });
  let renders = 0;
  render(
    <Suspense fallback={null}>
      <Profiler id="canvas" onRender={() => renders++}>
        <SessionDigitizer session={session} files={[]} file={0} page={1} model={session.document} tool="addPoints" />
      </Profiler>
    </Suspense>,
  );
  await screen.findByRole('application', { name: 'Figure digitizer' });
  const engine = engines.at(-1)!;
  return { session, engine, renders: () => renders };
}

describe('SessionDigitizer', () => {
  it('renders nothing on a wheel pan or zoom step, and stores the view in the session', async () => {
    const { session, engine, renders } = await mount();
    act(() => session.setView({ zoom: 2, center: { x: 400, y: 300 } }));
    const before = renders();

    act(() => engine.wheel({ zoom: 2, rotation: 0, center: { x: 424, y: 340 } }));
    expect(session.getSnapshot().view).toEqual({ zoom: 2, rotation: 0, center: { x: 424, y: 340 } });
    act(() => engine.wheel({ zoom: 2.4, rotation: 0, center: { x: 430, y: 338 } }));
    expect(session.getSnapshot().view).toEqual({ zoom: 2.4, rotation: 0, center: { x: 430, y: 338 } });
    expect(renders()).toBe(before);
  });

  it('shows a view set in the session without rendering, and still renders for a new point', async () => {
    const { session, engine, renders } = await mount();
    // Above zoom 1 the page is rendered at the high scale: crossing it renders once.
    act(() => session.setView({ zoom: 2 }));
    const before = renders();
    act(() => session.setView({ zoom: 3, center: { x: 120, y: 80 } }));
    expect(engine.setViews.at(-1)).toEqual({ zoom: 3, rotation: 0, center: { x: 120, y: 80 } });
    act(() => session.setView({ rotation: 90 }));
    expect(engine.view.rotation).toBe(90);
    expect(renders()).toBe(before);

    act(() => session.execute(addPointCommand(findPage(session.document, 0, 1)!, 'Dataset 1', { x: 10, y: 10 })));
    expect(renders()).toBeGreaterThan(before);
  });
});
