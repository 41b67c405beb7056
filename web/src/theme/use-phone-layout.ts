import { useMediaQuery } from '@mantine/hooks';

/** Issue 13: phones are screens up to 768 px wide; they get the bottom navbar and the compact header. */
export const PHONE_QUERY = '(max-width: 768px)';

/** True on a phone-sized screen; read on the first render, so a phone never paints the desktop layout first. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
