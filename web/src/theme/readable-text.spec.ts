import { relativeLuminance } from '@chalktalk/domain';
import { DIMMED_TEXT, ERROR_TEXT, linkColourOn } from './readable-text';

const contrastOnWhite = (colour: string) => 1.05 / (relativeLuminance(colour)! + 0.05);

describe('readable text on the white page', () => {
  it('dims text at 4.5:1 or more', () => {
    expect(contrastOnWhite(DIMMED_TEXT)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes field errors at 4.5:1 or more', () => {
    expect(contrastOnWhite(ERROR_TEXT)).toBeGreaterThanOrEqual(4.5);
  });

  it("links keep a dark program colour and fall back to navy for a light one (the spec's default orange)", () => {
    expect(linkColourOn('#000229')).toBe('#000229');
    expect(linkColourOn('#1b5e20')).toBe('#1b5e20');
    expect(linkColourOn('#ff4f00')).toBe('#000229');
    expect(linkColourOn('#ffeb3b')).toBe('#000229');
    for (const colour of ['#000229', '#1b5e20', '#ff4f00', '#ffeb3b'])
      expect(contrastOnWhite(linkColourOn(colour))).toBeGreaterThanOrEqual(4.5);
  });
});
