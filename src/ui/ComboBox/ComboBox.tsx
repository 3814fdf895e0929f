import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Group,
  Input,
  ListBox,
  useFilter,
  type ComboBoxProps as RACComboBoxProps,
  type Key,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { FieldShell, fieldStyles } from '../Field/Field';
import { useFieldChrome, useFieldText, type FieldValidationProps } from '../Field/fieldState';
import { Popover, popoverStyles } from '../Popover/Popover';
import { SelectItem, selectStyles } from '../Select/Select';
import { comboBoxItems } from './comboBoxItems';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object>
  extends Omit<
    RACComboBoxProps<T>,
    'className' | 'children' | 'items' | 'defaultItems' | 'isInvalid' | 'validationBehavior' | 'menuTrigger' | 'allowsEmptyCollection'
  >,
    FieldValidationProps {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** Help text under the field, announced as its description. */
  description?: ReactNode;
  /** Every option; the combo box filters them by the typed text. */
  items: readonly T[];
  /** The option's key. @default item.id */
  getKey?: (item: T) => Key;
  /** The option's text, used for display, filtering and type-ahead. @default item.name */
  getLabel?: (item: T) => string;
  /** Renders an option's content; defaults to its label. */
  renderItem?: (item: T) => ReactNode;
  /** At most this many options are listed (the editor shows 20); a note says how many more match. */
  maxItems?: number;
  /** Characters typed before the list opens; with 0 a button opens the full list. @default 0 */
  minChars?: number;
  /** What opens the list: 'input' keeps it closed on focus (rows of inputs walked with Tab). @default minChars > 0 ? 'input' : 'focus' */
  menuTrigger?: 'focus' | 'input' | 'manual';
  /** Shown in the open list when nothing matches. @default 'No results' */
  emptyText?: string;
  placeholder?: string;
  className?: string;
}

/** Notes, for the rest of this key press only, that it is Escape: RAC reverts the selection while handling it. */
export function markEscape(flag: { current: boolean }, event: KeyboardEvent) {
  flag.current = event.key === 'Escape';
  queueMicrotask(() => {
    flag.current = false;
  });
}

const defaultGetKey = (item: object) => (item as { id: Key }).id;
const defaultGetLabel = (item: object) => String((item as { name?: unknown }).name ?? '');

/**
 * A text input with a filtered list of options. RAC drives the listbox (virtual focus, arrow
 * keys, Enter, Escape); this wrapper adds the minimum length before it opens and a cap on shown items.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  touched,
  showErrors,
  items,
  getKey = defaultGetKey,
  getLabel = defaultGetLabel,
  renderItem,
  maxItems,
  minChars = 0,
  menuTrigger,
  emptyText = 'No results',
  placeholder,
  className,
  inputValue,
  defaultInputValue,
  onInputChange,
  onOpenChange,
  onSelectionChange,
  onBlur,
  isRequired,
  isDisabled,
  ...props
}: ComboBoxProps<T>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const [text, changeText] = useFieldText(inputValue, defaultInputValue, onInputChange);
  const [showAll, setShowAll] = useState(false);
  const { fieldProps, shellProps } = useFieldChrome({ label, description, errorMessage, touched, showErrors, isRequired, onBlur });
  const { isInvalid } = fieldProps;
  const isEscaping = useRef(false);

  // Escape puts back the chosen item's label (or empties the field), else the typed text would keep the
  // list open and Escape would never reach the dialog.
  const putBackLabel = (key: Key | null | undefined) => {
    const chosen = key == null ? undefined : items.find((item) => getKey(item) === key);
    const label = chosen ? getLabel(chosen) : '';
    if (label !== text) changeText(label);
  };

  const shown = useMemo(
    () => comboBoxItems(items, text, { matches: (item, q) => contains(getLabel(item), q), maxItems, minChars, showAll }),
    [items, text, contains, getLabel, maxItems, minChars, showAll],
  );

  return (
    <RACComboBox
      {...props}
      {...fieldProps}
      className={clsx(fieldStyles.field, styles.root, className)}
      items={shown.items}
      inputValue={text}
      onInputChange={(next) => {
        changeText(next);
        setShowAll(false);
      }}
      onSelectionChange={(key) => {
        // RAC leaves the text to its owner when it is controlled, as it is here. A choice shows the item's label.
        if (inputValue === undefined && !props.allowsCustomValue && (key !== null || isEscaping.current)) putBackLabel(key);
        onSelectionChange?.(key);
      }}
      onOpenChange={(isOpen, trigger) => {
        // Opening by the button or arrow key lists everything, not just what matches the current text.
        if (isOpen) setShowAll(trigger === 'manual');
        onOpenChange?.(isOpen, trigger);
      }}
      menuTrigger={menuTrigger ?? (minChars > 0 ? 'input' : 'focus')}
      allowsEmptyCollection={shown.canOpen}
      isDisabled={isDisabled}
    >
      <FieldShell {...shellProps}>
        <Group className={fieldStyles.inputGroup} isInvalid={isInvalid} isDisabled={isDisabled} onKeyDownCapture={(event: KeyboardEvent) => {
            markEscape(isEscaping, event);
            // After RAC has seen the Escape with the typed text, so this Escape closes the list and not the dialog.
            if (event.key === 'Escape' && inputValue === undefined && !props.allowsCustomValue) queueMicrotask(() => putBackLabel(props.selectedKey));
          }}
        >
          <Input className={fieldStyles.input} placeholder={placeholder} />
          {minChars === 0 ? (
            <RACButton className={styles.toggle}>
              <ChevronDown size={16} aria-hidden="true" />
            </RACButton>
          ) : null}
        </Group>
      </FieldShell>
      <Popover className={popoverStyles.listPopover} placement="bottom start" boundary="dialog">
        <ListBox<T>
          className={selectStyles.listBox}
          renderEmptyState={() => <div className={selectStyles.emptyState}>{emptyText}</div>}
        >
          {(item) => (
            <SelectItem id={getKey(item)} textValue={getLabel(item)}>
              {renderItem ? renderItem(item) : getLabel(item)}
            </SelectItem>
          )}
        </ListBox>
        {shown.hiddenCount > 0 ? (
          <div className={styles.more}>
            {shown.hiddenCount} more {shown.hiddenCount === 1 ? 'match' : 'matches'}: keep typing to narrow the list
          </div>
        ) : null}
      </Popover>
    </RACComboBox>
  );
}
