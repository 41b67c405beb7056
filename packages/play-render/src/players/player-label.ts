import { PlayerType, ViewLayerOptions, ViewOptions } from '@chalktalk/domain';

/** Blue players and coaches follow the offence settings, orange players and goalies the defence's. */
export function layerFor(type: PlayerType, view: ViewOptions): ViewLayerOptions {
  return type === 'ORANGEPLAYER' || type === 'GOALIE' ? view.defense : view.offense;
}

export interface LabelSource {
  id: string;
  type: PlayerType;
  role?: string;
}

/**
 * The text inside a player: its role when roles are shown and it has one, else (ids shown) its number
 * among the players of its kind in placement order; coaches read 'C' and goalies 'G' by default.
 */
export function playerLabel(
  player: LabelSource,
  numberOf: ReadonlyMap<string, number>,
  view: ViewOptions,
): string {
  const layer = layerFor(player.type, view);
  if (layer.roles && player.role) return player.role;
  if (!layer.ids) return '';
  if (player.type === 'COACH') return 'C';
  if (player.type === 'GOALIE') return 'G';
  const n = numberOf.get(player.id);
  return n === undefined ? '' : String(n);
}

/** 1-based numbers per player kind, in the order players were placed. */
export function playerNumbers(players: readonly { id: string; type: PlayerType }[]): Map<string, number> {
  const counts = new Map<PlayerType, number>();
  const numbers = new Map<string, number>();
  for (const player of players) {
    const n = (counts.get(player.type) ?? 0) + 1;
    counts.set(player.type, n);
    numbers.set(player.id, n);
  }
  return numbers;
}
