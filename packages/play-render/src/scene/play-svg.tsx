import { FieldPiece } from '@chalktalk/domain';
import { FieldLayer } from '../field/field-layer';
import { viewBoxAttribute } from '../field/field-view';
import { FieldCommentGlyph } from '../lines/field-comment';
import { FrameLineGlyph } from '../lines/frame-line-glyph';
import { FieldPieceGlyph } from '../pieces/field-piece';
import { BallGlyph } from '../players/ball-glyph';
import { playerLabel, playerNumbers } from '../players/player-label';
import { PlayerGlyph } from '../players/player-glyph';
import { playerFill } from '../theme/theme-colours';
import { num, UNIT } from '../svg/units';
import { ScenePlayer, SceneModel } from './scene-model';

export interface SvgSize {
  width?: number | string;
  height?: number | string;
}

function goalieHidden(player: ScenePlayer, pieces: ReadonlyMap<string, FieldPiece>): boolean {
  if (player.type !== 'GOALIE') return false;
  const goal = player.pieceId ? pieces.get(player.pieceId) : undefined;
  return !goal || goal.goalieVisible === false;
}

/** Draws a scene: field, pieces, lines, ghosts, players, balls, comments and the title screen. */
export function PlaySvg({ scene, width, height }: { scene: SceneModel } & SvgSize) {
  const { view, colours, play } = scene;
  const box = view.viewBox;
  const flipped = play.viewOptions.flipField;
  const piecesById = new Map(scene.pieces.map((p) => [p.id, p]));
  const allPieces = new Map(play.fieldPieces.map((p) => [p.id, p]));
  const numbers = playerNumbers(play.initial);
  const glyph = (player: ScenePlayer, ghost: boolean, key: string) => (
    <PlayerGlyph
      key={key}
      id={player.id}
      type={player.type}
      x={player.origin.x}
      y={player.origin.y}
      rotation={player.rotation}
      radius={view.playerRadius}
      fill={playerFill(
        player,
        colours,
        player.pieceId
          ? (piecesById.get(player.pieceId) ?? allPieces.get(player.pieceId))?.goalieType
          : undefined,
      )}
      shape={player.shape ?? 'CIRCLE'}
      label={playerLabel(player, numbers, play.viewOptions)}
      flipped={flipped}
      ghost={ghost}
    />
  );
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBoxAttribute(box)}
      width={width}
      height={height}
      role="img"
      aria-label={play.name || 'Play'}
      data-frame={scene.frameIndex}
      {...Object.fromEntries(Object.entries(scene.meta).map(([k, v]) => [`data-${k}`, v]))}
    >
      <g transform={flipped ? `rotate(180 ${num(cx)} ${num(cy)})` : undefined}>
        <FieldLayer view={view} overlay={play.viewOptions.fieldLines} />
        <g data-layer="pieces">
          {scene.pieces.map((piece) => (
            <FieldPieceGlyph key={piece.id} piece={piece} design={view.field.goalDesign} colours={colours} />
          ))}
        </g>
        <g data-layer="ghosts">
          {scene.ghosts
            .filter((p) => !goalieHidden(p, allPieces))
            .map((p, i) => glyph(p, true, `ghost-${i}`))}
        </g>
        <g data-layer="lines">
          {scene.lines.map((line) => (
            <FrameLineGlyph key={`${line.kind}-${line.id}`} line={line} />
          ))}
        </g>
        <g data-layer="players">
          {scene.players.filter((p) => !goalieHidden(p, piecesById)).map((p) => glyph(p, false, p.id))}
        </g>
        <g data-layer="balls">
          {scene.balls.map((ball) => (
            <BallGlyph
              key={ball.id}
              id={ball.id}
              x={ball.origin.x}
              y={ball.origin.y}
              carrier={ball.carrier}
              inFlight={ball.inFlight}
              playerRadius={view.playerRadius}
              colour={colours.ball}
            />
          ))}
        </g>
      </g>
      <g data-layer="comments">
        {scene.comments.map((comment) => (
          // Comments stay upright: a flipped field moves their anchor, not their text.
          <FieldCommentGlyph
            key={comment.id}
            comment={
              flipped
                ? {
                    ...comment,
                    origin: { x: (2 * cx) / UNIT - comment.origin.x, y: (2 * cy) / UNIT - comment.origin.y },
                  }
                : comment
            }
          />
        ))}
      </g>
      {scene.title !== null && (
        <g data-layer="title">
          <rect
            x={num(box.x)}
            y={num(box.y)}
            width={num(box.width)}
            height={num(box.height)}
            fill={colours.primary}
            fillOpacity="0.85"
          />
          <text
            x={num(cx)}
            y={num(cy)}
            textAnchor="middle"
            fontFamily="sans-serif"
            fontWeight="700"
            fontSize={num(Math.min(box.width / 12, 48))}
            fill="#ffffff"
          >
            {scene.title}
          </text>
        </g>
      )}
    </svg>
  );
}
