import { Browser, CDPSession, Page } from 'puppeteer-core';
import { framePageHtml } from './frame-page';

export interface CaptureRequest {
  svgs: readonly string[];
  /** Drawn once behind every frame (the field), when the frames leave it out. */
  background?: string;
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

const loadedSizes = new WeakMap<Page, string>();

/** Loads the frame page at the job's size (once per page and size), then hands it the job's drawings. */
async function loadFramePage(page: Page, request: CaptureRequest): Promise<void> {
  const size = `${request.width}x${request.height}`;
  if (loadedSizes.get(page) !== size) {
    await page.setViewport({ width: request.width, height: request.height, deviceScaleFactor: 1 });
    await page.setContent(framePageHtml(request.width, request.height), { waitUntil: 'load' });
    loadedSizes.set(page, size);
  }
  await page.evaluate(
    (svgs: string[], background: string) => {
      const page = globalThis as unknown as { __frames: string[]; __background: (svg: string) => void };
      page.__frames = svgs;
      page.__background(background);
    },
    request.svgs as string[],
    request.background ?? '',
  );
}

interface ControlledPage {
  browser: Browser;
  page: Page;
  session: CDPSession;
  /** Virtual frame time of the page; it must only ever grow (Chromium drops begin-frames from the past). */
  frameTimeTicks: number;
  warm: boolean;
}

/** Begin-frames a fresh page gets before its first capture (measured: its first frames can differ run to run). */
const WARM_UP_FRAMES = 5;

/**
 * chromium-headless-shell with begin-frame control: the compositor produces a frame only when
 * HeadlessExperimental.beginFrame asks for one, at the frame time we pass, and hands back its pixels in the
 * same call. Nothing runs in real time, so a slow machine gives the same frames, only later.
 *
 * The controlled page is opened once per browser and reused by every job (opening a target and loading the
 * page costs about 0.3 s, a fifth of a whole render); a job only replaces the page's list of drawings.
 */
export class BeginFrameCapturer implements FrameCapturer {
  readonly mode = 'begin-frame' as const;
  private controlled: ControlledPage | undefined;

  async capture(browser: Browser, request: CaptureRequest): Promise<void> {
    const controlled = await this.pageFor(browser);
    try {
      await loadFramePage(controlled.page, request);
      if (!controlled.warm) await this.warmUp(controlled, request);
      await this.captureFrames(controlled, request);
    } catch (error) {
      this.controlled = undefined; // a failed job may leave the page in any state: open a fresh one next time
      throw error;
    }
  }

  private async pageFor(browser: Browser): Promise<ControlledPage> {
    if (this.controlled?.browser === browser && !this.controlled.page.isClosed()) return this.controlled;
    const marker = `about:blank#render-${process.pid}-${(pageCounter += 1)}`;
    const browserSession = await browser.target().createCDPSession();
    try {
      await browserSession.send('Target.createTarget', { url: marker, enableBeginFrameControl: true });
    } finally {
      await browserSession.detach().catch(() => undefined);
    }
    const target = await browser.waitForTarget((t) => t.url() === marker, { timeout: 10_000 });
    const page = await target.page();
    if (!page) throw new Error('render page did not open');
    this.controlled = {
      browser,
      page,
      session: await page.createCDPSession(),
      frameTimeTicks: 1_000_000,
      warm: false,
    };
    return this.controlled;
  }

  /**
   * A fresh page's first captured frames are not reliable (fonts and raster resources are still being set
   * up: the same drawing gave different pixels run to run). Draw the first frame a few times and discard it.
   */
  private async warmUp(controlled: ControlledPage, request: CaptureRequest): Promise<void> {
    const interval = 1000 / request.fps;
    await controlled.session.send('Runtime.evaluate', { expression: '__show(0)' });
    for (let i = 0; i < WARM_UP_FRAMES; i += 1) {
      controlled.frameTimeTicks += interval;
      await controlled.session.send('HeadlessExperimental.beginFrame', {
        frameTimeTicks: controlled.frameTimeTicks,
        interval,
        screenshot: { format: 'png', optimizeForSpeed: true },
      });
    }
    controlled.warm = true;
  }

  private async captureFrames(controlled: ControlledPage, request: CaptureRequest): Promise<void> {
    const { session } = controlled;
    const interval = 1000 / request.fps;
    const begin = async () => {
      controlled.frameTimeTicks += interval;
      return session.send('HeadlessExperimental.beginFrame', {
        frameTimeTicks: controlled.frameTimeTicks,
        interval,
        screenshot: { format: 'png', optimizeForSpeed: true },
      });
    };
    // A reused page still shows the last job's final drawing; clear it so the first frame always has damage.
    await session.send('Runtime.evaluate', { expression: `document.getElementById('stage').innerHTML = ''` });
    controlled.frameTimeTicks += interval;
    await session.send('HeadlessExperimental.beginFrame', {
      frameTimeTicks: controlled.frameTimeTicks,
      interval,
    });
    let previous: Buffer | undefined;
    for (let i = 0; i < request.svgs.length; i += 1) {
      await session.send('Runtime.evaluate', { expression: `__show(${i})` });
      let result = await begin();
      // No pixels although something changed (or nothing captured yet): the compositor of a fresh page can skip
      // a few frames while it attaches its surface. Ask again; virtual time makes that harmless.
      for (let retry = 0; !result.screenshotData && (result.hasDamage || !previous) && retry < 10; retry += 1)
        result = await begin();
      // No damage since the last frame (an identical drawing): Chromium sends no pixels; repeat the last ones.
      const png = result.screenshotData ? Buffer.from(result.screenshotData, 'base64') : previous;
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
