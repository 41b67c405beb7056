import { UNSAVED_CHANGES_MESSAGE } from '@chalktalk/domain';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** Spec 2 §2, word for word; one copy, in the domain's messages. */
export { UNSAVED_CHANGES_MESSAGE };

/**
 * Asks before leaving the editor with unsaved changes: in-app navigation and closing or reloading
 * the tab. isUnsaved is read when the navigation happens (a save may have just finished).
 */
export function useUnsavedPrompt(unsaved: boolean, isUnsaved: () => boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isUnsaved() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
