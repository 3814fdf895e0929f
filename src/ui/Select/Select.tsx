import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Select as RACSelect,
  SelectValue,
  Text,
  composeRenderProps,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { FieldShell, fieldStyles } from '../Field/Field';
import { useFieldChrome, type FieldValidationProps } from '../Field/fieldState';
import { Popover } from '../Popover/Popover';
import { popoverStyles } from '../Popover/Popover';
import * as styles from './Select.css';

export { styles as selectStyles };

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'className' | 'children' | 'isInvalid' | 'validationBehavior'>,
    FieldValidationProps {
  /** The visible label; also the trigger's accessible name. */
  label: ReactNode;
  /** Help text under the field, announced as its description. */
  description?: ReactNode;
  /** The options to render with `children` as a function. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Text shown while nothing is chosen. @default 'Select an option' */
  placeholder?: string;
  className?: string;
}

/** A pick-one list behind a button; type-ahead, arrow keys and Enter work while it is closed or open. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  touched,
  showErrors,
  items,
  children,
  placeholder = 'Select an option',
  className,
  onBlur,
  isRequired,
  ...props
}: SelectProps<T>) {
  const { fieldProps, shellProps } = useFieldChrome({ label, description, errorMessage, touched, showErrors, isRequired, onBlur });
  return (
    <RACSelect
      {...props}
      {...fieldProps}
      placeholder={placeholder}
      className={clsx(fieldStyles.field, styles.root, className)}
    >
      <FieldShell {...shellProps}>
        <RACButton className={styles.trigger}>
          <SelectValue className={styles.value} />
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </RACButton>
      </FieldShell>
      <Popover className={popoverStyles.listPopover} placement="bottom start">
        <ListBox items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export interface SelectItemProps<T = object> extends Omit<ListBoxItemProps<T>, 'className' | 'children'> {
  /** The option's label. */
  children: ReactNode;
  /** A second line, read as the option's description. */
  description?: ReactNode;
  className?: string;
}

/** One option of a Select or ComboBox. `textValue` defaults to the label when it is a string. */
export function SelectItem<T extends object>({ children, description, textValue, className, ...props }: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={clsx(styles.listItem, className)}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={styles.itemLabel}>
            <Text slot="label">{content}</Text>
            {description ? (
              <Text slot="description" className={styles.itemDescription}>
                {description}
              </Text>
            ) : null}
          </span>
          {isSelected ? <Check className={styles.check} aria-hidden="true" /> : null}
        </>
      ))}
    </ListBoxItem>
  );
}
