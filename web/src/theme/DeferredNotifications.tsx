import { lazy, Suspense, useEffect, useState } from 'react';

const Notifications = lazy(() => import('./NotificationsHost').then((m) => ({ default: m.Notifications })));

/** How long after the first render the host is fetched: the first page's own requests go first. */
const AFTER_FIRST_RENDER_MS = 1500;

/**
 * The @mantine/notifications host (≈ 25 kB with its drag and transition code) is not needed to draw any first
 * page, so it is fetched once the page is up. `notifications.show()` keeps what is shown before it mounts in its
 * store, so nothing is lost in between.
 */
export function DeferredNotifications() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), AFTER_FIRST_RENDER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" />
    </Suspense>
  );
}
