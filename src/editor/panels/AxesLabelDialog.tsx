import { useState, type FormEvent } from 'react';
import { DEFAULT_DECIMALS, type AxisLabel } from '../core/model/types';
import { Button, ComboBox, Dialog, NumberField, Stack, TextField } from '../../ui';
import * as styles from './panels.css';
import { resolveDecimals, validateAxisLabel, type AxisLabelErrors } from './validation';

/** Value tags offered as data types when the host gives none. */
export const DEFAULT_VALUE_TAGS = ['Mean', 'Median', 'Count', 'Percent', 'Proportion', 'Standard deviation', 'Standard error'] as const;

export interface AxesLabelDialogProps {
  isOpen: boolean;
  /** Which axes are labelled: x and y for XY graphs, bar for bar graphs. */
  axes: readonly ('x' | 'y' | 'bar')[];
  /** Names of the value tags a data type must be one of. */
  valueTagNames?: readonly string[];
  initial?: Partial<Record<'x' | 'y' | 'bar', Partial<AxisLabel>>>;
  onSave: (labels: Partial<Record<'x' | 'y' | 'bar', AxisLabel>>) => void;
  /** Cancel on a new axes deletes it (the host decides). */
  onCancel: () => void;
}

interface Draft {
  dataType: string;
  unit: string;
  decimals: number;
}

const AXIS_TITLE = { x: 'X axis', y: 'Y axis', bar: 'Bar axis' } as const;

/** The axes label popup: data type, unit and decimals of each axis. */
export function AxesLabelDialog({ isOpen, axes, valueTagNames = DEFAULT_VALUE_TAGS, initial, onSave, onCancel }: AxesLabelDialogProps) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(
      axes.map((a) => [a, { dataType: initial?.[a]?.dataType ?? '', unit: initial?.[a]?.unit ?? '', decimals: initial?.[a]?.decimals ?? DEFAULT_DECIMALS }]),
    ),
  );
  const [submitted, setSubmitted] = useState(false);
  const errors: Record<string, AxisLabelErrors> = Object.fromEntries(
    axes.map((a) => [a, validateAxisLabel({ ...drafts[a]!, decimals: drafts[a]!.decimals }, valueTagNames)]),
  );
  const items = valueTagNames.map((name) => ({ id: name, name }));

  const save = (e?: FormEvent) => {
    e?.preventDefault();
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
            description: initial?.[a]?.description ?? '',
            decimals: resolveDecimals(d.decimals),
            changeFromBaseline: initial?.[a]?.changeFromBaseline ?? 'Not a ratio',
          };
          return [a, label];
        }),
      ),
    );
  };
  const set = (a: string, patch: Partial<Draft>) => setDrafts((s) => ({ ...s, [a]: { ...s[a]!, ...patch } }));

  return (
    <Dialog
      title="Axes Labels"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      maxWidth={500}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button onPress={() => save()}>Save</Button>
        </>
      }
    >
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {axes.map((a, axisIndex) => (
            <fieldset key={a} className={styles.group}>
              <legend className={styles.legend}>{AXIS_TITLE[a]}</legend>
              <Stack gap="sm">
                <ComboBox
                  label={`${AXIS_TITLE[a]} data type`}
                  items={items}
                  allowsCustomValue
                  autoFocus={axisIndex === 0}
                  inputValue={drafts[a]!.dataType}
                  onInputChange={(text) => set(a, { dataType: text })}
                  errorMessage={errors[a]!.dataType}
                  showErrors={submitted}
                  maxItems={20}
                />
                <TextField
                  label={`${AXIS_TITLE[a]} unit`}
                  value={drafts[a]!.unit}
                  onChange={(unit) => set(a, { unit })}
                  errorMessage={errors[a]!.unit}
                  showErrors={submitted}
                />
                <NumberField
                  label={`${AXIS_TITLE[a]} decimals`}
                  value={drafts[a]!.decimals}
                  minValue={0}
                  maxValue={12}
                  step={1}
                  onChange={(n) => set(a, { decimals: Number.isNaN(n) ? DEFAULT_DECIMALS : n })}
                />
              </Stack>
            </fieldset>
          ))}
          <button type="submit" hidden />
        </Stack>
      </form>
    </Dialog>
  );
}
