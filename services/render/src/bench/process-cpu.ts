import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU times in 1/100 s on every mainstream kernel. */
const TICKS_PER_SECOND = 100;

interface Stat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime: its own CPU and that of the children it has reaped. */
  ticks: number;
}

function stat(pid: string): Stat | undefined {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return { pid: Number(pid), ppid: Number(fields[1]), ticks };
  } catch {
    return undefined; // gone meanwhile
  }
}

/**
 * CPU seconds used so far by a process and every process below it: the live ones read from /proc, the
 * finished ones through the reaped-children times of their parents. The benchmark takes the difference around
 * each path: unlike wall time, it does not depend on how many other processes share the cores, so it
 * compares the work of the two paths on a loaded machine. Linux only.
 */
export function treeCpuSeconds(root = process.pid): number {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(stat)
    .filter((s): s is Stat => s !== undefined);
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats)
      if (!inTree.has(s.pid) && inTree.has(s.ppid)) {
        inTree.add(s.pid);
        grew = true;
      }
  }
  const ticks = stats.filter((s) => inTree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0);
  return ticks / TICKS_PER_SECOND;
}
