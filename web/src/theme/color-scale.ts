import type { MantineColorsTuple } from '@mantine/core';

const HEX = /^#([0-9a-f]{6})$/i;

/** Index of the brand colour itself in its scale: Mantine's filled variants (buttons, badges) use this shade. */
export const BRAND_SHADE = 6;

function channels(hex: string): [number, number, number] {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return [value >> 16, (value >> 8) & 0xff, value & 0xff];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: [number, number, number], to: number, amount: number): string {
  return toHex(from.map((channel) => channel + (to - channel) * amount));
}

/** Share of white in shades 0..5 (lightest first) and of black in shades 7..9. */
const TINTS = [0.92, 0.8, 0.64, 0.46, 0.28, 0.12];
const SHADES = [0.14, 0.28, 0.42];

/**
 * Mantine wants ten shades per colour. A program picks one colour, so the scale is that colour at BRAND_SHADE with
 * tints towards white before it and shades towards black after it: the exact brand colour is what buttons and the
 * header show, the tints serve light backgrounds (hover, selected rows).
 */
export function colorScale(hex: string): MantineColorsTuple {
  const rgb = channels(hex);
  const base = toHex(rgb);
  const light = TINTS.map((amount) => mix(rgb, 255, amount));
  const dark = SHADES.map((amount) => mix(rgb, 0, amount));
  return [...light, base, ...dark] as unknown as MantineColorsTuple;
}
