import { PAPERS, PRINT_LAYOUTS, printPages, printStyles } from './print-layout';

describe('print layout', () => {
  it('puts one frame on each page', () => {
    expect(printPages(3, PRINT_LAYOUTS['1'])).toEqual([[0], [1], [2]]);
  });

  it('fills grids in play order, the last page holding the rest', () => {
    expect(printPages(5, PRINT_LAYOUTS['4'])).toEqual([[0, 1, 2, 3], [4]]);
    expect(printPages(7, PRINT_LAYOUTS['6'])).toEqual([[0, 1, 2, 3, 4, 5], [6]]);
    expect(printPages(4, PRINT_LAYOUTS['2'])).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('sizes the sheet for the chosen paper', () => {
    expect(printStyles(PAPERS.letter)).toContain('@page { size: letter portrait; margin: 0.5in; }');
    expect(printStyles(PAPERS.a4)).toContain('@page { size: A4 portrait; margin: 12mm; }');
  });
});
