import { useEffect } from 'react';
import type { DesignerEditor } from './editor/designer-editor';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Sends keyboard shortcuts to the editor, except while the user types in a form field or a control took the key. */
export function useEditorKeys(editor: DesignerEditor, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const down = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
      // A control that used the key itself (the palette's arrow keys move the focus) keeps it.
      if (event.defaultPrevented) return;
      const used = editor.keyDown(event.key, {
        ctrl: event.ctrlKey || event.metaKey,
        shift: event.shiftKey,
        at: event.timeStamp,
      });
      if (used) event.preventDefault();
    };
    const up = (event: KeyboardEvent) => editor.keyUp(event.key);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [editor, active]);
}
