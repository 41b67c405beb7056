import { cpus, loadavg } from 'node:os';

/** The p-th percentile of ascending samples (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface LatencyPair {
  /** Through the measured path (the gateway), then the same call straight at the service: ms, ascending. */
  measured: number[];
  baseline: number[];
  p50: number;
  p95: number;
  baselineP50: number;
  baselineP95: number;
  /** The 1-minute load average over the run, and the machine's cores. */
  load: number;
  cores: number;
  /** One line: both series' p50/p95, their ratios and the load. */
  summary: string;
  /** Whether the machine had no more runnable work than cores: absolute bounds are only meaningful then. */
  quiet: boolean;
}

/**
 * Times `call(measured)` and `call(baseline)` alternately `samples` times each after a warm-up, so both series meet
 * the same moments of a shared machine's load, and reports percentiles, ratios and the load. `call` answers its
 * own duration-free promise; it should assert the answer (status, shape), so a fast error never counts as speed.
 * `before`, when given, runs untimed before every call (warm-up included): a write between two reads, say.
 */
export async function timeAgainstBaseline(
  label: string,
  urls: { measured: string; baseline: string },
  call: (base: string) => Promise<void>,
  options: { samples?: number; warmUp?: number; before?: () => Promise<void> } = {},
): Promise<LatencyPair> {
  const samples = options.samples ?? 200;
  const timed = async (base: string) => {
    await options.before?.();
    const started = performance.now();
    await call(base);
    return performance.now() - started;
  };
  for (let i = 0; i < (options.warmUp ?? 20); i++) {
    if (options.before) {
      await timed(urls.measured);
      await timed(urls.baseline);
    } else await Promise.all([timed(urls.measured), timed(urls.baseline)]);
  }
  const measured: number[] = [];
  const baseline: number[] = [];
  const loadBefore = loadavg()[0]!;
  for (let i = 0; i < samples; i++) {
    if (i % 2) baseline.push(await timed(urls.baseline));
    measured.push(await timed(urls.measured));
    if (!(i % 2)) baseline.push(await timed(urls.baseline));
  }
  const load = (loadBefore + loadavg()[0]!) / 2;
  const cores = cpus().length;
  measured.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  const [p50, p95, baselineP50, baselineP95] = [
    percentile(measured, 50),
    percentile(measured, 95),
    percentile(baseline, 50),
    percentile(baseline, 95),
  ];
  const summary =
    `${label} through the gateway: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; ` +
    `service over HTTP (baseline): p50 ${baselineP50.toFixed(1)} ms, p95 ${baselineP95.toFixed(1)} ms; ` +
    `ratio p50 ${(p50 / baselineP50).toFixed(2)}, p95 ${(p95 / baselineP95).toFixed(2)}; ` +
    `load average ${load.toFixed(1)} on ${cores} cores`;
  return {
    measured,
    baseline,
    p50,
    p95,
    baselineP50,
    baselineP95,
    load,
    cores,
    summary,
    quiet: load <= cores,
  };
}
