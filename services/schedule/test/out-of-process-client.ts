import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** What the client saw of one answer: its status, its size and the length of its `events` and `teams`. */
export interface ClientAnswer {
  status: number;
  bytes: number;
  events: number;
  teams: number;
}

/**
 * The child's program: one request a line on stdin ({ id, url, token }), fetched, read as text and JSON.parse'd as
 * a browser would, one line back on stdout with what it saw.
 */
const CLIENT_PROGRAM = `
const lines = require('node:readline').createInterface({ input: process.stdin });
lines.on('line', async (line) => {
  const { id, url, token } = JSON.parse(line);
  let answer;
  try {
    const res = await fetch(url, { headers: { authorization: 'Bearer ' + token } });
    const text = await res.text();
    const body = JSON.parse(text);
    answer = { id, status: res.status, bytes: Buffer.byteLength(text),
               events: Array.isArray(body.events) ? body.events.length : -1,
               teams: body.teams ? Object.keys(body.teams).length : 0 };
  } catch (error) {
    answer = { id, error: String(error) };
  }
  process.stdout.write(JSON.stringify(answer) + '\\n');
});`;

/**
 * A benchmark's HTTP client in a process of its own (scale benchmarks): reading and parsing a 1.4 MB answer in the
 * process that also runs the gateway and the service put the client's garbage in their heap, and its collections
 * in their timings. The caller times `get` (a pipe each way adds well under a millisecond).
 */
export function startOutOfProcessClient(): {
  get(url: string, token: string): Promise<ClientAnswer>;
  stop(): Promise<void>;
} {
  const child = spawn(process.execPath, ['-e', CLIENT_PROGRAM], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = new Map<number, { resolve: (a: ClientAnswer) => void; reject: (e: Error) => void }>();
  let next = 0;
  createInterface({ input: child.stdout }).on('line', (line) => {
    const { id, error, ...answer } = JSON.parse(line) as ClientAnswer & { id: number; error?: string };
    const waiter = waiting.get(id);
    waiting.delete(id);
    if (error) waiter?.reject(new Error(error));
    else waiter?.resolve(answer);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    get(url, token) {
      const id = next++;
      return new Promise<ClientAnswer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.stdin.write(`${JSON.stringify({ id, url, token })}\n`);
      });
    },
    async stop() {
      child.stdin.end();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
