import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AutoExtractionClient } from '../../../src/editor/auto/client';
import type { AutoRequest, AutoResult } from '../../../src/editor/auto/run';
import type { EngineLayer } from '../../../src/editor/engine/layers';
import { EditorSession } from '../../../src/editor/session';
import { AutoExtractHost } from '../../../src/screens/DataEntry/AutoExtractHost';
import { savedDocument } from '../editor/session.fixtures';

// The layer is built through the real module; the spy keeps the options the host gave it, so a test can say what it draws.
const layerOptions = vi.hoisted(() => [] as { found: readonly { x: number; y: number }[] }[]);
vi.mock('../../../src/editor/engine/layers', async (original) => {
  const actual = await original<typeof import('../../../src/editor/engine/layers')>();
  return {
    ...actual,
    autoExtractLayer: (options: Parameters<typeof actual.autoExtractLayer>[0]) => {
      layerOptions.push(options);
      return actual.autoExtractLayer(options);
    },
  };
});

function setup(run: (request: AutoRequest, options: { signal?: AbortSignal; onProgress?: (f: number) => void }) => Promise<AutoResult>) {
  const session = new EditorSession({ document: savedDocument(0), version: 1, location: { file: 0, page: 1 } });
  const page = session.document.pages[0]!;
  const client = { run: vi.fn(run), dispose: vi.fn() } as unknown as Pick<AutoExtractionClient, 'run' | 'dispose'>;
  const image = { width: 4, height: 4, data: new Uint8ClampedArray(64).fill(255) };
  image.data.set([31, 119, 180, 255], (1 * 4 + 2) * 4);
  const layers: (EngineLayer | null)[] = [];
  const onClose = vi.fn();
  render(
    <AutoExtractHost
      session={session}
      file={{ id: 'f', name: 'chart.png', data: new Uint8Array() }}
      page={1}
      axes={page.axes[0]!}
      dataset={page.datasets[0]!}
      datasetLabel="Dataset 1"
      tagGroups={[]}
      newUuid={() => 'u'}
      onLayerChange={(l) => layers.push(l)}
      onClose={onClose}
      loadImage={async () => image}
      client={client}
    />,
  );
  return { session, client, layers, onClose, points: () => session.document.pages[0]!.datasets[0]!.points };
}

describe('automatic extraction host', () => {
  it('runs on the page pixels with the settings, previews the points on the layer, and Accept adds them as one undo step', async () => {
    const user = userEvent.setup();
    const { session, client, layers, points } = setup(async (_request, { onProgress }) => {
      onProgress?.(0.5);
      return { points: [{ x: 10, y: 990 }, { x: 500, y: 500 }], matchedPixels: 10, ms: 3 };
    });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByText('2 points found');
    const request = (client.run as ReturnType<typeof vi.fn>).mock.calls[0]![0] as AutoRequest;
    expect(request.algorithm).toEqual({ name: 'averagingWindow', dx: 10, dy: 10 });
    expect(request.colours).toMatchObject({ mode: 'foreground', foreground: [31, 119, 180], background: [255, 255, 255], threshold: 60 });
    expect(request.image.width).toBe(4);
    expect(request.axes?.calibrationPoints).toHaveLength(4);
    // The preview is drawn by the layer: the last one has the found points.
    expect(layers.at(-1)).toBeTruthy();
    expect(layerOptions.at(-1)!.found).toEqual([{ x: 10, y: 990 }, { x: 500, y: 500 }]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(points()).toMatchObject([{ x: 10, y: 990 }, { x: 500, y: 500 }]);
    expect(session.getSnapshot().undoLabel).toBe('Add 2 found points');
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    // Accepted points are the dataset's own now: the preview no longer highlights them.
    expect(layerOptions.at(-1)!.found).toEqual([]);
  });

  it('Discard leaves the dataset as it was', async () => {
    const user = userEvent.setup();
    const { points } = setup(async () => ({ points: [{ x: 1, y: 1 }], matchedPixels: 1, ms: 1 }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByText('1 point found');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(points()).toEqual([]);
  });

  it('Cancel aborts the run and goes back to Run', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    setup(
      (_request, options) =>
        new Promise((_resolve, reject) => {
          signal = options.signal;
          options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByRole('progressbar', { name: 'Extracting' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    await screen.findByRole('button', { name: 'Run' });
    expect(screen.queryByText('The extraction failed')).toBeNull();
  });

  it('shows the message of a failed run', async () => {
    const user = userEvent.setup();
    setup(async () => {
      throw new Error('The X step needs a calibrated XY graph');
    });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByText('The X step needs a calibrated XY graph');
  });

  it('picks the series colour from the pixel pressed on the page', async () => {
    const user = userEvent.setup();
    const { layers } = setup(async () => ({ points: [], matchedPixels: 0, ms: 0 }));
    const field = screen.getByRole('textbox', { name: 'Series colour' });
    await user.clear(field);
    await user.type(field, '#000000');
    await user.click(screen.getByRole('button', { name: 'Pick series colour' }));
    const layer = layers.at(-1)!;
    const ctx = { view: { pageSize: { width: 4, height: 4 } }, requestRender: vi.fn(), announce: vi.fn(), setCursor: vi.fn() } as never;
    act(() => void layer.onPointerDown!({ image: { x: 2.5, y: 1.5 }, screen: { x: 0, y: 0 }, shiftKey: false, source: 'pointer' }, ctx));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Series colour' })).toHaveValue('#1f77b4'));
    expect(screen.getByRole('button', { name: 'Pick series colour' })).toHaveAttribute('aria-pressed', 'false');
  });
});
