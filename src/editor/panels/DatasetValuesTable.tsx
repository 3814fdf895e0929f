import type { Axes, Dataset } from '../core/model/types';
import { formatCalibratedValue } from '../core/calibration/valueParser';
import { calibrationOf, formatValue } from '../engine/projectAdapter';

/** The value columns of a graph: its axes' data types (or X, Y / Value) with their decimals. */
export function valueColumns(axes: Axes): { names: string[]; decimals: number[] } {
  const labels = axes.metadata.axesLabelData;
  return axes.type === 'bar'
    ? { names: [labels?.bar?.dataType ?? 'Value'], decimals: [labels?.bar?.decimals ?? 2] }
    : { names: [labels?.x?.dataType ?? 'X', labels?.y?.dataType ?? 'Y'], decimals: [labels?.x?.decimals ?? 2, labels?.y?.decimals ?? 2] };
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
                {formatCalibratedValue(v, cal.valueFormats?.[k], (n) => formatValue(n, decimals[k] ?? 2))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
