import { cloneElement, isValidElement, type ReactElement } from 'react';
import {
  ToggleButton as RACToggleButton,
  composeRenderProps,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './ToggleButton.css';

export const toggleButtonSizes = ['medium', 'small'] as const;
export type ToggleButtonSize = (typeof toggleButtonSizes)[number];

export interface ToggleButtonProps extends Omit<RACToggleButtonProps, 'className'> {
  /** An icon before the label, hidden from assistive technology. */
  icon?: ReactElement<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** @default 'medium' */
  size?: ToggleButtonSize;
  /** Extra class names. */
  className?: string;
}

/**
 * A button that stays pressed: announced as a toggle (aria-pressed). For an icon-only toggle,
 * omit children and pass `aria-label`.
 */
export function ToggleButton({ icon, size = 'medium', className, children, ...props }: ToggleButtonProps) {
  const glyph = isValidElement(icon)
    ? cloneElement(icon, { className: clsx(styles.icon, icon.props.className), 'aria-hidden': true })
    : null;
  return (
    <RACToggleButton
      {...props}
      className={clsx(styles.base, styles.sizes[size], children == null && styles.iconOnly, className)}
    >
      {composeRenderProps(children, (content) => (
        <>
          {glyph}
          {content}
        </>
      ))}
    </RACToggleButton>
  );
}
