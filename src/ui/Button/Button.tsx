import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import clsx from 'clsx';
import * as styles from './Button.css';

/** The button variants, in the order stories show them. */
export const buttonVariants = ['primary', 'secondary', 'danger', 'quiet'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['medium', 'small'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<RACButtonProps, 'className'> {
  /** Visual weight of the action. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
  /** Extra class names, merged after the variant's. */
  className?: string;
}

/** A pressable action. Pending buttons keep focus, announce progress and ignore presses. */
export function Button({ variant = 'primary', size = 'medium', className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      data-variant={variant}
      className={clsx(styles.base, styles.variants[variant], styles.sizes[size], className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? (
            <>
              <span className={styles.pendingLabel}>{content}</span>
              <span className={styles.spinner} aria-hidden="true" />
            </>
          ) : (
            content
          )}
        </>
      ))}
    </RACButton>
  );
}
