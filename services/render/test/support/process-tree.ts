import { execFileSync } from 'node:child_process';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Resident memory in KiB. */
  rssKb: number;
  args: string;
}

/** Every process on the machine (ps), without zombies. */
export function processTable(): ProcessInfo[] {
  return execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss=,stat=,args='])
    .toString()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => !!m && !m[4]!.startsWith('Z'))
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), rssKb: Number(m[3]), args: m[5]! }));
}

/** `root` and every live process below it. */
export function processTree(root: number): ProcessInfo[] {
  const table = processTable();
  const tree = table.filter((p) => p.pid === root);
  for (let i = 0; i < tree.length; i += 1) tree.push(...table.filter((p) => p.ppid === tree[i]!.pid));
  return tree;
}

/** Which of `pids` are still live (non-zombie) processes (one `ps` for all). */
export function stillAlive(pids: number[]): number[] {
  const live = new Set(processTable().map((p) => p.pid));
  return pids.filter((pid) => live.has(pid));
}
