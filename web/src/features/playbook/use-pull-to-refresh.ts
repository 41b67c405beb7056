import { EDITOR } from '@chalktalk/domain';
import { useRef, useState, type PointerEvent } from 'react';

/** How far the list is pulled (capped at max) and whether letting go refreshes (spec 2 §9: 150, max 200). */
export function pullDistance(dy: number): { distance: number; armed: boolean } {
  const distance = Math.max(0, Math.min(dy, EDITOR.pullToRefreshMax));
  return { distance, armed: distance >= EDITOR.pullToRefreshThreshold };
}

/** Pull down from the top of the list to refresh it. */
/** `blocked` while an item is being dragged: the same pointer must not also pull the list. */
export function usePullToRefresh(onRefresh: () => void, blocked: boolean) {
  const start = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Only a pull that starts with the list scrolled to its top refreshes.
    if (event.currentTarget.scrollTop > 0 || window.scrollY > 0) return;
    start.current = event.clientY;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current === null) return;
    if (blocked) {
      start.current = null;
      setDistance(0);
      return;
    }
    setDistance(pullDistance(event.clientY - start.current).distance);
  };
  const finish = () => {
    if (start.current === null) return;
    start.current = null;
    if (pullDistance(distance).armed) onRefresh();
    setDistance(0);
  };
  return {
    distance,
    armed: pullDistance(distance).armed,
    handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish },
  };
}
