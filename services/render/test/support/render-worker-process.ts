import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { type ProcessInfo, processTree } from './process-tree';

/**
 * A render pod as a real OS process (see render-worker.process.ts). Killing it kills its whole process tree
 * (the worker and its ffmpeg encoders) at once, as when a pod is killed.
 */
export class RenderWorkerProcess {
  private output = '';
  readonly exited: Promise<NodeJS.Signals | number | null>;

  private constructor(private readonly child: ChildProcess) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  }

  static async start(env: Record<string, string>, timeoutMs = 60_000): Promise<RenderWorkerProcess> {
    const child = spawn(
      process.execPath,
      ['-r', join(__dirname, 'swc-register.cjs'), join(__dirname, 'render-worker.process.ts')],
      { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } },
    );
    const worker = new RenderWorkerProcess(child);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker not ready:\n${worker.output}`)), timeoutMs);
      const check = () => {
        if (worker.output.includes('render-worker ready')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', check);
      void worker.exited.then((how) => {
        clearTimeout(timer);
        reject(new Error(`worker exited (${String(how)}) before ready:\n${worker.output}`));
      });
    });
    return worker;
  }

  get pid(): number {
    return this.child.pid!;
  }

  get log(): string {
    return this.output;
  }

  /** The worker and every process below it (its encoders), with their command lines. */
  processes(): ProcessInfo[] {
    return processTree(this.pid);
  }

  /** Sends `signal` to the worker's whole tree at once and waits until the worker is gone. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    for (const { pid } of this.processes()) {
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
    }
    if (this.child.exitCode === null && this.child.signalCode === null) await this.exited;
  }
}
