import { fieldView, PlayFrame, UNIT } from '@chalktalk/play-render';
import { useMemo, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { autoscrollDirection, stateAtFrame, type Point } from '@chalktalk/domain';
import type { DesignerEditor } from '../editor/designer-editor';
import { frameLinesOf, midpoints } from '../editor/hit-test';
import { commentResizeHandleOf, rotationHandleOf } from '../editor/piece-handles';
import { positionOf } from '../editor/selection-edits';
import { useDesigner } from '../editor/use-designer';

/** Screen pixels → field units through the overlay's own transform (viewBox, zoom, scroll). */
function toField(svg: SVGSVGElement, clientX: number, clientY: number): { point: Point; pxPerUnit: number } {
  const matrix = svg.getScreenCTM();
  if (!matrix) return { point: { x: 0, y: 0 }, pxPerUnit: UNIT };
  const local = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { point: { x: local.x / UNIT, y: local.y / UNIT }, pxPerUnit: matrix.a * UNIT };
}

/** Pixels the viewport scrolls per pointer move while a drag is within 30 px of its edge (ours). */
const AUTOSCROLL_STEP_PX = 12;

/** Scrolls the zoomed viewport when a drag comes within 30 px of its edge. */
function autoscroll(viewport: HTMLElement | null, clientX: number, clientY: number): void {
  if (!viewport) return;
  const rect = viewport.getBoundingClientRect();
  const direction = autoscrollDirection(
    { x: clientX - rect.left, y: clientY - rect.top },
    { width: rect.width, height: rect.height },
  );
  if (direction.x !== 0 || direction.y !== 0) {
    viewport.scrollBy?.(direction.x * AUTOSCROLL_STEP_PX, direction.y * AUTOSCROLL_STEP_PX);
  }
}

const pointerKind = (type: string) => (type === 'pen' || type === 'touch' ? type : 'mouse');

/**
 * The field: <PlayFrame> draws the play, and an overlay of the same view box takes the pointer and
 * shows the editor's own marks (selection, move handles, the line being drawn, alignment guides).
 */
export function EditorCanvas({ editor }: { editor: DesignerEditor }) {
  const snapshot = useDesigner(editor);
  const overlay = useRef<SVGSVGElement>(null);
  const { play, currentFrame } = snapshot.state;
  const view = useMemo(() => fieldView(play), [play]);
  const box = view.viewBox;

  const send = (
    event: ReactPointerEvent<SVGSVGElement>,
    call: 'pointerDown' | 'pointerMove' | 'pointerUp',
  ) => {
    if (!overlay.current) return;
    const { point, pxPerUnit } = toField(overlay.current, event.clientX, event.clientY);
    editor.setScale(pxPerUnit);
    editor[call](point.x, point.y, {
      px: { x: event.clientX, y: event.clientY },
      kind: pointerKind(event.pointerType),
      id: event.pointerId,
    });
  };

  const selected = snapshot.selection ? positionOf(play, currentFrame, snapshot.selection) : null;
  const selectedMove =
    snapshot.selection?.kind === 'move'
      ? play.frames[currentFrame]?.moves.find((m) => m.id === snapshot.selection!.id)
      : undefined;
  const selectedLine = useMemo(() => {
    const kind = snapshot.selection?.kind;
    if (!kind || kind === 'player' || kind === 'piece' || kind === 'ball' || kind === 'comment') return null;
    return frameLinesOf(play, currentFrame).find((l) => l.id === snapshot.selection!.id) ?? null;
  }, [play, currentFrame, snapshot.selection]);
  const selectedPiece = useMemo(() => {
    if (snapshot.selection?.kind !== 'piece') return null;
    const id = snapshot.selection.id;
    return stateAtFrame(play, currentFrame).pieces.find((p) => p.id === id) ?? null;
  }, [play, currentFrame, snapshot.selection]);
  const selectedComment =
    snapshot.selection?.kind === 'comment'
      ? (play.frames[currentFrame]?.fieldComments.find((c) => c.id === snapshot.selection!.id) ?? null)
      : null;
  const rotationHandle = selectedPiece ? rotationHandleOf(selectedPiece) : null;
  const resizeHandle = selectedComment ? commentResizeHandleOf(selectedComment) : null;
  const u = (value: number) => value * UNIT;
  const handle = 0.6;

  return (
    <div className="designer-canvas" style={{ width: `${snapshot.zoom * 100}%` }}>
      <PlayFrame play={play} frameIndex={currentFrame} width="100%" />
      <svg
        ref={overlay}
        className="designer-overlay"
        data-testid="designer-overlay"
        viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          send(e, 'pointerDown');
        }}
        onPointerMove={(e) => {
          send(e, 'pointerMove');
          if (editor.tool.phase === 'dragging') {
            autoscroll(
              overlay.current?.closest<HTMLElement>('.designer__viewport') ?? null,
              e.clientX,
              e.clientY,
            );
          }
        }}
        onPointerUp={(e) => send(e, 'pointerUp')}
        onPointerCancel={(e) => editor.cancel({ id: e.pointerId })}
      >
        {snapshot.guides.x !== undefined && (
          <line
            className="designer-guide"
            x1={u(snapshot.guides.x)}
            x2={u(snapshot.guides.x)}
            y1={box.y}
            y2={box.y + box.height}
          />
        )}
        {snapshot.guides.y !== undefined && (
          <line
            className="designer-guide"
            y1={u(snapshot.guides.y)}
            y2={u(snapshot.guides.y)}
            x1={box.x}
            x2={box.x + box.width}
          />
        )}
        {selected && (
          <circle
            data-kind="selection"
            className="designer-selection"
            cx={u(selected.x)}
            cy={u(selected.y)}
            r={u(view.playerRadius * 1.5)}
          />
        )}
        {selectedLine && (
          <polyline
            data-kind="selected-line"
            className="designer-selection"
            points={selectedLine.points.map((p) => `${u(p.x)},${u(p.y)}`).join(' ')}
          />
        )}
        {selectedLine &&
          selectedLine.kind !== 'move' &&
          (selectedLine.kind === 'pass'
            ? [selectedLine.points[0]!, selectedLine.points.at(-1)!]
            : [selectedLine.points.at(-1)!]
          ).map((p, i) => (
            <circle
              key={`e${i}`}
              data-kind="line-end-handle"
              className="designer-handle"
              cx={u(p.x)}
              cy={u(p.y)}
              r={u(handle)}
            />
          ))}
        {selectedMove?.anchors.map((a, i) => (
          <circle
            key={`a${i}`}
            data-kind="anchor-handle"
            className="designer-handle"
            cx={u(a.x)}
            cy={u(a.y)}
            r={u(handle)}
          />
        ))}
        {selectedMove &&
          midpoints(selectedMove).map((m, i) => (
            <circle
              key={`m${i}`}
              data-kind="midpoint-handle"
              className="designer-handle designer-handle--mid"
              cx={u(m.x)}
              cy={u(m.y)}
              r={u(handle * 0.7)}
            />
          ))}
        {selectedPiece && rotationHandle && (
          <g data-kind="rotation-handle" data-rotation={selectedPiece.rotation}>
            <line
              className="designer-selection"
              x1={u(selectedPiece.origin.x)}
              y1={u(selectedPiece.origin.y)}
              x2={u(rotationHandle.x)}
              y2={u(rotationHandle.y)}
            />
            <circle
              className="designer-handle designer-handle--rotate"
              cx={u(rotationHandle.x)}
              cy={u(rotationHandle.y)}
              r={u(handle)}
            />
          </g>
        )}
        {selectedComment && resizeHandle && (
          <rect
            data-kind="resize-handle"
            className="designer-handle designer-handle--resize"
            x={u(resizeHandle.x - handle)}
            y={u(resizeHandle.y - handle)}
            width={u(handle * 2)}
            height={u(handle * 2)}
          />
        )}
        {snapshot.preview && (
          <polyline
            data-kind="preview"
            className="designer-preview"
            points={snapshot.preview.map((p) => `${u(p.x)},${u(p.y)}`).join(' ')}
          />
        )}
      </svg>
    </div>
  );
}
