import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createMeasurementLayer, type EngineLayer } from '../../editor/engine/layers';
import type { Axes, PageData } from '../../editor/core/model/types';
import { MeasurementsPanel } from '../../editor/panels/measurements';
import {
  addMeasurement,
  deleteMeasurement,
  mapCalibrationOf,
  measurementsOfAxes,
  MIN_VERTICES,
  moveMeasurementVertex,
  type EditorSession,
  type MeasureKind,
  type Vec2,
} from '../../editor/session';

export interface MeasurementsOptions {
  session: EditorSession;
  /** The active axes; the tools are offered on map axes only. */
  axes: Axes | null;
  /** The page shown. */
  page: PageData | null;
  /** The document's revision: the page is edited in place. */
  revision: number;
}

export interface MeasurementsHost {
  /** The 'Measurements' section of a map's sidebar, null on other axes. */
  panel: ReactNode;
  /** The measurement layer for the Digitizer's `layers`, empty on other axes. */
  layers: readonly EngineLayer[];
}

const NONE: readonly EngineLayer[] = [];

/**
 * The map's distance and area tools in the data-entry workspace: the sidebar section and the
 * canvas layer. The measurement being drawn stays here until it is finished; finished, moved and
 * deleted measurements are undoable session edits.
 */
export function useMeasurementsHost({ session, axes, page, revision }: MeasurementsOptions): MeasurementsHost {
  const [mode, setMode] = useState<MeasureKind | null>(null);
  const [draft, setDraft] = useState<Vec2[]>([]);
  const map = axes?.type === 'map' ? axes : null;
  const mapName = map?.name ?? null;

  // Another axes or page: nothing half drawn is carried over.
  useEffect(() => {
    setMode(null);
    setDraft([]);
  }, [mapName, page?.file, page?.page]);

  // The page is edited in place: the revision says when to read it again.
  const items = useMemo(() => (map && page ? measurementsOfAxes(page, map) : []), [map, page, revision]); // eslint-disable-line react-hooks/exhaustive-deps

  const finish = (pixels: readonly Vec2[] = draft) => {
    if (!map || !mode || pixels.length < MIN_VERTICES[mode]) return;
    session.edit((ctx) => addMeasurement(ctx, map.name, mode, pixels));
    setDraft([]);
  };

  const layers = useMemo(() => {
    if (!map) return NONE;
    return [
      createMeasurementLayer({
        shapes: items.map((m) => ({ key: m.key, type: m.type, pixels: m.pixels, label: `${m.label}: ${m.text}` })),
        mode,
        draft,
        minVertices: MIN_VERTICES,
        onAddVertex: (at) => setDraft((d) => [...d, { x: at.x, y: at.y }]),
        onFinish: (vertices) => finish(vertices.map((v) => ({ x: v.x, y: v.y }))),
        onUndoVertex: () => setDraft((d) => d.slice(0, -1)),
        onCancel: () => setDraft([]),
        onMoveVertex: (key, vertex, to) => {
          const item = items.find((m) => m.key === key);
          if (item) session.edit((ctx) => moveMeasurementVertex(ctx, map.name, item.type, item.index, vertex, { x: to.x, y: to.y }));
        },
      }),
    ];
  }, [map, items, mode, draft]); // eslint-disable-line react-hooks/exhaustive-deps

  const panel = map ? (
    <MeasurementsPanel
      graphName={map.name}
      items={items}
      mode={mode}
      onModeChange={(m) => {
        setMode(m);
        setDraft([]);
      }}
      draftCount={draft.length}
      minVertices={mode ? MIN_VERTICES[mode] : 2}
      noScale={mapCalibrationOf(map) === null}
      onFinish={() => finish()}
      onCancelDraft={() => setDraft([])}
      onDelete={(m) => session.edit((ctx) => deleteMeasurement(ctx, map.name, m.type, m.index))}
    />
  ) : null;

  return { panel, layers };
}
