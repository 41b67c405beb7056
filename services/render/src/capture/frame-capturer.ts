import { Browser, CDPSession, Page } from 'puppeteer-core';
import { framePageHtml } from './frame-page';

export interface CaptureRequest {
  svgs: readonly string[];
  width: number;
  height: number;
  fps: number;
  /** Called with each frame's PNG in order; capture waits for it (backpressure into the encoder). */
  onFrame: (png: Buffer, index: number) => void | Promise<void>;
}

/** Captures PNG frames of SVG drawings in a browser page, one per drawing, on a virtual clock. */
export interface FrameCapturer {
  readonly mode: 'begin-frame' | 'screenshot';
  capture(browser: Browser, request: CaptureRequest): Promise<void>;
}

let pageCounter = 0;

async function loadFramePage(page: Page, request: CaptureRequest): Promise<void> {
  await page.setViewport({ width: request.width, height: request.height, deviceScaleFactor: 1 });
  await page.setContent(framePageHtml(request.width, request.height), { waitUntil: 'load' });
  await page.evaluate((svgs: string[]) => {
    (globalThis as unknown as { __frames: string[] }).__frames = svgs;
  }, request.svgs as string[]);
}

/**
 * chromium-headless-shell with begin-frame control: the compositor produces a frame only when
 * HeadlessExperimental.beginFrame asks for one, at the frame time we pass, and hands back its pixels in the
 * same call. Nothing runs in real time, so a slow machine gives the same frames, only later.
 */
export class BeginFrameCapturer implements FrameCapturer {
  readonly mode = 'begin-frame' as const;

  async capture(browser: Browser, request: CaptureRequest): Promise<void> {
    const marker = `about:blank#render-${process.pid}-${(pageCounter += 1)}`;
    const browserSession = await browser.target().createCDPSession();
    const { targetId } = await browserSession.send('Target.createTarget', {
      url: marker,
      enableBeginFrameControl: true,
      width: request.width,
      height: request.height,
    });
    try {
      const target = await browser.waitForTarget((t) => t.url() === marker, { timeout: 10_000 });
      const page = await target.page();
      if (!page) throw new Error('render page did not open');
      const session = await page.createCDPSession();
      await loadFramePage(page, request);
      await this.captureFrames(session, request);
      await session.detach().catch(() => undefined);
    } finally {
      await browserSession.send('Target.closeTarget', { targetId }).catch(() => undefined);
      await browserSession.detach().catch(() => undefined);
    }
  }

  private async captureFrames(session: CDPSession, request: CaptureRequest): Promise<void> {
    const interval = 1000 / request.fps;
    // Frame times are virtual: any monotonically increasing value works; start well after the page's load.
    let frameTimeTicks = 1_000_000;
    const begin = async () => {
      frameTimeTicks += interval;
      const result = await session.send('HeadlessExperimental.beginFrame', {
        frameTimeTicks,
        interval,
        screenshot: { format: 'png', optimizeForSpeed: true },
      });
      return result.screenshotData;
    };
    let previous: Buffer | undefined;
    for (let i = 0; i < request.svgs.length; i += 1) {
      await session.send('Runtime.evaluate', { expression: `__show(${i})` });
      let data = await begin();
      // The first frames of a fresh page can come back empty while the compositor attaches its surface.
      for (let retry = 0; !data && !previous && retry < 10; retry += 1) data = await begin();
      // No damage since the last frame (an identical drawing): Chromium sends no pixels; repeat the last ones.
      const png = data ? Buffer.from(data, 'base64') : previous;
      if (!png) throw new Error(`frame ${i} produced no pixels`);
      previous = png;
      await request.onFrame(png, i);
    }
  }
}

/** Any Chromium (new headless mode): Page.captureScreenshot after each drawing. Slower, same pixels. */
export class ScreenshotCapturer implements FrameCapturer {
  readonly mode = 'screenshot' as const;

  async capture(browser: Browser, request: CaptureRequest): Promise<void> {
    const page = await browser.newPage();
    try {
      await loadFramePage(page, request);
      for (let i = 0; i < request.svgs.length; i += 1) {
        await page.evaluate(
          (index: number) => (globalThis as unknown as { __show: (n: number) => number }).__show(index),
          i,
        );
        const png = Buffer.from(await page.screenshot({ type: 'png', optimizeForSpeed: true }));
        await request.onFrame(png, i);
      }
    } finally {
      await page.close().catch(() => undefined);
    }
  }
}
