/** Spec 1 §2: "A hidden about dialog (Ctrl+V) shows the version; 10 taps reveal error-test buttons." */
export const ERROR_TESTS_TAPS = 10;

/**
 * Ctrl+V opens the about dialog, except where Ctrl+V pastes: in a text field, a contenteditable, or the designer
 * (which pastes its own clipboard), whose field the event target sits in.
 */
export function isAboutShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'key' | 'target'>,
) {
  if (!event.ctrlKey || event.metaKey || event.altKey || event.key.toLowerCase() !== 'v') return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  return !target.closest(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"], .designer',
  );
}
