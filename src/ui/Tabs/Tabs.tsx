import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<RACTabsProps, 'className'> {
  className?: string;
}

/** Tabs with panels; arrow keys move between tabs, selection follows focus unless `keyboardActivation="manual"`. */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={clsx(styles.tabs, className)} />;
}

export interface TabListProps<T> extends Omit<RACTabListProps<T>, 'className'> {
  className?: string;
}

/** The row of tabs; needs an `aria-label` when no heading names it. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={clsx(styles.tabList, className)} />;
}

export interface TabProps extends Omit<RACTabProps, 'className'> {
  className?: string;
}

export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={clsx(styles.tab, className)} />;
}

export interface TabPanelProps extends Omit<RACTabPanelProps, 'className'> {
  className?: string;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={clsx(styles.tabPanel, className)} />;
}
