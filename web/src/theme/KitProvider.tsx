import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import type { ProgramTheme } from '@chalktalk/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useEdition } from '../config/EditionContext';
import { BrandingContext } from './branding-context';
import { buildTheme, DEFAULT_PROGRAM_THEME } from './build-theme';
import { DIMMED_TEXT, ERROR_TEXT, linkColourOn } from './readable-text';
import { DeferredModals } from './DeferredModals';
import { DeferredNotifications } from './DeferredNotifications';

interface KitProviderProps {
  children: ReactNode;
  /**
   * 'test' turns off Mantine's transitions and portals, so component tests see dialogs and menus at once, in
   * the rendered container.
   */
  env?: 'default' | 'test';
}

/**
 * The few hand-written rules (header, navbar, the designer's own stylesheet) read the brand colours as
 * --color-* variables; they come from the same theme, so a program's colours repaint them too.
 */
function brandVariables(program: ProgramTheme): CSSVariablesResolver {
  return () => ({
    variables: {
      '--color-primary': program.primary,
      '--color-secondary': program.secondary,
      '--color-on-primary': program.onPrimary,
      '--color-on-secondary': program.onSecondary,
    },
    // Readable on the white page (readable-text.ts): links in the program's colour when it reads, dimmed text and
    // field errors darker.
    light: {
      '--mantine-color-anchor': linkColourOn(program.primary),
      '--mantine-color-dimmed': DIMMED_TEXT,
      '--mantine-color-error': ERROR_TEXT,
    },
    dark: {},
  });
}

function sameColours(a: ProgramTheme, b: ProgramTheme): boolean {
  return (
    a.primary === b.primary &&
    a.secondary === b.secondary &&
    a.onPrimary === b.onPrimary &&
    a.onSecondary === b.onSecondary
  );
}

/**
 * The component kit at the app root: the theme (edition + the active program's colours), the notifications
 * host and the modals manager (both fetched after the first render). The program's colours are only known inside the signed-in shell (they follow the
 * active team in the address), so the shell reports them through BrandingContext and the theme follows.
 */
export function KitProvider({ children, env = 'default' }: KitProviderProps) {
  const { edition } = useEdition();
  const [program, setProgram] = useState<ProgramTheme>(DEFAULT_PROGRAM_THEME);
  // The shell reports its colours on every mount, mostly the defaults again: a new object with the same colours
  // rebuilt the theme and re-rendered every kit component under it, synchronously in the shell's layout effect
  // (~60 ms of a phone's start measured, x4 under Lighthouse's throttling).
  const setBranding = useCallback(
    (next: ProgramTheme) => setProgram((current) => (sameColours(current, next) ? current : next)),
    [],
  );
  const theme = useMemo(() => buildTheme(edition, program), [edition, program]);
  const variables = useMemo(() => brandVariables(program), [program]);
  return (
    <BrandingContext.Provider value={setBranding}>
      <MantineProvider theme={theme} env={env} cssVariablesResolver={variables}>
        <DeferredNotifications />
        <DeferredModals />
        {children}
      </MantineProvider>
    </BrandingContext.Provider>
  );
}
