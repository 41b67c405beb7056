import { DEFAULT_THEME, getContrastColor, mergeMantineTheme } from '@mantine/core';
import { programTheme } from '@chalktalk/domain';
import { buildTheme } from './build-theme';
import { BRAND_SHADE, colorScale } from './color-scale';

const built = (colours: Parameters<typeof programTheme>[0]) =>
  mergeMantineTheme(DEFAULT_THEME, buildTheme('hoops', programTheme(colours)));

const contrast = (theme: ReturnType<typeof built>, color: string) =>
  getContrastColor({ color, theme, autoContrast: true });

describe('colorScale', () => {
  it('puts the exact colour at the brand shade, lighter before and darker after', () => {
    const scale = colorScale('#1f4e9c');
    expect(scale).toHaveLength(10);
    expect(scale[BRAND_SHADE]).toBe('#1f4e9c');
    const sum = (hex: string) =>
      [1, 3, 5].reduce((total, at) => total + parseInt(hex.slice(at, at + 2), 16), 0);
    for (let shade = 1; shade < scale.length; shade += 1) {
      expect(sum(scale[shade]!)).toBeLessThan(sum(scale[shade - 1]!));
    }
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => colorScale('navy')).toThrow('not a #rrggbb colour');
  });
});

describe('buildTheme (spec 3 §6)', () => {
  it('uses the defaults #000229 and #ff4f00 without a program', () => {
    const theme = built(null);
    expect(theme.colors.brand[BRAND_SHADE]).toBe('#000229');
    expect(theme.colors.accent[BRAND_SHADE]).toBe('#ff4f00');
    expect(theme.primaryColor).toBe('accent');
    expect(theme.other.edition).toBe('hoops');
  });

  it("takes a program's colours when its plan is not Basic", () => {
    const theme = built({ plan: 'COMPLETE', colorPrimary: '#1f4e9c', colorSecondary: '#ffeb3b' });
    expect(theme.colors.brand[BRAND_SHADE]).toBe('#1f4e9c');
    expect(theme.colors.accent[BRAND_SHADE]).toBe('#ffeb3b');
  });

  it('keeps the defaults on the Basic plan', () => {
    const theme = built({ plan: 'BASIC', colorPrimary: '#1f4e9c', colorSecondary: '#ffeb3b' });
    expect(theme.colors.brand[BRAND_SHADE]).toBe('#000229');
    expect(theme.colors.accent[BRAND_SHADE]).toBe('#ff4f00');
  });

  it('gives light colours the dark navy text and dark colours white text, as the domain rule does', () => {
    const theme = built(null);
    expect(theme.black).toBe('#000229');
    expect(contrast(theme, 'accent')).toBe('var(--mantine-color-black)');
    expect(programTheme(null).onSecondary).toBe('#000229');
    expect(contrast(theme, 'brand')).toBe('var(--mantine-color-white)');
    const yellow = built({ plan: 'COMPLETE', colorPrimary: '#ffeb3b', colorSecondary: '#1f4e9c' });
    expect(contrast(yellow, 'brand')).toBe('var(--mantine-color-black)');
    expect(contrast(yellow, 'accent')).toBe('var(--mantine-color-white)');
  });
});
