// Lighthouse on /login, /feed and /playbook of a running product (BENCH_BASE_URL), driving Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher. Signed-in pages get a fresh demo-coach session
// each: the cookies of a login, put in the browser's jar, restore the session as a returning visitor's.
// Prints one line per page and form factor; exits 1 when a score is below its target (issue 13).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8080';
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 };
const ALL_PAGES = [
  { path: '/login', signedIn: false },
  { path: '/feed', signedIn: true },
  { path: '/playbook', signedIn: true },
];
// BENCH_PAGES=/feed,/playbook measures only those; BENCH_RUNS=3 measures each page that many times.
const PAGES = ALL_PAGES.filter(
  (page) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page.path),
);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',');
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};
// BENCH_REPORT_DIR=<folder> keeps each run's whole Lighthouse report (JSON) for a closer look at a page.
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const DEMO_COACH = { email: 'coach@demo.chalktalk.app', password: 'chalktalk-demo' };

/** The cookies a demo-coach login sets (the httpOnly refresh cookie and the app-readable hint that it exists). */
async function sessionCookies() {
  const answer = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_COACH),
  });
  if (!answer.ok) throw new Error(`login failed: ${answer.status} ${await answer.text()}`);
  return answer.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
    return {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      url: `${base}${path}`,
      path,
      httpOnly: attributes.some((attribute) => /^httponly$/i.test(attribute)),
    };
  });
}

/**
 * Puts the cookies in the browser's own jar through the DevTools protocol, as a returning visitor has them: the app
 * reads the hint cookie before it asks account/refresh, which an extra request header would not let it see.
 */
async function setBrowserCookies(port, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const reply = JSON.parse(String(event.data));
        if (reply.id !== 1) return;
        if (reply.error) reject(new Error(`Storage.setCookies: ${reply.error.message}`));
        else resolve();
      });
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    });
  } finally {
    socket.close();
  }
}

/**
 * One Lighthouse run in a browser of its own (chrome-launcher gives each a fresh profile): the identity service
 * renews the refresh cookie on every restore, and Lighthouse's storage reset keeps cookies, so in a shared browser
 * a signed-out page measured after a signed-in one was the signed-in feed it redirected to.
 */
async function measure(url, flags, config, signedIn) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    if (signedIn) await setBrowserCookies(chrome.port, await sessionCookies());
    return await lighthouse(url, { ...flags, port: chrome.port }, config);
  } finally {
    await chrome.kill();
  }
}

let failed = false;
for (const formFactor of FORM_FACTORS) {
  for (const page of PAGES.flatMap((one) => Array.from({ length: RUNS }, () => one))) {
    const flags = { output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS) };
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    let result = await measure(`${base}${page.path}`, flags, config, page.signedIn);
    // A trace Chromium failed to record (NO_NAVSTART, NO_FCP under heavy load) is a failed measurement, not a
    // score of 0: measure once more, with a fresh session.
    if (result.lhr.runtimeError) result = await measure(`${base}${page.path}`, flags, config, page.signedIn);
    const { categories, audits, environment } = result.lhr;
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${formFactor}${page.path.replaceAll('/', '-')}-${Date.now()}.json`;
      writeFileSync(join(REPORT_DIR, name), JSON.stringify(result.lhr));
    }
    const scores = Object.keys(TARGETS).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]);
    const below = scores.filter(([key, score]) => score < TARGETS[key]);
    if (below.length) failed = true;
    const metrics = Object.entries(METRICS)
      .map(([id, name]) => `${name} ${audits[id]?.displayValue ?? '-'}`)
      .join(', ');
    if (result.lhr.runtimeError)
      console.log(
        `          runtime error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    console.log(
      `${formFactor.padEnd(7)} ${page.path.padEnd(10)} ${scores.map(([key, score]) => `${key} ${score}`).join('  ')}` +
        `  (${metrics}; benchmarkIndex ${environment?.benchmarkIndex ?? '-'})${below.length ? `  BELOW TARGET: ${below.map(([key]) => key).join(', ')}` : ''}`,
    );
    for (const [key] of below)
      for (const ref of categories[key].auditRefs.filter((ref) => ref.weight > 0)) {
        const audit = audits[ref.id];
        if (audit && audit.score !== null && audit.score < 0.9)
          console.log(`          ${key}: ${audit.id} ${audit.displayValue ?? ''} (${audit.title})`);
      }
  }
}
process.exit(failed ? 1 : 0);
