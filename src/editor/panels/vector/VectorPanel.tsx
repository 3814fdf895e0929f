import { Button, Spinner, ToggleButton } from '../../../ui';
import * as styles from '../panels.css';

/** What the page offers: still reading it, a vector drawing, nothing drawn as vectors, or a failure. */
export type VectorPanelStatus = 'loading' | 'ready' | 'none' | 'error';

export interface VectorSeriesPreview {
  kind: 'line' | 'markers' | 'bars' | 'steps';
  count: number;
  /** Censor marks found on a picked step curve (`steps`), added as flagged points after its corners. */
  censorMarks?: number;
}

export interface VectorPanelProps {
  status: VectorPanelStatus;
  snapEnabled: boolean;
  onSnapChange(enabled: boolean): void;
  /** A calibration can be proposed from the page's labelled ticks. */
  canCalibrateFromAxes: boolean;
  /**
   * Why no calibration is proposed (`noProposalReason`), shown under the disabled button.
   * @default 'No labelled ticks found on this page.'
   */
  noProposalReason?: string | null;
  onCalibrateFromAxes(): void;
  /** True while the next click on the figure picks a series. */
  picking: boolean;
  onPickChange(picking: boolean): void;
  /** The series the last click picked, highlighted on the page until confirmed or cancelled. */
  preview: VectorSeriesPreview | null;
  /** The dataset the points go to; null when none is active. */
  datasetName: string | null;
  /** The dataset is an arm of a survival graph: a click picks a Kaplan-Meier curve with its censor marks. */
  stepCurves?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

const KIND_NOUNS: Record<VectorSeriesPreview['kind'], [string, string]> = {
  line: ['line vertex', 'line vertices'],
  markers: ['marker', 'markers'],
  bars: ['bar', 'bars'],
  steps: ['step corner', 'step corners'],
};

/** Counted noun: "1 marker", "12 markers", "46 step corners and 16 censor marks". */
export const previewCount = (p: VectorSeriesPreview) => {
  const count = `${p.count} ${KIND_NOUNS[p.kind][p.count === 1 ? 0 : 1]}`;
  return p.kind === 'steps' ? `${count} and ${p.censorMarks ?? 0} censor ${p.censorMarks === 1 ? 'mark' : 'marks'}` : count;
};
/** Points a confirmed preview adds: a step curve's censor marks are points too. */
const addedCount = (p: VectorSeriesPreview) => p.count + (p.kind === 'steps' ? (p.censorMarks ?? 0) : 0);

/**
 * Tools for figures drawn as vectors in the PDF: snapping (N), calibration proposed from the axes,
 * and picking a whole series with one click, previewed with its count before it is added.
 */
export function VectorPanel(props: VectorPanelProps) {
  const { status, preview } = props;
  return (
    <section className={styles.sidebar} aria-labelledby="vector-panel-title">
      <h2 id="vector-panel-title" className={styles.sidebarTitle}>
        Vector figure
      </h2>
      {status === 'loading' && <Spinner aria-label="Reading the page's drawing" />}
      {status === 'none' && <p className={styles.hint}>This page has no vector drawing: click points as usual.</p>}
      {status === 'error' && (
        <p className={styles.hint} role="alert">
          The page's drawing could not be read: click points as usual.
        </p>
      )}
      {status === 'ready' && (
        <>
          <ToggleButton isSelected={props.snapEnabled} onChange={props.onSnapChange} aria-keyshortcuts="N">
            Snap to drawing (N)
          </ToggleButton>
          <Button variant="secondary" isDisabled={!props.canCalibrateFromAxes} onPress={props.onCalibrateFromAxes}>
            Calibrate from axes
          </Button>
          {!props.canCalibrateFromAxes && <p className={styles.hint}>{props.noProposalReason ?? 'No labelled ticks found on this page.'}</p>}
          <ToggleButton isSelected={props.picking} isDisabled={!props.datasetName} onChange={props.onPickChange}>
            Pick a series
          </ToggleButton>
          {!props.datasetName && <p className={styles.hint}>Choose a dataset to add a series to.</p>}
          {props.picking && !preview && (
            <p className={styles.hint}>{props.stepCurves ? 'Click a Kaplan-Meier curve on the figure: its steps and censor marks are picked.' : 'Click a line, a marker or a bar on the figure.'}</p>
          )}
          {preview && (
            <div role="group" aria-label="Picked series">
              <p className={styles.hint} role="status">
                {previewCount(preview)} picked{props.datasetName ? ` for ${props.datasetName}` : ''}
              </p>
              <Button onPress={props.onConfirm}>Add {addedCount(preview)} points</Button>
              <Button variant="secondary" onPress={props.onCancel}>
                Cancel
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
