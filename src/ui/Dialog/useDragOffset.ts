import { useCallback, useRef, useState, type PointerEvent } from 'react';

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  offset: { x: number; y: number };
  bounds: DOMRect;
}

/** Pixels of a dragged dialog's handle that must stay on screen so it can always be dragged back. */
const KEEP_VISIBLE = 48;

/**
 * Pointer drag of a dialog by its handle. Only pointers drag: the handle is not focusable, so
 * keyboard users move straight from the title to the dialog's controls.
 */
export function useDragOffset(isEnabled: boolean) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [isDragging, setDragging] = useState(false);
  const start = useRef<DragStart | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      // Buttons inside the handle (close) keep their own press behaviour.
      if (!isEnabled || event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      const modal = event.currentTarget.closest<HTMLElement>('[data-dialog-modal]');
      if (!modal) return;
      // Capture keeps the drag alive when the pointer outruns the handle; synthetic pointers cannot be captured.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        /* the drag still works while the pointer stays over the handle */
      }
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, offset, bounds: modal.getBoundingClientRect() };
      setDragging(true);
    },
    [isEnabled, offset],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s || s.pointerId !== event.pointerId) return;
    const { innerWidth, innerHeight } = window;
    const dx = clamp(event.clientX - s.x, KEEP_VISIBLE - s.bounds.right, innerWidth - KEEP_VISIBLE - s.bounds.left);
    const dy = clamp(event.clientY - s.y, -s.bounds.top, innerHeight - KEEP_VISIBLE - s.bounds.top);
    setOffset({ x: s.offset.x + dx, y: s.offset.y + dy });
  }, []);

  const onPointerEnd = useCallback((event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    start.current = null;
    setDragging(false);
  }, []);

  return {
    offset,
    isDragging,
    handleProps: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max);
}
