import { useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { DialogBodyContext } from './dialogBody';
import { useDragOffset } from './useDragOffset';
import * as styles from './Dialog.css';

/** The maximum widths the product's dialogs use, in px, plus a full-screen variant. */
export const dialogMaxWidths = [500, 600, 700, 800, 'fullscreen'] as const;
export type DialogMaxWidth = (typeof dialogMaxWidths)[number];

type RenderWithClose = (close: () => void) => ReactNode;

export interface DialogProps extends Pick<RACDialogProps, 'role' | 'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'id'> {
  /** The heading, also the dialog's accessible name. Omit only when aria-label or aria-labelledby names the dialog. */
  title?: ReactNode;
  /** Dialog content; a function receives `close`. */
  children?: ReactNode | RenderWithClose;
  /** Buttons at the bottom right, primary action last; a function receives `close`. */
  actions?: ReactNode | RenderWithClose;
  /** @default 600 */
  maxWidth?: DialogMaxWidth;
  /** Escape and a click outside close the dialog. @default true */
  isDismissable?: boolean;
  /** Shows a 'Close' button in the title bar. @default false */
  hasCloseButton?: boolean;
  /** The title bar moves the dialog when dragged with a pointer (never in full screen). @default true */
  isDraggable?: boolean;
  /** Controlled open state; leave undefined inside a DialogTrigger. */
  isOpen?: boolean;
  /** Open on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class names on the modal box. */
  className?: string;
}

/** A modal dialog with a title bar that can be dragged aside to see the page behind it. */
export function Dialog({
  title,
  children,
  actions,
  maxWidth = 600,
  isDismissable = true,
  hasCloseButton = false,
  isDraggable = true,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  ...dialogProps
}: DialogProps) {
  const isFullscreen = maxWidth === 'fullscreen';
  const canDrag = isDraggable && !isFullscreen;
  const { offset, isDragging, handleProps } = useDragOffset(canDrag);
  const [body, setBody] = useState<HTMLDivElement | null>(null);

  return (
    <ModalOverlay
      className={clsx(styles.overlay, isFullscreen && styles.fullscreenOverlay)}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Modal
        className={clsx(styles.modal, styles.maxWidths[maxWidth], className)}
        data-dialog-modal=""
        data-max-width={maxWidth}
        style={assignInlineVars({ [styles.offsetX]: `${offset.x}px`, [styles.offsetY]: `${offset.y}px` })}
      >
        <RACDialog className={styles.dialog} {...dialogProps}>
          {({ close }) => (
            <>
              {title !== undefined || hasCloseButton ? (
                <header
                  className={styles.header}
                  data-draggable={canDrag || undefined}
                  data-dragging={isDragging || undefined}
                  {...handleProps}
                >
                  {title !== undefined ? (
                    <Heading slot="title" className={styles.title}>
                      {title}
                    </Heading>
                  ) : (
                    <span className={styles.title} />
                  )}
                  {hasCloseButton ? (
                    <RACButton className={styles.closeButton} aria-label="Close" onPress={close}>
                      <X size={18} aria-hidden="true" />
                    </RACButton>
                  ) : null}
                </header>
              ) : null}
              <div ref={setBody} className={styles.body}>
                <DialogBodyContext.Provider value={body}>{typeof children === 'function' ? children(close) : children}</DialogBodyContext.Provider>
              </div>
              {actions ? <footer className={styles.footer}>{typeof actions === 'function' ? actions(close) : actions}</footer> : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

export { DialogTrigger } from 'react-aria-components';
