import type { DesignerEditor } from '../editor/designer-editor';
import { useDesigner } from '../editor/use-designer';

export type DesignerMode = 'edit' | 'playback' | 'print';

interface ToolbarProps {
  editor: DesignerEditor;
  mode: DesignerMode;
  onMode: (mode: DesignerMode) => void;
  sidePanelShown: boolean;
  onToggleSidePanel: () => void;
  onSave: () => void;
}

/** Undo/redo, zoom, field setup, side panel, print, playback and save. */
export function DesignerToolbar({
  editor,
  mode,
  onMode,
  sidePanelShown,
  onToggleSidePanel,
  onSave,
}: ToolbarProps) {
  const { state, zoom, readOnly } = useDesigner(editor);
  return (
    <div className="designer-toolbar" role="toolbar" aria-label="Play editor">
      <button type="button" className="button" disabled={!editor.canUndo} onClick={() => editor.undo()}>
        Undo
      </button>
      <button type="button" className="button" disabled={!editor.canRedo} onClick={() => editor.redo()}>
        Redo
      </button>
      <button
        type="button"
        className="button"
        aria-label="Zoom out"
        disabled={zoom <= 1}
        onClick={() => editor.setZoom(zoom - 0.5)}
      >
        −
      </button>
      <span aria-label="Zoom">{Math.round(zoom * 100)}%</span>
      <button
        type="button"
        className="button"
        aria-label="Zoom in"
        disabled={zoom >= editor.maxZoom}
        onClick={() => editor.setZoom(zoom + 0.5)}
      >
        +
      </button>
      <label className="designer-toolbar__toggle">
        <input
          type="checkbox"
          checked={state.play.fieldSetup}
          disabled={readOnly}
          onChange={(e) => editor.setFieldSetup(e.target.checked)}
        />{' '}
        Field setup
      </label>
      <button type="button" className="button" aria-pressed={sidePanelShown} onClick={onToggleSidePanel}>
        {sidePanelShown ? 'Hide side panel' : 'Show side panel'}
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={mode === 'print'}
        onClick={() => onMode(mode === 'print' ? 'edit' : 'print')}
      >
        Print
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={mode === 'playback'}
        onClick={() => onMode(mode === 'playback' ? 'edit' : 'playback')}
      >
        {mode === 'playback' ? 'Back to editing' : 'Play'}
      </button>
      {!readOnly && (
        <button type="button" className="button button--primary" disabled={state.saving} onClick={onSave}>
          {state.saving ? 'Saving…' : 'Save'}
        </button>
      )}
      {readOnly && <span className="muted">Read only</span>}
      {state.modified && !readOnly && <span className="muted">Unsaved changes</span>}
    </div>
  );
}
