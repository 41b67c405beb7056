import { spawnSync } from 'node:child_process';
import { treeCpuSeconds } from './process-cpu';

/** Spends `ms` of CPU time (not wall time: the machine may be shared). */
function burn(ms: number): void {
  const start = process.cpuUsage();
  for (let used = 0; used < ms;) {
    const { user, system } = process.cpuUsage(start);
    used = (user + system) / 1000;
  }
}
const BURN_300_MS_IN_A_CHILD = `(${burn.toString()})(300)`;

describe('treeCpuSeconds', () => {
  it('counts the CPU this process spends', () => {
    const before = treeCpuSeconds();
    burn(300);
    expect(treeCpuSeconds() - before).toBeGreaterThan(0.15);
  });

  it('counts the CPU of a child process that has finished', () => {
    const before = treeCpuSeconds();
    spawnSync(process.execPath, ['-e', BURN_300_MS_IN_A_CHILD]);
    expect(treeCpuSeconds() - before).toBeGreaterThan(0.15);
  });

  it('does not count a process that only waits', () => {
    const before = treeCpuSeconds();
    spawnSync('sleep', ['0.3']);
    expect(treeCpuSeconds() - before).toBeLessThan(0.15);
  });
});
