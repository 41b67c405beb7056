import {
  DARK_FOREGROUND,
  foregroundOn,
  LIGHT_FOREGROUND,
  programTheme,
  relativeLuminance,
} from './program-theme';

const program = (plan: string | null, colorPrimary: string | null, colorSecondary: string | null) => ({
  plan,
  colorPrimary,
  colorSecondary,
});

describe('programTheme (spec 3 §6 branding)', () => {
  it('uses the theme defaults #000229 and #ff4f00 without a program', () => {
    expect(programTheme(null)).toMatchObject({ primary: '#000229', secondary: '#ff4f00' });
  });

  it('applies custom colours when the plan is not Basic, and for a program without a plan yet', () => {
    expect(programTheme(program('COMPLETE', '#1f4e9c', '#ffcc00'))).toMatchObject({
      primary: '#1f4e9c',
      secondary: '#ffcc00',
    });
    expect(programTheme(program(null, '#1f4e9c', null))).toMatchObject({
      primary: '#1f4e9c',
      secondary: '#ff4f00',
    });
  });

  it('ignores custom colours on the Basic plan', () => {
    expect(programTheme(program('BASIC', '#1f4e9c', '#ffcc00'))).toMatchObject({
      primary: '#000229',
      secondary: '#ff4f00',
    });
  });

  it('falls back to the default for a malformed colour', () => {
    expect(programTheme(program('COLLEGIATE', 'red', '#12345'))).toMatchObject({
      primary: '#000229',
      secondary: '#ff4f00',
    });
  });

  it('gives light colours dark foreground text and dark colours white text', () => {
    const theme = programTheme(program('CLUB_COMPLETE', '#ffffff', '#0a0a0a'));
    expect(theme.onPrimary).toBe(DARK_FOREGROUND);
    expect(theme.onSecondary).toBe(LIGHT_FOREGROUND);
    expect(programTheme(null).onPrimary).toBe(LIGHT_FOREGROUND);
  });
});

describe('foregroundOn', () => {
  it('switches to dark text where black contrasts more than white', () => {
    expect(foregroundOn('#ffeb3b')).toBe(DARK_FOREGROUND);
    expect(foregroundOn('#1f4e9c')).toBe(LIGHT_FOREGROUND);
    // Mid grey #777777 (L 0.184) reads better with dark text, #737373 (L 0.171) with white.
    expect(foregroundOn('#777777')).toBe(DARK_FOREGROUND);
    expect(foregroundOn('#737373')).toBe(LIGHT_FOREGROUND);
  });

  it('measures WCAG relative luminance', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 5);
    expect(relativeLuminance('not a colour')).toBeNull();
  });
});
