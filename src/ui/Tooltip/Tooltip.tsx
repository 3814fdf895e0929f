import { useEffect, type ReactElement, type ReactNode } from 'react';
import {
  OverlayArrow,
  setInteractionModality,
  Tooltip as RACTooltip,
  TooltipTrigger,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

/** The spec's tooltip open delay, in ms. */
export const TOOLTIP_DELAY = 500;

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** What the tooltip says. Plain text only: a tooltip cannot hold interactive content. */
  content: ReactNode;
  /**
   * The trigger: a focusable RAC element (Button, Link…) or any element wrapped in RAC `Focusable`,
   * so keyboard users can reach it and see the tooltip too.
   */
  children: ReactElement;
  /** Milliseconds of hover before the tooltip opens; keyboard focus opens it at once. @default 500 */
  delay?: number;
  /** Milliseconds before it closes once the pointer leaves. @default 0 */
  closeDelay?: number;
  /** Side of the trigger it appears on; flips when there is no room. @default 'top' */
  placement?: TooltipPlacement;
  /** Never opens, e.g. while the trigger's label is fully visible. @default false */
  isDisabled?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra props for the tooltip bubble. */
  tooltipProps?: Omit<RACTooltipProps, 'children' | 'className' | 'placement'>;
}

let watchingFirstMouse = false;

/**
 * RAC opens a tooltip on hover only once the page knows the user is on a pointer, which it learns
 * from a press. Until the first key or press after a page load, the first real mouse movement over
 * the page tells it instead, so the first icon the user rests the mouse on shows its tooltip.
 */
function watchFirstMouse() {
  if (watchingFirstMouse || typeof document === 'undefined') return;
  watchingFirstMouse = true;
  const stop = () => {
    document.removeEventListener('pointerover', onOver, true);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  const onOver = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    setInteractionModality('pointer');
    stop();
  };
  document.addEventListener('pointerover', onOver, true);
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
}

/** A short label shown on hover (after `delay`) and on keyboard focus, linked to its trigger as a description. */
export function Tooltip({
  content,
  children,
  delay = TOOLTIP_DELAY,
  closeDelay = 0,
  placement = 'top',
  isDisabled,
  isOpen,
  onOpenChange,
  tooltipProps,
}: TooltipProps) {
  useEffect(watchFirstMouse, []);
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} isDisabled={isDisabled} isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
      <RACTooltip {...tooltipProps} placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
