import type { PointMetadata, TagGroupRef } from './types';

export type TableRotation = 0 | 90 | 180 | 270;
/** Which way the data looks alike: across both, rows or columns. */
export type TableSchema = 'both' | 'rows' | 'cols';

/** Header of a row or column: numbered tag entries plus compositeKey. */
export type TableHeader = PointMetadata;

/** Rows or columns of a table: how many, the divider positions between them, and their headers. */
export interface TableLines {
  num: number;
  /** Pixel positions of the inner dividers along the axis (num - 1 of them). */
  dividers: number[];
  headers: TableHeader[];
  headerless: boolean;
}

/** Calibration of a table: area, rotation, layout and tag groups. */
export interface TableCalibration {
  area: [{ x: number; y: number }, { x: number; y: number }];
  rotation: TableRotation;
  schema: TableSchema;
  rows: TableLines;
  cols: TableLines;
  calibrationComplete: boolean;
  cellTagGroup?: TagGroupRef;
  cellTagGroups?: TagGroupRef[];
}
