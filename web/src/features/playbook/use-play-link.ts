import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Playbook, PlaybookPlay } from './playbook.types';

export type PlayLink =
  | { status: 'none' }
  | { status: 'opening' }
  | { status: 'hidden'; message: string }
  | { status: 'missing'; message: string };

export const PLAY_LINK_MESSAGES = {
  hidden: 'This play is hidden. The first 10 plays are free; upgrade to open the others.',
  missing: 'That play is not in this playbook.',
} as const;

/**
 * Spec 2 §2: /playbook?p=<playId> names a play of the playbook shown. Once the playbook is loaded the
 * page moves on (replacing the history entry) to where a click on that play in the list goes, which
 * keeps t=; a hidden play (spec 2 §4: not openable) or one the playbook lacks stays on the list.
 */
export function usePlayLink(
  playId: string | null,
  playbook: Playbook | undefined,
  openPath: (play: PlaybookPlay) => string,
): PlayLink {
  const navigate = useNavigate();
  const play = playId && playbook ? (playbook.plays.find((p) => p.id === playId) ?? null) : null;
  const target = play && !play.hidden ? openPath(play) : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
  if (!playId || !playbook) return { status: playId ? 'opening' : 'none' };
  if (!play) return { status: 'missing', message: PLAY_LINK_MESSAGES.missing };
  if (play.hidden) return { status: 'hidden', message: PLAY_LINK_MESSAGES.hidden };
  return { status: 'opening' };
}
