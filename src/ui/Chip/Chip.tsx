import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Tag,
  TagGroup as RACTagGroup,
  TagList,
  type TagGroupProps as RACTagGroupProps,
  type TagListProps,
  type TagProps,
} from 'react-aria-components';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { FieldDescription, FieldLabel } from '../Field/Field';
import { ChipLabel } from './ChipLabel';
import * as styles from './Chip.css';

export { styles as chipStyles };

export interface TagGroupProps<T extends object> extends Omit<RACTagGroupProps, 'className' | 'children'> {
  /** The visible label; also the group's accessible name (else pass `aria-label`). */
  label?: ReactNode;
  /** Help text, read as the group's description. */
  description?: ReactNode;
  /** An error under the chips. */
  errorMessage?: ReactNode;
  /** Chips for `children` as a function. */
  items?: Iterable<T>;
  /** `Chip` elements, or a function of each of `items`. */
  children: TagListProps<T>['children'];
  /** Shown when there are no chips. */
  renderEmptyState?: TagListProps<T>['renderEmptyState'];
  className?: string;
}

/**
 * A set of chips. With `onRemove` every chip gets a remove button and Delete/Backspace removes the
 * focused chip; with `selectionMode` chips toggle like filters. Arrow keys move between chips.
 */
export function TagGroup<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  renderEmptyState,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup {...props} className={clsx(styles.group, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <TagList items={items} className={styles.list} renderEmptyState={renderEmptyState}>
        {children}
      </TagList>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      {errorMessage ? <span className={styles.empty}>{errorMessage}</span> : null}
    </RACTagGroup>
  );
}

export interface ChipProps extends Omit<TagProps, 'className' | 'children' | 'textValue'> {
  /** The chip's full text; also its type-ahead text. */
  children: string;
  /** Cut the visible text to this many characters (50 for file chips, 100 for names); the full text stays available. */
  maxLength?: number;
  /** Something before the text, e.g. an icon (hidden from assistive technology by the caller). */
  prefix?: ReactNode;
  className?: string;
}

/** One chip of a `TagGroup`. */
export function Chip({ children, maxLength, prefix, className, ...props }: ChipProps) {
  return (
    <Tag {...props} textValue={children} className={clsx(styles.chip, className)}>
      {({ allowsRemoving }) => (
        <>
          {prefix}
          <ChipLabel text={children} maxLength={maxLength} />
          {allowsRemoving ? (
            // RAC names it 'Remove' plus the chip's own name.
            <RACButton slot="remove" className={styles.chipButton}>
              <X size={14} aria-hidden="true" />
            </RACButton>
          ) : null}
        </>
      )}
    </Tag>
  );
}
