import { useId } from 'react';
import { Banner, Button, NumberField, ProgressBar, Radio, RadioGroup, Select, SelectItem, TextField, ToggleButton } from '../../../ui';
import type { BlobCentre } from '../../auto/blobs';
import { parseHexColour } from '../../auto/colourMask';
import { ALGORITHM_LABELS, type AutoAlgorithmName } from '../../auto/run';
import type { AutoLayerMode } from '../../engine/layers/autoExtractLayer';
import * as panelStyles from '../panels.css';
import { AUTO_MESSAGES, MARKER_CENTRE_HELP, MARKER_CENTRES, MAX_THRESHOLD, type AutoSettings } from './autoSettings';
import * as styles from './AutoExtractPanel.css';

/** Where a run is. */
export type AutoExtractStatus =
  | { kind: 'idle' }
  | { kind: 'running'; progress: number }
  | { kind: 'preview'; count: number }
  | { kind: 'error'; message: string };

export interface AutoExtractPanelProps {
  /** The dataset the found points go to; null when the graph has none chosen. */
  datasetLabel: string | null;
  /** The algorithms offered for the graph's type. */
  algorithms: readonly AutoAlgorithmName[];
  settings: AutoSettings;
  onSettingsChange: (settings: AutoSettings) => void;
  /** What a press on the page does. */
  mode: AutoLayerMode;
  onModeChange: (mode: AutoLayerMode) => void;
  /** Pen strokes and boxes in the mask. */
  maskStrokes: number;
  onClearMask: () => void;
  status: AutoExtractStatus;
  /** A problem of the settings that stops a run (shown under Run), or null. */
  problem?: string | null;
  onRun: () => void;
  onCancel: () => void;
  onAccept: () => void;
  onDiscard: () => void;
  onClose: () => void;
}

const MODE_HINTS: Partial<Record<AutoLayerMode, string>> = {
  pickForeground: 'Click the series on the page to take its colour.',
  pickBackground: 'Click the background on the page to take its colour.',
  pen: 'Paint over the series on the page: only the painted area is searched.',
  box: 'Drag a box on the page: only the boxes and painted areas are searched.',
};

/**
 * The 'Automatic extraction' sidebar: an algorithm and its parameters, the series and background
 * colours with a threshold, a mask drawn on the page, Run with progress and Cancel, then a preview
 * of the points found to Accept or Discard.
 */
export function AutoExtractPanel(props: AutoExtractPanelProps) {
  const titleId = useId();
  const { settings, status, mode } = props;
  const set = (patch: Partial<AutoSettings>) => props.onSettingsChange({ ...settings, ...patch });
  const toggleMode = (m: AutoLayerMode) => (selected: boolean) => props.onModeChange(selected ? m : 'none');
  const running = status.kind === 'running';
  const previewing = status.kind === 'preview';
  const locked = running || previewing;

  if (props.datasetLabel === null) {
    return (
      <aside className={panelStyles.sidebar} aria-labelledby={titleId}>
        <h2 id={titleId} className={panelStyles.sidebarTitle}>
          Automatic extraction
        </h2>
        <p className={panelStyles.hint}>{AUTO_MESSAGES.noDataset}</p>
        <Button variant="quiet" onPress={props.onClose}>
          Close
        </Button>
      </aside>
    );
  }

  const num = (value: number) => (Number.isFinite(value) ? value : NaN);
  const colourError = (text: string) => (parseHexColour(text) ? undefined : AUTO_MESSAGES.colour);

  return (
    <aside className={panelStyles.sidebar} aria-labelledby={titleId}>
      <h2 id={titleId} className={panelStyles.sidebarTitle}>
        Automatic extraction
      </h2>
      <p className={panelStyles.hint}>Points found are added to {props.datasetLabel}.</p>
      <Select
        label="Algorithm"
        items={props.algorithms.map((id) => ({ id, name: ALGORITHM_LABELS[id] }))}
        selectedKey={settings.algorithm}
        onSelectionChange={(key) => key !== null && set({ algorithm: key as AutoAlgorithmName })}
        isDisabled={locked}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>

      {settings.algorithm === 'averagingWindow' ? (
        <div className={styles.pair}>
          <NumberField label="ΔX (px)" minValue={1} maxValue={500} value={num(settings.averagingWindow.dx)} onChange={(dx) => set({ averagingWindow: { ...settings.averagingWindow, dx } })} isDisabled={locked} />
          <NumberField label="ΔY (px)" minValue={1} maxValue={500} value={num(settings.averagingWindow.dy)} onChange={(dy) => set({ averagingWindow: { ...settings.averagingWindow, dy } })} isDisabled={locked} />
        </div>
      ) : null}
      {settings.algorithm === 'xStep' ? (
        <>
          <div className={styles.pair}>
            <NumberField label="First x" value={num(settings.xStep.xStart)} onChange={(xStart) => set({ xStep: { ...settings.xStep, xStart } })} isDisabled={locked} />
            <NumberField label="Last x" value={num(settings.xStep.xEnd)} onChange={(xEnd) => set({ xStep: { ...settings.xStep, xEnd } })} isDisabled={locked} />
          </div>
          <div className={styles.pair}>
            <NumberField label="X step" minValue={0} value={num(settings.xStep.xStep)} onChange={(xStep) => set({ xStep: { ...settings.xStep, xStep } })} isDisabled={locked} />
            <NumberField label="ΔY (px)" minValue={1} maxValue={500} value={num(settings.xStep.dy)} onChange={(dy) => set({ xStep: { ...settings.xStep, dy } })} isDisabled={locked} />
          </div>
        </>
      ) : null}
      {settings.algorithm === 'blobs' ? (
        <>
          <div className={styles.pair}>
            <NumberField label="Smallest diameter (px)" minValue={0} maxValue={1000} value={num(settings.blobs.minDiameter)} onChange={(minDiameter) => set({ blobs: { ...settings.blobs, minDiameter } })} isDisabled={locked} />
            <NumberField label="Largest diameter (px)" minValue={0} maxValue={1000} value={num(settings.blobs.maxDiameter)} onChange={(maxDiameter) => set({ blobs: { ...settings.blobs, maxDiameter } })} isDisabled={locked} />
          </div>
          <Select
            label="Marker centre"
            description={MARKER_CENTRE_HELP}
            items={MARKER_CENTRES}
            selectedKey={settings.blobs.centre}
            onSelectionChange={(key) => key !== null && set({ blobs: { ...settings.blobs, centre: key as BlobCentre } })}
            isDisabled={locked}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </>
      ) : null}
      {settings.algorithm === 'steps' ? (
        <NumberField
          label="Smallest drop (px)"
          description="A Kaplan-Meier curve read step by step: its corners, and its censor marks. 0 takes the line's width."
          minValue={0}
          maxValue={1000}
          value={num(settings.steps.minDrop)}
          onChange={(minDrop) => set({ steps: { minDrop } })}
          isDisabled={locked}
        />
      ) : null}
      {settings.algorithm === 'bars' ? (
        <NumberField label="Narrowest bar (px)" minValue={1} maxValue={1000} value={num(settings.bars.minWidth)} onChange={(minWidth) => set({ bars: { minWidth } })} isDisabled={locked} />
      ) : null}

      <fieldset className={panelStyles.group} disabled={locked}>
        <legend className={panelStyles.legend}>Colours</legend>
        <RadioGroup label="Match" value={settings.colourMode} onChange={(v) => set({ colourMode: v as AutoSettings['colourMode'] })} isDisabled={locked}>
          <Radio value="foreground">The series colour</Radio>
          <Radio value="background">Anything but the background</Radio>
        </RadioGroup>
        {settings.colourMode === 'foreground' ? (
          <div className={styles.colourRow}>
            <span className={styles.swatch} style={{ background: parseHexColour(settings.foreground) ? settings.foreground : 'transparent' }} aria-hidden="true" />
            <TextField className={styles.colourField} label="Series colour" value={settings.foreground} onChange={(foreground) => set({ foreground })} showErrors errorMessage={colourError(settings.foreground)} isDisabled={locked} />
          </div>
        ) : null}
        <div className={styles.colourRow}>
          <span className={styles.swatch} style={{ background: parseHexColour(settings.background) ? settings.background : 'transparent' }} aria-hidden="true" />
          <TextField className={styles.colourField} label="Background colour" value={settings.background} onChange={(background) => set({ background })} showErrors errorMessage={colourError(settings.background)} isDisabled={locked} />
        </div>
        <div className={styles.row}>
          {settings.colourMode === 'foreground' ? (
            <ToggleButton size="small" isSelected={mode === 'pickForeground'} onChange={toggleMode('pickForeground')} isDisabled={locked}>
              Pick series colour
            </ToggleButton>
          ) : null}
          <ToggleButton size="small" isSelected={mode === 'pickBackground'} onChange={toggleMode('pickBackground')} isDisabled={locked}>
            Pick background colour
          </ToggleButton>
        </div>
        <NumberField
          label="Colour threshold"
          description="How far a pixel's colour may be from the colour, 0 to 442."
          minValue={0}
          maxValue={MAX_THRESHOLD}
          value={num(settings.threshold)}
          onChange={(threshold) => set({ threshold })}
          isDisabled={locked}
        />
      </fieldset>

      <fieldset className={panelStyles.group} disabled={locked}>
        <legend className={panelStyles.legend}>Mask</legend>
        <p className={panelStyles.hint}>
          {props.maskStrokes === 0 ? 'No mask: the whole page is searched.' : props.maskStrokes === 1 ? '1 stroke in the mask.' : `${props.maskStrokes} strokes in the mask.`}
        </p>
        <div className={styles.row}>
          <ToggleButton size="small" isSelected={mode === 'pen'} onChange={toggleMode('pen')} isDisabled={locked}>
            Pen
          </ToggleButton>
          <ToggleButton size="small" isSelected={mode === 'box'} onChange={toggleMode('box')} isDisabled={locked}>
            Box
          </ToggleButton>
          <Button size="small" variant="secondary" onPress={props.onClearMask} isDisabled={locked || props.maskStrokes === 0}>
            Clear mask
          </Button>
        </div>
        {mode === 'pen' ? (
          <NumberField label="Pen width (px)" minValue={1} maxValue={500} value={num(settings.penWidth)} onChange={(penWidth) => set({ penWidth })} />
        ) : null}
      </fieldset>
      {MODE_HINTS[mode] ? (
        <p className={panelStyles.hint} role="status">
          {MODE_HINTS[mode]}
        </p>
      ) : null}

      {running ? (
        <>
          <ProgressBar label="Extracting" value={Math.round(status.progress * 100)} />
          <Button variant="secondary" onPress={props.onCancel}>
            Cancel
          </Button>
        </>
      ) : previewing ? (
        <>
          <p className={styles.count} role="status">
            {status.count === 0 ? AUTO_MESSAGES.nothingFound : status.count === 1 ? '1 point found' : `${status.count} points found`}
          </p>
          <div className={styles.row}>
            <Button onPress={props.onAccept} isDisabled={status.count === 0}>
              Accept
            </Button>
            <Button variant="secondary" onPress={props.onDiscard}>
              Discard
            </Button>
          </div>
        </>
      ) : (
        <Button onPress={props.onRun} isDisabled={!!props.problem}>
          Run
        </Button>
      )}
      {props.problem && !locked ? <p className={panelStyles.hint}>{props.problem}</p> : null}
      {status.kind === 'error' ? (
        <Banner tone="danger" title="The extraction failed">
          {status.message}
        </Banner>
      ) : null}
      <Button variant="quiet" onPress={props.onClose} isDisabled={running}>
        Close
      </Button>
    </aside>
  );
}
