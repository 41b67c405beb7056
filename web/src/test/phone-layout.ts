import { PHONE_QUERY } from '../theme/use-phone-layout';

/** Makes the phone media query match (jsdom matches none by default: the desktop layout); returns the undo. */
export function onPhone(): () => void {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === PHONE_QUERY });
  return () => {
    window.matchMedia = desktop;
  };
}
