import { FieldPiece, PlayField } from '@chalktalk/domain';
import { SceneColours } from '../theme/theme-colours';
import { num, sx } from '../svg/units';
import { FIELD_PALETTE } from '../field/field-palette';

const RIM_RADIUS = 0.75;
const BACKBOARD_OFFSET = 1;
const BACKBOARD_WIDTH = 6;
/** A crease around a lacrosse cage, this far beyond the cage's half width. */
const CREASE_MARGIN = 1.5;
const STROKE = 2;

function placed(piece: FieldPiece): string {
  return `translate(${sx(piece.origin.x)} ${sx(piece.origin.y)}) rotate(${num(piece.rotation)})`;
}

/**
 * Goals are drawn in their own frame: local +y points at the goal's end line (rotation 0 faces up the
 * field, 180 down), so one drawing serves both ends.
 */
function Goal({ piece, design }: { piece: FieldPiece; design: PlayField['goalDesign'] }) {
  const w = piece.width;
  const h = piece.height;
  if (design === 'HOOP') {
    return (
      <g fill="none" stroke="#4b5563" strokeWidth={num(STROKE)}>
        <line
          x1={sx(-BACKBOARD_WIDTH / 2)}
          y1={sx(BACKBOARD_OFFSET)}
          x2={sx(BACKBOARD_WIDTH / 2)}
          y2={sx(BACKBOARD_OFFSET)}
          strokeWidth={num(STROKE * 2)}
        />
        <circle cx="0" cy="0" r={sx(RIM_RADIUS)} stroke="#ea580c" />
      </g>
    );
  }
  if (design === 'CAGE') {
    return (
      <g fill="none" stroke="#4b5563" strokeWidth={num(STROKE)}>
        <circle cx="0" cy="0" r={sx(w / 2 + CREASE_MARGIN)} stroke={FIELD_PALETTE.line} />
        <path d={`M${sx(-w / 2)} 0 L${sx(w / 2)} 0 L0 ${sx(h / 2)} Z`} fill="#e5e7eb" />
      </g>
    );
  }
  return (
    <rect
      x={sx(-w / 2)}
      y={sx(-h / 2)}
      width={sx(w)}
      height={sx(h)}
      fill="none"
      stroke="#4b5563"
      strokeWidth={num(STROKE)}
    />
  );
}

export function FieldPieceGlyph({
  piece,
  design,
  colours,
}: {
  piece: FieldPiece;
  design: PlayField['goalDesign'];
  colours: SceneColours;
}) {
  const common = {
    'data-kind': 'piece',
    'data-id': piece.id,
    'data-type': piece.type,
    'data-x': num(piece.origin.x),
    'data-y': num(piece.origin.y),
    'data-rotation': num(piece.rotation),
    transform: placed(piece),
  };
  const w = piece.width;
  const h = piece.height;
  switch (piece.type) {
    case 'GOAL':
      return (
        <g {...common}>
          <Goal piece={piece} design={design} />
        </g>
      );
    case 'OLINE':
    case 'DLINE': {
      const colour = piece.type === 'OLINE' ? colours.primary : colours.secondary;
      return (
        <g {...common} stroke={colour} strokeWidth={num(STROKE)} strokeOpacity="0.6">
          <line x1={sx(-w / 2)} y1="0" x2={sx(w / 2)} y2="0" />
          <line x1={sx(-w / 2)} y1={sx(-0.6)} x2={sx(-w / 2)} y2={sx(0.6)} />
          <line x1={sx(w / 2)} y1={sx(-0.6)} x2={sx(w / 2)} y2={sx(0.6)} />
        </g>
      );
    }
    case 'RECTANGLE':
      return (
        <g {...common}>
          <rect
            x={sx(-w / 2)}
            y={sx(-h / 2)}
            width={sx(w)}
            height={sx(h)}
            fill={colours.primary}
            fillOpacity="0.12"
            stroke={colours.primary}
            strokeWidth={num(STROKE)}
          />
        </g>
      );
    case 'ELLIPSE': {
      // A zone's area (tied to a move) takes the defence's colour.
      const colour = piece.moveId ? colours.secondary : colours.primary;
      return (
        <g {...common}>
          <ellipse
            cx="0"
            cy="0"
            rx={sx(w / 2)}
            ry={sx(h / 2)}
            fill={colour}
            fillOpacity="0.15"
            stroke={colour}
            strokeWidth={num(STROKE)}
          />
        </g>
      );
    }
  }
}

/** Field setup pieces show on every frame; a piece drawn in one frame shows on that frame only. */
export function pieceShownOn(piece: FieldPiece, frameIndex: number): boolean {
  return piece.onAllFrames === true || piece.frameIdx === undefined || piece.frameIdx === frameIndex;
}
