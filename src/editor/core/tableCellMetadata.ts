import { isHeaderEmpty } from './model/table';
import type { TableCalibration, TableHeader } from './model/tableTypes';
import type { MetadataEntry, PointMetadata } from './model/types';
import { metadataRows, withRows } from './tagging';

/*
 * A table cell is tagged in two places: its row and column headers label it (the characteristic,
 * the study arm) and the cell holds its own values. What the cell says as a whole imports the
 * headers' tags into it, each overridden by cell data of the same tag (the metadata dialog shows
 * them as 'This header value is overridden by cell data').
 */

const filled = (e: MetadataEntry | undefined): e is MetadataEntry => !!e && !!e.tag && e.value !== null && e.value !== undefined && String(e.value).trim() !== '';

/** The numbered entries of metadata that have a value, in index order. */
const entriesOf = (metadata: PointMetadata | undefined): MetadataEntry[] => metadataRows(metadata).map((r) => r.entry).filter(filled);

/** The headers of a cell that the table's settings use: rows unless the data is alike across columns only or rows are headerless, and the same for columns. */
export function cellHeaders(cal: TableCalibration, row: number, col: number): { row?: TableHeader; col?: TableHeader } {
  const rowHeader = cal.schema !== 'cols' && !cal.rows.headerless ? cal.rows.headers[row] : undefined;
  const colHeader = cal.schema !== 'rows' && !cal.cols.headerless ? cal.cols.headers[col] : undefined;
  return {
    ...(rowHeader && !isHeaderEmpty(rowHeader) ? { row: rowHeader } : {}),
    ...(colHeader && !isHeaderEmpty(colHeader) ? { col: colHeader } : {}),
  };
}

/**
 * The cell's metadata with its headers imported: the cell's own entries first, then the row
 * header's and the column header's entries whose tag the cell (or an earlier header) does not
 * have; the study branch (and reference branch) is the cell's, else its headers' (the header rule
 * allows exactly one). Special keys of the cell (tag group, row index) are kept.
 */
export function tableCellMetadata(cal: TableCalibration, row: number, col: number, cell: PointMetadata | undefined): PointMetadata {
  const headers = cellHeaders(cal, row, col);
  const entries = entriesOf(cell);
  const has = new Set(entries.map((e) => e.tag.name));
  for (const header of [headers.row, headers.col]) {
    for (const e of entriesOf(header)) {
      if (has.has(e.tag.name)) continue;
      has.add(e.tag.name);
      entries.push(e);
    }
  }
  const out = withRows(cell, entries);
  const compositeKey = cell?.compositeKey || headers.row?.compositeKey || headers.col?.compositeKey;
  if (compositeKey) out.compositeKey = compositeKey;
  const reference = cell?.referenceCompositeKey || headers.row?.referenceCompositeKey || headers.col?.referenceCompositeKey;
  if (reference) out.referenceCompositeKey = reference;
  return out;
}
