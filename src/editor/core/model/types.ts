import type { BarOptions } from '../calibration/bar';
import type { CircularChartRecorderOptions } from '../calibration/circularChartRecorder';
import type { MapOptions } from '../calibration/map';
import type { PolarOptions } from '../calibration/polar';
import type { TernaryOptions } from '../calibration/ternary';
import type { CalibrationPoint } from '../calibration/types';
import type { XYOptions } from '../calibration/xy';
import type { SurvivalSettings } from '../survival/settings';
import type { TableCalibration } from './tableTypes';

export type { TableCalibration } from './tableTypes';

/** A tag reference as stored on metadata entries. */
export interface TagRef {
  name: string;
  uuid: string;
}

/** A tag group reference; instanceUuid tells two uses of the same group apart. */
export interface TagGroupRef {
  name: string;
  uuid: string;
  instanceUuid?: string;
}

/** A tag of a tag group. */
export interface Tag extends TagRef {
  isCompositeKeyMember?: boolean;
  compositeKeyIndex?: number;
}

/** A tag group: a named set of tags. */
export interface TagGroup {
  name: string;
  uuid: string;
  tags: Tag[];
}

/** Which part of an axis label a metadata entry carries. */
export type AxisType = 'value' | 'unit' | 'description' | 'changeFromBaseline';

/** One numbered metadata entry of a point or header. */
export interface MetadataEntry {
  tag: TagRef;
  value: string | number | null;
  hidden?: boolean;
  headerTag?: boolean;
  /** 'x', 'y' or a bar axis name. */
  axis?: string;
  axisType?: AxisType;
}

/** Metadata of a point: numbered entries plus the special keys. */
export interface PointMetadata {
  [index: number]: MetadataEntry;
  compositeKey?: string;
  referenceCompositeKey?: string;
  tagGroup?: TagGroupRef;
  uuid?: string;
  type?: string;
  rowIndex?: number;
  label?: string;
  overrides?: unknown;
  isCompositeKey?: boolean;
  /** On a survival graph: the point is a censor mark drawn on the curve, not a corner of the steps. */
  censorMark?: boolean;
}

/** A collected point in image pixels. */
export interface DataPoint {
  x: number;
  y: number;
  metadata?: PointMetadata;
  /** Point-group index; 0 is the main group ('Central tendency'). */
  group?: number;
}

/** Ratio type options of an axis label. */
export const RATIO_TYPES = ['Not a ratio', 'Change from baseline', 'Percent change from baseline', 'Ratio from baseline'] as const;
export type RatioType = (typeof RATIO_TYPES)[number];

/** Label of one axis: what its values mean. */
export interface AxisLabel {
  dataType: string;
  unit: string;
  description: string;
  /** @default 2 */
  decimals: number;
  changeFromBaseline: RatioType | string;
}

export const DEFAULT_DECIMALS = 2;

export type Direction = 'UP' | 'DOWN' | 'LEFT' | 'RIGHT';

export interface BarHeader {
  startX?: number;
  endX?: number;
  startY?: number;
  endY?: number;
  rectArgs?: unknown;
  gradientArgs?: unknown;
  hover?: boolean;
  metadata?: PointMetadata;
}

export interface BarCornerPoint {
  px: number;
  py: number;
  pos?: string;
  isSelected?: boolean;
}

export interface HeaderDivider {
  startX: number;
  startY: number;
  endX: number;
  endY: number;
  hover?: boolean;
  selected?: boolean;
  disabled?: boolean;
}

/** The categorical axis of a bar chart. */
export interface BarHeaders {
  count: number;
  linesLocked: boolean;
  headers: BarHeader[];
  headerOrientation: 'HORIZONTAL' | 'VERTICAL';
  barOrientation?: string;
  barDirection?: Direction;
  p1?: BarCornerPoint;
  p2?: BarCornerPoint;
  headerDividers: HeaderDivider[];
  headerAxisLineStart?: { x: number; y: number };
  headerAxisLineEnd?: { x: number; y: number };
}

/** Point-group settings of an axes. */
export interface PointGroupSettings {
  /** Group names; index 0 is the main group. */
  names: string[];
  /** Match tuple members on this coordinate. */
  matchOn: 'x' | 'y';
  /** Pixel tolerance used when rebuilding tuples. */
  tolerance: number;
}

/** Axes metadata of the extraction platform. */
export interface AxesMetadata {
  /** Labels by axis: x and y (XY, map, image), bar, r and theta (polar), a, b and c (ternary), time and r (recorder). */
  axesLabelData?: { x?: AxisLabel; y?: AxisLabel; bar?: AxisLabel; r?: AxisLabel; theta?: AxisLabel; a?: AxisLabel; b?: AxisLabel; c?: AxisLabel; time?: AxisLabel };
  barHeaders?: BarHeaders;
  pointGroups?: PointGroupSettings;
  table?: boolean;
  calibration?: TableCalibration;
  calibrationComplete?: boolean;
  /** Present on a survival graph (an XY graph of a Kaplan-Meier or cumulative-incidence figure): its settings. */
  survival?: SurvivalSettings;
}

/** The calibration kind and options of an axes. */
export type AxesSpec =
  | { type: 'xy'; options: XYOptions }
  | { type: 'bar'; options: BarOptions }
  | { type: 'polar'; options: PolarOptions }
  | { type: 'ternary'; options: TernaryOptions }
  | { type: 'map'; options: MapOptions }
  | { type: 'circularChartRecorder'; options: CircularChartRecorderOptions }
  | { type: 'image'; options: Record<string, never> }
  | { type: 'table'; options: Record<string, never> };

export type AxesKind = AxesSpec['type'];

/** Axes: a named calibration with its metadata. */
export type Axes = AxesSpec & {
  name: string;
  calibrationPoints: CalibrationPoint[];
  metadata: AxesMetadata;
  /** Fields of imported files the model does not interpret, kept for export. */
  extra?: Record<string, unknown>;
};

/** Study data of a dataset: the branch and tag group it collects. */
export interface StudyData {
  compositeKey: string;
  tagGroup: TagGroupRef;
}

export interface DatasetMetadata {
  name?: string;
  uuid?: string;
  studyData?: StudyData;
  /** Table datasets: one per column. */
  table?: boolean;
  colIndex?: number;
  emptyCells?: number[];
  tagGroup?: TagGroupRef;
  [key: string]: unknown;
}

/** A dataset: points collected on one axes. */
export interface Dataset {
  name: string;
  axesName: string;
  metadata: DatasetMetadata;
  points: DataPoint[];
  /** Names of per-point metadata fields (WebPlotDigitizer's metadataKeys). */
  metadataKeys: string[];
  /** Point-group names; index 0 is the main group. Empty without point groups. */
  pointGroups: string[];
  /** Each tuple lists, per group, the index of a point (or null). */
  tuples: (number | null)[][];
  colorRGB?: [number, number, number];
  extra?: Record<string, unknown>;
}

export type MeasurementType = 'distance' | 'angle' | 'area';

/** Distance, angle or area measurements: each entry is a flat list of pixel coordinates. */
export interface Measurement {
  type: MeasurementType;
  name: string;
  axesName?: string;
  data: number[][];
  extra?: Record<string, unknown>;
}

/** A rectangle in page image pixels, top-left origin. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Text selected on a page and tagged like a point: its metadata holds the numbered tag rows, the
 * composite key and the tag group instance.
 */
export interface TextItem {
  uuid: string;
  /** The selected text, cleaned (whitespace collapsed, 'hyphen space' joined). */
  text: string;
  /** Where it was selected, when the page told. */
  rect?: PixelRect;
  metadata: PointMetadata;
}

/** What one page of one file holds. */
export interface PageData {
  file: number;
  page: number;
  axes: Axes[];
  datasets: Dataset[];
  measurements: Measurement[];
  /** Tagged text selections of the page (the Text root of the tree). */
  texts?: TextItem[];
}

/**
 * An element of the study tree: an instance of a branch tag group (Study, Study part, Study arm,
 * Population or Subgroup) defining one composite key. Its numbered metadata rows hold the branch
 * tag (the abbreviation: 'Study abbreviation', 'Study part', ...) and any other rows of the group,
 * such as a description.
 */
export interface StudyElement {
  /** Also the instanceUuid of its tag group. */
  uuid: string;
  /** The whole key of the element, such as 'ABC-1||Part A||Placebo'. */
  compositeKey: string;
  tagGroup: TagGroupRef;
  metadata: PointMetadata;
}

/** Where the user was: file, page, zoom, scroll and rotation. */
export interface ProjectMisc {
  file: number;
  page: number;
  zoom: number;
  scroll: { x: number; y: number };
  pageLabel?: string;
  /** Degrees, a multiple of 90. */
  rotation: number;
}

/** The whole model of one extraction. */
export interface Project {
  pages: PageData[];
  misc: ProjectMisc;
  tagGroups?: TagGroup[];
  /** The study tree: one element per defined composite key, for the whole extraction. */
  studyTree?: StudyElement[];
}

export const DEFAULT_MISC: ProjectMisc = { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 };

/** An empty project. */
export function createProject(): Project {
  return { pages: [], misc: { ...DEFAULT_MISC, scroll: { ...DEFAULT_MISC.scroll } } };
}

/** The page data of a file and page, created on first use. */
export function getPage(project: Project, file: number, page: number): PageData {
  let found = project.pages.find((p) => p.file === file && p.page === page);
  if (!found) {
    found = { file, page, axes: [], datasets: [], measurements: [] };
    project.pages.push(found);
  }
  return found;
}
