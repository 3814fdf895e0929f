import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AutoExtractionClient, isCancelled } from '../../editor/auto/client';
import { pixelColour, toHexColour } from '../../editor/auto/colourMask';
import { loadPageImage } from '../../editor/auto/pageImage';
import type { RasterImage } from '../../editor/auto/types';
import type { MaskStroke } from '../../editor/auto/userMask';
import type { Axes, Dataset, TagGroup } from '../../editor/core/model/types';
import { autoExtractLayer, newAutoLayerDraft, type AutoLayerMode, type EngineLayer } from '../../editor/engine/layers';
import type { DigitizerFile } from '../../editor/pages/pageSource';
import { AutoExtractPanel, type AutoExtractStatus } from '../../editor/panels/auto/AutoExtractPanel';
import { algorithmsFor, AUTO_MESSAGES, DEFAULT_AUTO_SETTINGS, requestOf, settingsProblem, type AutoSettings } from '../../editor/panels/auto/autoSettings';
import { addFoundPoints, addSurvivalArmPoints, type EditorSession } from '../../editor/session';

export interface AutoExtractHostProps {
  session: EditorSession;
  /** The file shown and its page (1-based). */
  file: DigitizerFile | null;
  page: number;
  /** The graph and dataset the points go to. */
  axes: Axes | null;
  dataset: Dataset | null;
  datasetLabel: string | null;
  tagGroups: readonly TagGroup[];
  newUuid: () => string;
  /** The layer to show over the figure (null when there is nothing to show). */
  onLayerChange: (layer: EngineLayer | null) => void;
  onClose: () => void;
  /** Reads the page's pixels. @default loadPageImage */
  loadImage?: (file: DigitizerFile, page: number) => Promise<RasterImage>;
  /** Runs the extraction. @default a worker client */
  client?: Pick<AutoExtractionClient, 'run' | 'dispose'>;
}

const IDLE: AutoExtractStatus = { kind: 'idle' };

/**
 * The automatic extraction of the data-entry screen: the sidebar, the page's pixels, the worker
 * and the layer over the figure. Accept adds the points found to the active dataset as one
 * undoable command, each tagged like a click.
 */
export function AutoExtractHost({ session, file, page, axes, dataset, datasetLabel, tagGroups, newUuid, onLayerChange, onClose, loadImage = loadPageImage, client: givenClient }: AutoExtractHostProps) {
  const [chosen, setSettings] = useState<AutoSettings>(DEFAULT_AUTO_SETTINGS);
  const [mode, setMode] = useState<AutoLayerMode>('none');
  const [strokes, setStrokes] = useState<MaskStroke[]>([]);
  const [found, setFoundPoints] = useState<{ x: number; y: number }[]>([]);
  // The censor marks a Kaplan-Meier trace found beside its corners (none for other algorithms).
  const [marks, setMarks] = useState<{ x: number; y: number }[]>([]);
  const setFound = useCallback((points: { x: number; y: number }[], censorMarks: { x: number; y: number }[] = []) => {
    setFoundPoints(points);
    setMarks(censorMarks);
  }, []);
  const shown = useMemo(() => (marks.length ? [...found, ...marks] : found), [found, marks]);
  const [status, setStatus] = useState<AutoExtractStatus>(IDLE);
  const draft = useRef(newAutoLayerDraft());
  const image = useRef<{ key: string; promise: Promise<RasterImage> } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const client = useMemo(() => givenClient ?? new AutoExtractionClient(), [givenClient]);
  useEffect(() => () => client.dispose(), [client]);

  const pageImage = useCallback(() => {
    if (!file) return Promise.reject(new Error(AUTO_MESSAGES.pageLoading));
    const key = `${file.id}:${page}`;
    if (image.current?.key !== key) {
      const promise = loadImage(file, page);
      image.current = { key, promise };
      // A failed load is tried again next time.
      promise.catch(() => image.current?.promise === promise && (image.current = null));
    }
    return image.current.promise;
  }, [file, page, loadImage]);

  // Another file or page: the mask and the points found belong to the old one.
  useEffect(() => {
    abort.current?.abort();
    setStrokes([]);
    setFound([]);
    setStatus(IDLE);
  }, [file?.id, page]);

  const onPick = useCallback(
    (which: 'foreground' | 'background', at: { x: number; y: number }) => {
      void pageImage().then(
        (img) => {
          const x = Math.min(img.width - 1, Math.max(0, Math.floor(at.x)));
          const y = Math.min(img.height - 1, Math.max(0, Math.floor(at.y)));
          const hex = toHexColour(pixelColour(img, x, y));
          setSettings((s) => (which === 'foreground' ? { ...s, foreground: hex } : { ...s, background: hex }));
          setMode('none');
        },
        (error: unknown) => setStatus({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    },
    [pageImage],
  );

  const layer = useMemo(
    () =>
      autoExtractLayer({
        mode,
        strokes,
        found: shown,
        penWidth: chosen.penWidth,
        draft: draft.current,
        onPick,
        onStroke: (s) => setStrokes((all) => [...all, s]),
      }),
    [mode, strokes, shown, chosen.penWidth, onPick],
  );
  useEffect(() => {
    onLayerChange(layer);
  }, [layer, onLayerChange]);
  useEffect(() => () => onLayerChange(null), [onLayerChange]);

  const axesType = axes?.type ?? 'xy';
  const algorithms = algorithmsFor(axesType);
  // A bar graph offers fewer algorithms: the first stands in for one it does not offer.
  const settings = algorithms.includes(chosen.algorithm) ? chosen : { ...chosen, algorithm: algorithms[0]! };
  const problem = settingsProblem(settings, axesType);

  const run = async () => {
    if (!axes || problem) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setMode('none');
    setStatus({ kind: 'running', progress: 0 });
    try {
      const img = await pageImage();
      const request = requestOf(img, settings, strokes, { type: axes.type, calibrationPoints: axes.type === 'table' ? [] : axes.calibrationPoints, options: (axes.options ?? {}) as Record<string, unknown> });
      const result = await client.run(request, { signal: controller.signal, onProgress: (progress) => !controller.signal.aborted && setStatus({ kind: 'running', progress }) });
      if (controller.signal.aborted) return;
      setFound(result.points, result.censorMarks);
      setStatus({ kind: 'preview', count: result.points.length + (result.censorMarks?.length ?? 0) });
    } catch (error) {
      if (isCancelled(error) || controller.signal.aborted) return;
      setStatus({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const cancel = () => {
    abort.current?.abort();
    abort.current = null;
    setStatus(IDLE);
  };

  const accept = () => {
    if (!dataset || found.length === 0) return;
    // A Kaplan-Meier trace's marks are kept as censoring times, flagged on their points.
    session.edit((ctx) =>
      settings.algorithm === 'steps'
        ? addSurvivalArmPoints(ctx, dataset.name, { corners: found, censorMarks: marks }, { tagGroups, newUuid })
        : addFoundPoints(ctx, dataset.name, found, { tagGroups, newUuid }),
    );
    setFound([]);
    setStatus(IDLE);
  };

  const discard = () => {
    setFound([]);
    setStatus(IDLE);
  };

  return (
    <AutoExtractPanel
      datasetLabel={dataset && axes ? datasetLabel : null}
      algorithms={algorithms}
      settings={settings}
      onSettingsChange={setSettings}
      mode={mode}
      onModeChange={setMode}
      maskStrokes={strokes.length}
      onClearMask={() => setStrokes([])}
      status={status}
      problem={problem}
      onRun={() => void run()}
      onCancel={cancel}
      onAccept={accept}
      onDiscard={discard}
      onClose={() => {
        cancel();
        onClose();
      }}
    />
  );
}
