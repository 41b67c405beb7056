import { type ComponentType, type DOMAttributes, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { appUpdates, isChunkLoadError } from '../features/app-updates/app-updates';

/** What the trigger button gets while its overlay's code is not there yet. */
export interface StandInTriggerProps extends Pick<
  DOMAttributes<HTMLButtonElement>,
  'onBlur' | 'onClick' | 'onFocus' | 'onPointerDown'
> {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
}

/** What the overlay gets once loaded: opened at once when the user asked for it before its code arrived. */
export interface DeferredOverlayProps {
  defaultOpened?: boolean;
}

interface DeferredOverlayOptions {
  /** The overlay itself (a kit Menu or Popover around the same trigger), in a chunk of its own. */
  load: () => Promise<ComponentType<DeferredOverlayProps>>;
  /** The trigger button alone, as the overlay renders it closed. */
  Trigger: ComponentType<StandInTriggerProps>;
  haspopup: StandInTriggerProps['aria-haspopup'];
}

/**
 * A header overlay (the user menu, the team switcher, the notification bell) whose menu or popover code comes on
 * first use (issue 13, Lighthouse): the kit's Menu and Popover and Floating UI were ~20 kB br of the signed-in
 * chunk that every first page waited for, to draw three buttons. Until the user focuses or presses the trigger,
 * only the trigger renders, looking and named as the closed overlay's; the overlay's chunk is fetched then, and a
 * press or click opens it as soon as it is there, in whichever instance of the header is mounted by then. (Not on
 * hover: the swap would then come between pointing and pressing. The modals host, fetched 1.5 s after the first
 * render, brings the same chunk anyway.) Focus on the stand-in moves to the overlay's own trigger. A chunk that cannot be fetched (a release
 * replaced it) opens the new-version dialog and the stand-in stays; any other failure throws into the route's
 * error page.
 */
export function deferredOverlay({ load, Trigger, haspopup }: DeferredOverlayOptions): ComponentType {
  // Kept outside the component: the header can re-mount while the chunk is on its way (the app's start renders
  // it more than once), and the instance that mounts next must still swap in the overlay and open it.
  const arrival: {
    /** Replaced, never changed, when the chunk answers: the overlay, or what its module threw. */
    outcome: { overlay?: ComponentType<DeferredOverlayProps>; failure?: unknown };
    openWhenLoaded: boolean;
  } = { outcome: {}, openWhenLoaded: false };
  const listeners = new Set<() => void>();
  let loading: Promise<void> | undefined;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const currentOutcome = () => arrival.outcome;
  const settle = (outcome: typeof arrival.outcome) => {
    arrival.outcome = outcome;
    for (const listener of listeners) listener();
  };
  const start = (open: boolean) => {
    if (open) arrival.openWhenLoaded = true;
    loading ??= load().then(
      (overlay) => settle({ overlay }),
      (error: unknown) => {
        loading = undefined;
        arrival.openWhenLoaded = false;
        // Not fetched (a release replaced it): the new-version dialog, and a later press asks again. Anything
        // else is a bug in the overlay's code: thrown into the route's error page, as a lazy page's would be.
        if (isChunkLoadError(error)) appUpdates.reportChunkLoadFailure();
        else settle({ failure: error });
      },
    );
  };

  function DeferredOverlay() {
    const { overlay: Overlay, failure } = useSyncExternalStore(subscribe, currentOutcome, currentOutcome);
    if (failure !== undefined) throw failure;
    const box = useRef<HTMLSpanElement>(null);
    // Removing a focused element fires no blur, so this still says true when the overlay replaces the stand-in.
    const standInFocused = useRef(false);

    useLayoutEffect(() => {
      if (!Overlay) return;
      arrival.openWhenLoaded = false;
      if (!standInFocused.current) return;
      standInFocused.current = false;
      box.current?.querySelector<HTMLElement>('button')?.focus();
    }, [Overlay]);

    return (
      // display: contents keeps the trigger a direct item of the header's row.
      <span ref={box} style={{ display: 'contents' }}>
        {Overlay ? (
          <Overlay defaultOpened={arrival.openWhenLoaded} />
        ) : (
          <Trigger
            aria-haspopup={haspopup}
            aria-expanded={false}
            onFocus={() => {
              standInFocused.current = true;
              start(false);
            }}
            onBlur={() => (standInFocused.current = false)}
            // A press asks to open: the code may arrive between the press and its click, and the click would then
            // land on the stand-in, gone. The click stays for the keyboard's Enter and Space.
            onPointerDown={() => start(true)}
            onClick={() => start(true)}
          />
        )}
      </span>
    );
  }
  return DeferredOverlay;
}
