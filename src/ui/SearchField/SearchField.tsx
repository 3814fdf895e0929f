import { useRef, type ReactNode } from 'react';
import {
  Button as RACButton,
  Group,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { Search, X } from 'lucide-react';
import clsx from 'clsx';
import { FieldShell, fieldStyles } from '../Field/Field';
import { useFieldText } from '../Field/fieldState';
import { useDebouncedCallback } from '../utils/useDebouncedCallback';
import { effectiveQuery } from './searchQuery';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'className' | 'children' | 'onSubmit'> {
  /** The visible label. Give `aria-label` instead when the context names the search (e.g. a table toolbar). */
  label?: ReactNode;
  /** Help text under the field, announced as its description. */
  description?: ReactNode;
  placeholder?: string;
  /**
   * Called with the query to apply, debounced: the trimmed text once it has `minLength` characters,
   * otherwise '' (no filter). Called only when that query changes. Clearing (Escape or the clear
   * button) and Enter call it at once.
   */
  onSearch?: (query: string) => void;
  /** Milliseconds of quiet typing before `onSearch` (the spec uses 200 and 500). @default 200 */
  debounceMs?: number;
  /** Characters needed before the text applies: 2 for 'at least 2', 3 for 'more than 2'. @default 1 */
  minLength?: number;
  /** Shows a busy indicator inside the field while results load. @default false */
  isLoading?: boolean;
  className?: string;
}

/**
 * A search box (role searchbox) with a clear button, debounced `onSearch` and a minimum length.
 * Escape clears it, Enter searches at once.
 */
export function SearchField({
  label,
  description,
  placeholder,
  onSearch,
  debounceMs = 200,
  minLength = 1,
  isLoading = false,
  className,
  value,
  defaultValue,
  onChange,
  onClear,
  ...props
}: SearchFieldProps) {
  const [currentValue, change] = useFieldText(value, defaultValue, onChange);
  const lastQuery = useRef(effectiveQuery(currentValue, minLength));

  const emit = (text: string) => {
    const query = effectiveQuery(text, minLength);
    if (query === lastQuery.current) return;
    lastQuery.current = query;
    onSearch?.(query);
  };
  const debouncedEmit = useDebouncedCallback(emit, debounceMs);

  return (
    <RACSearchField
      {...props}
      className={clsx(fieldStyles.field, styles.root, className)}
      value={currentValue}
      onChange={(next) => {
        change(next);
        debouncedEmit(next);
      }}
      onSubmit={(text) => {
        debouncedEmit.cancel();
        emit(text);
      }}
      onClear={() => {
        debouncedEmit.cancel();
        emit('');
        onClear?.();
      }}
    >
      <FieldShell label={label || undefined} description={description}>
        <Group className={fieldStyles.inputGroup}>
          <Search className={fieldStyles.leadingIcon} aria-hidden="true" />
          <Input className={clsx(fieldStyles.input, fieldStyles.inputAfterIcon, styles.input)} placeholder={placeholder} />
          {isLoading ? <span className={fieldStyles.inputSpinner} role="progressbar" aria-label="Searching" /> : null}
          <RACButton className={clsx(styles.clearButton, styles.hiddenWhenEmpty)} aria-label="Clear search">
            <X size={16} aria-hidden="true" />
          </RACButton>
        </Group>
      </FieldShell>
    </RACSearchField>
  );
}
