import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { calibrateAxes, type AxesType } from '../../editor/core/calibration';
import type { Axes, PageData } from '../../editor/core/model/types';
import {
  applyRiskTableProposal,
  defaultSurvivalSettings,
  graphArms,
  isSurvivalGraph,
  readRiskTable,
  readSurvivalSettings,
  syncSurvivalArms,
  type GraphArm,
  type MonotonicityProblem,
  type PositionedText,
  type SurvivalAnalysis,
  type SurvivalRecord,
  type SurvivalSettings,
} from '../../editor/core/survival';
import { SurvivalAnalysisClient } from '../../editor/core/survival/analysisClient';
import { findPage, sceneFromProject } from '../../editor/engine/projectAdapter';
import { SurvivalPanel } from '../../editor/panels/survival';
import { compositePatchCommand, fixSurvivalPoint, removeSurvivalSettings, setSurvivalSettings, useSessionSelector, type EditorSession } from '../../editor/session';
import { Banner, Button } from '../../ui';
import * as styles from './DataEntry.css';

/*
 * A survival graph in the data-entry workspace: the action that makes an XY graph a survival
 * graph, and the survival panel under Edit XY Graph once it is one. The settings live in the
 * graph's axes metadata and every change is a session edit (one undo step); the analysis runs in
 * a Web Worker a moment after the settings or the points change.
 */

/** The reconstructed patient data of a survival graph, per arm, handed to whoever saves it as CSV. */
export interface SurvivalIpdDownload {
  /** The graph's name, e.g. 'Overall survival'. */
  graphName: string;
  /** Each reconstructed arm with its label and patients, in the graph's arm order. */
  arms: { arm: string; ipd: readonly SurvivalRecord[] }[];
}

export interface SurvivalHostOptions {
  session: EditorSession;
  /** The active graph, or null. */
  axes: Axes | null;
  /** The page shown, where the graph's datasets are. */
  page: PageData | null;
  /** The text runs of the page shown (a PDF page's text), where the risk table is read; null when there are none. */
  pageTexts: readonly PositionedText[] | null;
  /**
   * The times of the x axis's labelled ticks on the page (the vector reader's axes); the risk table's
   * columns are read at them. Empty or absent: the tick labels under the axis are taken from the text.
   */
  xTickTimes?: readonly number[];
  /** Save the reconstructed patient data; without it the panel offers no download. */
  onDownloadIpd?: (download: SurvivalIpdDownload) => void;
}

export interface SurvivalHost {
  /**
   * For Edit XY Graph: 'Survival analysis' makes the active XY graph a survival graph, and 'Stop the
   * survival analysis' makes a survival graph a plain XY graph again. Null on other graphs.
   */
  action: ReactNode;
  /** The survival panel of the active survival graph, shown under its Edit XY Graph; null otherwise. */
  panel: ReactNode;
}

/** How long the analysis waits after the last change of the settings or the points. */
export const ANALYSIS_DELAY_MS = 150;

/** What the survival host says in the panel. */
export const SURVIVAL_MESSAGES = {
  noTable: 'No number-at-risk table was found under the x axis.',
  noText: 'This page has no text to read the risk table from. Type the numbers at risk in the grid.',
  read: (rows: number, times: number) => `Read ${rows} ${rows === 1 ? 'row' : 'rows'} at ${times} times from the figure. Check them against the paper.`,
  notCalibrated: 'The graph has no working calibration yet: set its values before the survival analysis.',
} as const;

/** The datasets of a graph, in page order. */
const datasetNamesOf = (page: PageData | null, axesName: string) => (page?.datasets ?? []).filter((d) => d.axesName === axesName).map((d) => d.name);

/**
 * The survival graph of the data-entry workspace: the 'Survival analysis' action of Edit XY Graph
 * and, on a survival graph, the survival panel. The panel follows the points itself, so the
 * workspace is not rendered again on every click on the figure.
 */
export function useSurvivalHost({ session, axes, page, pageTexts, xTickTimes, onDownloadIpd }: SurvivalHostOptions): SurvivalHost {
  const xy = axes?.type === 'xy' ? axes : null;
  const survival = xy !== null && isSurvivalGraph(xy);
  const action = !xy ? null : survival ? (
    <Button variant="secondary" onPress={() => session.edit((ctx) => removeSurvivalSettings(ctx, xy.name))}>
      Stop the survival analysis
    </Button>
  ) : (
    <Button variant="secondary" onPress={() => session.edit((ctx) => setSurvivalSettings(ctx, xy.name, defaultSurvivalSettings(datasetNamesOf(page, xy.name))))}>
      Survival analysis
    </Button>
  );
  const panel = xy && survival ? <SurvivalSection key={xy.name} session={session} axesName={xy.name} pageTexts={pageTexts} xTickTimes={xTickTimes} onDownloadIpd={onDownloadIpd} /> : null;
  return { action, panel };
}

interface SectionProps {
  session: EditorSession;
  axesName: string;
  pageTexts: readonly PositionedText[] | null;
  xTickTimes?: readonly number[] | undefined;
  onDownloadIpd?: (download: SurvivalIpdDownload) => void;
}

/** What the panel reads from the document: the graph's settings (kept in step with its datasets) and its arms. */
interface GraphState {
  settings: SurvivalSettings | null;
  settingsError: string | null;
  arms: GraphArm[];
  calibrated: boolean;
}

/** The colours the Digitizer gives the markers of each dataset of the page shown. */
function markerColors(document: ReturnType<EditorSession['getSnapshot']>['document'], file: number, page: number): Map<string, string> {
  const scene = sceneFromProject(document, { file, page, activeDataset: null, activeAxes: null, pendingCalibration: [], calibrationType: 'xy', showOffPage: true });
  return new Map(scene.datasets.filter((d) => !d.offPage).map((d) => [d.id, d.color]));
}

function graphStateOf(session: EditorSession, axesName: string): GraphState {
  const { document, file, page } = session.getSnapshot();
  const pd = findPage(document, file, page) ?? null;
  const axes = pd?.axes.find((a) => a.name === axesName);
  if (!pd || !axes) return { settings: null, settingsError: null, arms: [], calibrated: false };
  const read = readSurvivalSettings(axes.metadata);
  // Arms follow the graph's datasets: a dataset added is an arm with an empty row, a dataset removed takes its arm along.
  const settings = read.settings ? syncSurvivalArms(read.settings, datasetNamesOf(pd, axesName)) : null;
  let arms: GraphArm[] = [];
  let calibrated = true;
  try {
    const calibration = calibrateAxes(axes.type as AxesType, axes.calibrationPoints, axes.options as never);
    const colors = markerColors(document, file, page);
    // An arm without a colour of its own takes its markers' colour on the figure, so the panel's chart matches the canvas.
    arms = graphArms(pd, axesName, calibration).map((a) => (a.color || !colors.has(a.dataset) ? a : { ...a, color: colors.get(a.dataset)! }));
    if (arms.some((a) => a.points.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y)))) throw new Error('not calibrated');
  } catch {
    calibrated = false;
    arms = [];
  }
  return { settings, settingsError: read.error && axes.metadata.survival !== undefined ? read.error : null, arms, calibrated };
}

function SurvivalSection({ session, axesName, pageTexts, xTickTimes, onDownloadIpd }: SectionProps) {
  // The points and the settings are edited in place: the revision says when to read them again.
  const revision = useSessionSelector(session, (s) => s.revision);
  const { settings, settingsError, arms, calibrated } = useMemo(() => graphStateOf(session, axesName), [session, axesName, revision]); // eslint-disable-line react-hooks/exhaustive-deps

  const [analysis, setAnalysis] = useState<SurvivalAnalysis | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [analysisError, setAnalysisError] = useState<string | null>(null);
  const [riskTableNotice, setRiskTableNotice] = useState<string | null>(null);
  const clientRef = useRef<SurvivalAnalysisClient | null>(null);
  useEffect(() => () => clientRef.current?.dispose(), []);

  // The analysis of the settings and points shown, a moment after they stop changing; only the latest answer counts.
  const request = useRef(0);
  useEffect(() => {
    const id = ++request.current;
    if (!settings || arms.length === 0) {
      setAnalysis(null);
      setAnalysing(false);
      setAnalysisError(null);
      return;
    }
    setAnalysing(true);
    const timer = setTimeout(() => {
      const client = (clientRef.current ??= new SurvivalAnalysisClient());
      client.analyse(settings, arms).then(
        (result) => {
          if (id !== request.current) return;
          setAnalysis(result);
          setAnalysisError(null);
          setAnalysing(false);
        },
        (error: unknown) => {
          if (id !== request.current) return;
          setAnalysisError(error instanceof Error ? error.message : String(error));
          setAnalysing(false);
        },
      );
    }, ANALYSIS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings, arms]);

  if (settingsError)
    return (
      <Banner
        tone="danger"
        title="Survival settings"
        actions={
          <Button variant="secondary" onPress={() => session.edit((ctx) => setSurvivalSettings(ctx, axesName, defaultSurvivalSettings(arms.map((a) => a.dataset))))}>
            Start the survival settings again
          </Button>
        }
      >
        {settingsError}
      </Banner>
    );
  if (!settings) return null;

  const change = (next: SurvivalSettings) => session.edit((ctx) => setSurvivalSettings(ctx, axesName, next));

  const showPoint = (dataset: string, index: number) => {
    const { document, file, page } = session.getSnapshot();
    const point = findPage(document, file, page)?.datasets.find((d) => d.name === dataset)?.points[index];
    session.setActiveDataset(dataset);
    session.setSelection({ datasetId: dataset, index });
    session.setTool('adjustPoints');
    if (point) session.setView({ center: { x: point.x, y: point.y } });
  };

  const fixAll = (dataset: string, problems: readonly MonotonicityProblem[]) => {
    if (problems.length === 0) return;
    session.edit((ctx) =>
      compositePatchCommand(
        ctx.document,
        `Fix ${problems.length} points of ${arms.find((a) => a.dataset === dataset)?.label ?? dataset}`,
        problems.map((p) => fixSurvivalPoint(ctx, axesName, dataset, p)),
      ),
    );
  };

  const readTable = () => {
    if (!pageTexts?.length) {
      setRiskTableNotice(SURVIVAL_MESSAGES.noText);
      return;
    }
    const { document, file, page } = session.getSnapshot();
    const axes = findPage(document, file, page)?.axes.find((a) => a.name === axesName);
    if (!axes) return;
    let proposal: ReturnType<typeof readRiskTable> = null;
    try {
      const calibration = calibrateAxes(axes.type as AxesType, axes.calibrationPoints, axes.options as never);
      proposal = readRiskTable({
        texts: pageTexts,
        calibration,
        arms: arms.map((a) => ({ dataset: a.dataset, names: a.names })),
        ...(xTickTimes?.length ? { tickTimes: xTickTimes } : {}),
      });
    } catch {
      setRiskTableNotice(SURVIVAL_MESSAGES.notCalibrated);
      return;
    }
    if (!proposal) {
      setRiskTableNotice(SURVIVAL_MESSAGES.noTable);
      return;
    }
    change(syncSurvivalArms(applyRiskTableProposal(settings, proposal), arms.map((a) => a.dataset)));
    setRiskTableNotice(SURVIVAL_MESSAGES.read(proposal.rows.length, proposal.times.length));
  };

  const download =
    onDownloadIpd && analysis
      ? () => {
          const { document, file, page } = session.getSnapshot();
          const graphName = findPage(document, file, page)?.axes.find((a) => a.name === axesName)?.name ?? axesName;
          onDownloadIpd({ graphName, arms: analysis.arms.flatMap((a) => (a.result ? [{ arm: a.label, ipd: a.result.reconstruction.ipd }] : [])) });
        }
      : undefined;

  return (
    <div className={styles.survivalSection}>
      {calibrated ? null : (
        <Banner tone="warning" title="Survival analysis">
          {SURVIVAL_MESSAGES.notCalibrated}
        </Banner>
      )}
      <SurvivalPanel
        graphName={axesName}
        settings={settings}
        arms={arms}
        analysis={analysis}
        analysing={analysing}
        analysisError={analysisError}
        onSettingsChange={change}
        onShowPoint={showPoint}
        onFixPoint={(dataset, problem) => session.edit((ctx) => fixSurvivalPoint(ctx, axesName, dataset, problem))}
        onFixAll={fixAll}
        onReadRiskTable={readTable}
        riskTableNotice={riskTableNotice}
        {...(download ? { onDownloadIpd: download } : {})}
      />
    </div>
  );
}
