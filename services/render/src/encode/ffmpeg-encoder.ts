import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { ffmpegArgs, VideoFormat } from './ffmpeg-args';

export type EncoderJob = VideoFormat | { label: string; args: string[] };

/** One running ffmpeg that frames are streamed into while they are captured (capture and encoding overlap). */
export class FfmpegEncoder {
  private readonly child;
  private readonly done: Promise<void>;
  private stderr = '';

  constructor(ffmpegPath: string, job: EncoderJob, fps: number, output: string) {
    const format = typeof job === 'string' ? job : job.label;
    const args = typeof job === 'string' ? ffmpegArgs(job, fps, output) : job.args;
    this.child = spawn(ffmpegPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    this.child.stderr.on('data', (chunk: Buffer) => {
      // Keep the tail only: enough for a failure reason, bounded memory.
      this.stderr = (this.stderr + chunk.toString()).slice(-2000);
    });
    this.child.stdin.on('error', () => undefined); // reported through the exit code
    this.done = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code, signal) => {
        if (code === 0) resolve();
        else
          reject(new Error(`ffmpeg ${format} failed (${signal ?? `exit ${code}`}): ${this.stderr.trim()}`));
      });
    });
    this.done.catch(() => undefined);
  }

  async write(png: Buffer): Promise<void> {
    if (!this.child.stdin.write(png)) await Promise.race([once(this.child.stdin, 'drain'), this.done]);
  }

  finish(): Promise<void> {
    this.child.stdin.end();
    return this.done;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}
