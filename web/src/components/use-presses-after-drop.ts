import { useCallback, useEffect, useRef } from 'react';

/** How long after a swallowed press it is tried again: just past dnd-kit's 50 ms guard. */
export const PRESS_RETRY_MS = 60;
const MAX_RETRIES = 100;

/**
 * dnd-kit stops every click for 50 ms after a drop (a capture listener on the document, taken away by a timer), so
 * the click that ends a drag does not also press what lies under the pointer. On a busy page that timer runs late,
 * and a real press made right after the drop (Suggest, Save, a link) vanished without a trace.
 *
 * After `afterDrop()`, a press that began after the drop (a new pointer down, or a keyboard click) and did not get
 * past the document is pressed again once the guard is gone. The drop's own click (no pointer down since the drop)
 * is left to the guard. Whether a click got through is read from a capture listener on <html>, which runs after the
 * document's only when nothing stopped it there.
 */
export function usePressesAfterDrop(): { afterDrop: () => void } {
  const watching = useRef(false);
  const pressedSinceDrop = useRef(false);

  useEffect(() => {
    const through = new WeakSet<Event>();
    const replayed = new WeakSet<Event>();
    const timers = new Set<number>();
    const onPointerDown = () => {
      if (watching.current) pressedSinceDrop.current = true;
    };
    const retry = (target: HTMLElement, event: Event, tries: number) => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        if (through.has(event) || !target.isConnected || tries >= MAX_RETRIES) return;
        const again = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 });
        replayed.add(again);
        target.dispatchEvent(again);
        retry(target, again, tries + 1);
      }, PRESS_RETRY_MS);
      timers.add(timer);
    };
    const onClick = (event: MouseEvent) => {
      if (!watching.current || replayed.has(event) || !(event.target instanceof HTMLElement)) return;
      // The drop's own click: no press began since the drop (a keyboard click has no pointer and detail 0).
      if (!pressedSinceDrop.current && event.detail !== 0) return;
      retry(event.target, event, 0);
    };
    const onThrough = (event: Event) => {
      through.add(event);
      if (pressedSinceDrop.current || (event as MouseEvent).detail === 0) {
        watching.current = false;
        pressedSinceDrop.current = false;
      }
    };
    const root = document.documentElement;
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('click', onClick, true);
    root.addEventListener('click', onThrough, true);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('click', onClick, true);
      root.removeEventListener('click', onThrough, true);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  const afterDrop = useCallback(() => {
    watching.current = true;
    pressedSinceDrop.current = false;
  }, []);
  return { afterDrop };
}
