import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Dialog as RACDialog, Heading } from 'react-aria-components';
import { CircleHelp, Info, Maximize2, Minimize2, Plus, TextCursorInput, Trash2 } from 'lucide-react';
import { Button, Checkbox, ComboBox, Disclosure, IconButton, Select, SelectItem, Tab, TabList, TabPanel, Tabs, TextField } from '../../../ui';
import { compositeKeyLabel, REFERENCE_ARM_TAG } from '../../core/compositeKey';
import { BRANCH_LABEL_SEPARATOR } from '../tagging/taggingToolbarState';
import type { MetadataEntry, PointMetadata, TagGroup } from '../../core/model/types';
import { KEY_PICKER_LABELS, TAGGING_LIMITS, type KeyPickerLevel } from '../../core/tagging';
import {
  METADATA_DIALOG_MESSAGES,
  activeTab,
  emptyHint,
  initMetadataDialog,
  isKeyRow,
  keyLevelOfTag,
  keyLevelOptions,
  keyOptions,
  keyPickerLabel,
  metadataDialogReducer,
  rowError,
  tagOptions,
  visibleRows,
  STUDY_BRANCH_PSEUDO_TAG,
  type DialogOutcome,
  type DialogRow,
  type DialogTab,
  type HeaderHintTarget,
  type MetadataAxisType,
  type MetadataDialogState,
} from './metadataDialogState';
import * as styles from './MetadataDialog.css';

/** A tag imported from a table's row or column header. */
export interface HeaderTagEntry {
  source: 'row' | 'column';
  entry: MetadataEntry;
}

/** What a confirmed dialog hands back besides the active tab's metadata. */
export interface MetadataDialogConfirmDetails {
  /** Metadata of every tag-group tab, in tab order. */
  byTagGroup: PointMetadata[];
  /** 'Blank table cell' was ticked. */
  blankTableCell: boolean;
}

export interface MetadataDialogProps {
  /** The viewport point the dialog opens next to (the item's position on screen). */
  anchor: { x: number; y: number };
  /**
   * Which side of the anchor the dialog opens on: against the direction the user is clicking in, so it
   * never covers the next point. @default 'right'
   */
  side?: 'left' | 'right';
  /** What is being tagged; decides whether the dialog may close empty and what an empty close does. */
  axisType?: MetadataAxisType;
  /** Overrides the axis type's rule on closing with no content. */
  allowsEmpty?: boolean;
  /** The tag groups: the first is the item's; the others appear as tabs with `multipleTagGroups`. */
  tagGroups: readonly TagGroup[];
  /** Shows a tab per tag group (the support-tables-with-multiple-tag-groups flag). @default false */
  multipleTagGroups?: boolean;
  /** The item's metadata (one per tag group with several). */
  initial?: PointMetadata | readonly PointMetadata[];
  /** Keys of the study tree, offered by the key picker. */
  studyKeys?: readonly string[];
  /** Tags never offered. */
  excludedTags?: readonly string[];
  /** Heading of the dialog. @default 'Metadata' */
  title?: string;
  /** Opens collapsed (300 px) rather than expanded (550 px). @default true */
  defaultExpanded?: boolean;
  /** Table mode: shows 'Blank table cell' and the imported header tags. @default axisType === 'table' */
  tableMode?: boolean;
  /** The cell's 'Blank table cell' state. */
  blankTableCell?: boolean;
  /** Tags of the cell's row and column headers. */
  headerTags?: readonly HeaderTagEntry[];
  /** Which headers of the cell have no information, for the header hint. */
  missingHeaders?: HeaderHintTarget;
  /** Lets the user pick a value from the document; resolves with the selected text, or null when cancelled. */
  onPickText?: () => Promise<string | null>;
  /** The dialog closed with metadata to store (Enter, or a closing that saves changes, or a clear with empty metadata). */
  onConfirm: (metadata: PointMetadata, details: MetadataDialogConfirmDetails) => void;
  /** The dialog closed without changes. */
  onDismiss: () => void;
  /** The item had no values when dismissed: delete it. */
  onDelete: () => void;
  /** The item was just made (a point just clicked): Escape with nothing changed takes it back (onDelete). @default false */
  isNewItem?: boolean;
}

const LEVEL_ITEMS = (Object.keys(KEY_PICKER_LABELS) as KeyPickerLevel[]).map((id) => ({ id, name: KEY_PICKER_LABELS[id] }));
const GAP = 12;

function placement(anchor: { x: number; y: number }, width: number, side: 'left' | 'right' = 'right') {
  const vw = typeof window === 'undefined' ? 1200 : window.innerWidth;
  const vh = typeof window === 'undefined' ? 900 : window.innerHeight;
  // On the left when asked and when there is room there; else on the right.
  const onLeft = side === 'left' && anchor.x - 2 * GAP - width >= 8;
  const left = onLeft ? anchor.x - 2 * GAP - width : Math.max(8, Math.min(anchor.x + GAP, vw - width - 8));
  // Below the item in the top half of the view, above it in the bottom half.
  return anchor.y <= vh / 2
    ? { left, top: anchor.y + GAP, maxHeight: vh - anchor.y - GAP - 8 }
    : { left, bottom: vh - anchor.y + GAP, maxHeight: anchor.y - GAP - 8 };
}

/** Is a combobox list of the dialog open (its own keys come first)? */
const listOpen = (root: HTMLElement | null) => !!root?.querySelector('input[aria-expanded="true"]');

/**
 * The metadata entry dialog: rows of tag and value for an item, anchored near it, non-modal. It
 * renders the pure state machine of `metadataDialogState` and reports how it ended.
 */
export function MetadataDialog(props: MetadataDialogProps) {
  const { anchor, title = 'Metadata', multipleTagGroups = false, axisType, onPickText, headerTags = [], missingHeaders } = props;
  const tableMode = props.tableMode ?? axisType === 'table';
  const [state, dispatch] = useReducer(metadataDialogReducer, props, (p): MetadataDialogState => {
    const headerHasReference = (p.headerTags ?? []).some((h) => h.entry.tag.name === REFERENCE_ARM_TAG);
    return initMetadataDialog({
      ...(p.axisType ? { axisType: p.axisType } : {}),
      ...(p.allowsEmpty !== undefined ? { allowsEmpty: p.allowsEmpty } : {}),
      tagGroups: multipleTagGroups ? p.tagGroups : p.tagGroups.slice(0, 1),
      ...(p.initial ? { initial: p.initial } : {}),
      studyKeys: p.studyKeys ?? [],
      // The reference arm is excluded from a cell when a header already has one.
      excludedTags: [...(p.excludedTags ?? []), ...(headerHasReference ? [REFERENCE_ARM_TAG] : [])],
      blankTableCell: p.blankTableCell ?? false,
      expanded: p.defaultExpanded ?? true,
      ...(p.isNewItem ? { isNewItem: true } : {}),
    });
  });
  const rootRef = useRef<HTMLElement | null>(null);
  const [showHelp, setShowHelp] = useState(false);
  // The row whose tag input takes the focus after the next render (a ref: focusing renders nothing more).
  const focusRow = useRef<number | 'first' | null>('first');
  const setFocusRow = (row: number | 'first') => {
    focusRow.current = row;
  };
  const pickToken = useRef(0);
  const titleId = useId();
  const helpId = useId();

  // Report the outcome once.
  const reported = useRef(false);
  const callbacks = useRef(props);
  callbacks.current = props;
  useEffect(() => {
    const outcome: DialogOutcome | null = state.outcome;
    if (!outcome || reported.current) return;
    reported.current = true;
    const { onConfirm, onDismiss, onDelete } = callbacks.current;
    if (outcome.kind === 'save') onConfirm(outcome.metadata, { byTagGroup: outcome.byTagGroup, blankTableCell: outcome.blankTableCell });
    else if (outcome.kind === 'clear') onConfirm({}, { byTagGroup: [], blankTableCell: false });
    else if (outcome.kind === 'delete') onDelete();
    else onDismiss();
  }, [state.outcome]);

  // Move focus to a row's tag input after adding or deleting a row.
  useEffect(() => {
    const row = focusRow.current;
    if (row === null) return;
    const root = rootRef.current;
    const target = row === 'first' ? root?.querySelector<HTMLInputElement>('[data-row-id] input') : root?.querySelector<HTMLInputElement>(`[data-row-id="${row}"] input`);
    target?.focus();
    focusRow.current = null;
  });

  // Click outside dismisses (when closing is allowed; the state refuses otherwise).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || rootRef.current?.contains(target)) return;
      // The dialog's own lists and tooltips live in portals.
      if (target.closest('[role="listbox"], [role="tooltip"], [data-trigger]')) return;
      if (state.selectingTextRow !== null) return;
      dispatch({ type: 'dismiss' });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [state.selectingTextRow]);

  const rowOfEvent = (event: ReactKeyboardEvent): number | null => {
    const el = (event.target as HTMLElement).closest<HTMLElement>('[data-row-id]');
    return el ? Number(el.dataset.rowId) : null;
  };

  const onKeyDownCapture = (event: ReactKeyboardEvent<HTMLElement>) => {
    const rowId = rowOfEvent(event);
    if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault();
      event.stopPropagation();
      const id = state.nextRowId;
      dispatch({ type: 'addRow', ...(rowId !== null ? { afterRowId: rowId } : {}) });
      setFocusRow(id);
      return;
    }
    if (event.key === 'Backspace' && event.shiftKey && rowId !== null) {
      event.preventDefault();
      event.stopPropagation();
      deleteRow(rowId);
      return;
    }
    if ((event.ctrlKey || event.metaKey) && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      event.stopPropagation();
      dispatch({ type: event.key === 'ArrowRight' ? 'expand' : 'collapse' });
      return;
    }
    if (listOpen(rootRef.current)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (state.selectingTextRow !== null) pickToken.current++;
      dispatch({ type: 'dismiss', escape: true });
      return;
    }
    if (event.key === 'Enter' && !event.altKey && !event.ctrlKey && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      event.stopPropagation();
      dispatch({ type: 'confirm' });
    }
  };

  const deleteRow = (rowId: number) => {
    const rows = visibleRows(activeTab(state));
    const at = rows.findIndex((r) => r.id === rowId);
    const neighbour = rows[at - 1] ?? rows[at + 1];
    dispatch({ type: 'deleteRow', rowId });
    if (neighbour) setFocusRow(neighbour.id);
  };

  const pickText = async (rowId: number) => {
    if (!onPickText) return;
    const token = ++pickToken.current;
    dispatch({ type: 'startPickText', rowId });
    let text: string | null = null;
    try {
      text = await onPickText();
    } catch {
      text = null;
    }
    if (token !== pickToken.current) return;
    dispatch({ type: 'finishPickText', text });
    setFocusRow(rowId);
  };

  const cancelPick = () => {
    pickToken.current++;
    const rowId = state.selectingTextRow;
    dispatch({ type: 'finishPickText', text: null });
    if (rowId !== null) setFocusRow(rowId);
  };

  const width = state.expanded ? TAGGING_LIMITS.metadataDialogWidth.expanded : TAGGING_LIMITS.metadataDialogWidth.collapsed;
  const hint = emptyHint(state);
  const showErrors = state.blockedReason !== null;
  const cellRows = state.tabs.flatMap((t) => visibleRows(t));
  const overridden = (entry: MetadataEntry) => cellRows.some((r) => r.tag === entry.tag.name && r.value.trim() !== '');

  const renderRows = (tab: DialogTab) => {
    const rows = visibleRows(tab);
    const disabled = tableMode && state.blankTableCell;
    // A tag carried from two axes (an XY point's two 'Unit' rows) says which axis each row is.
    const axesOfTag = new Map<string, Set<string>>();
    for (const r of rows) if (r.axis) axesOfTag.set(r.tag, (axesOfTag.get(r.tag) ?? new Set()).add(r.axis));
    const namesAxis = (r: DialogRow) => !!r.axis && (axesOfTag.get(r.tag)?.size ?? 0) > 1;
    return (
      <>
        <div className={styles.columnHeads} aria-hidden="true">
          <span>Tag</span>
          <span>Value</span>
        </div>
        <ul className={styles.rows} aria-label={`${tab.group.name} rows`}>
          {rows.map((row, i) => (
            <MetadataRow
              key={row.id}
              n={i + 1}
              row={row}
              axisCaption={namesAxis(row) ? `${row.axis} axis` : undefined}
              state={state}
              disabled={disabled}
              showErrors={showErrors}
              canPickText={!!onPickText}
              onTag={(tag) => dispatch({ type: 'setTag', rowId: row.id, tag })}
              onValue={(value) => dispatch({ type: 'setValue', rowId: row.id, value })}
              onLevel={(level) => dispatch({ type: 'setKeyLevel', rowId: row.id, level })}
              onDelete={() => deleteRow(row.id)}
              onAdd={() => {
                setFocusRow(state.nextRowId);
                dispatch({ type: 'addRow', afterRowId: row.id });
              }}
              onPickText={() => void pickText(row.id)}
            />
          ))}
        </ul>
      </>
    );
  };

  return (
    <div
      ref={(el) => {
        rootRef.current = el;
      }}
      className={styles.dialog}
      data-expanded={state.expanded}
      data-metadata-dialog=""
      style={{ ...placement(anchor, width, props.side) }}
      onKeyDownCapture={onKeyDownCapture}
    >
      <RACDialog aria-labelledby={titleId} aria-describedby={helpId} className={styles.inner}>
      <div className={styles.header}>
        <Heading slot="title" id={titleId} className={styles.title}>
          {title}
        </Heading>
        <IconButton
          label="Help"
          size="small"
          icon={<CircleHelp />}
          aria-expanded={showHelp}
          onPress={() => setShowHelp((shown) => !shown)}
        />
        {state.expanded ? (
          <IconButton label="Collapse dialog" size="small" icon={<Minimize2 />} onPress={() => dispatch({ type: 'collapse' })} />
        ) : (
          <IconButton label="Expand dialog" size="small" icon={<Maximize2 />} onPress={() => dispatch({ type: 'expand' })} />
        )}
      </div>

      {showHelp ? (
        <div className={styles.help} role="note" aria-label="Help">
          <ul>
            <li>Choose a tag, then type its value or pick it from the list.</li>
            <li>
              Choose <strong>{STUDY_BRANCH_PSEUDO_TAG}</strong>, then a level, to set the study branch from the study tree.
            </li>
            <li>
              <kbd>Shift+Enter</kbd> adds a row; <kbd>Shift+Backspace</kbd> deletes the row.
            </li>
            <li>
              <kbd>Enter</kbd> saves once a value is entered; <kbd>Tab</kbd> moves to the next input.
            </li>
            <li>
              <kbd>Ctrl+Right</kbd> expands and <kbd>Ctrl+Left</kbd> collapses the dialog.
            </li>
            <li>
              <kbd>Esc</kbd> or a click outside closes it; an item without values is deleted.
            </li>
          </ul>
        </div>
      ) : null}

      <div className={styles.body}>
        {state.selectingTextRow !== null ? (
          <div className={styles.overlay} role="status">
            <span>{METADATA_DIALOG_MESSAGES.selectingText}</span>
            <span className={styles.hint}>Select text on the page to use it as the value.</span>
            <Button variant="secondary" size="small" onPress={cancelPick}>
              Cancel
            </Button>
          </div>
        ) : null}

        {tableMode && missingHeaders ? <p className={styles.headerHint}>{METADATA_DIALOG_MESSAGES.headerHint(missingHeaders)}</p> : null}

        {tableMode && headerTags.length > 0 ? (
          <Disclosure title={`Header tags (${headerTags.length})`} headingLevel={3}>
            <ul className={styles.headerTags}>
              {headerTags.map((h, i) => {
                const isOverridden = overridden(h.entry);
                return (
                  <li key={i} className={styles.headerTag} data-overridden={isOverridden || undefined}>
                    <span className={styles.headerSource}>{h.source === 'row' ? 'Row header' : 'Column header'}</span>
                    <span>
                      {h.entry.tag.name}: {h.entry.value === null ? '' : String(h.entry.value)}
                    </span>
                    {isOverridden ? <IconButton label={METADATA_DIALOG_MESSAGES.headerOverridden} size="small" icon={<Info />} /> : null}
                  </li>
                );
              })}
            </ul>
          </Disclosure>
        ) : null}

        {multipleTagGroups && state.tabs.length > 1 ? (
          <Tabs selectedKey={String(state.activeTab)} onSelectionChange={(key) => dispatch({ type: 'setActiveTab', index: Number(key) })}>
            <TabList aria-label="Tag groups">
              {state.tabs.map((tab, i) => (
                <Tab key={tab.group.uuid} id={String(i)}>
                  {tab.group.name}
                </Tab>
              ))}
            </TabList>
            {state.tabs.map((tab, i) => (
              <TabPanel key={tab.group.uuid} id={String(i)}>
                {renderRows(tab)}
              </TabPanel>
            ))}
          </Tabs>
        ) : (
          renderRows(activeTab(state))
        )}

        {tableMode ? (
          <Checkbox isSelected={state.blankTableCell} onChange={(blank) => dispatch({ type: 'setBlankTableCell', blank })}>
            {METADATA_DIALOG_MESSAGES.blankTableCell}
          </Checkbox>
        ) : null}
      </div>

      {state.blockedReason ? (
        <p className={styles.blocked} role="alert">
          {state.blockedReason}
        </p>
      ) : null}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <p id={helpId} className={styles.hint}>
        {METADATA_DIALOG_MESSAGES.dismissHint}
      </p>
      </RACDialog>
    </div>
  );
}

interface MetadataRowProps {
  n: number;
  row: DialogRow;
  /** Which axis the row was carried from, shown under its tag. */
  axisCaption?: string | undefined;
  state: MetadataDialogState;
  disabled: boolean;
  showErrors: boolean;
  canPickText: boolean;
  onTag: (tag: string) => void;
  onValue: (value: string) => void;
  onLevel: (level: KeyPickerLevel) => void;
  onDelete: () => void;
  onAdd: () => void;
  onPickText: () => void;
}

const asItems = (names: readonly string[]) => names.map((name) => ({ id: name, name }));

/** A study key as people read it: its parts, outermost first ('ABC-1 › Part A › Placebo'). */
const keyLabel = (key: string): string => compositeKeyLabel(key, BRANCH_LABEL_SEPARATOR);

/** One row: the tag combobox, the value (typed, or picked from the study keys), its buttons. */
function MetadataRow({ n, row, axisCaption, state, disabled, showErrors, canPickText, onTag, onValue, onLevel, onDelete, onAdd, onPickText }: MetadataRowProps) {
  const error = rowError(state, row.id) ?? undefined;
  const keyRow = isKeyRow(state, row);
  const isPicker = row.tag === STUDY_BRANCH_PSEUDO_TAG;
  const level = keyLevelOfTag(row.tag, row.keyLevel);
  const valueLabel = keyRow ? keyPickerLabel(level === 'unset' ? undefined : level) : 'Value';
  const levels = isPicker ? LEVEL_ITEMS.filter((l) => keyLevelOptions(state, row.id).includes(l.id) || l.id === row.keyLevel) : [];
  return (
    <li className={styles.row} data-row-id={row.id}>
      <ComboBox
        label={<span className={styles.visuallyHidden}>{`Tag ${n}`}</span>}
        items={asItems(tagOptions(state, row.id))}
        maxItems={TAGGING_LIMITS.dropdownItems}
        inputValue={row.tag}
        onInputChange={onTag}
        allowsCustomValue
        menuTrigger="input"
        isDisabled={disabled}
        placeholder="Tag"
        description={axisCaption}
      />
      <div className={styles.valueCell}>
        {isPicker ? (
          <Select
            label={<span className={styles.visuallyHidden}>{`Level ${n}`}</span>}
            items={levels}
            selectedKey={row.keyLevel ?? null}
            onSelectionChange={(key) => key !== null && onLevel(key as KeyPickerLevel)}
            placeholder={KEY_PICKER_LABELS_PLACEHOLDER}
            isDisabled={disabled}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        ) : null}
        <div className={styles.valueLine}>
          {keyRow ? (
            <ComboBox
              key={`${row.tag}-${row.keyLevel ?? ''}`}
              label={<span className={styles.visuallyHidden}>{`${valueLabel} ${n}`}</span>}
              items={keyOptions(state, row.id).map((key) => ({ id: key, name: keyLabel(key) }))}
              maxItems={TAGGING_LIMITS.dropdownItems}
              // Keys show as their parts; the row keeps the key itself.
              inputValue={keyOptions(state, row.id).includes(row.value) ? keyLabel(row.value) : row.value}
              onInputChange={(text) => onValue(keyOptions(state, row.id).find((key) => keyLabel(key) === text) ?? text)}
              allowsCustomValue
              menuTrigger="input"
              isDisabled={disabled}
              errorMessage={error}
              showErrors={showErrors || undefined}
              placeholder={valueLabel}
            />
          ) : (
            <TextField
              label={<span className={styles.visuallyHidden}>{`Value ${n}`}</span>}
              value={row.value}
              onChange={onValue}
              isDisabled={disabled}
              errorMessage={error}
              showErrors={showErrors || undefined}
              placeholder="Value"
            />
          )}
          {canPickText && !keyRow ? (
            <IconButton label={`Select text from page for value ${n}`} size="small" icon={<TextCursorInput />} onPress={onPickText} isDisabled={disabled} />
          ) : null}
        </div>
      </div>
      <div className={styles.rowButtons}>
        <IconButton label={`Add row after row ${n}`} size="small" icon={<Plus />} onPress={onAdd} isDisabled={disabled} />
        <IconButton label={`Delete row ${n}`} size="small" icon={<Trash2 />} onPress={onDelete} isDisabled={disabled} />
      </div>
    </li>
  );
}

const KEY_PICKER_LABELS_PLACEHOLDER = keyPickerLabel(undefined);
