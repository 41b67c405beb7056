import { programTheme } from '@chalktalk/domain';
import { type CSSProperties, useMemo } from 'react';
import { useRetrieveTeamsQuery } from './teamsApi';
import { useActiveTeam } from './use-active-team';

export interface ProgramThemeStyle {
  /** True when the active team's program brings its own colours. */
  branded: boolean;
  /** The theme's CSS variables, for the element that holds the product's chrome; undefined keeps the defaults. */
  style: CSSProperties | undefined;
}

/**
 * Spec 3 §6: the active team's program colours repaint the product (header, primary buttons) when its plan is not
 * Basic; light colours get dark text. Without custom colours nothing is overridden and the stylesheet's defaults
 * (#000229, #ff4f00) stay.
 */
export function useProgramTheme(): ProgramThemeStyle {
  const { team } = useActiveTeam();
  const { data } = useRetrieveTeamsQuery();
  const program = data?.programs.find((candidate) => candidate.id === team?.programId) ?? null;
  return useMemo(() => {
    const theme = programTheme(program);
    const defaults = programTheme(null);
    if (theme.primary === defaults.primary && theme.secondary === defaults.secondary) {
      return { branded: false, style: undefined };
    }
    const style = {
      '--color-primary': theme.primary,
      '--color-secondary': theme.secondary,
      '--color-on-primary': theme.onPrimary,
      '--color-on-secondary': theme.onSecondary,
    } as CSSProperties;
    return { branded: true, style };
  }, [program]);
}
