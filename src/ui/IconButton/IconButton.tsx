import { cloneElement, isValidElement, type ReactElement } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import clsx from 'clsx';
import { Tooltip, type TooltipPlacement } from '../Tooltip/Tooltip';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['quiet', 'secondary', 'primary', 'danger'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export const iconButtonSizes = ['medium', 'small'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<RACButtonProps, 'className' | 'children' | 'aria-label'> {
  /** The accessible name of the button, also shown as its tooltip. */
  label: string;
  /** The icon, e.g. `<Trash2 />` from lucide-react. It is hidden from assistive technology. */
  icon: ReactElement<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** @default 'quiet' */
  variant?: IconButtonVariant;
  /** @default 'medium' */
  size?: IconButtonSize;
  /** Where the label tooltip appears. @default 'top' */
  tooltipPlacement?: TooltipPlacement;
  /** Whether the label is also shown as a tooltip on hover and keyboard focus. @default true */
  showTooltip?: boolean;
  /** Extra class names, merged after the variant's. */
  className?: string;
}

/** A button that shows only an icon; its label is its accessible name and its tooltip. */
export function IconButton({
  label,
  icon,
  variant = 'quiet',
  size = 'medium',
  tooltipPlacement = 'top',
  showTooltip = true,
  className,
  ...props
}: IconButtonProps) {
  const glyph = isValidElement(icon)
    ? cloneElement(icon, { className: clsx(styles.icon, icon.props.className), 'aria-hidden': true })
    : icon;
  const button = (
    <RACButton
      {...props}
      aria-label={label}
      data-variant={variant}
      className={clsx(styles.base, styles.variants[variant], styles.sizes[size], className)}
    >
      {glyph}
    </RACButton>
  );
  return (
    <Tooltip content={label} placement={tooltipPlacement} isDisabled={!showTooltip}>
      {button}
    </Tooltip>
  );
}
