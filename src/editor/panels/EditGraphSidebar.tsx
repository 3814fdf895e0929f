import { useId } from 'react';
import { Button } from '../../ui';
import * as styles from './panels.css';

export interface EditGraphSidebarProps {
  /** The graph's name, e.g. 'XY graph 2'. */
  graphName: string;
  kind: 'xy' | 'bar';
  /** 'edit' lists the actions; 'adjustAxisPoints' is the adjust step with its Complete button. */
  mode: 'edit' | 'adjustAxisPoints';
  onAdjustPositions: () => void;
  onSetDataTypes: () => void;
  onSetValues: () => void;
  /** 'Set study branches': the datasets of the graph, a study branch and tag group each. */
  onSetStudyBranches?: () => void;
  /** 'Clear all' points of the graph (the host confirms first). */
  onClearAll?: () => void;
  /** 'Clear all tags' of the graph's points (the host confirms first). */
  onClearAllTags?: () => void;
  /** 'Automatic extraction': find the points of a series in the image. */
  onAutoExtract?: () => void;
  onClose: () => void;
  onComplete: () => void;
}

/** 'Edit XY Graph' (or 'Edit Bar Graph') and its 'Adjust Axis Points' step. */
export function EditGraphSidebar(props: EditGraphSidebarProps) {
  const titleId = useId();
  if (props.mode === 'adjustAxisPoints') {
    return (
      <aside className={styles.sidebar} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sidebarTitle}>
          Adjust Axis Points
        </h2>
        <p className={styles.hint}>
          Drag an axis point of {props.graphName}, or select it with Enter and move it with the arrow keys; Shift moves faster.
        </p>
        <Button onPress={props.onComplete}>Complete</Button>
      </aside>
    );
  }
  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sidebarTitle}>
        {props.kind === 'xy' ? 'Edit XY Graph' : 'Edit Bar Graph'}
      </h2>
      <p className={styles.hint}>{props.graphName}</p>
      <Button variant="secondary" onPress={props.onAdjustPositions}>
        Adjust positions
      </Button>
      <Button variant="secondary" onPress={props.onSetDataTypes}>
        Set data types
      </Button>
      <Button variant="secondary" onPress={props.onSetValues}>
        Set values
      </Button>
      {props.onSetStudyBranches ? (
        <Button variant="secondary" onPress={props.onSetStudyBranches}>
          Set study branches
        </Button>
      ) : null}
      {props.onClearAll ? (
        <Button variant="secondary" onPress={props.onClearAll}>
          Clear all
        </Button>
      ) : null}
      {props.onClearAllTags ? (
        <Button variant="secondary" onPress={props.onClearAllTags}>
          Clear all tags
        </Button>
      ) : null}
      {props.onAutoExtract ? (
        <Button variant="secondary" onPress={props.onAutoExtract}>
          Automatic extraction
        </Button>
      ) : null}
      <Button variant="quiet" onPress={props.onClose}>
        Close
      </Button>
    </aside>
  );
}
