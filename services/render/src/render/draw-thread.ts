import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DrawJob, EncodedFiles } from './draw-and-encode';
import { RenderError } from './render.errors';

type Answer =
  { id: number; files: EncodedFiles } | { id: number; error: { reason: string; retryable: boolean } };

/**
 * A worker thread that draws and encodes jobs (draw-thread.worker.ts), one per renderer, started on its first
 * job and kept. Drawing on the main thread moved ~2 GB of pixel buffers per 1,000 frames through the pod's
 * heap: dozens of full garbage collections on the thread that also sends the Kafka heartbeats and renews
 * leases.
 *
 * Run from the TypeScript sources (the tests, no build), the thread compiles them with the same swc hook the
 * tests' worker processes use; from dist/ it loads the compiled JavaScript.
 */
export class DrawThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (f: EncodedFiles) => void; reject: (e: Error) => void }
  >();

  run(job: DrawJob): Promise<EncodedFiles> {
    const worker = this.start();
    const id = (this.nextId += 1);
    worker.ref(); // a job in progress keeps the process alive
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, job });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const fromSources = extname(__filename) === '.ts';
    const worker = new Worker(join(__dirname, `draw-thread.worker${extname(__filename)}`), {
      execArgv: fromSources ? ['--require', join(__dirname, '../../test/support/swc-register.cjs')] : [],
    });
    worker.on('message', (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref(); // an idle draw thread never keeps the process alive
      if (!waiting) return;
      if ('files' in answer)
        waiting.resolve({ ...answer.files, poster: answer.files.poster && Buffer.from(answer.files.poster) });
      else waiting.reject(new RenderError(answer.error.reason, answer.error.retryable));
    });
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const { reject } of this.pending.values())
        reject(new RenderError(`Rendering failed: ${error.message.split('\n')[0]}`, true, { cause: error }));
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the draw thread stopped (exit ${code})`)));
    this.worker = worker;
    return worker;
  }
}
