import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { TAGGING_LIMITS } from '../../core/tagging';
import { Button, ComboBox, Dialog, IconButton, Stack, useDebouncedCallback } from '../../../ui';
import {
  branchOptions,
  DATASET_DROPDOWN_ITEMS,
  DATASET_ROW_MESSAGES,
  datasetTagGroupOptions,
  hasRowErrors,
  resolveRows,
  validateDatasetRows,
  type DatasetRow,
  type DatasetRowDraft,
} from './datasetRows';
import * as styles from './datasets.css';

/** What the popup does: add datasets to a new graph, add to an existing graph, or edit a graph's study branches. */
export const addDatasetModes = ['new', 'existing', 'edit'] as const;
export type AddDatasetMode = (typeof addDatasetModes)[number];

export interface AddDatasetDialogProps {
  isOpen: boolean;
  /** @default 'new' */
  mode?: AddDatasetMode;
  /** The graph the datasets go on (named in the title when adding to an existing graph or editing). */
  graphName?: string;
  /** Composite keys of the study tree: the study branches a row may name. */
  branchKeys: readonly string[];
  /** Tag groups the extraction has; only Outcomes and Baseline/Demographics are offered. */
  tagGroupNames?: readonly string[];
  /** Rows the popup opens with (editing: one per dataset of the graph, locked when it has points). One empty row when omitted. */
  initialRows?: readonly Omit<DatasetRowDraft, 'id'>[];
  /** Study branch and tag group pairs already on the graph and not among the rows (adding to an existing graph). */
  existing?: readonly DatasetRow[];
  /** The tag group a new row starts with. @default '' */
  defaultTagGroup?: string;
  /** Called with every row (locked ones too) as composite keys and tag group names. */
  onSave: (rows: DatasetRow[]) => void;
  onCancel: () => void;
}

/** The title of each mode. */
export function addDatasetTitle(mode: AddDatasetMode, graphName?: string): string {
  if (mode === 'existing') return graphName ? `Add dataset to ${graphName}` : 'Add dataset to graph';
  if (mode === 'edit') return graphName ? `Edit dataset: ${graphName}` : 'Edit dataset';
  return 'Add dataset';
}

/**
 * The Add dataset popup (650 px): one row per study branch and tag group. Shift+Enter in a row adds
 * a row (at most one per 200 ms); rows of datasets with data points are shown but cannot change;
 * Save stays disabled while any row has an error.
 */
export function AddDatasetDialog({
  isOpen,
  mode = 'new',
  graphName,
  branchKeys,
  tagGroupNames,
  initialRows,
  existing,
  defaultTagGroup = '',
  onSave,
  onCancel,
}: AddDatasetDialogProps) {
  const nextId = useRef(0);
  const newId = () => `row-${++nextId.current}`;
  const [rows, setRows] = useState<DatasetRowDraft[]>(() =>
    initialRows?.length ? initialRows.map((r) => ({ ...r, id: newId() })) : [{ id: newId(), studyBranch: '', tagGroup: defaultTagGroup }],
  );
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const hintId = useId();

  const groups = useMemo(() => datasetTagGroupOptions(tagGroupNames), [tagGroupNames]);
  const rules = { branchKeys, tagGroupNames: groups, existing };
  const errors = validateDatasetRows(rows, rules);
  const invalid = hasRowErrors(errors);
  const branchItems = useMemo(() => branchOptions(branchKeys), [branchKeys]);
  const groupItems = useMemo(() => groups.map((name) => ({ id: name, name })), [groups]);

  const addRow = () => {
    const id = newId();
    setRows((current) => {
      // A new row starts with the tag group of the row above: graphs mostly collect one group.
      const last = current[current.length - 1];
      return [...current, { id, studyBranch: '', tagGroup: last?.tagGroup || defaultTagGroup }];
    });
    setFocusRow(id);
  };
  const addRowDebounced = useDebouncedCallback(addRow, TAGGING_LIMITS.branchRowDebounceMs);
  const removeRow = (id: string) => setRows((current) => current.filter((r) => r.id !== id));
  const change = (id: string, patch: Partial<DatasetRowDraft>) => setRows((current) => current.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  const onRowKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    addRowDebounced();
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    onSave(resolveRows(rows, rules));
  };

  return (
    <Dialog
      title={addDatasetTitle(mode, graphName)}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      maxWidth={700}
      className={styles.addDatasetDialog}
      aria-describedby={hintId}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button isDisabled={invalid} onPress={() => save()}>
            Save
          </Button>
        </>
      }
    >
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <p id={hintId} className={styles.hint}>
            Choose a study branch and a tag group for each dataset of the graph. Shift+Enter adds a row.
          </p>
          <ul className={styles.rows} aria-label="Study branches">
            {rows.map((row, index) => {
              const n = index + 1;
              const e = errors.get(row.id) ?? {};
              return (
                <li key={row.id} className={styles.row} onKeyDownCapture={row.locked ? undefined : onRowKeyDown}>
                  <ComboBox
                    label={`Study branch ${n}`}
                    items={branchItems}
                    // The list opens on typing or the arrow keys, so Tab walks the rows with the rest of the popup in view.
                    menuTrigger="input"
                    allowsCustomValue
                    maxItems={DATASET_DROPDOWN_ITEMS}
                    inputValue={row.studyBranch}
                    onInputChange={(text) => change(row.id, { studyBranch: text })}
                    autoFocus={focusRow === row.id || (focusRow === null && index === rows.findIndex((r) => !r.locked))}
                    isDisabled={row.locked}
                    errorMessage={e.studyBranch}
                    showErrors={submitted}
                    description={row.locked ? DATASET_ROW_MESSAGES.hasPoints : undefined}
                  />
                  <ComboBox
                    label={`Tag group ${n}`}
                    items={groupItems}
                    menuTrigger="input"
                    allowsCustomValue
                    maxItems={DATASET_DROPDOWN_ITEMS}
                    inputValue={row.tagGroup}
                    onInputChange={(text) => change(row.id, { tagGroup: text })}
                    isDisabled={row.locked}
                    errorMessage={e.tagGroup}
                    showErrors={submitted}
                  />
                  <span className={styles.rowButton}>
                    <IconButton
                      label={`Remove study branch ${n}`}
                      icon={<Trash2 />}
                      variant="danger"
                      isDisabled={row.locked || rows.length <= 1}
                      onPress={() => removeRow(row.id)}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
          <div>
            <Button variant="secondary" onPress={addRow}>
              <Plus size={16} aria-hidden="true" /> Add study branch
            </Button>
          </div>
          <button type="submit" hidden />
        </Stack>
      </form>
    </Dialog>
  );
}
