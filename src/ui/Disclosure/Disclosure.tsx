import { Children, isValidElement, useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureProps as RACDisclosureProps,
  type Key,
} from 'react-aria-components';
import { ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../Button/Button';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children' | 'className'> {
  /** Key within a group, used by 'Expand all'. */
  id?: Key;
  /** The always-visible header text; it is the expand/collapse button. */
  title: ReactNode;
  /** Controls beside the title (they sit outside the toggle button), e.g. an 'Add Synonym' icon button. */
  headerActions?: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The panel's content. */
  children?: ReactNode;
  className?: string;
}

/** One expansion panel: a heading button that shows and hides its content. */
export function Disclosure({ title, headerActions, headingLevel = 3, children, className, ...props }: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={clsx(styles.disclosure, className)}>
      <div className={styles.header}>
        <Heading level={headingLevel} className={styles.heading}>
          <RACButton slot="trigger" className={styles.trigger}>
            <ChevronRight className={styles.chevron} size={18} aria-hidden="true" />
            {title}
          </RACButton>
        </Heading>
        {headerActions}
      </div>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </RACDisclosure>
  );
}

export interface DisclosureGroupProps {
  /** `Disclosure` panels, each with an `id`. */
  children: ReactNode;
  /** Expanded panels (controlled). */
  expandedKeys?: Iterable<Key>;
  /** Initially expanded panels. @default none */
  defaultExpandedKeys?: Iterable<Key>;
  onExpandedChange?: (keys: Set<Key>) => void;
  /** Show 'Expand all' and 'Collapse all'. @default true */
  showExpandAll?: boolean;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

/** A set of expansion panels, any number open at once, with 'Expand all' and 'Collapse all'. */
export function DisclosureGroup({
  children,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  showExpandAll = true,
  isDisabled = false,
  className,
}: DisclosureGroupProps) {
  const [ownKeys, setOwnKeys] = useState<Set<Key>>(() => new Set(defaultExpandedKeys ?? []));
  const current = expandedKeys ? new Set(expandedKeys) : ownKeys;
  const allKeys = Children.toArray(children).flatMap((child) =>
    isValidElement<{ id?: Key }>(child) && child.props.id !== undefined ? [child.props.id] : [],
  );
  const change = (keys: Set<Key>) => {
    setOwnKeys(keys);
    onExpandedChange?.(keys);
  };
  const allExpanded = allKeys.length > 0 && allKeys.every((key) => current.has(key));
  return (
    <div className={clsx(styles.group, className)}>
      {showExpandAll ? (
        <div className={styles.groupControls}>
          <Button variant="quiet" size="small" isDisabled={isDisabled || allExpanded} onPress={() => change(new Set(allKeys))}>
            Expand all
          </Button>
          <Button variant="quiet" size="small" isDisabled={isDisabled || current.size === 0} onPress={() => change(new Set())}>
            Collapse all
          </Button>
        </div>
      ) : null}
      <RACDisclosureGroup
        allowsMultipleExpanded
        expandedKeys={current}
        onExpandedChange={change}
        isDisabled={isDisabled}
        className={styles.panels}
      >
        {children}
      </RACDisclosureGroup>
    </div>
  );
}
