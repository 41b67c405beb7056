// CPU time of the processes under test, sampled every 250 ms, so `make bench-load` can report CPU per request
// (requests per core), which other work on a shared machine changes far less than requests per second.
// Usage: node cpu-sampler.mjs <out.jsonl> <product pid> <baseline pid> <postmaster pid>
// Each line: { ms, product, baseline, postgres } in clock ticks (utime + stime of the process and of its reaped
// children; postgres also sums the postmaster's live children: one backend per connection).
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';

const [out, product, baseline, postmaster] = process.argv.slice(2);

/** utime + stime + cutime + cstime (fields 14-17 of /proc/<pid>/stat), 0 once the process is gone. */
function ticks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  } catch {
    return 0;
  }
}

function childrenOf(parent) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === parent) children.push(entry);
    } catch {
      // gone between the listing and the read
    }
  }
  return children;
}

let backends = childrenOf(postmaster);
let sample = 0;
setInterval(() => {
  // Backends live as long as the pools' connections: looking them up once a second is enough.
  if (++sample % 4 === 0) backends = childrenOf(postmaster);
  const postgres = ticks(postmaster) + backends.reduce((sum, pid) => sum + ticks(pid), 0);
  const line = { ms: Date.now(), product: ticks(product), baseline: ticks(baseline), postgres };
  appendFileSync(out, `${JSON.stringify(line)}\n`);
}, 250);
