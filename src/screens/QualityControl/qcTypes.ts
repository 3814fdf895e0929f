/**
 * The plain data of the quality-control screen: the extraction tree as the reviewer sees it, the
 * trash, and the comparison of two extractions. Built by the app from saved extractions; the screen
 * only shows them and reports what the reviewer does.
 */

/** A rectangle in page image pixels, top-left origin. */
export interface QcRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a value was read: the file (index in the paper's files), the page (from 1) and the spot. */
export interface QcSource {
  file: number;
  page: number;
  /** A point read on a graph, in page image pixels. */
  at?: { x: number; y: number };
  /** A text selection. */
  rect?: QcRect;
}

/**
 * Node kinds: the extraction levels SAVE, AXIS, DATASET and POINT, the template's headings
 * (Study, Treatment, their sections, an Intervention or Adverse Event) and a template's fields.
 */
export const qcNodeKinds = ['SAVE', 'TEMPLATE', 'FIELD', 'AXIS', 'DATASET', 'POINT'] as const;
export type QcNodeKind = (typeof qcNodeKinds)[number];

export interface QcNode {
  /** Stable within one extraction: the same data gives the same id on every load. */
  id: string;
  kind: QcNodeKind;
  label: string;
  /** The value read (a field's or a point's), as text; absent for headings. */
  value?: string;
  /** Where the value was read. */
  source?: QcSource;
  children: QcNode[];
}

/** A point in the trash, with the parent it came from (where 'Restore' puts it back). */
export interface QcTrashItem {
  node: QcNode;
  fromParentId: string;
  fromParentLabel: string;
}

/** A point placed somewhere else in the tree by dragging: 'Restore' returns it to its original parent. */
export interface QcMovedPoint {
  pointId: string;
  fromParentId: string;
}

/** The reviewer's edits of the tree: the current tree, what is trashed, what was moved. */
export interface QcTreeState {
  roots: QcNode[];
  trash: QcTrashItem[];
  moved: QcMovedPoint[];
}

/** One side of a compared value. */
export interface QcSideValue {
  /** The value as read, as text. */
  value: string;
  source?: QcSource;
}

/** Agreement of a compared value between the two extractions. */
export const qcAgreements = ['agreed', 'within', 'differing', 'missing'] as const;
export type QcAgreement = (typeof qcAgreements)[number];

/** One row of the comparison: one value of one item (study key, tag group, item, tag). */
export interface QcComparisonRow {
  id: string;
  studyKey: string;
  tagGroup: string;
  /** What the value describes, such as 'Hazard ratio; Time (number) 6'. */
  item: string;
  /** The tag (or axis) of the value. */
  tag: string;
  agreement: QcAgreement;
  /** One reading per reader, in the order of the comparison's readers; null where a reader has none. */
  readings: (QcSideValue | null)[];
  /** Largest minus smallest numeric reading in the axis's scale, as shown ('0.02 decades' on a log axis); null without two numbers. */
  spread: string | null;
  /** Index of the reader whose reading alone disagrees with all the others (three readers or more); null if none. */
  oddOneOut: number | null;
}

/** Agreement figures of one paper. */
export interface QcAgreementFigures {
  compared: number;
  agreed: number;
  within: number;
  differing: number;
}

/** What the reviewer decided for a differing value: keep one reader's value, correct it, or discuss it. */
/** The reviewer's decision on a differing value, with the note that says why (optional). */
export type QcResolution = ({ kind: 'keep'; reader: string } | { kind: 'corrected'; value: string } | { kind: 'discuss' }) & { note?: string };

/** A completed extraction of the paper, by its extractor. */
export interface QcReader {
  uuid: string;
  email: string;
  /** When it was marked completed (ISO 8601). */
  completedAt?: string;
  /** The reconciled extraction quality control saved: not offered for comparison at first. */
  isReconciled?: boolean;
}

/** The extractions compared: the reviewed one first, then those it is compared with. */
export interface QcComparison {
  readers: QcReader[];
  /** Share of an axis's range (in its own scale) within which readings count as one. */
  tolerance: number;
  rows: QcComparisonRow[];
  figures: QcAgreementFigures;
}
