// A Chrome performance trace of one cold page load at Lighthouse's mobile CPU (4x slower), and what its long tasks
// do: the top-level work in each (script evaluation, timers, message handlers, style and layout with their element
// counts) and, from the sampled CPU profile mapped through the build's source maps, the functions and our
// components that took the task's time. Lighthouse's own report says which file; this says which code.
//
//   node web/bench/trace-long-tasks.mjs <base url> <path> <dist dir> [signed-in: 1|0] [trace.json]
//
// Signed-in pages get a demo-coach login's cookies first, as `make bench-web` does. Uses Debian's Chromium
// (CHROME_PATH). Not part of any test: a profiling aid for issue 13's Lighthouse gap (web/README.md).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';

const [base, path, dist, signedInFlag = '1', traceOut] = process.argv.slice(2);
if (!base || !path || !dist) {
  console.error('usage: trace-long-tasks.mjs <base url> <path> <dist dir> [signed-in 1|0] [trace.json]');
  process.exit(2);
}
const LONG_TASK_MS = 50;
// The trace events that say what a task runs (the scheduler's own wrappers say nothing).
const WORK = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'XHRReadyStateChange',
  'v8.compile',
  'v8.compileModule',
  'MajorGC',
  'MinorGC',
]);
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
].join(',');

async function sessionCookies() {
  const answer = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'coach@demo.chalktalk.app', password: 'chalktalk-demo' }),
  });
  if (!answer.ok) throw new Error(`login failed: ${answer.status}`);
  return answer.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    return {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      url: base,
      httpOnly: attributes.some((attribute) => /^httponly$/i.test(attribute)),
    };
  });
}

async function recordTrace() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // Lighthouse's mobile device: 412x823 at DPR 1.75, touch.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    if (signedInFlag === '1') await context.addCookies(await sessionCookies());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    const { stream } = await done;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    return JSON.parse(text);
  } finally {
    await browser.close();
  }
}

const maps = new Map();
/** The original name and place of a frame in our build (source maps from the dist folder), else its own name. */
function frameName(frame) {
  const file = basename((frame.url ?? '').split('?')[0]);
  if (!file.endsWith('.js')) return frame.functionName || `(${frame.url ? file : 'native'})`;
  if (!maps.has(file)) {
    const mapPath = join(dist, 'assets', `${file}.map`);
    maps.set(file, existsSync(mapPath) ? new TraceMap(readFileSync(mapPath, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return `${frame.functionName || '(anonymous)'} ${file}`;
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (position.source ?? file).replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return `${position.name ?? frame.functionName ?? '(anonymous)'} ${source}:${position.line}`;
}

/** `@mantine/core`, `react-dom`, ... or our folder (`src/features/feed`) of a mapped frame name. */
function packageOf(name) {
  const place = name.slice(name.lastIndexOf(' ') + 1);
  const inModules = place.match(/node_modules\/((@[^/]+\/)?[^/]+)/) ?? place.match(/^((@[^/]+\/)?[^/]+)\//);
  if (place.includes('src/')) return place.slice(place.indexOf('src/')).split('/').slice(0, 3).join('/');
  return inModules ? inModules[1] : place;
}

const isOurs = (name) => / (web\/)?src\//.test(name) && !name.includes('node_modules');

function analyse(trace) {
  const events = trace.traceEvents ?? trace;
  // The page's renderer main thread: the CrRendererMain whose events name the product's URLs most often (the
  // about:blank renderer Playwright opens first names none).
  const threads = new Map();
  for (const event of events)
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      threads.set(`${event.pid}:${event.tid}`, 0);
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (threads.has(key) && String(event.args?.data?.url ?? '').startsWith(base))
      threads.set(key, threads.get(key) + 1);
  }
  const main = [...threads.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  const navigation = onMain.find(
    (event) => event.name === 'navigationStart' || event.name === 'markAsMainFrame',
  );
  const origin = navigation?.ts ?? Math.min(...onMain.filter((event) => event.ts).map((event) => event.ts));

  // CPU samples (the profile's chunks may sit on another thread id of the same process).
  const samples = [];
  const nodes = new Map();
  const profileEvents = events.filter(
    (event) =>
      (event.name === 'Profile' || event.name === 'ProfileChunk') && `${event.pid}` === main.split(':')[0],
  );
  const clock = new Map();
  for (const event of profileEvents) {
    if (event.name === 'Profile') {
      clock.set(event.id, event.args.data.startTime);
      continue;
    }
    const profile = event.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(`${event.id}:${node.id}`, { ...node, key: event.id });
    let time = clock.get(event.id) ?? 0;
    (profile.samples ?? []).forEach((id, index) => {
      time += event.args.data.timeDeltas[index];
      samples.push({ ts: time, node: `${event.id}:${id}` });
    });
    clock.set(event.id, time);
  }
  const stackOf = (key) => {
    const stack = [];
    for (let node = nodes.get(key); node; node = nodes.get(`${node.key}:${node.parent}`)) stack.push(node);
    return stack;
  };
  // Milliseconds per sample: the sampled span over the sample count (a long task's figures are samples x this).
  const interval = samples.length > 1 ? (samples.at(-1).ts - samples[0].ts) / samples.length / 1000 : 0;

  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur / 1000 >= LONG_TASK_MS);
  const ms = (us) => `${Math.round(us / 1000)}`;
  console.log(
    `main thread ${main}; ${tasks.length} tasks >= ${LONG_TASK_MS} ms; times at 4x CPU, from navigation`,
  );
  let total = 0;
  for (const task of tasks) {
    total += task.dur - LONG_TASK_MS * 1000;
    const end = task.ts + task.dur;
    const inside = onMain.filter(
      (event) => event.ts >= task.ts && event.ts < end && event.dur && WORK.has(event.name),
    );
    const top = inside.filter(
      (event) =>
        !inside.some(
          (other) =>
            other !== event &&
            other.ts <= event.ts &&
            other.ts + other.dur >= event.ts + event.dur &&
            other.dur > event.dur,
        ),
    );
    const describe = (event) => {
      const data = event.args?.data ?? event.args?.beginData ?? {};
      const what = data.url
        ? basename(data.url)
        : data.functionName || data.type || data.stackTrace?.[0]?.functionName || '';
      return `${event.name}${what ? ` ${what}` : ''} ${ms(event.dur)} ms`;
    };
    const style = inside.filter((event) => event.name === 'UpdateLayoutTree');
    const layout = inside.filter((event) => event.name === 'Layout');
    const sum = (list) => list.reduce((acc, event) => acc + event.dur, 0);
    const elements = style.reduce((acc, event) => acc + (event.args?.elementCount ?? 0), 0);
    console.log(
      `\n@${ms(task.ts - origin)} ms: task ${ms(task.dur)} ms — ${top.map(describe).join('; ') || '(no events)'}` +
        `\n  style ${ms(sum(style))} ms (${style.length}x, ${elements} elements), layout ${ms(sum(layout))} ms (${layout.length}x)`,
    );
    const self = new Map();
    const ours = new Map();
    const bySource = new Map();
    const callers = new Map();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const stack = stackOf(sample.node);
      if (!stack.length) continue;
      const leaf = frameName(stack[0].callFrame);
      self.set(leaf, (self.get(leaf) ?? 0) + interval);
      // Self time by package (or our folder), and who calls the browser's own functions (DOM, fetch).
      const placed = stack.map((node) => frameName(node.callFrame)).find((name) => name.includes(' '));
      const source = placed ? packageOf(placed) : leaf;
      bySource.set(source, (bySource.get(source) ?? 0) + interval);
      if (!leaf.includes(' ') && stack[1]) {
        const caller = `${leaf} <- ${stack
          .slice(1, 4)
          .map((node) => frameName(node.callFrame))
          .join(' <- ')}`;
        callers.set(caller, (callers.get(caller) ?? 0) + interval);
      }
      const seen = new Set();
      for (const node of stack) {
        const name = frameName(node.callFrame);
        if (isOurs(name) && !seen.has(name)) {
          seen.add(name);
          ours.set(name, (ours.get(name) ?? 0) + interval);
        }
      }
    }
    const topOf = (map, count) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, time]) => `${Math.round(time)} ${name}`)
        .join('\n    ');
    console.log(`  self time:\n    ${topOf(self, 8)}`);
    console.log(`  self time by package:\n    ${topOf(bySource, 8)}`);
    if (callers.size) console.log(`  browser functions, called from:\n    ${topOf(callers, 5)}`);
    if (ours.size) console.log(`  our code (inclusive):\n    ${topOf(ours, 10)}`);
  }
  console.log(
    `\nblocking time above ${LONG_TASK_MS} ms (all long tasks, not only after FCP): ${ms(total)} ms`,
  );
}

const trace = await recordTrace();
if (traceOut) writeFileSync(traceOut, JSON.stringify(trace));
analyse(trace);
