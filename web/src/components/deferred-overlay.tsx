import { type ComponentType, type DOMAttributes, useLayoutEffect, useRef, useState } from 'react';
import { appUpdates, isChunkLoadError } from '../features/app-updates/app-updates';

/** What the trigger button gets while its overlay's code is not there yet. */
export interface StandInTriggerProps extends Pick<
  DOMAttributes<HTMLButtonElement>,
  'onClick' | 'onFocus' | 'onPointerDown' | 'onPointerEnter'
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
 * chunk that every first page waited for, to draw three buttons. Until the user points at, focuses or presses the
 * trigger, only the trigger renders, looking and named as the closed overlay's; the overlay's chunk is fetched
 * then, and a press or click opens it as soon as it is there. Focus on the stand-in moves to the overlay's own trigger. A
 * chunk that cannot be fetched (a release replaced it) opens the new-version dialog; the stand-in stays.
 */
export function deferredOverlay({ load, Trigger, haspopup }: DeferredOverlayOptions): ComponentType {
  let loaded: ComponentType<DeferredOverlayProps> | undefined;
  let loading: Promise<ComponentType<DeferredOverlayProps>> | undefined;
  const fetchOverlay = () => {
    loading ??= load().then(
      (overlay) => (loaded = overlay),
      (error: unknown) => {
        loading = undefined;
        if (isChunkLoadError(error)) appUpdates.reportChunkLoadFailure();
        throw error;
      },
    );
    return loading;
  };

  function DeferredOverlay() {
    const [Overlay, setOverlay] = useState(() => loaded);
    const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
    const box = useRef<HTMLSpanElement>(null);
    const refocus = useRef(false);

    useLayoutEffect(() => {
      if (!Overlay || !refocus.current) return;
      refocus.current = false;
      box.current?.querySelector<HTMLElement>('button')?.focus();
    }, [Overlay]);

    const start = (open: boolean) => {
      if (open) setOpenWhenLoaded(true);
      fetchOverlay().then(
        (overlay) => {
          refocus.current = box.current?.contains(document.activeElement) ?? false;
          setOverlay(() => overlay);
        },
        () => undefined,
      );
    };

    return (
      // display: contents keeps the trigger a direct item of the header's row.
      <span ref={box} style={{ display: 'contents' }}>
        {Overlay ? (
          <Overlay defaultOpened={openWhenLoaded} />
        ) : (
          <Trigger
            aria-haspopup={haspopup}
            aria-expanded={false}
            onPointerEnter={() => start(false)}
            onFocus={() => start(false)}
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
