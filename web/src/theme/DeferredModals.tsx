import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { modalsHostRequests } from './modals-host';

const ModalsHost = lazy(() => import('./ModalsHost').then((m) => ({ default: m.ModalsHost })));

/** How long after the first render the host is fetched unless a caller needs it sooner. */
const AFTER_FIRST_RENDER_MS = 1500;

/** Mounts the modals host (modals-host.ts) once the first page is up, or at once when a modal is asked for. */
export function DeferredModals() {
  const requested = useSyncExternalStore(modalsHostRequests.subscribe, modalsHostRequests.requested);
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), AFTER_FIRST_RENDER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due && !requested) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  );
}
