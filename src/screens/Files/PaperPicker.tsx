import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ComboBox as RACComboBox, Group, Input, ListBox, type Key } from 'react-aria-components';
import { Search } from 'lucide-react';
import { ChipLabel, MULTI_SELECT_HINT, popoverStyles, Popover, SelectItem, selectStyles, effectiveQuery, useDebouncedCallback, TRUNCATE_NAME } from '../../ui';
import { markEscape } from '../../ui/ComboBox/ComboBox';
import { FieldDescription, FieldErrorMessage, FieldFooter, FieldLabel, fieldStyles } from '../../ui/Field/Field';

/** A paper as the picker lists it. */
export interface PaperOption {
  uuid: string;
  name: string;
  doi?: string | null;
  pmid?: string | null;
  pmcid?: string | null;
}

export const PAPER_PICKER_MESSAGES = {
  label: 'Search for a paper',
  hint: MULTI_SELECT_HINT,
  empty: 'No results',
  unnamed: 'Unnamed paper',
} as const;

/** The spec's paper search: 2 characters or more, 500 ms after the last key. */
export const PAPER_SEARCH_MIN_LENGTH = 2;
export const PAPER_SEARCH_DEBOUNCE_MS = 500;

/** A paper's name as the picker shows it; a paper without one is 'Unnamed paper'. */
export const paperOptionLabel = (paper: PaperOption) => paper.name || PAPER_PICKER_MESSAGES.unnamed;

/** The identifiers under a paper's name, so papers of one name can be told apart. */
function identifiers(paper: PaperOption): string | undefined {
  const parts = [paper.doi && `DOI ${paper.doi}`, paper.pmid && `PMID ${paper.pmid}`, paper.pmcid && `PMCID ${paper.pmcid}`].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}

export interface PaperPickerProps {
  /** The chosen paper, or null. */
  value: PaperOption | null;
  /** Called with the chosen paper, or null when the user types a new search over it. */
  onChange: (paper: PaperOption | null) => void;
  /** Finds papers for the typed text (2 characters or more); the signal aborts when a newer search starts. */
  onSearch: (text: string, signal: AbortSignal) => Promise<readonly PaperOption[]>;
  /** Shown under the field instead of the hint, e.g. when no paper is chosen. */
  errorMessage?: string;
  /** @default false */
  isDisabled?: boolean;
  /** Moves focus into the field when it appears. @default false */
  autoFocus?: boolean;
}

/**
 * 'Search for a paper': search-as-you-type single choice. The server answers the search, so the
 * list shows what it found (matches by identifier included) without filtering it again.
 */
export function PaperPicker({ value, onChange, onSearch, errorMessage, isDisabled = false, autoFocus = false }: PaperPickerProps) {
  const m = PAPER_PICKER_MESSAGES;
  const [text, setText] = useState(value ? paperOptionLabel(value) : '');
  const [results, setResults] = useState<readonly PaperOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState('');
  const inFlight = useRef<AbortController | null>(null);
  const isEscaping = useRef(false);
  // The text a choice puts in the field is the chosen paper's name, not a new search.
  const chosenText = useRef<string | null>(value ? paperOptionLabel(value) : null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const runSearch = (query: string) => {
    inFlight.current?.abort();
    inFlight.current = null;
    if (query === '') {
      setResults([]);
      setLoading(false);
      setSearched('');
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    const settle = (found: readonly PaperOption[]) => {
      if (inFlight.current !== controller) return;
      inFlight.current = null;
      setResults(found);
      setSearched(query);
      setLoading(false);
    };
    onSearch(query, controller.signal).then(settle, () => settle([]));
  };
  const debouncedSearch = useDebouncedCallback(runSearch, PAPER_SEARCH_DEBOUNCE_MS);

  const query = effectiveQuery(text, PAPER_SEARCH_MIN_LENGTH);
  // The chosen paper stays in the list, so the combo box can show it as selected.
  const items = value && !results.some((p) => p.uuid === value.uuid) ? [value, ...results] : results;
  const isAwaiting = loading || query !== searched;
  const isInvalid = Boolean(errorMessage);

  // Escape puts the text back to the chosen paper's (or empties it), so the list stays closed and a
  // second Escape reaches the dialog. Leaving the field keeps what was typed.
  const [closedByEscape, setClosedByEscape] = useState(false);
  const putBackChosenText = () => {
    const label = value ? paperOptionLabel(value) : '';
    if (text === label) return;
    setClosedByEscape(true);
    chosenText.current = value ? label : null;
    setText(label);
    debouncedSearch.cancel();
    runSearch('');
  };

  const choose = (key: Key | null) => {
    if (key === null) {
      if (isEscaping.current) putBackChosenText();
      return;
    }
    const paper = items.find((p) => p.uuid === key);
    if (!paper) return;
    // With both the text and the selection controlled, the field's text is ours to set.
    chosenText.current = paperOptionLabel(paper);
    onChange(paper);
    setText(chosenText.current);
    debouncedSearch.cancel();
  };

  return (
    <RACComboBox<PaperOption>
      className={fieldStyles.field}
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (next !== '') setClosedByEscape(false);
        if (next === chosenText.current) return;
        chosenText.current = null;
        if (value) onChange(null);
        debouncedSearch(effectiveQuery(next, PAPER_SEARCH_MIN_LENGTH));
      }}
      selectedKey={value?.uuid ?? null}
      onSelectionChange={choose}
      menuTrigger="input"
      // Allowed (a list closed for being empty would reopen by itself after a choice), except right after
      // Escape emptied the field: the list it closed stays closed.
      allowsEmptyCollection={!closedByEscape}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      validationBehavior="aria"
      autoFocus={autoFocus}
    >
      <FieldLabel>{m.label}</FieldLabel>
      <Group className={fieldStyles.inputGroup} isInvalid={isInvalid} isDisabled={isDisabled} onKeyDownCapture={(event: KeyboardEvent) => {
          markEscape(isEscaping, event);
          // After RAC has seen the Escape with the typed text, so this Escape closes the list and not the dialog.
          if (event.key === 'Escape') queueMicrotask(putBackChosenText);
        }}
      >
        <Search className={fieldStyles.leadingIcon} aria-hidden="true" />
        <Input className={`${fieldStyles.input} ${fieldStyles.inputAfterIcon}`} />
        {loading ? <span className={fieldStyles.inputSpinner} role="progressbar" aria-label="Searching" /> : null}
      </Group>
      <FieldFooter>{isInvalid ? <FieldErrorMessage>{errorMessage}</FieldErrorMessage> : <FieldDescription>{m.hint}</FieldDescription>}</FieldFooter>
      <Popover className={popoverStyles.listPopover} placement="bottom start" boundary="dialog">
        <ListBox<PaperOption> className={selectStyles.listBox} renderEmptyState={() => <div className={selectStyles.emptyState}>{query === '' ? m.hint : isAwaiting ? 'Searching…' : m.empty}</div>}>
          {(paper) => (
            <SelectItem id={paper.uuid} textValue={paperOptionLabel(paper)} description={identifiers(paper)}>
              <ChipLabel text={paperOptionLabel(paper)} maxLength={TRUNCATE_NAME} />
            </SelectItem>
          )}
        </ListBox>
      </Popover>

    </RACComboBox>
  );
}
