import {
  Dialog as RACDialog,
  OverlayArrow,
  Popover as RACPopover,
  type DialogProps as RACDialogProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { useContext } from 'react';
import clsx from 'clsx';
import { DialogBodyContext } from '../Dialog/dialogBody';
import * as styles from './Popover.css';

export { styles as popoverStyles };

export interface PopoverProps extends Omit<RACPopoverProps, 'className'> {
  /** Draws an arrow pointing at the trigger. @default false */
  showArrow?: boolean;
  /** Extra class names, merged after the surface's. */
  className?: string;
  /**
   * Where it must fit: the window, or (inside a dialog) the dialog's body, so it flips or shortens
   * rather than cover the dialog's title bar and action buttons. @default 'window'
   */
  boundary?: PopoverBoundary;
}

export const popoverBoundaries = ['window', 'dialog'] as const;
export type PopoverBoundary = (typeof popoverBoundaries)[number];

/** A floating layer anchored to its trigger; RAC positions it, traps nothing, and closes on Escape or outside press. */
export function Popover({ showArrow = false, className, children, offset, boundary = 'window', ...props }: PopoverProps) {
  const dialogBody = useContext(DialogBodyContext);
  // RAC's positioning takes a boundary element, though its Popover's types do not list it.
  const boundaryProps = boundary === 'dialog' && dialogBody ? ({ boundaryElement: dialogBody } as object) : {};
  return (
    <RACPopover {...props} {...boundaryProps} offset={offset ?? (showArrow ? 10 : 6)} className={clsx(styles.popover, className)}>
      {(renderProps) => (
        <>
          {showArrow ? (
            <OverlayArrow>
              <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          ) : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </RACPopover>
  );
}

export interface PopoverDialogProps extends Omit<RACDialogProps, 'className'> {
  className?: string;
}

/** The content of an interactive popover: a non-modal dialog that takes focus when opened. */
export function PopoverDialog({ className, ...props }: PopoverDialogProps) {
  return <RACDialog {...props} className={clsx(styles.dialog, className)} />;
}
