import {
  LINE_PIECE_PLAYERS,
  PIECE_ROTATION_STEP,
  rotatePiece,
  setGoalie,
  setLinePlayerCount,
  setMoveType,
  updateComment,
} from '@chalktalk/domain';
import { Button, Checkbox, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { DesignerEditor, DesignerSnapshot } from '../editor/designer-editor';
import { useDesignerValue } from '../editor/use-designer';
import { MOVE_SHAPES } from '../palette/tool-catalogue';

// What the panel edits, read straight from the snapshot so the panel re-renders only when that item changes.
const selectedMove = ({ selection, state }: DesignerSnapshot) =>
  selection?.kind === 'move'
    ? state.play.frames[state.currentFrame]?.moves.find((m) => m.id === selection.id)
    : undefined;
const selectedComment = ({ selection, state }: DesignerSnapshot) =>
  selection?.kind === 'comment'
    ? state.play.frames[state.currentFrame]?.fieldComments.find((c) => c.id === selection.id)
    : undefined;
const selectedPiece = ({ selection, state }: DesignerSnapshot) =>
  selection?.kind === 'piece' ? state.play.fieldPieces.find((p) => p.id === selection.id) : undefined;
/**
 * A line's players cover the line, so a press on the line usually picks one of them: a line player (or a
 * goalie) offers its piece's settings too.
 */
function pieceHolder(snapshot: DesignerSnapshot) {
  const { selection, state } = snapshot;
  if (selection?.kind !== 'player') return selectedPiece(snapshot);
  const pieceId = state.play.initial.find((p) => p.id === selection.id)?.pieceId;
  return pieceId ? state.play.fieldPieces.find((p) => p.id === pieceId) : undefined;
}

/** A line holds 2..8 players (spec 2 §5). */
const LINE_COUNTS = Array.from(
  { length: LINE_PIECE_PLAYERS.max - LINE_PIECE_PLAYERS.min + 1 },
  (_, i) => LINE_PIECE_PLAYERS.min + i,
);

/** The angles a piece can take, as the rotation handle snaps them (0, 15, …, 345). */
const ROTATIONS = Array.from({ length: 360 / PIECE_ROTATION_STEP }, (_, i) => i * PIECE_ROTATION_STEP);

/**
 * What can be changed on the selected item: a move's shape, a comment's text, a piece's rotation (the
 * same angles as its handle, for the keyboard), a line's player count, a goal's goalie; and deleting it.
 */
export function SelectionPanel({ editor }: { editor: DesignerEditor }) {
  const selection = useDesignerValue(editor, (s) => s.selection);
  const index = useDesignerValue(editor, (s) => s.state.currentFrame);
  const readOnly = useDesignerValue(editor, (s) => s.readOnly);
  const move = useDesignerValue(editor, selectedMove);
  const comment = useDesignerValue(editor, selectedComment);
  const piece = useDesignerValue(editor, selectedPiece);
  const holder = useDesignerValue(editor, pieceHolder);
  if (!selection) return null;
  return (
    <Stack component="section" gap="xs" className="designer-selection-panel" aria-label="Selection">
      <Title order={3} size="h5">
        Selected {selection.kind}
      </Title>
      {move && (
        <NativeSelect
          label="Line shape"
          value={move.type}
          disabled={readOnly}
          onChange={(e) => {
            const type = e.currentTarget.value as typeof move.type;
            editor.edit('move shape', (p) => setMoveType(p, index, move.id, type));
          }}
        >
          {MOVE_SHAPES[editor.family].map((shape) =>
            shape.tool.kind === 'move' ? (
              <option key={shape.tool.type} value={shape.tool.type}>
                {shape.name}
              </option>
            ) : null,
          )}
        </NativeSelect>
      )}
      {comment && (
        <Textarea
          label="Comment"
          autosize
          minRows={2}
          value={comment.text}
          readOnly={readOnly}
          onChange={(e) => {
            const text = e.currentTarget.value;
            editor.edit('comment text', (p) => updateComment(p, index, comment.id, { text }));
          }}
        />
      )}
      {piece && (
        <NativeSelect
          label="Rotation"
          value={String(piece.rotation)}
          disabled={readOnly}
          onChange={(e) => {
            const degrees = Number(e.currentTarget.value);
            editor.edit('rotate piece', (p) => rotatePiece(p, piece.id, degrees));
          }}
        >
          {!ROTATIONS.includes(piece.rotation) && <option value={piece.rotation}>{piece.rotation}°</option>}
          {ROTATIONS.map((degrees) => (
            <option key={degrees} value={degrees}>
              {degrees}°
            </option>
          ))}
        </NativeSelect>
      )}
      {holder && (holder.type === 'OLINE' || holder.type === 'DLINE') && (
        <NativeSelect
          label="Players on the line"
          value={String(holder.playerCount ?? LINE_PIECE_PLAYERS.default)}
          disabled={readOnly}
          onChange={(e) => {
            const count = Number(e.currentTarget.value);
            editor.edit('line players', (p) => setLinePlayerCount(p, holder.id, count));
          }}
        >
          {LINE_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </NativeSelect>
      )}
      {holder?.type === 'GOAL' && (
        <Checkbox
          label="Goalie"
          checked={holder.goalieVisible ?? false}
          disabled={readOnly}
          onChange={(e) => {
            const goalieVisible = e.currentTarget.checked;
            editor.edit('goalie', (p) => setGoalie(p, holder.id, { goalieVisible }));
          }}
        />
      )}
      <Button
        variant="default"
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={readOnly}
        onClick={() => editor.keyDown('Delete')}
      >
        Delete
      </Button>
    </Stack>
  );
}
