import { existsSync } from 'node:fs';
import { Browser, launch } from 'puppeteer-core';

/** Flags for a render browser: no GPU, no sandbox (containers), nothing that phones home or updates itself. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--hide-scrollbars',
  '--mute-audio',
  '--font-render-hinting=none',
];

/**
 * chromium-headless-shell (Debian package chromium-headless-shell) is the only build that still honours
 * HeadlessExperimental.beginFrame, the deterministic capture path; the full /usr/bin/chromium runs the new
 * headless mode, where only Page.captureScreenshot works.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = '/usr/bin/chromium';

export function defaultChromiumPath(): string {
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}

export function supportsBeginFrame(executablePath: string): boolean {
  return /headless[-_]shell/.test(executablePath);
}

export interface LaunchOptions {
  executablePath: string;
  /** Begin-frame control: the compositor draws only when we ask (virtual clock, no real-time animation). */
  beginFrameControl: boolean;
}

export function launchChromium(options: LaunchOptions): Promise<Browser> {
  const args = [...CHROMIUM_FLAGS];
  if (options.beginFrameControl) args.push('--deterministic-mode', '--enable-surface-synchronization');
  return launch({
    executablePath: options.executablePath,
    headless: options.beginFrameControl ? 'shell' : true,
    args,
    // Chromium's own signal handling fights Node's during shutdown; we close it explicitly.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    protocolTimeout: 60_000,
  });
}
