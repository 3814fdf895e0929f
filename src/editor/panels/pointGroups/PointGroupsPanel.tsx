import { useId } from 'react';
import { Banner, Button, Radio, RadioGroup } from '../../../ui';
import * as panels from '../panels.css';
import * as styles from './pointGroups.css';

export interface PointGroupsPanelProps {
  /** Display names of the graph's groups ('Central tendency', '[X] SD', ...); empty without groups. */
  labels: readonly string[];
  /** The group new points go to. */
  currentGroup: number;
  onCurrentGroupChange: (group: number) => void;
  /** The tuple-sync notice: a message when the active dataset's tuples need attention. */
  syncNotice?: string | null;
  /** Rebuild the tuples of the graph's datasets from their points. */
  onRefreshTuples: () => void;
  /** Open the point group settings popup. */
  onOpenSettings: () => void;
}

/**
 * The point groups of the graph being edited, in its Edit sidebar: which group the next click adds a
 * point to (it moves on to the next group after each point), the tuple-sync notice and the settings.
 */
export function PointGroupsPanel({ labels, currentGroup, onCurrentGroupChange, syncNotice, onRefreshTuples, onOpenSettings }: PointGroupsPanelProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        Point groups
      </h3>
      {labels.length ? (
        <RadioGroup label="Add points to" value={String(currentGroup)} onChange={(v) => onCurrentGroupChange(Number(v))}>
          {labels.map((label, i) => (
            <Radio key={label} value={String(i)}>
              {label}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <p className={panels.hint}>No point groups. Add some to collect error bars or ranges with each value.</p>
      )}
      {syncNotice ? (
        <Banner
          tone="warning"
          title="Tuples"
          actions={
            <Button size="small" variant="secondary" onPress={onRefreshTuples}>
              Refresh tuples
            </Button>
          }
        >
          {syncNotice}
        </Banner>
      ) : null}
      <Button variant="secondary" onPress={onOpenSettings}>
        Point group settings
      </Button>
    </section>
  );
}
