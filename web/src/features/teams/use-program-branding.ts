import { programTheme } from '@chalktalk/domain';
import { useContext, useLayoutEffect } from 'react';
import { BrandingContext } from '../../theme/branding-context';
import { DEFAULT_PROGRAM_THEME } from '../../theme/build-theme';
import { useRetrieveTeamsQuery } from './teamsApi';
import { useActiveTeam } from './use-active-team';

/**
 * Spec 3 §6: the active team's program colours repaint the product when its plan is not Basic (programTheme keeps
 * the defaults #000229 / #ff4f00 otherwise). The kit's theme is built at the app root, so this hands the colours up;
 * leaving the signed-in shell puts the defaults back. A layout effect, so the first paint is already in colour.
 */
export function useProgramBranding(): void {
  const setBranding = useContext(BrandingContext);
  const { team } = useActiveTeam();
  const { data } = useRetrieveTeamsQuery();
  const program = data?.programs.find((candidate) => candidate.id === team?.programId) ?? null;
  // The colours, not the program object: a refetch of the same program must not rebuild the theme.
  const { primary, secondary, onPrimary, onSecondary } = programTheme(program);
  useLayoutEffect(
    () => setBranding({ primary, secondary, onPrimary, onSecondary }),
    [setBranding, primary, secondary, onPrimary, onSecondary],
  );
  useLayoutEffect(() => () => setBranding(DEFAULT_PROGRAM_THEME), [setBranding]);
}
