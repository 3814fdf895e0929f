import { useId, type ReactNode } from 'react';
import { Button } from '../../ui';
import { GRAPH_KIND_INFO, type GraphKind } from '../core/axesKinds';
import * as styles from './panels.css';

export interface EditGraphSidebarProps {
  /** The graph's name, e.g. 'XY graph 2'. */
  graphName: string;
  kind: GraphKind;
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
  /** More sections of the graph's sidebar, such as its point groups, above Close. */
  children?: ReactNode;
}

/** 'Edit XY Graph' (or 'Edit Bar Graph', 'Edit Polar Graph', ...) and its 'Adjust Axis Points' step. */
export function EditGraphSidebar(props: EditGraphSidebarProps) {
  const titleId = useId();
  const calibrated = GRAPH_KIND_INFO[props.kind].clickLabels.length > 0;
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
        {GRAPH_KIND_INFO[props.kind].editTitle}
      </h2>
      <p className={styles.hint}>{props.graphName}</p>
      {/* Image axes have no calibration points: nothing to adjust, no values to set. */}
      {calibrated ? (
        <Button variant="secondary" onPress={props.onAdjustPositions}>
          Adjust positions
        </Button>
      ) : null}
      <Button variant="secondary" onPress={props.onSetDataTypes}>
        Set data types
      </Button>
      {calibrated ? (
        <Button variant="secondary" onPress={props.onSetValues}>
          Set values
        </Button>
      ) : null}
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
      {props.children}
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
