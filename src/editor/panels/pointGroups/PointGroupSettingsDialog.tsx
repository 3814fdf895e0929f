import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { TUPLE_TOLERANCE } from '../../core/model/pointGroups';
import type { PointGroupSettings } from '../../core/model/types';
import { DEFAULT_TUPLE_TOLERANCE, POINT_GROUP_MESSAGES, pointGroupLabels, validatePointGroupNames } from '../../session/pointGroupCommands';
import { Button, ComboBox, ConfirmDialog, IconButton, NumberField, Radio, RadioGroup } from '../../../ui';
import { FormDialog } from '../FormDialog';
import * as panels from '../panels.css';
import * as styles from './pointGroups.css';

export interface PointGroupSettingsDialogProps {
  isOpen: boolean;
  /** The graph's name, shown in the title. */
  graphName: string;
  /**
   * The graph's main data type, the 'Central tendency' group: a name once groups exist, or the data
   * type of each axis before (the value axis is the one tuples do not match on).
   */
  mainDataType: string | { x: string; y: string };
  /** The graph's point groups; null when it has none yet. */
  settings: PointGroupSettings | null;
  /** Value tags a group may be named after. */
  valueTagNames: readonly string[];
  /** Save new or renamed groups and the tuple options. */
  onSave: (settings: PointGroupSettings) => void;
  /** Delete a saved group with its points (asked for after the spec's confirmation). */
  onDeleteGroup: (group: number) => void;
  onCancel: () => void;
}

interface Row {
  /** Index of the group in the saved settings, or null for a group added in this popup. */
  saved: number | null;
  name: string;
  key: number;
}

const rowsOf = (settings: PointGroupSettings | null): Row[] => (settings?.names ?? []).slice(1).map((name, i) => ({ saved: i + 1, name, key: i + 1 }));

/**
 * The point group settings popup (spec 3 section 2): the main group shown as 'Central tendency',
 * the other groups named after a value tag and shown as '[X] tag' or '[Y] tag', the coordinate
 * tuples match on and the tolerance (2 to 5 px). Deleting a saved group asks first and deletes its
 * points at once; the rest is saved with Save.
 */
export function PointGroupSettingsDialog({ isOpen, graphName, mainDataType: mainDataTypes, settings, valueTagNames, onSave, onDeleteGroup, onCancel }: PointGroupSettingsDialogProps) {
  const [rows, setRows] = useState<Row[]>(() => {
    const existing = rowsOf(settings);
    return existing.length ? existing : [{ saved: null, name: '', key: 1 }];
  });
  const [matchOn, setMatchOn] = useState<'x' | 'y'>(settings?.matchOn ?? 'x');
  const [tolerance, setTolerance] = useState<number>(settings?.tolerance ?? DEFAULT_TUPLE_TOLERANCE);
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [nextKey, setNextKey] = useState(() => (settings?.names.length ?? 1) + 1);

  const mainDataType = typeof mainDataTypes === 'string' ? mainDataTypes : mainDataTypes[matchOn === 'x' ? 'y' : 'x'];
  const names = [mainDataType, ...rows.map((r) => r.name)];
  const errors = validatePointGroupNames(names).slice(1);
  const labels = pointGroupLabels({ names: names.map((n, i) => (i === 0 ? n : n.trim() || 'tag')), matchOn });
  const items = valueTagNames.filter((t) => t.toLowerCase() !== mainDataType.toLowerCase()).map((name) => ({ id: name, name }));

  const save = () => {
    setSubmitted(true);
    if (errors.some(Boolean)) return;
    const canonical = (n: string) => valueTagNames.find((t) => t.toLowerCase() === n.trim().toLowerCase()) ?? n.trim();
    onSave({ names: [mainDataType, ...rows.map((r) => canonical(r.name))], matchOn, tolerance: Number.isNaN(tolerance) ? DEFAULT_TUPLE_TOLERANCE : tolerance });
  };

  const remove = (row: Row) => {
    if (row.saved === null) setRows((rs) => rs.filter((r) => r.key !== row.key));
    else setConfirming(row);
  };

  const confirmDelete = () => {
    const row = confirming;
    if (!row || row.saved === null) return;
    onDeleteGroup(row.saved);
    // Saved groups after it move down one index, as the graph's do.
    setRows((rs) => rs.filter((r) => r.key !== row.key).map((r) => (r.saved !== null && r.saved > row.saved! ? { ...r, saved: r.saved - 1 } : r)));
    setConfirming(null);
  };

  return (
    <>
      <FormDialog
        title={`Point Group Settings: ${graphName}`}
        isOpen={isOpen && confirming === null}
        submitLabel="Save"
        onSubmit={save}
        onCancel={onCancel}
      >
        <p className={panels.hint}>
          Each point group collects the points of one value beside the main one, such as a standard deviation or the ends of a confidence
          interval. Points that line up with a Central tendency point are linked to it in a tuple.
        </p>
        <ol className={styles.list} aria-label="Point groups">
          <li>
            <p className={styles.mainGroup}>
              {labels[0]} <span className={styles.mainType}>({mainDataType || 'the graph data type'})</span>
            </p>
          </li>
          {rows.map((row, i) => (
            <li key={row.key} className={styles.groupRow}>
              <ComboBox
                label={`Point group ${i + 2} tag`}
                description={labels[i + 1]}
                items={items}
                allowsCustomValue
                autoFocus={i === rows.length - 1 && row.saved === null}
                inputValue={row.name}
                onInputChange={(text) => setRows((rs) => rs.map((r) => (r.key === row.key ? { ...r, name: text } : r)))}
                errorMessage={errors[i]}
                showErrors={submitted}
                maxItems={20}
              />
              <IconButton label={`Delete point group ${i + 2}`} icon={<Trash2 />} variant="quiet" onPress={() => remove(row)} />
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            size="small"
            onPress={() => {
              setRows((rs) => [...rs, { saved: null, name: '', key: nextKey }]);
              setNextKey((k) => k + 1);
            }}
          >
            Add point group
          </Button>
        </div>
        <div className={styles.options}>
          <RadioGroup label="Tuples match on" value={matchOn} onChange={(v) => setMatchOn(v as 'x' | 'y')}>
            <Radio value="x">X (points above one another)</Radio>
            <Radio value="y">Y (points side by side)</Radio>
          </RadioGroup>
          <NumberField
            label="Tuple tolerance (px)"
            value={tolerance}
            minValue={TUPLE_TOLERANCE.min}
            maxValue={TUPLE_TOLERANCE.max}
            step={1}
            onChange={setTolerance}
          />
        </div>
      </FormDialog>
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Delete point group"
        message={POINT_GROUP_MESSAGES.deleteGroup}
        tone="danger"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
        onOpenChange={(open) => !open && setConfirming(null)}
      />
    </>
  );
}
