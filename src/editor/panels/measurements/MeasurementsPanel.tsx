import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import type { MeasureKind, MeasurementItem } from '../../session/measurementCommands';
import { Banner, Button, IconButton, ToggleButton } from '../../../ui';
import * as panels from '../panels.css';
import * as styles from './measurements.css';

export interface MeasurementsPanelProps {
  /** The map's name. */
  graphName: string;
  /** The measurements of the map, distances first. */
  items: readonly MeasurementItem[];
  /** The measuring tool in use, or null. */
  mode: MeasureKind | null;
  onModeChange: (mode: MeasureKind | null) => void;
  /** Vertices placed of the measurement being drawn. */
  draftCount: number;
  /** Vertices needed to finish the current kind. */
  minVertices: number;
  /** The map's scale cannot be used (values show as 'No scale'). */
  noScale?: boolean;
  onFinish: () => void;
  onCancelDraft: () => void;
  onDelete: (item: MeasurementItem) => void;
}

const HELP: Record<MeasureKind, string> = {
  distance: 'Click each point of the line. Click the last point again, or press Finish, to end it.',
  area: 'Click each corner of the area. Click the first corner again, or press Finish, to close it.',
};

/** The map's distance and area tools and the list of its measurements, each with its value and Delete. */
export function MeasurementsPanel({ graphName, items, mode, onModeChange, draftCount, minVertices, noScale, onFinish, onCancelDraft, onDelete }: MeasurementsPanelProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Measurements
      </h3>
      <div className={styles.tools} role="group" aria-label={`Measuring tools of ${graphName}`}>
        <ToggleButton size="small" isSelected={mode === 'distance'} onChange={(on) => onModeChange(on ? 'distance' : null)}>
          Measure distance
        </ToggleButton>
        <ToggleButton size="small" isSelected={mode === 'area'} onChange={(on) => onModeChange(on ? 'area' : null)}>
          Measure area
        </ToggleButton>
      </div>
      {mode ? (
        <>
          <p className={panels.hint}>
            {HELP[mode]} Backspace removes the last point; Escape abandons it. Drag a point of a measurement to move it.
          </p>
          <p className={panels.hint} aria-live="polite">
            {draftCount} {draftCount === 1 ? 'point' : 'points'} placed
          </p>
          <div className={styles.tools}>
            <Button size="small" isDisabled={draftCount < minVertices} onPress={onFinish}>
              Finish
            </Button>
            <Button size="small" variant="secondary" isDisabled={draftCount === 0} onPress={onCancelDraft}>
              Cancel
            </Button>
          </div>
        </>
      ) : null}
      {noScale ? (
        <Banner tone="warning" title="No scale">
          The map's scale bar has no usable length, so measurements have no value. Set the scale to measure.
        </Banner>
      ) : null}
      {items.length ? (
        <ul className={styles.list} aria-label={`Measurements of ${graphName}`}>
          {items.map((m) => (
            <li key={m.key} className={styles.item}>
              <span>{m.label}</span>
              <span className={styles.value}>{m.text}</span>
              <IconButton label={`Delete ${m.label}`} icon={<Trash2 />} variant="quiet" size="small" onPress={() => onDelete(m)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={panels.hint}>No measurements yet.</p>
      )}
    </section>
  );
}
