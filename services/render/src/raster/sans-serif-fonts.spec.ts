import { existsSync } from 'node:fs';
import { DEJAVU_SANS, resolveSansSerifFonts } from './sans-serif-fonts';

describe('resolveSansSerifFonts', () => {
  it('loads the regular and the bold face fontconfig picks for sans-serif, named by their family', () => {
    const asked: string[] = [];
    const fonts = resolveSansSerifFonts((pattern) => {
      asked.push(pattern);
      return pattern.includes('bold')
        ? { family: 'DejaVu Sans', file: '/fonts/DejaVuSans-Bold.ttf' }
        : { family: 'DejaVu Sans', file: '/fonts/DejaVuSans.ttf' };
    });
    expect(asked).toEqual(['sans-serif', 'sans-serif:weight=bold']);
    expect(fonts).toEqual({
      family: 'DejaVu Sans',
      files: ['/fonts/DejaVuSans.ttf', '/fonts/DejaVuSans-Bold.ttf'],
    });
  });

  it('loads a file once when fontconfig has no separate bold face', () => {
    const fonts = resolveSansSerifFonts(() => ({ family: 'Only Sans', file: '/fonts/only.ttf' }));
    expect(fonts.files).toEqual(['/fonts/only.ttf']);
  });

  it('falls back to DejaVu Sans without fc-match, and refuses to go on without any font', () => {
    const noFcMatch = () => {
      throw new Error('spawn fc-match ENOENT');
    };
    expect(resolveSansSerifFonts(noFcMatch, () => true)).toEqual(DEJAVU_SANS);
    expect(() => resolveSansSerifFonts(noFcMatch, () => false)).toThrow(
      /No font for the text of plays: fc-match failed \(spawn fc-match ENOENT\)/,
    );
  });

  it("finds this machine's fonts through fc-match", () => {
    const fonts = resolveSansSerifFonts();
    expect(fonts.family).not.toBe('');
    expect(fonts.files.length).toBeGreaterThan(0);
    for (const file of fonts.files) expect(existsSync(file)).toBe(true);
  });
});
