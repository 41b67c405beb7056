import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * False in the first commit, true once the page around it has painted (set in a transition React can interrupt).
 * For content below the fold on a phone: on a throttled phone its render, its data's renders and its layout were
 * part of the long task that paints the first post (Lighthouse's LCP and TBT).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that paint; the task after it runs once the frame is on screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

/** Renders its children only after the page around it has painted (the home page's side cards). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
