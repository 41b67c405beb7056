import { launch } from 'puppeteer-core';

/** Debian's full Chromium (package chromium): no browser is downloaded. */
export const PLAIN_CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface EditorScreenshots {
  /** The SVG shown alone on a white page, photographed as a PNG. */
  shoot(svg: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * The editor's SVG frames photographed the plain way: a full Chromium, one page, `setContent` and
 * `page.screenshot` per frame. It is both the naive baseline of the benchmark and the picture of "the screen"
 * the pixel test holds every GIF frame to. The render path itself uses no browser (src/raster/).
 */
export async function openEditorScreenshots(size: {
  width: number;
  height: number;
}): Promise<EditorScreenshots> {
  const browser = await launch({
    executablePath: PLAIN_CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--hide-scrollbars',
      '--font-render-hinting=none',
    ],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: size.width, height: size.height, deviceScaleFactor: 1 });
    return {
      async shoot(svg) {
        await page.setContent(`<body style="margin:0;background:#fff">${svg}</body>`);
        return Buffer.from(await page.screenshot({ type: 'png' }));
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
