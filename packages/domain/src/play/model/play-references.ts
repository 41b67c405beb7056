import { issue, PlayIssue } from './play-issues';
import { Play } from './play.types';

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
}

/**
 * Cross-references of a well-formed play: ids unique, every frame item pointing at a player,
 * ball or piece that exists. Comment ids must be unique across the play (P003).
 */
export function checkReferences(play: Play): PlayIssue[] {
  const issues: PlayIssue[] = [];
  const players = new Set(play.initial.map((p) => p.id));
  const balls = new Set(play.balls.map((b) => b.id));
  const pieces = new Map(play.fieldPieces.map((p) => [p.id, p]));
  for (const id of duplicates(play.initial.map((p) => p.id)))
    issues.push(issue('G001', 'initial', `duplicate id ${id}`));
  for (const id of duplicates(play.fieldPieces.map((p) => p.id)))
    issues.push(issue('G001', 'fieldPieces', `duplicate id ${id}`));
  for (const id of duplicates(play.balls.map((b) => b.id)))
    issues.push(issue('G001', 'balls', `duplicate id ${id}`));
  play.balls.forEach((ball, i) => {
    if (ball.carrier !== null && !players.has(ball.carrier))
      issues.push(issue('G001', `balls[${i}].carrier`, ball.carrier));
  });
  play.initial.forEach((player, i) => {
    if (player.pieceId !== undefined && !pieces.has(player.pieceId)) {
      issues.push(issue('G001', `initial[${i}].pieceId`, player.pieceId));
    }
  });
  const commentIds = play.frames.flatMap((frame) => frame.fieldComments.map((c) => c.id));
  for (const id of duplicates(commentIds)) issues.push(issue('P003', 'fieldComments', `duplicate id ${id}`));
  const need = (ok: boolean, path: string, ref: string) => {
    if (!ok) issues.push(issue('G001', path, `unknown reference ${ref}`));
  };
  play.frames.forEach((frame, f) => {
    const at = (list: string, i: number, key: string) => `frames[${f}].${list}[${i}].${key}`;
    frame.moves.forEach((m, i) => {
      need(players.has(m.source), at('moves', i, 'source'), m.source);
      if (m.targetLine !== undefined)
        need(pieces.has(m.targetLine), at('moves', i, 'targetLine'), m.targetLine);
    });
    frame.passes.forEach((p, i) => {
      need(balls.has(p.ball), at('passes', i, 'ball'), p.ball);
      need(players.has(p.target), at('passes', i, 'target'), p.target);
    });
    frame.shots.forEach((s, i) => {
      need(balls.has(s.ball), at('shots', i, 'ball'), s.ball);
      need(pieces.get(s.target)?.type === 'GOAL', at('shots', i, 'target'), s.target);
    });
    for (const [list, items] of [
      ['options', frame.options],
      ['assignments', frame.assignments],
    ] as const) {
      items.forEach((link, i) => {
        need(players.has(link.source), at(list, i, 'source'), link.source);
        need(players.has(link.target), at(list, i, 'target'), link.target);
      });
    }
  });
  return issues;
}
