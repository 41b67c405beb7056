import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconLayoutBoard,
  IconLayoutSidebarRight,
  IconLayoutSidebarRightCollapse,
  IconPencil,
  IconPlayerPlay,
  IconPrinter,
  IconTools,
  IconDeviceFloppy,
  IconZoomIn,
  IconZoomOut,
  type Icon,
} from '@tabler/icons-react';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesignerValue } from '../editor/use-designer';

export type DesignerMode = 'edit' | 'playback' | 'print';

interface ToolbarProps {
  editor: DesignerEditor;
  mode: DesignerMode;
  onMode: (mode: DesignerMode) => void;
  sidePanelShown: boolean;
  onToggleSidePanel: () => void;
  onSave: () => void;
  /** Phones: the palette lives in a drawer this opens. */
  onOpenTools?: () => void;
}

interface IconButtonProps {
  label: string;
  icon: Icon;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
}

/** An icon control whose name is both its tooltip and its accessible name. */
function IconButton({ label, icon: Glyph, onClick, disabled, pressed }: IconButtonProps) {
  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon
        size="lg"
        variant={pressed ? 'light' : 'default'}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
      >
        <Glyph size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Tools (phones), undo/redo, zoom, field setup, side panel, print, playback and save. */
export function DesignerToolbar({
  editor,
  mode,
  onMode,
  sidePanelShown,
  onToggleSidePanel,
  onSave,
  onOpenTools,
}: ToolbarProps) {
  const zoom = useDesignerValue(editor, (s) => s.zoom);
  const readOnly = useDesignerValue(editor, (s) => s.readOnly);
  const fieldSetup = useDesignerValue(editor, (s) => s.state.play.fieldSetup);
  const saving = useDesignerValue(editor, (s) => s.state.saving);
  const modified = useDesignerValue(editor, (s) => s.state.modified);
  const canUndo = useDesignerValue(editor, () => editor.canUndo);
  const canRedo = useDesignerValue(editor, () => editor.canRedo);
  const editing = mode === 'edit';
  return (
    <div className="designer-toolbar" role="toolbar" aria-label="Play editor">
      {onOpenTools && editing && (
        // Phones: the one way to the palette, so it says its name (touch shows no tooltips).
        <Button variant="light" leftSection={<IconTools size={18} aria-hidden />} onClick={onOpenTools}>
          Tools
        </Button>
      )}
      <IconButton label="Undo" icon={IconArrowBackUp} disabled={!canUndo} onClick={() => editor.undo()} />
      <IconButton label="Redo" icon={IconArrowForwardUp} disabled={!canRedo} onClick={() => editor.redo()} />
      <IconButton
        label="Zoom out"
        icon={IconZoomOut}
        disabled={!editing || zoom <= 1}
        onClick={() => editor.setZoom(zoom - 0.5)}
      />
      <Text component="span" size="sm" aria-label="Zoom" className="designer-toolbar__zoom">
        {Math.round(zoom * 100)}%
      </Text>
      <IconButton
        label="Zoom in"
        icon={IconZoomIn}
        disabled={!editing || zoom >= editor.maxZoom}
        onClick={() => editor.setZoom(zoom + 0.5)}
      />
      <IconButton
        label="Field setup"
        icon={IconLayoutBoard}
        pressed={fieldSetup}
        disabled={readOnly}
        onClick={() => editor.setFieldSetup(!fieldSetup)}
      />
      <IconButton
        label={sidePanelShown ? 'Hide side panel' : 'Show side panel'}
        icon={sidePanelShown ? IconLayoutSidebarRightCollapse : IconLayoutSidebarRight}
        pressed={sidePanelShown}
        disabled={!editing}
        onClick={onToggleSidePanel}
      />
      <IconButton
        label="Print"
        icon={IconPrinter}
        pressed={mode === 'print'}
        onClick={() => onMode(mode === 'print' ? 'edit' : 'print')}
      />
      <IconButton
        label={mode === 'playback' ? 'Back to editing' : 'Play'}
        icon={mode === 'playback' ? IconPencil : IconPlayerPlay}
        pressed={mode === 'playback'}
        onClick={() => onMode(mode === 'playback' ? 'edit' : 'playback')}
      />
      {!readOnly && (
        <Button leftSection={<IconDeviceFloppy size={18} aria-hidden />} disabled={saving} onClick={onSave}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      )}
      {readOnly && (
        <Text component="span" size="sm" className="designer-toolbar__note">
          Read only
        </Text>
      )}
      {modified && !readOnly && (
        <Text component="span" size="sm" className="designer-toolbar__note">
          Unsaved changes
        </Text>
      )}
    </div>
  );
}
