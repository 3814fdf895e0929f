import { AXIS_SHORT_NAMES, GRAPH_KIND_INFO, isGraphKind } from '../core/axesKinds';
import type { Axes, Dataset } from '../core/model/types';
import { calibrationOf, formatAxisValue } from '../engine/projectAdapter';

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
  className?: string;
}

/** A dataset's points as values of its calibrated axes, one row a point; nothing until the axes are calibrated. */
export function DatasetValuesTable({ axes, dataset, caption, className }: DatasetValuesTableProps) {
  const cal = calibrationOf(axes);
  if (!cal) return null;
  const { names, decimals } = valueColumns(axes);
  return (
    <table className={className} data-values="">
      <caption>{caption ?? dataset.name}</caption>
      <thead>
        <tr>
          <th scope="col">Point</th>
          {names.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dataset.points.map((p, i) => (
          <tr key={i}>
            <th scope="row">{i + 1}</th>
            {cal.pixelToData(p.x, p.y).map((v, k) => (
              <td key={k} data-value={v}>
                {formatAxisValue(cal, k, v, decimals[k] ?? 2)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
