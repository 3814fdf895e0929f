import {
  Group,
  Separator,
  Toolbar as RACToolbar,
  type GroupProps,
  type ToolbarProps as RACToolbarProps,
} from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './Toolbar.css';

export interface ToolbarProps extends Omit<RACToolbarProps, 'className'> {
  className?: string;
}

/**
 * A row of controls reached with one Tab stop; arrow keys move between them.
 * Needs an `aria-label` (e.g. 'Paper actions').
 */
export function Toolbar({ className, ...props }: ToolbarProps) {
  return <RACToolbar {...props} className={clsx(styles.toolbar, className)} />;
}

export interface ToolbarGroupProps extends Omit<GroupProps, 'className'> {
  className?: string;
}

/** Related controls within a toolbar; give it an `aria-label`. */
export function ToolbarGroup({ className, ...props }: ToolbarGroupProps) {
  return <Group {...props} className={clsx(styles.group, className)} />;
}

/** A divider between groups; it takes the toolbar's opposite orientation. */
export function ToolbarSeparator({ orientation = 'vertical' }: { /** @default 'vertical' */ orientation?: 'horizontal' | 'vertical' }) {
  return <Separator orientation={orientation} className={styles.separator} />;
}
