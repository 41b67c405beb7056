import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import type { EncoderJob } from './ffmpeg-args';

/** One running ffmpeg that frames are streamed into while they are drawn (drawing and encoding overlap). */
export class FfmpegEncoder {
  private readonly child: ChildProcess;
  private readonly stdin: Writable;
  private readonly done: Promise<void>;
  private stderr = '';

  constructor(ffmpegPath: string, job: EncoderJob) {
    this.child = spawn(ffmpegPath, job.args, {
      stdio: ['pipe', job.stdout ? 'pipe' : 'ignore', 'pipe', job.secondInput ? 'pipe' : 'ignore'],
    });
    this.stdin = this.child.stdin!;
    // A pipe closed early (the process died) is reported through the exit code.
    this.stdin.on('error', () => undefined);
    (this.child.stdio[3] as Writable | null)?.on('error', () => undefined);
    this.child.stderr!.on('data', (chunk: Buffer) => {
      // Keep the tail only: enough for a failure reason, bounded memory.
      this.stderr = (this.stderr + chunk.toString()).slice(-2000);
    });
    this.done = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code, signal) => {
        if (code === 0) resolve();
        else
          reject(
            new Error(`ffmpeg ${job.label} failed (${signal ?? `exit ${code}`}): ${this.stderr.trim()}`),
          );
      });
    });
    this.done.catch(() => undefined);
  }

  /** What the job writes on stdout (a job with `stdout`). */
  get output(): Readable {
    return this.child.stdout!;
  }

  /** Its second input, file descriptor 3 (a job with `secondInput`). */
  get secondInput(): Writable {
    return this.child.stdio[3] as Writable;
  }

  async write(frame: Buffer): Promise<void> {
    if (!this.stdin.write(frame)) await Promise.race([once(this.stdin, 'drain'), this.done]);
  }

  finish(): Promise<void> {
    this.stdin.end();
    return this.done;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}
