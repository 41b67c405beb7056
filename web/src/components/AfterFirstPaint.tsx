import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children only after the page around it has painted, in a transition React can interrupt. For
 * content below the fold on a phone (the home page's side cards): on a throttled phone their render, their data's
 * renders and their layout were part of the long task that paints the first post (Lighthouse's LCP and TBT).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
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
  return ready ? children : null;
}
