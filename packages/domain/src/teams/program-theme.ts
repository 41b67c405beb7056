import { allowsCustomBranding, isPlanCode } from '../plans/plans';
import { THEME_DEFAULTS } from '../plays/editor-constants';

/** Text on a light colour: the theme's dark navy. */
export const DARK_FOREGROUND = '#000229';
export const LIGHT_FOREGROUND = '#ffffff';

/** What the app paints with: the two brand colours and readable text on each. */
export interface ProgramTheme {
  primary: string;
  secondary: string;
  onPrimary: string;
  onSecondary: string;
}

export interface ProgramColours {
  plan: string | null;
  colorPrimary: string | null;
  colorSecondary: string | null;
}

const HEX = /^#([0-9a-f]{6})$/i;

/** WCAG relative luminance of a #rrggbb colour; null for anything else. */
export function relativeLuminance(colour: string): number | null {
  const match = HEX.exec(colour);
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  const linear = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

/**
 * Spec 3 §6: light colours get dark foreground text. Above this luminance black text contrasts more than white
 * ((L + 0.05) / 0.05 > 1.05 / (L + 0.05)).
 */
export function foregroundOn(colour: string): string {
  const luminance = relativeLuminance(colour);
  return luminance !== null && luminance > 0.179 ? DARK_FOREGROUND : LIGHT_FOREGROUND;
}

/**
 * The theme of the active team's program: its custom colours when the plan is not Basic (a program without a
 * plan yet is not Basic), the theme defaults otherwise and for a colour left unset or malformed.
 */
export function programTheme(program: ProgramColours | null | undefined): ProgramTheme {
  const custom = program && (!isPlanCode(program.plan) || allowsCustomBranding(program.plan));
  const pick = (colour: string | null | undefined, fallback: string) =>
    custom && colour && HEX.test(colour) ? colour : fallback;
  const primary = pick(program?.colorPrimary, THEME_DEFAULTS.primary);
  const secondary = pick(program?.colorSecondary, THEME_DEFAULTS.secondary);
  return { primary, secondary, onPrimary: foregroundOn(primary), onSecondary: foregroundOn(secondary) };
}
