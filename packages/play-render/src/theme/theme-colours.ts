import { BALL_COLOUR, GoalieType, PlayerType, PlayTheme, THEME_DEFAULTS } from '@chalktalk/domain';

export interface SceneColours {
  primary: string;
  secondary: string;
  ball: string;
}

export function sceneColours(theme: PlayTheme | undefined): SceneColours {
  return {
    primary: theme?.primary || THEME_DEFAULTS.primary,
    secondary: theme?.secondary || THEME_DEFAULTS.secondary,
    ball: BALL_COLOUR,
  };
}

/** Text on a light fill is drawn in this dark colour; on a dark fill, in white. */
export const DARK_TEXT = '#111111';
export const LIGHT_TEXT = '#ffffff';

const NAMED: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  orangered: '#ff4500',
  orange: '#ffa500',
  yellow: '#ffff00',
  red: '#ff0000',
  blue: '#0000ff',
  green: '#008000',
  gray: '#808080',
  grey: '#808080',
};

/** #rgb, #rrggbb or a few named colours as 0..255 channels; null when it cannot be read. */
export function parseColour(colour: string): [number, number, number] | null {
  const value = (NAMED[colour.trim().toLowerCase()] ?? colour).trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short)
    return [short[1]!, short[2]!, short[3]!].map((h) => parseInt(h + h, 16)) as [number, number, number];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (long) return [long[1]!, long[2]!, long[3]!].map((h) => parseInt(h, 16)) as [number, number, number];
  return null;
}

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function luminance(colour: string): number {
  const rgb = parseColour(colour);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * "Light colours get dark foreground text": pick whichever of the two text colours contrasts more
 * (the WCAG crossover between white and near-black text sits at a luminance of about 0.18).
 */
export function foregroundOn(fill: string): string {
  return luminance(fill) > 0.18 ? DARK_TEXT : LIGHT_TEXT;
}

const COACH_FILL = '#ffffff';

/** A player's fill: its own colour when set (frame look), else its side's team colour. */
export function playerFill(
  player: { type: PlayerType; color?: string },
  colours: SceneColours,
  goalieType?: GoalieType,
): string {
  if (player.color) return player.color;
  switch (player.type) {
    case 'BLUEPLAYER':
      return colours.primary;
    case 'ORANGEPLAYER':
      return colours.secondary;
    case 'COACH':
      return COACH_FILL;
    case 'GOALIE':
      return goalieType === 'BLUEPLAYER' ? colours.primary : colours.secondary;
  }
}
