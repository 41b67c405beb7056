import { DARK_FOREGROUND, relativeLuminance } from '@chalktalk/domain';

/**
 * Text colours that keep WCAG AA (4.5:1) on the white page: Mantine's defaults do not (links take primaryColor,
 * the spec's #ff4f00 at 3.3:1; `dimmed` is gray.6, #868e96 at 3.3:1). The accessibility walk (e2e/axe.spec.ts)
 * found them on every screen, so they are fixed once here for all of them.
 */
export const DIMMED_TEXT = '#5c636a';

/**
 * Field errors (Mantine's --mantine-color-error, red.6 #fa5252 at 3.2:1, also colours an invalid input's text and
 * border): the app's own error red (--color-error in global.css), 6.5:1.
 */
export const ERROR_TEXT = '#b3261e';

/**
 * Links in the program's primary colour when it reads on white, else navy. White has luminance 1, so 4.5:1 needs
 * the colour's luminance at most (1.05 / 4.5) - 0.05 = 0.183.
 */
export function linkColourOn(primary: string): string {
  const luminance = relativeLuminance(primary);
  return luminance !== null && luminance <= 1.05 / 4.5 - 0.05 ? primary : DARK_FOREGROUND;
}
