import type { Dispatch } from '@reduxjs/toolkit';
import { reloginRequested, type ReloginReason } from '../authSlice';

/**
 * The promise calls wait on while the re-login dialog is open. One gate per store (it travels as
 * the thunk extra argument, which RTK Query hands to the baseQuery as `api.extra`), so every call
 * that needs a fresh login shares one dialog and resumes when it closes.
 */
export interface ReloginGate {
  /** Opens the dialog unless it is open already; resolves true once the user logged in again. */
  wait(dispatch: Dispatch, reason: ReloginReason): Promise<boolean>;
  /** Called by the dialog: resumes (true) or fails (false) every waiting call. */
  settle(loggedIn: boolean): void;
}

export function createReloginGate(): ReloginGate {
  let pending: { promise: Promise<boolean>; resolve: (loggedIn: boolean) => void } | null = null;
  return {
    wait(dispatch, reason) {
      if (!pending) {
        let resolve: (loggedIn: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((done) => {
          resolve = done;
        });
        pending = { promise, resolve };
      }
      dispatch(reloginRequested(reason));
      return pending.promise;
    },
    settle(loggedIn) {
      const settled = pending;
      pending = null;
      settled?.resolve(loggedIn);
    },
  };
}

export interface AppExtra {
  relogin: ReloginGate;
}

export function reloginGateOf(extra: unknown): ReloginGate | null {
  const gate = (extra as Partial<AppExtra> | undefined)?.relogin;
  return gate ?? null;
}
