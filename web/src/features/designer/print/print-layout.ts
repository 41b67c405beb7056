/**
 * Print mode (spec 2 §2: the play editor's print mode) lays a play's frames out on paper: one frame per page, or
 * a grid of frames. Everything here is plain data, so the layout is decided (and tested) apart from the view.
 */

export type PaperId = 'letter' | 'a4';

export interface Paper {
  id: PaperId;
  name: string;
  /** The CSS `@page size` keyword; the sheet is always upright (fields are taller than wide). */
  cssSize: string;
  /** Printable area (the sheet minus the margin), for the on-screen preview's proportions. */
  width: string;
  height: string;
  /** Width over height of the printable area. */
  aspect: number;
  margin: string;
}

export const PAPERS: Record<PaperId, Paper> = {
  letter: {
    id: 'letter',
    name: 'Letter',
    cssSize: 'letter portrait',
    width: '7.5in',
    height: '10in',
    aspect: 7.5 / 10,
    margin: '0.5in',
  },
  a4: {
    id: 'a4',
    name: 'A4',
    cssSize: 'A4 portrait',
    width: '186mm',
    height: '273mm',
    aspect: 186 / 273,
    margin: '12mm',
  },
};

export type PrintLayoutId = '1' | '2' | '4' | '6';

export interface PrintLayout {
  id: PrintLayoutId;
  name: string;
  columns: number;
  rows: number;
}

/** Ours: one frame per page, or 2, 4 or 6 on a page (fields are upright, so two sit side by side). */
export const PRINT_LAYOUTS: Record<PrintLayoutId, PrintLayout> = {
  '1': { id: '1', name: 'One frame per page', columns: 1, rows: 1 },
  '2': { id: '2', name: '2 per page', columns: 2, rows: 1 },
  '4': { id: '4', name: '4 per page', columns: 2, rows: 2 },
  '6': { id: '6', name: '6 per page', columns: 3, rows: 2 },
};

/** The frame indices on each page, in play order; the last page holds what is left. */
export function printPages(frameCount: number, layout: PrintLayout): number[][] {
  const perPage = layout.columns * layout.rows;
  const pages: number[][] = [];
  for (let first = 0; first < frameCount; first += perPage) {
    pages.push(Array.from({ length: Math.min(perPage, frameCount - first) }, (_, i) => first + i));
  }
  return pages;
}

/**
 * The print rules of the chosen paper: the sheet size and margin, and only the print view on paper (every
 * element that neither holds it nor sits in it is hidden, and its ancestors lose their screen layout), so the
 * app's header and navigation never print and each page of the view starts a sheet.
 */
export function printStyles(paper: Paper): string {
  return `@page { size: ${paper.cssSize}; margin: ${paper.margin}; }
@media print {
  body *:not(:has(.designer-print)):not(.designer-print):not(.designer-print *) { display: none !important; }
  body *:has(.designer-print) { display: block !important; position: static !important; overflow: visible !important;
    margin: 0 !important; padding: 0 !important; border: 0 !important; width: auto !important; height: auto !important;
    max-width: none !important; max-height: none !important; box-shadow: none !important; }
}`;
}
