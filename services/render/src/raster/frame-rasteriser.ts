import { renderAsync, Resvg, type RenderedImage } from '@resvg/resvg-js';
import type { RasterFonts } from './sans-serif-fonts';
import { snapTextBaselines } from './text-baselines';
import { TextOutlines } from './text-outlines';

/** One drawn frame: its RGBA pixels (what the encoders read) and, on demand, a PNG (the poster). */
export type RasterFrame = Pick<RenderedImage, 'pixels' | 'asPng' | 'width' | 'height'>;

/**
 * Draws play-render's SVG frames into pixels with resvg (Rust, prebuilt per platform in npm's optional
 * dependencies): no browser, no page, no capture round trip. Each drawing runs on a libuv worker thread
 * (`renderAsync`), so the event loop stays free and several frames can be drawn at once. A frame is the SVG
 * at its own width and height on white, as the editor's page shows it.
 */
export class FrameRasteriser {
  private readonly font;
  private readonly texts;

  constructor(fonts: RasterFonts) {
    this.font = {
      loadSystemFonts: false,
      fontFiles: fonts.files,
      defaultFontFamily: fonts.family,
      sansSerifFamily: fonts.family,
    };
    // resvg's simplified markup of a text is its outlines (usvg turns text into paths as it parses).
    this.texts = new TextOutlines((svg) => new Resvg(svg, { font: this.font, logLevel: 'off' }).toString());
  }

  /** A drawing takes milliseconds and cannot be interrupted (resvg-js 2.6 refuses Node's AbortSignal). */
  rasterise(svg: string): Promise<RasterFrame> {
    return renderAsync(this.texts.replace(snapTextBaselines(svg)), {
      font: this.font,
      fitTo: { mode: 'original' },
      background: '#ffffff',
      logLevel: 'off',
    });
  }
}
