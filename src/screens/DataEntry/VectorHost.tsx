import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EngineLayer } from '../../editor/engine/layers';
import { createSeriesPickLayer } from '../../editor/engine/layers/seriesPickLayer';
import { createSnapLayer } from '../../editor/engine/layers/snapLayer';
import { detectFileType } from '../../editor/pages/fileType';
import type { DigitizerFile } from '../../editor/pages/pageSource';
import { VectorPanel, type VectorPanelStatus } from '../../editor/panels/vector/VectorPanel';
import { addSurvivalArmPoints, type EditorSession, type PointMetadataOptions } from '../../editor/session';
import { addSeriesPoints } from '../../editor/session/vectorCommands';
import { calibrationDialogInput, noProposalReason, proposeCalibration } from '../../editor/vector/axes';
import type { PageText } from '../../editor/vector/legend';
import type { VectorPage } from '../../editor/vector/readPage';
import { pickSeries, snapTargets, type PickedSeries } from '../../editor/vector/snap';
import { pickStepSeries } from '../../editor/core/survival/vectorSteps';

export type VectorCalibrationInput = ReturnType<typeof calibrationDialogInput>;

export interface VectorHostOptions {
  file: DigitizerFile | undefined;
  /** 1-based page number. */
  page: number;
  session: EditorSession;
  datasetName: string | null;
  pointOptions: PointMetadataOptions;
  /** Open the calibration dialog with the proposal's points and values. */
  onCalibrationProposal(input: VectorCalibrationInput): void;
  /**
   * The dataset is an arm of a survival graph: a click picks the Kaplan-Meier curve under it (its
   * step corners and the censor marks on it), added with the marks flagged.
   */
  stepCurves?: boolean;
}

const bytesOf = async (data: DigitizerFile['data']): Promise<Uint8Array> =>
  data instanceof Uint8Array ? data.slice() : data instanceof ArrayBuffer ? new Uint8Array(data.slice(0)) : new Uint8Array(await data.arrayBuffer());

/** Reads the page's drawing once per file and page, in the vector worker. */
function useVectorPage(file: DigitizerFile | undefined, page: number): { status: VectorPanelStatus; vector: VectorPage | null } {
  const [state, setState] = useState<{ status: VectorPanelStatus; vector: VectorPage | null }>({ status: 'none', vector: null });
  useEffect(() => {
    let live = true;
    if (!file) {
      setState({ status: 'none', vector: null });
      return;
    }
    setState({ status: 'loading', vector: null });
    void (async () => {
      try {
        const bytes = await bytesOf(file.data);
        if (detectFileType(bytes.subarray(0, 16), file.type) !== 'application/pdf') {
          if (live) setState({ status: 'none', vector: null });
          return;
        }
        const [{ getDocument }, { ensurePdfWorker }, { vectorPageOf }] = await Promise.all([import('pdfjs-dist'), import('../../editor/pages/pdfWorker'), import('../../editor/vector/vectorIndex')]);
        ensurePdfWorker();
        const doc = await getDocument({ data: bytes, isEvalSupported: false }).promise;
        const vector = await vectorPageOf(await doc.getPage(page));
        const drawn = vector.index.markers.length + vector.index.rects.length + vector.index.paths.length > 0;
        if (live) setState({ status: drawn ? 'ready' : 'none', vector: drawn ? vector : null });
      } catch {
        if (live) setState({ status: 'error', vector: null });
      }
    })();
    return () => {
      live = false;
    };
  }, [file, page]);
  return state;
}

/** What the vector tools give the workspace. */
export interface VectorHost {
  layers: EngineLayer[];
  panel: ReactNode;
  /** The text runs of the page shown when it is a PDF page drawn as vectors, else null. */
  texts: readonly PageText[] | null;
  /** The values of the x axis's labelled ticks the page proposes, ascending; empty when none. */
  xTickValues: readonly number[];
}

/**
 * The vector tools of the data-entry screen: snapping and series picking as canvas layers, and the
 * panel that drives them. The workspace passes `layers` to the Digitizer and shows `panel`.
 */
export function useVectorHost(options: VectorHostOptions): VectorHost {
  const { status, vector } = useVectorPage(options.file, options.page);
  const [snapEnabled, setSnapEnabled] = useState(false);
  const [picking, setPicking] = useState(false);
  const [preview, setPreview] = useState<PickedSeries | null>(null);
  const targets = useMemo(() => (vector ? snapTargets(vector.index) : []), [vector]);
  const proposal = useMemo(() => (vector ? proposeCalibration(vector.index, vector.labels) : null), [vector]);
  const whyNoProposal = useMemo(() => (vector && !proposal ? noProposalReason(vector.index, vector.labels) : null), [vector, proposal]);

  useEffect(() => {
    setPreview(null);
    setPicking(false);
  }, [vector]);
  const stepCurves = options.stepCurves ?? false;
  useEffect(() => setPreview(null), [stepCurves]);

  const layers = useMemo<EngineLayer[]>(
    () =>
      vector
        ? [
            createSnapLayer({ targets, enabled: snapEnabled, onToggle: setSnapEnabled }),
            createSeriesPickLayer({
              index: vector.index,
              picking,
              preview,
              onPick: setPreview,
              // A survival graph's arm: the step curve under the click first, any other series otherwise.
              ...(stepCurves ? { pick: (index, x, y, radius) => pickStepSeries(index, x, y, radius) ?? pickSeries(index, x, y, radius) } : {}),
            }),
          ]
        : [],
    [vector, targets, snapEnabled, picking, preview, stepCurves],
  );

  const { session, datasetName, pointOptions, onCalibrationProposal } = options;
  // Only pages with a vector drawing show the panel; images and unreadable pages are clicked as usual.
  const panel = status !== 'ready' ? null : (
    <VectorPanel
      status={status}
      snapEnabled={snapEnabled}
      onSnapChange={setSnapEnabled}
      canCalibrateFromAxes={!!proposal}
      noProposalReason={whyNoProposal}
      onCalibrateFromAxes={() => proposal && onCalibrationProposal(calibrationDialogInput(proposal))}
      picking={picking}
      onPickChange={(on) => {
        setPicking(on);
        if (!on) setPreview(null);
      }}
      preview={preview ? { kind: preview.kind, count: preview.points.length, ...(preview.censorMarks ? { censorMarks: preview.censorMarks.length } : {}) } : null}
      datasetName={datasetName}
      stepCurves={stepCurves}
      onConfirm={() => {
        if (!preview || !datasetName) return;
        session.edit((ctx) =>
          preview.kind === 'steps'
            ? addSurvivalArmPoints(ctx, datasetName, { corners: preview.points, censorMarks: preview.censorMarks ?? [] }, pointOptions)
            : addSeriesPoints(ctx, datasetName, preview.points, pointOptions),
        );
        setPreview(null);
        setPicking(false);
      }}
      onCancel={() => setPreview(null)}
    />
  );
  const xTickValues = useMemo(() => (proposal?.axesType === 'xy' && proposal.x && !proposal.logX ? proposal.x.ticks.map((t) => t.value).sort((a, b) => a - b) : []), [proposal]);
  return { layers, panel, texts: vector?.texts ?? null, xTickValues };
}
