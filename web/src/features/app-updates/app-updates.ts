import { useSyncExternalStore } from 'react';

/**
 * Spec 1 §2: "A toast offers a refresh when a new version is available. A dialog asks the user to press OK to
 * refresh and gives a support contact when a script chunk fails to load." The signals come from outside React
 * (the service worker, main/version, a G008 answer, a failed dynamic import), so they meet in this small store.
 */
export interface AppUpdateState {
  newVersion: boolean;
  chunkFailed: boolean;
}

let state: AppUpdateState = { newVersion: false, chunkFailed: false };
const listeners = new Set<() => void>();
let applyUpdate: (() => Promise<void>) | null = null;

function set(next: Partial<AppUpdateState>): void {
  const merged = { ...state, ...next };
  if (merged.newVersion === state.newVersion && merged.chunkFailed === state.chunkFailed) return;
  state = merged;
  for (const listener of listeners) listener();
}

export const appUpdates = {
  get: (): AppUpdateState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  reportNewVersion: (): void => set({ newVersion: true }),
  reportChunkLoadFailure: (): void => set({ chunkFailed: true }),
  dismissNewVersion: (): void => set({ newVersion: false }),
  /** The service worker's "activate the waiting worker and reload" (register-service-worker.ts). */
  setUpdateApplier(apply: (() => Promise<void>) | null): void {
    applyUpdate = apply;
  },
  /** Loads the new version: through the waiting service worker when there is one, else a plain reload. */
  async refresh(reload: () => void = () => window.location.reload()): Promise<void> {
    if (applyUpdate) {
      await applyUpdate();
      return;
    }
    reload();
  },
  /** Tests only: back to the first state. */
  reset(): void {
    state = { newVersion: false, chunkFailed: false };
    applyUpdate = null;
  },
};

export function useAppUpdates(): AppUpdateState {
  return useSyncExternalStore(appUpdates.subscribe, appUpdates.get, appUpdates.get);
}

/** What browsers throw when a dynamically imported chunk cannot be fetched (Chromium, Firefox, Safari). */
const CHUNK_LOAD_MESSAGES =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGES.test(error.message);
}
