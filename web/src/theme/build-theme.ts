import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { DARK_FOREGROUND, programTheme, type ProgramTheme } from '@chalktalk/domain';
import type { Edition } from '../config/edition';
import { BRAND_SHADE, colorScale } from './color-scale';

/** The spec's default theme (#000229, #ff4f00): what every page shows until a branded program is active. */
export const DEFAULT_PROGRAM_THEME: ProgramTheme = programTheme(null);

/**
 * Spec 3 §6 "light colours get dark foreground text": the domain's foregroundOn switches above a relative luminance
 * of 0.179; Mantine's autoContrast applies the same threshold to every filled component, and its dark text is
 * theme.black, the same navy the domain uses.
 */
const DARK_TEXT_ABOVE_LUMINANCE = 0.179;

/**
 * Mantine 9's Menu puts a focusable `<div role="presentation">` first inside `role="menu"`, which axe reports as
 * a critical aria-required-children on every open menu. Without it the dropdown's focus trap focuses the first
 * item instead (items are focusable, tabindex -1), which is what the WAI-ARIA menu pattern asks for. A plain
 * object rather than Menu.extend, so the theme does not pull the Menu component into the entry chunk.
 */
const MENU_WITHOUT_FOCUS_PLACEHOLDER = { defaultProps: { withInitialFocusPlaceholder: false } };

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The one Mantine theme: `brand` is the program's primary colour (header, navbar accents, links), `accent` its
 * secondary colour, which filled buttons use (primaryColor), as the product did before the kit. Custom colours only
 * reach here through programTheme(), which keeps them to plans above Basic. The three editions share the spec's
 * colours; the edition rides along in `other` for pieces that differ by sport (logos, copy).
 */
export function buildTheme(
  edition: Edition,
  program: ProgramTheme = DEFAULT_PROGRAM_THEME,
): MantineThemeOverride {
  return createTheme({
    colors: { brand: colorScale(program.primary), accent: colorScale(program.secondary) },
    primaryColor: 'accent',
    primaryShade: BRAND_SHADE,
    autoContrast: true,
    luminanceThreshold: DARK_TEXT_ABOVE_LUMINANCE,
    black: DARK_FOREGROUND,
    fontFamily: FONT,
    headings: { fontFamily: FONT },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: { Menu: MENU_WITHOUT_FOCUS_PLACEHOLDER },
    other: { edition, onPrimary: program.onPrimary, onSecondary: program.onSecondary },
  });
}
