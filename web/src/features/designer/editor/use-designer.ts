import { useSyncExternalStore } from 'react';
import type { DesignerEditor, DesignerSnapshot } from './designer-editor';

/** Subscribes a component to the editor; it re-renders on every change of the snapshot. */
export function useDesigner(editor: DesignerEditor): DesignerSnapshot {
  return useSyncExternalStore(editor.subscribe, editor.getSnapshot, editor.getSnapshot);
}

/**
 * Subscribes a component to one value of the snapshot: it re-renders only when that value changes
 * (Object.is), so a drag, which changes the play on every pointer move, leaves the palette, the toolbar
 * and the side panel alone. `pick` must return a primitive or a reference the snapshot already holds
 * (never a new object or array, which would change on every read).
 */
export function useDesignerValue<T>(editor: DesignerEditor, pick: (snapshot: DesignerSnapshot) => T): T {
  const read = () => pick(editor.getSnapshot());
  return useSyncExternalStore(editor.subscribe, read, read);
}
