import type { ReactNode } from 'react';
import { Button } from '../../ui';
import { GRAPH_KIND_INFO, type GraphKind } from '../core/axesKinds';
import * as styles from './panels.css';
import { ClearGraphButtons, Sidebar } from './Sidebar';

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
  const calibrated = GRAPH_KIND_INFO[props.kind].clickLabels.length > 0;
  if (props.mode === 'adjustAxisPoints') {
    return (
      <Sidebar title="Adjust Axis Points">
        <p className={styles.hint}>
          Drag an axis point of {props.graphName}, or select it with Enter and move it with the arrow keys; Shift moves faster.
        </p>
        <Button onPress={props.onComplete}>Complete</Button>
      </Sidebar>
    );
  }
  return (
    <Sidebar title={GRAPH_KIND_INFO[props.kind].editTitle}>
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
      <ClearGraphButtons onClearAll={props.onClearAll} onClearAllTags={props.onClearAllTags} />
      {props.children}
      {props.onAutoExtract ? (
        <Button variant="secondary" onPress={props.onAutoExtract}>
          Automatic extraction
        </Button>
      ) : null}
      <Button variant="quiet" onPress={props.onClose}>
        Close
      </Button>
    </Sidebar>
  );
}
