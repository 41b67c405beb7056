import { programTheme, THEME_DEFAULTS, type PlayTheme } from '@chalktalk/domain';
import { useMemo } from 'react';
import { useRetrieveTeamsQuery } from '../../teams/teamsApi';
import { useActiveTeam } from '../../teams/use-active-team';

export interface TeamPlayTheme {
  /** False while the teams are still loading: a new play waits, so it is not created without its colours. */
  ready: boolean;
  /** The active team's program colours (plan not Basic); undefined keeps the theme defaults. */
  theme: PlayTheme | undefined;
}

/**
 * Spec 2 §9 and 3 §6: a new play is drawn in its team's colours. They are stored on the play (play.theme)
 * rather than applied at draw time, so the public viewer and the GIF render service, which know no team,
 * draw the same colours as the editor.
 */
export function useTeamPlayTheme(): TeamPlayTheme {
  const { team } = useActiveTeam();
  const { data, isLoading } = useRetrieveTeamsQuery();
  const program = data?.programs.find((candidate) => candidate.id === team?.programId) ?? null;
  return useMemo(() => {
    const { primary, secondary } = programTheme(program);
    const custom = primary !== THEME_DEFAULTS.primary || secondary !== THEME_DEFAULTS.secondary;
    return { ready: !isLoading, theme: custom ? { primary, secondary } : undefined };
  }, [program, isLoading]);
}
