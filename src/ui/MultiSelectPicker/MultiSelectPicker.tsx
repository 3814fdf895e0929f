import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  DropIndicator,
  GridList,
  GridListItem,
  Group,
  Input,
  ListBox,
  useDragAndDrop,
  type Key,
} from 'react-aria-components';
import { GripVertical, Search, X } from 'lucide-react';
import clsx from 'clsx';
import { ChipLabel } from '../Chip/ChipLabel';
import { chipStyles } from '../Chip/Chip';
import { FieldDescription, FieldErrorMessage, FieldFooter, FieldLabel, fieldStyles } from '../Field/Field';
import { Popover, popoverStyles } from '../Popover/Popover';
import { effectiveQuery } from '../SearchField/searchQuery';
import { SelectItem, selectStyles } from '../Select/Select';
import { TRUNCATE_NAME } from '../utils/truncate';
import { useDebouncedCallback } from '../utils/useDebouncedCallback';
import { reorder } from './reorder';
import * as styles from './MultiSelectPicker.css';

/** The spec's hint under an empty picker. */
export const MULTI_SELECT_HINT = 'Type in keywords to begin searching';

export interface MultiSelectPickerProps<T extends object> {
  /** The visible label; names the search input and, as 'Selected …', the chip list. */
  label: string;
  /** The chosen items, in order. */
  value: readonly T[];
  /** Called with the new list after adding, removing or reordering. */
  onChange: (next: T[]) => void;
  /**
   * Finds items for the typed text. Called debounced, only for text of at least `minLength`
   * characters; the signal aborts when a newer search starts, and late answers are ignored anyway.
   * This is the easy path for screens: pass through a loader from the app.
   */
  onSearch?: (text: string, signal: AbortSignal) => Promise<readonly T[]>;
  /** Controlled results instead of `onSearch`: pair with `isLoading` and `onSearchTextChange`. */
  items?: readonly T[];
  /** Controlled loading flag for `items`. @default false */
  isLoading?: boolean;
  /** Called (debounced, with the applied query: '' below `minLength`) when the search text changes. */
  onSearchTextChange?: (query: string) => void;
  /** The item's key. @default item.id */
  getKey?: (item: T) => Key;
  /** The item's full name. @default item.name */
  getLabel?: (item: T) => string;
  /** Debounce of the search, in ms. @default 200 */
  debounceMs?: number;
  /** Characters needed before searching. @default 1 */
  minLength?: number;
  /** Names longer than this are cut in chips and results (100 for names, 50 for files); the full name stays available. @default 100 */
  maxLabelLength?: number;
  /** Chips can be reordered by drag, or by keyboard through their drag handle. @default false */
  reorderable?: boolean;
  /** Hint under the input. @default 'Type in keywords to begin searching' */
  hint?: ReactNode;
  /** Shown in the list when a search finds nothing. @default 'No results' */
  emptyText?: string;
  /** An error under the input (e.g. 'Permissions failed to load'). */
  errorMessage?: string;
  placeholder?: string;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

const defaultGetKey = (item: object) => (item as { id: Key }).id;
const defaultGetLabel = (item: object) => String((item as { name?: unknown }).name ?? '');

/**
 * Search-as-you-type multiple choice with removable chips. The input is a RAC ComboBox (virtual
 * focus, arrow keys, Enter adds); the chips are a RAC GridList whose drag and drop also works by
 * keyboard. Delete or Backspace removes the focused chip.
 */
export function MultiSelectPicker<T extends object>({
  label,
  value,
  onChange,
  onSearch,
  items: controlledItems,
  isLoading: controlledLoading = false,
  onSearchTextChange,
  getKey = defaultGetKey,
  getLabel = defaultGetLabel,
  debounceMs = 200,
  minLength = 1,
  maxLabelLength = TRUNCATE_NAME,
  reorderable = false,
  hint = MULTI_SELECT_HINT,
  emptyText = 'No results',
  errorMessage,
  placeholder,
  isDisabled = false,
  className,
}: MultiSelectPickerProps<T>) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<readonly T[]>([]);
  const [loading, setLoading] = useState(false);
  const [searchedQuery, setSearchedQuery] = useState('');
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const runSearch = (query: string) => {
    onSearchTextChange?.(query);
    inFlight.current?.abort();
    inFlight.current = null;
    if (!onSearch || query === '') {
      setResults([]);
      setLoading(false);
      setSearchedQuery(query);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    onSearch(query, controller.signal).then(
      (found) => {
        if (inFlight.current !== controller) return;
        inFlight.current = null;
        setResults(found);
        setSearchedQuery(query);
        setLoading(false);
      },
      () => {
        if (inFlight.current !== controller) return;
        inFlight.current = null;
        setResults([]);
        setSearchedQuery(query);
        setLoading(false);
      },
    );
  };
  const debouncedSearch = useDebouncedCallback(runSearch, debounceMs);

  const chosen = new Set(value.map(getKey));
  const available = (controlledItems ?? results).filter((item) => !chosen.has(getKey(item)));
  const isLoading = controlledItems ? controlledLoading : loading;
  const query = effectiveQuery(text, minLength);
  // Until the search for the current text answers, the open list says 'Searching…' rather than a premature 'No results'.
  const isAwaiting = isLoading || (!controlledItems && query !== searchedQuery);

  // RAC caches rendered chips by item, so their handlers may be older than this render: read the latest list.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  const clearSearch = () => {
    setText('');
    debouncedSearch.cancel();
    runSearch('');
  };
  // A null key is the combo box reverting (Escape, or leaving with unmatched text): clear the search.
  const add = (key: Key | null) => {
    const item = key == null ? undefined : available.find((candidate) => getKey(candidate) === key);
    if (item) latest.current.onChange([...latest.current.value, item]);
    clearSearch();
  };
  const remove = (key: Key) => latest.current.onChange(latest.current.value.filter((item) => getKey(item) !== key));

  const { dragAndDropHooks } = useDragAndDrop<T>({
    getItems: (keys) => [...keys].map((key) => {
      const item = latest.current.value.find((candidate) => getKey(candidate) === key);
      return { 'text/plain': item ? getLabel(item) : String(key) };
    }),
    getAllowedDropOperations: () => ['move'],
    onReorder: (event) => {
      if (event.target.dropPosition === 'on') return;
      latest.current.onChange(reorder(latest.current.value, getKey, event.keys, event.target.key, event.target.dropPosition));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
    isDisabled: !reorderable || isDisabled,
  });

  const isInvalid = Boolean(errorMessage);

  return (
    <div className={clsx(styles.root, className)}>
      <RACComboBox<T>
        className={fieldStyles.field}
        items={available}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          debouncedSearch(effectiveQuery(next, minLength));
        }}
        selectedKey={null}
        onSelectionChange={add}
        menuTrigger="input"
        allowsEmptyCollection={query !== ''}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        validationBehavior="aria"
      >
        <FieldLabel>{label}</FieldLabel>
        <Group className={fieldStyles.inputGroup} isInvalid={isInvalid} isDisabled={isDisabled}>
          <Search className={fieldStyles.leadingIcon} aria-hidden="true" />
          <Input className={clsx(fieldStyles.input, fieldStyles.inputAfterIcon)} placeholder={placeholder} />
          {isLoading ? <span className={fieldStyles.inputSpinner} role="progressbar" aria-label="Searching" /> : null}
        </Group>
        <FieldFooter>
          {isInvalid ? <FieldErrorMessage>{errorMessage}</FieldErrorMessage> : <FieldDescription>{hint}</FieldDescription>}
        </FieldFooter>
        <Popover className={popoverStyles.listPopover} placement="bottom start">
          <ListBox<T>
            className={selectStyles.listBox}
            renderEmptyState={() => <div className={selectStyles.emptyState}>{isAwaiting ? 'Searching…' : emptyText}</div>}
          >
            {(item) => (
              <SelectItem id={getKey(item)} textValue={getLabel(item)}>
                <ChipLabel text={getLabel(item)} maxLength={maxLabelLength} />
              </SelectItem>
            )}
          </ListBox>
        </Popover>
      </RACComboBox>
      {value.length > 0 ? (
        // React Aria stops key events inside the grid, so Delete on a chip is caught on the way down.
        <div
          onKeyDownCapture={(event) => {
            if (isDisabled || (event.key !== 'Delete' && event.key !== 'Backspace')) return;
            const row = (event.target as HTMLElement).closest('[role=row]');
            const key = row?.querySelector('[data-chip-key]')?.getAttribute('data-chip-key');
            const item = latest.current.value.find((candidate) => String(getKey(candidate)) === key);
            if (!item) return;
            event.preventDefault();
            remove(getKey(item));
          }}
        >
        <GridList<T>
          aria-label={`Selected ${label}`}
          items={value}
          dependencies={[isDisabled, reorderable, maxLabelLength]}
          layout="grid"
          className={styles.chips}
          dragAndDropHooks={reorderable && !isDisabled ? dragAndDropHooks : undefined}
          disabledBehavior="selection"
        >
          {(item) => {
            const name = getLabel(item);
            return (
              <GridListItem
                id={getKey(item)}
                textValue={name}
                className={chipStyles.chip}
                data-removable
              >
                {reorderable && !isDisabled ? (
                  <RACButton slot="drag" className={chipStyles.dragHandle}>
                    <GripVertical size={14} aria-hidden="true" />
                  </RACButton>
                ) : null}
                <span data-chip-key={String(getKey(item))} style={{ display: 'contents' }}>
                  <ChipLabel text={name} maxLength={maxLabelLength} />
                </span>
                <RACButton
                  className={chipStyles.chipButton}
                  aria-label={`Remove ${name}`}
                  isDisabled={isDisabled}
                  onPress={() => remove(getKey(item))}
                >
                  <X size={14} aria-hidden="true" />
                </RACButton>
              </GridListItem>
            );
          }}
        </GridList>
        </div>
      ) : null}
    </div>
  );
}
