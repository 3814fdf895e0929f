import { useId } from 'react';
import { CircleHelp } from 'lucide-react';
import { Button, Dialog, IconButton, TextField } from '../../../ui';
import { BAR_LIMITS } from '../../core/barHeaders';
import * as panels from '../panels.css';
import { ClearGraphButtons, Sidebar } from '../Sidebar';
import * as styles from './bar.css';
import type { BarEditMode } from './barWizard';

/*
 * The sidebars of a bar graph (spec 3 section 2): the wizard's bar header calibration, count and
 * metadata steps; Edit Bar Graph with its bar axis and categorical axis actions; and the sidebars,
 * each with Cancel, of its canvas modes (adjusting bar axis points, adjusting categorical axis
 * points, adding a category, removing a category). Props in, callbacks out.
 */

export interface BarHeaderCalibrationSidebarProps {
  graphName: string;
  /** Corners placed so far (0, 1 or 2). */
  placed: number;
  /** The corner selected by a further click, if any. */
  selected: 'p1' | 'p2' | null;
  onNext: () => void;
  onCancel: () => void;
  /** Opens the bar categorical axes info popup. */
  onInfo: () => void;
}

/** Step 1 of the bar headers: the two corners of the categorical axis. */
export function BarHeaderCalibrationSidebar(props: BarHeaderCalibrationSidebarProps) {
  const status =
    props.placed === 0
      ? 'Click the first bar corner (P1): where the categorical axis starts, at the outer edge of the first category.'
      : props.placed === 1
        ? 'Click the second bar corner (P2): where the categorical axis ends, at the outer edge of the last category.'
        : props.selected
          ? `${props.selected.toUpperCase()} is selected: drag it, or move it with the arrow keys (Shift moves faster).`
          : 'Both corners are placed. Click near one to select it and move it, or go on with Next.';
  return (
    <Sidebar title="Bar Header Calibration">
      <div className={styles.row}>
        <p className={panels.hint}>{props.graphName}</p>
        <IconButton label="About the categorical axis" icon={<CircleHelp />} onPress={props.onInfo} />
      </div>
      <p className={styles.status} role="status">
        {status} ({props.placed} of 2 placed)
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={props.onCancel}>
          Cancel
        </Button>
        <Button isDisabled={props.placed < 2} onPress={props.onNext}>
          Next
        </Button>
      </div>
    </Sidebar>
  );
}

export interface BarHeaderCountSidebarProps {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBack: () => void;
  onComplete: () => void;
}

/** Step 2: how many categories; completing it draws the headers and locks the lines. */
export function BarHeaderCountSidebar(props: BarHeaderCountSidebarProps) {
  return (
    <Sidebar title="Bar Header Count">
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          props.onComplete();
        }}
      >
        <TextField
          label="Number of categories"
          description={`The bar groups along the categorical axis, 1 to ${BAR_LIMITS.maxCategories}.`}
          inputMode="numeric"
          autoFocus
          value={props.value}
          onChange={props.onChange}
          showErrors={props.error !== null}
          errorMessage={props.error ?? undefined}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={props.onBack}>
            Back
          </Button>
          <Button type="submit">Complete</Button>
        </div>
      </form>
    </Sidebar>
  );
}

export interface BarHeaderSummary {
  /** What the header shows: its study branch or first value, empty without metadata. */
  label: string;
  hasData: boolean;
}

export interface BarHeaderMetadataSidebarProps {
  headers: readonly BarHeaderSummary[];
  /** Header whose dialog is open. */
  open: number | null;
  /** The canvas and the list are locked while the metadata dialog is open. */
  locked: boolean;
  error: string | null;
  onOpenHeader: (index: number) => void;
  onNext: () => void;
  /** Back to the count (the headers are drawn again). */
  onBack?: () => void;
}

/** Step 3: metadata for each header, opened from the canvas or from this list. */
export function BarHeaderMetadataSidebar(props: BarHeaderMetadataSidebarProps) {
  const tagged = props.headers.filter((h) => h.hasData).length;
  return (
    <Sidebar title="Bar Header Metadata">
      <p className={panels.hint}>
        Click a category on the chart (or below) to fill in its metadata, such as its study branch. {tagged} of {props.headers.length} have metadata.
      </p>
      <ol className={styles.headerList} aria-label="Categories">
        {props.headers.map((h, i) => (
          <li key={i}>
            <Button
              variant={props.open === i ? 'primary' : 'quiet'}
              size="small"
              isDisabled={props.locked}
              onPress={() => props.onOpenHeader(i)}
              aria-label={`Category ${i + 1}: ${h.hasData ? h.label || 'has metadata' : 'no metadata'}`}
            >
              {`${i + 1}. ${h.hasData ? h.label || 'Has metadata' : 'No metadata yet'}`}
            </Button>
          </li>
        ))}
      </ol>
      {props.error ? (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {props.onBack ? (
          <Button variant="secondary" onPress={props.onBack} isDisabled={props.locked}>
            Back
          </Button>
        ) : null}
        <Button onPress={props.onNext} isDisabled={props.locked}>
          Next
        </Button>
      </div>
    </Sidebar>
  );
}

export interface EditBarGraphSidebarProps {
  graphName: string;
  onAdjustBarAxis: () => void;
  onSetDataTypes: () => void;
  onSetValues: () => void;
  onAdjustCategoricalAxis: () => void;
  onAddCategory: () => void;
  onRemoveCategory: () => void;
  /** Header metadata: the categories' tags. */
  onEditHeaders: () => void;
  onSetStudyBranches: () => void;
  onClearAll?: () => void;
  onClearAllTags?: () => void;
  onInfo: () => void;
  onClose: () => void;
  /** Remove category is blocked: only one category is left. */
  canRemoveCategory: boolean;
}

/** 'Edit Bar Graph': the bar axis, the categorical axis, study branches, Close. */
export function EditBarGraphSidebar(props: EditBarGraphSidebarProps) {
  const barId = useId();
  const catId = useId();
  return (
    <Sidebar title="Edit Bar Graph">
      <p className={panels.hint}>{props.graphName}</p>
      <section className={styles.section} aria-labelledby={barId}>
        <h3 id={barId} className={styles.sectionTitle}>
          Bar axis
        </h3>
        <Button variant="secondary" onPress={props.onAdjustBarAxis}>
          Adjust bar axis
        </Button>
        <Button variant="secondary" onPress={props.onSetDataTypes}>
          Set data types
        </Button>
        <Button variant="secondary" onPress={props.onSetValues}>
          Set values
        </Button>
      </section>
      <section className={styles.section} aria-labelledby={catId}>
        <div className={styles.row}>
          <h3 id={catId} className={styles.sectionTitle}>
            Categorical axis
          </h3>
          <IconButton label="About the categorical axis" icon={<CircleHelp />} onPress={props.onInfo} />
        </div>
        <Button variant="secondary" onPress={props.onAdjustCategoricalAxis}>
          Adjust categorical axis
        </Button>
        <Button variant="secondary" onPress={props.onAddCategory}>
          Add category
        </Button>
        <Button variant="secondary" onPress={props.onRemoveCategory} isDisabled={!props.canRemoveCategory}>
          Remove category
        </Button>
        <Button variant="secondary" onPress={props.onEditHeaders}>
          Category metadata
        </Button>
      </section>
      <Button variant="secondary" onPress={props.onSetStudyBranches}>
        Set study branches
      </Button>
      <ClearGraphButtons onClearAll={props.onClearAll} onClearAllTags={props.onClearAllTags} />
      <Button variant="quiet" onPress={props.onClose}>
        Close
      </Button>
    </Sidebar>
  );
}

export type { BarEditMode };

const MODE_TEXT: Record<BarEditMode, { title: string; hint: string }> = {
  adjustBarAxis: {
    title: 'Adjust Bar Axis Points',
    hint: 'Drag a bar axis point, or select it with Enter and move it with the arrow keys; Shift moves faster.',
  },
  adjustCategoricalAxis: {
    title: 'Adjust Categorical Axis Points',
    hint: 'Drag a divider between two categories, or the corner P1 or P2 at either end; or press Enter on a divider with the keyboard cursor and move it with the arrow keys (Shift moves faster). Dividers keep at least 10 px apart.',
  },
  addCategory: {
    title: 'Add Category',
    hint: 'Click inside a category where it should be split in two; the new category starts without metadata.',
  },
  removeCategory: {
    title: 'Remove Category',
    hint: 'Click the category to remove; its neighbour takes its place. The last category cannot be removed.',
  },
};

export interface BarEditModeSidebarProps {
  mode: BarEditMode;
  /** A message about the last click (nothing to split there, removal blocked). */
  message?: string | null;
  onCancel: () => void;
  /** Adjust modes end with Complete as well. */
  onComplete?: () => void;
}

/** The sidebar of a canvas mode of Edit Bar Graph, with Cancel. */
export function BarEditModeSidebar({ mode, message, onCancel, onComplete }: BarEditModeSidebarProps) {
  const text = MODE_TEXT[mode];
  return (
    <Sidebar title={text.title}>
      <p className={panels.hint}>{text.hint}</p>
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        {onComplete ? <Button onPress={onComplete}>Complete</Button> : null}
      </div>
    </Sidebar>
  );
}

export interface BarCategoricalAxesInfoProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The bar categorical axes info popup. */
export function BarCategoricalAxesInfo({ isOpen, onClose }: BarCategoricalAxesInfoProps) {
  return (
    <Dialog title="The categorical axis" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} maxWidth={500} actions={(close) => <Button onPress={close}>OK</Button>}>
      <div className={styles.info}>
        <p>The categorical axis is the axis of a bar chart along which the bars are grouped: arms, doses, time points.</p>
        <p>
          Click its two ends, P1 and P2, at the outer edges of the first and last categories, then say how many categories there are. The axis
          is divided evenly; drag the dividers so each category holds its bars.
        </p>
        <p>Give each category its metadata (its study branch, for instance): every bar point in a category carries its tags.</p>
      </div>
    </Dialog>
  );
}
