/** Render time assumed before any render was measured (ours: the benchmark's order of magnitude, rounded up). */
export const PRIOR_RENDER_MS = 3000;

/**
 * Seconds a new export will likely wait: the jobs ahead of it plus itself, each taking the measured mean render
 * time, spread over the render slots working in parallel. At least 1 s when something has to be rendered.
 */
export function estimatedWaitSeconds(input: {
  queueDepth: number;
  recentRenderMs: number[];
  parallelism: number;
}): number {
  const measured = input.recentRenderMs.filter((ms) => ms > 0);
  const meanMs = measured.length ? measured.reduce((a, b) => a + b, 0) / measured.length : PRIOR_RENDER_MS;
  const rounds = Math.ceil((Math.max(0, input.queueDepth) + 1) / Math.max(1, input.parallelism));
  return Math.max(1, Math.ceil((rounds * meanMs) / 1000));
}
