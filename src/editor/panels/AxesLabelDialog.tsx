import { useState } from 'react';
import { DEFAULT_DECIMALS, RATIO_TYPES, type AxisLabel } from '../core/model/types';
import { ComboBox, NumberField, Select, SelectItem, TextField } from '../../ui';
import { AXIS_TITLES, type LabelledAxis } from '../core/axesKinds';
import * as styles from './panels.css';
import * as grid from './AxesLabelDialog.css';
import { FormDialog } from './FormDialog';
import { resolveDecimals, validateAxisLabel, type AxisLabelErrors } from './validation';

/** Value tags offered as data types when the host gives none. */
export const DEFAULT_VALUE_TAGS = ['Mean', 'Median', 'Count', 'Percent', 'Proportion', 'Standard deviation', 'Standard error'] as const;

/** The axes a label popup edits: x and y for XY graphs, bar for bar graphs, and so on (GRAPH_KIND_INFO). */
export type { LabelledAxis };

export interface AxesLabelDialogProps {
  isOpen: boolean;
  /** Which axes are labelled: x and y for XY graphs, bar for bar graphs. */
  axes: readonly LabelledAxis[];
  /** Names of the value tags a data type must be one of. @default DEFAULT_VALUE_TAGS */
  valueTagNames?: readonly string[];
  /** The labels the axes have (editing) or nothing (a new graph). */
  initial?: Partial<Record<LabelledAxis, Partial<AxisLabel>>>;
  /** Called with every axis's label once all are valid. */
  onSave: (labels: Partial<Record<LabelledAxis, AxisLabel>>) => void;
  /** Cancel on a new axes deletes it (the host decides). */
  onCancel: () => void;
}

interface Draft {
  dataType: string;
  unit: string;
  description: string;
  /** NaN while the field is empty: saved as the default, 2. */
  decimals: number;
  changeFromBaseline: string;
}

const AXIS_TITLE = AXIS_TITLES;
const NOT_A_RATIO: (typeof RATIO_TYPES)[number] = 'Not a ratio';

function draftOf(label: Partial<AxisLabel> | undefined): Draft {
  return {
    dataType: label?.dataType ?? '',
    unit: label?.unit ?? '',
    description: label?.description ?? '',
    decimals: label?.decimals ?? DEFAULT_DECIMALS,
    changeFromBaseline: label?.changeFromBaseline || NOT_A_RATIO,
  };
}

/**
 * The axes label popup (XY: x and y; bar: the bar axis): each axis's data type (a value tag),
 * unit, description, decimals (empty means 2) and ratio type.
 */
export function AxesLabelDialog({ isOpen, axes, valueTagNames = DEFAULT_VALUE_TAGS, initial, onSave, onCancel }: AxesLabelDialogProps) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => Object.fromEntries(axes.map((a) => [a, draftOf(initial?.[a])])));
  const [submitted, setSubmitted] = useState(false);
  const errors: Record<string, AxisLabelErrors> = Object.fromEntries(
    axes.map((a) => [a, validateAxisLabel({ ...drafts[a]!, decimals: Number.isNaN(drafts[a]!.decimals) ? null : drafts[a]!.decimals }, valueTagNames)]),
  );
  const items = valueTagNames.map((name) => ({ id: name, name }));
  // A ratio type outside the four (from an older file) stays selectable rather than silently lost.
  const ratioItemsOf = (current: string) =>
    [...RATIO_TYPES, ...((RATIO_TYPES as readonly string[]).includes(current) ? [] : [current])].map((name) => ({ id: name, name }));

  const save = () => {
    setSubmitted(true);
    if (axes.some((a) => errors[a]!.dataType || errors[a]!.unit)) return;
    onSave(
      Object.fromEntries(
        axes.map((a) => {
          const d = drafts[a]!;
          const tag = valueTagNames.find((t) => t.toLowerCase() === d.dataType.trim().toLowerCase())!;
          const label: AxisLabel = {
            dataType: tag,
            unit: d.unit.trim(),
            description: d.description.trim(),
            decimals: resolveDecimals(Number.isNaN(d.decimals) ? null : d.decimals),
            changeFromBaseline: d.changeFromBaseline,
          };
          return [a, label];
        }),
      ),
    );
  };
  const set = (a: string, patch: Partial<Draft>) => setDrafts((s) => ({ ...s, [a]: { ...s[a]!, ...patch } }));

  return (
    <FormDialog title="Axes Labels" isOpen={isOpen} submitLabel="Save" onSubmit={save} onCancel={onCancel}>
      {axes.map((a, axisIndex) => {
        const title = AXIS_TITLE[a];
        const d = drafts[a]!;
        return (
          <fieldset key={a} className={styles.group}>
            <legend className={styles.legend}>{title}</legend>
            <div className={grid.axisGrid}>
              <ComboBox
                label={`${title} data type`}
                items={items}
                allowsCustomValue
                autoFocus={axisIndex === 0}
                // The dialog opens with the field focused and its list closed, so the whole dialog is read first.
                menuTrigger="input"
                inputValue={d.dataType}
                onInputChange={(text) => set(a, { dataType: text })}
                errorMessage={errors[a]!.dataType}
                showErrors={submitted}
                maxItems={20}
              />
              <TextField
                label={`${title} unit`}
                value={d.unit}
                onChange={(unit) => set(a, { unit })}
                errorMessage={errors[a]!.unit}
                showErrors={submitted}
              />
              <TextField
                className={grid.wide}
                label={`${title} description`}
                value={d.description}
                onChange={(description) => set(a, { description })}
              />
              <NumberField
                label={`${title} decimals`}
                value={d.decimals}
                minValue={0}
                maxValue={12}
                step={1}
                onChange={(n) => set(a, { decimals: n })}
              />
              <Select
                label={`${title} change from baseline`}
                items={ratioItemsOf(d.changeFromBaseline)}
                selectedKey={d.changeFromBaseline}
                onSelectionChange={(key) => key !== null && set(a, { changeFromBaseline: String(key) })}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            </div>
          </fieldset>
        );
      })}
    </FormDialog>
  );
}
