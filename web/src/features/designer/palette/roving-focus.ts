import type { KeyboardEvent } from 'react';

/**
 * Where the focus goes in a one-tab-stop list of controls (the WAI-ARIA toolbar pattern): arrows step
 * (Right/Down forward, Left/Up back, wrapping round), Home and End jump to the ends. Null: not a moving key.
 */
export function rovingTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Key handler for a container of controls marked `data-roving`: the arrow keys move the focus between them
 * and are marked as used, so the editor's own arrow keys (nudging the selection) leave them alone.
 */
export function onRovingKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-roving]:not(:disabled)')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const next = rovingTarget(event.key, index, items.length);
  if (next === null) return;
  event.preventDefault();
  items[next]!.focus();
}
