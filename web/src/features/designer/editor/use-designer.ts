import { useSyncExternalStore } from 'react';
import type { DesignerEditor, DesignerSnapshot } from './designer-editor';

/** Subscribes a component to the editor; it re-renders on every change of the snapshot. */
export function useDesigner(editor: DesignerEditor): DesignerSnapshot {
  return useSyncExternalStore(editor.subscribe, editor.getSnapshot, editor.getSnapshot);
}
