/**
 * A micro-benchmark's figure: microseconds per call of `run`, called back to back for at least `minMs` (the
 * benches compare it with a baseline measured the same way in the same run, so the clock's drift cancels out).
 */
export function microsPerCall(run: () => unknown, minMs = 300): number {
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    run();
    calls++;
  }
  return ((performance.now() - start) * 1000) / calls;
}
