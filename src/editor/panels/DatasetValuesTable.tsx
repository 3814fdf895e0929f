import { useMemo } from 'react';
import { AXIS_SHORT_NAMES, GRAPH_KIND_INFO, isGraphKind } from '../core/axesKinds';
import type { Axes, DataPoint, Dataset } from '../core/model/types';
import { calibrationOf, formatAxisValue } from '../engine/projectAdapter';
import { VirtualTable, type VirtualTableColumn } from '../../ui';

/** The value columns of a graph: its axes' data types (or X, Y / Value / R, Theta ...) with their decimals. */
export function valueColumns(axes: Axes): { names: string[]; decimals: number[] } {
  const labels = axes.metadata.axesLabelData;
  const axisNames = isGraphKind(axes.type) ? GRAPH_KIND_INFO[axes.type].labelledAxes : (['x', 'y'] as const);
  // Two axes may share a data type (a ternary's three fractions): the column names stay apart.
  const names = axisNames.map((a) => labels?.[a]?.dataType ?? AXIS_SHORT_NAMES[a]);
  return {
    names: names.map((n, i) => (names.indexOf(n) === names.lastIndexOf(n) ? n : `${n} (${AXIS_SHORT_NAMES[axisNames[i]!]})`)),
    decimals: axisNames.map((a) => labels?.[a]?.decimals ?? 2),
  };
}

export interface DatasetValuesTableProps {
  /** What the table is called. @default the dataset's name */
  caption?: string;
  axes: Axes;
  dataset: Dataset;
  /** A note per point index, such as 'moved since', shown in a last column 'Change' (an earlier version viewed from the history). */
  rowNotes?: ReadonlyMap<number, string>;
  /** Height of the scrolling area in px. @default 320 */
  height?: number;
  className?: string;
}

// Points are edited in place: a row shows again when its position changes, not its object.
const pointIndex = (_: DataPoint, index: number) => index;
const pointPosition = (p: DataPoint) => `${p.x},${p.y}`;

/**
 * A dataset's points as values of its calibrated axes, one row a point; nothing until the axes are
 * calibrated. Only the rows in view are drawn, and a point added, moved or deleted redraws its row,
 * so the table costs the same at ten points and at ten thousand.
 */
export function DatasetValuesTable({ axes, dataset, caption, rowNotes, height = 320, className }: DatasetValuesTableProps) {
  const cal = calibrationOf(axes);
  const { names, decimals } = valueColumns(axes);
  const columnsKey = JSON.stringify([names, decimals]);
  const columns = useMemo<VirtualTableColumn<DataPoint>[]>(() => {
    if (!cal) return [];
    const point: VirtualTableColumn<DataPoint> = { id: 'point', name: 'Point', width: '4.5em', isRowHeader: true, align: 'end', render: (_, i) => i + 1 };
    const notes: VirtualTableColumn<DataPoint>[] = rowNotes
      ? [{ id: 'changed', name: 'Change', width: '6.5em', render: (_, i) => (rowNotes.has(i) ? <span data-changed="" title={`${rowNotes.get(i)} since this version`}>{rowNotes.get(i)}</span> : '') }]
      : [];
    return [
      point,
      ...names.map<VirtualTableColumn<DataPoint>>((name, k) => ({
        id: `value-${k}`,
        name,
        align: 'end',
        render: (p) => {
          const v = cal.pixelToData(p.x, p.y)[k]!;
          return <span data-value={v}>{formatAxisValue(cal, k, v, decimals[k] ?? 2)}</span>;
        },
      })),
      ...notes,
    ];
  }, [cal, columnsKey, rowNotes]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!cal) return null;
  const label = caption ?? dataset.name;
  return (
    <div className={className} data-values="">
      {/* The table and its scrolling area carry the same name. */}
      <div aria-hidden="true" data-caption="">
        {label}
      </div>
      <VirtualTable
        aria-label={label}
        columns={columns}
        items={dataset.points}
        getRowId={pointIndex}
        getRowVersion={pointPosition}
        rowHeight={28}
        height={height}
        emptyText="No points yet"
      />
    </div>
  );
}
