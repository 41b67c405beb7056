import { EDITOR } from '@chalktalk/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Long press (250 ms, spec 2 §9) picks an item up; moving over another row marks the drop position
 * and letting go drops it there. A press released earlier is an ordinary click.
 */
export function useLongPressDrag(onDrop: (draggedId: string, index: number) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [target, setTargetState] = useState<number | null>(null);
  // The pointerup listener reads the latest target from here: a release right after the last move can come
  // before React re-renders with it, and a stale state value would drop the item one row short.
  const targetRef = useRef<number | null>(null);
  const setTarget = useCallback((index: number | null) => {
    targetRef.current = index;
    setTargetState(index);
  }, []);
  const suppressClick = useRef(false);
  const origin = useRef<{ x: number; y: number } | null>(null);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const press = useCallback(
    (id: string, x: number, y: number) => {
      cancelTimer();
      suppressClick.current = false;
      origin.current = { x, y };
      timer.current = setTimeout(() => {
        timer.current = null;
        suppressClick.current = true;
        setDragging(id);
        setTarget(null);
      }, EDITOR.longPressMs);
    },
    [setTarget],
  );

  const hover = useCallback(
    (index: number) => {
      if (dragging) setTarget(index);
    },
    [dragging, setTarget],
  );

  useEffect(() => {
    if (!dragging) return;
    // Touch pointers stay captured by the row they started on, so the row under the finger is looked up.
    const move = (event: PointerEvent) => {
      const row = document.elementFromPoint?.(event.clientX, event.clientY)?.closest('[data-index]');
      const index = row ? Number(row.getAttribute('data-index')) : NaN;
      if (Number.isInteger(index)) setTarget(index);
    };
    // While an item is held the page must not scroll under the finger.
    const holdStill = (event: TouchEvent) => event.preventDefault();
    window.addEventListener('pointermove', move);
    window.addEventListener('touchmove', holdStill, { passive: false });
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('touchmove', holdStill);
    };
  }, [dragging, setTarget]);

  useEffect(() => {
    if (!dragging) return;
    const release = () => {
      const dropAt = targetRef.current;
      if (dropAt !== null) onDrop(dragging, dropAt);
      setDragging(null);
      setTarget(null);
    };
    window.addEventListener('pointerup', release);
    return () => window.removeEventListener('pointerup', release);
  }, [dragging, onDrop, setTarget]);

  useEffect(() => cancelTimer, []);

  /** Moving beyond the drag tolerance before the hold fires is a scroll or a pull, not a pickup. */
  const moveBeforeHold = (x: number, y: number) => {
    if (!timer.current || !origin.current) return;
    if (Math.hypot(x - origin.current.x, y - origin.current.y) > EDITOR.dragTolerancePx) cancelTimer();
  };

  return {
    dragging,
    moveBeforeHold,
    target,
    press,
    /** A release before the long press fires, or a pointer leaving the item, cancels the pickup. */
    release: cancelTimer,
    hover,
    /** True once after a drag, so the click that ends it does not open the item. */
    takeClickSuppression: () => {
      const value = suppressClick.current;
      suppressClick.current = false;
      return value;
    },
  };
}
