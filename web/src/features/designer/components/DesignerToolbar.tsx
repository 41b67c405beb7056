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
import { useDesigner } from '../editor/use-designer';

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
        variant={pressed ? 'filled' : 'default'}
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
  const { state, zoom, readOnly } = useDesigner(editor);
  const editing = mode === 'edit';
  return (
    <div className="designer-toolbar" role="toolbar" aria-label="Play editor">
      {onOpenTools && editing && <IconButton label="Tools" icon={IconTools} onClick={onOpenTools} />}
      <IconButton
        label="Undo"
        icon={IconArrowBackUp}
        disabled={!editor.canUndo}
        onClick={() => editor.undo()}
      />
      <IconButton
        label="Redo"
        icon={IconArrowForwardUp}
        disabled={!editor.canRedo}
        onClick={() => editor.redo()}
      />
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
        pressed={state.play.fieldSetup}
        disabled={readOnly}
        onClick={() => editor.setFieldSetup(!state.play.fieldSetup)}
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
        <Button
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          disabled={state.saving}
          onClick={onSave}
        >
          {state.saving ? 'Saving…' : 'Save'}
        </Button>
      )}
      {readOnly && (
        <Text component="span" size="sm" c="dimmed">
          Read only
        </Text>
      )}
      {state.modified && !readOnly && (
        <Text component="span" size="sm" c="dimmed">
          Unsaved changes
        </Text>
      )}
    </div>
  );
}
