/**
 * The @mantine/modals host (the kit's Modal with its scroll area, focus trap and floating-ui: ~30 kB gzip) is not
 * in the entry chunk: `DeferredModals` fetches it shortly after the first render, or at once when a confirmation
 * is asked before then. `modals.open…` only dispatches a window event, which is lost if no host listens yet, so
 * callers open through `whenModalsHostReady`: at once when the host listens (the usual case), else as soon as it
 * has mounted.
 */
type Listener = () => void;

let mounted = false;
let requested = false;
const waiting: Listener[] = [];
const requestListeners = new Set<Listener>();

/** Runs `open` once the modals host listens for `modals.open…` events. */
export function whenModalsHostReady(open: () => void): void {
  if (mounted) {
    open();
    return;
  }
  waiting.push(open);
  if (!requested) {
    requested = true;
    requestListeners.forEach((listener) => listener());
  }
}

/** Called by the host after its provider's listeners are attached (and with false when it unmounts). */
export function setModalsHostMounted(isMounted: boolean): void {
  mounted = isMounted;
  if (isMounted) waiting.splice(0).forEach((open) => open());
}

/** For DeferredModals (useSyncExternalStore): whether a caller is waiting for the host. */
export const modalsHostRequests = {
  subscribe(listener: Listener): () => void {
    requestListeners.add(listener);
    return () => requestListeners.delete(listener);
  },
  requested: (): boolean => requested,
};
