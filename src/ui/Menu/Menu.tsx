import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  Collection,
  Header,
  Keyboard,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger,
  Separator,
  Text,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { IconButton, type IconButtonVariant } from '../IconButton/IconButton';
import { Popover } from '../Popover/Popover';
import type { PopoverProps } from '../Popover/Popover';
import * as styles from './Menu.css';

type IconElement = ReactElement<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

export const menuItemTones = ['default', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

function withIconClass(icon: IconElement | undefined) {
  return isValidElement(icon)
    ? cloneElement(icon, { className: clsx(styles.itemIcon, icon.props.className), 'aria-hidden': true })
    : null;
}

export interface MenuProps<T> extends Omit<RACMenuProps<T>, 'className'> {
  className?: string;
}

/** A list of actions, navigated by arrow keys and typeahead. Usually opened by a `MenuButton`. */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return <RACMenu {...props} className={clsx(styles.menu, className)} />;
}

export interface MenuItemProps<T = object> extends Omit<RACMenuItemProps<T>, 'className' | 'children'> {
  /** The item's label. */
  children: ReactNode;
  /** An icon before the label. */
  icon?: IconElement;
  /** A second line under the label, read as the item's description. */
  description?: ReactNode;
  /** A keyboard shortcut shown at the end, e.g. '⌘S'. */
  shortcut?: string;
  /** `danger` for destructive actions such as Delete. @default 'default' */
  tone?: MenuItemTone;
  className?: string;
}

/** One action of a menu. `textValue` defaults to the label when it is a string (used by typeahead). */
export function MenuItem<T extends object>({
  children,
  icon,
  description,
  shortcut,
  tone = 'default',
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-tone={tone}
      className={clsx(styles.item, className)}
    >
      {composeRenderProps(children, () => (
        <>
          {withIconClass(icon)}
          <span className={styles.itemLabel}>
            <Text slot="label">{children}</Text>
            {description ? (
              <Text slot="description" className={styles.itemDescription}>
                {description}
              </Text>
            ) : null}
          </span>
          {shortcut ? <Keyboard className={styles.shortcut}>{shortcut}</Keyboard> : null}
        </>
      ))}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'className'> {
  /** A visible heading that also names the group for assistive technology. */
  title?: string;
  className?: string;
}

/** A named group of items. */
export function MenuSection<T extends object>({ title, children, items, className, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={className}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export interface MenuButtonProps<T> extends Omit<MenuTriggerProps, 'children'>, Pick<RACMenuProps<T>, 'items' | 'onAction' | 'disabledKeys' | 'selectionMode' | 'selectedKeys' | 'onSelectionChange'> {
  /** The trigger's label: visible text, or the accessible name and tooltip when `icon` is given without `showLabel`. */
  label: string;
  /** An icon trigger, e.g. `<MoreVertical />` for a row's actions. */
  icon?: IconElement;
  /** Show the label next to the icon instead of making an icon-only trigger. @default false */
  showLabel?: boolean;
  /** Trigger variant. @default 'secondary' (text) or 'quiet' (icon-only) */
  variant?: ButtonVariant & IconButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
  /** Where the menu opens. @default 'bottom start' */
  placement?: PopoverProps['placement'];
  /** Disables the trigger. @default false */
  isDisabled?: boolean;
  /** Menu items, sections and separators, or a render function with `items`. */
  children: RACMenuProps<T>['children'];
}

/** A button that opens a menu of actions. Arrow keys open it from the keyboard, Escape closes it and returns focus. */
export function MenuButton<T extends object>({
  label,
  icon,
  showLabel = false,
  variant,
  size = 'medium',
  placement = 'bottom start',
  isDisabled,
  children,
  items,
  onAction,
  disabledKeys,
  selectionMode,
  selectedKeys,
  onSelectionChange,
  ...triggerProps
}: MenuButtonProps<T>) {
  const iconOnly = icon != null && !showLabel;
  return (
    <MenuTrigger {...triggerProps}>
      {iconOnly ? (
        <IconButton label={label} icon={icon} variant={variant ?? 'quiet'} size={size} isDisabled={isDisabled} />
      ) : (
        <Button variant={variant ?? 'secondary'} size={size} isDisabled={isDisabled}>
          {withIconClass(icon)}
          {label}
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </Button>
      )}
      <Popover placement={placement}>
        <Menu
          items={items}
          onAction={onAction}
          disabledKeys={disabledKeys}
          selectionMode={selectionMode}
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
        >
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
