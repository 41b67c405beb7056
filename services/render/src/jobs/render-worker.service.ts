import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { create, RenderResultSchema, RenderStatus, Topics } from '@chalktalk/contracts';
import { Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { RENDER_CONFIG, type RenderConfig } from '../config';
import { PlayRenderer, RenderedPlay } from '../render/play-renderer';
import { normaliseOptions, OutputFormat } from '../render/render-options';
import { RenderError } from '../render/render.errors';
import { nextStep, renewEveryMs } from './job-lifecycle';
import { ClaimedJob, RenderJobRepository } from './render-job.repository';

export const PLAY_RENDERERS = Symbol('PLAY_RENDERERS');

/**
 * RENDER_CONCURRENCY loops per pod, each with its own renderer: claim a job, render it outside
 * any transaction or Kafka delivery, then settle it and append render.result.v1 in one transaction.
 */
@Injectable()
export class RenderWorkerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('RenderWorker');
  private stopping = false;
  private loops: Promise<void>[] = [];
  private wakers: (() => void)[] = [];

  constructor(
    @Inject(RENDER_CONFIG) private readonly config: RenderConfig,
    @Inject(PLAY_RENDERERS) private readonly renderers: PlayRenderer[],
    private readonly jobs: RenderJobRepository,
    private readonly outbox: Outbox,
    private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    this.loops = this.renderers.map((renderer, slot) => this.loop(renderer, slot));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.wakeNow();
    await Promise.all(this.loops);
    await Promise.all(this.renderers.map((r) => r.close()));
  }

  /** A job was recorded in a transaction that commits right after the handler: look a moment later. */
  wakeSoon(): void {
    setTimeout(() => this.wakeNow(), 50).unref();
  }

  private wakeNow(): void {
    const wakers = this.wakers;
    this.wakers = [];
    for (const wake of wakers) wake();
  }

  private async loop(renderer: PlayRenderer, slot: number): Promise<void> {
    while (!this.stopping) {
      let job: ClaimedJob | undefined;
      try {
        job = await this.jobs.claim(this.config.RENDER_LEASE_MS);
      } catch (error) {
        this.log.warn(`slot ${slot}: claiming failed: ${(error as Error).message}`);
      }
      if (!job) {
        await this.idle();
        continue;
      }
      const renewal = this.keepLease(job);
      try {
        await this.run(renderer, job);
      } finally {
        clearInterval(renewal);
      }
    }
  }

  /** Renews the job's lease while it renders, so only a dead (or stuck) worker loses it. */
  private keepLease(job: ClaimedJob): NodeJS.Timeout {
    const timer = setInterval(() => {
      this.jobs.renew(job, this.config.RENDER_LEASE_MS).then(
        (held) => {
          if (!held) this.log.warn(`job ${job.nonce} try ${job.attempts}: lease lost to another worker`);
        },
        (error: Error) => this.log.warn(`job ${job.nonce}: renewing the lease failed: ${error.message}`),
      );
    }, renewEveryMs(this.config.RENDER_LEASE_MS));
    timer.unref();
    return timer;
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.config.RENDER_POLL_MS);
      this.wakers.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** One try of one job; never throws (a failure is recorded and, on the last try, published). */
  async run(renderer: PlayRenderer, job: ClaimedJob): Promise<void> {
    let rendered: RenderedPlay | undefined;
    let failure: RenderError | undefined;
    if (job.attempts > this.config.RENDER_MAX_ATTEMPTS) {
      failure = new RenderError('Rendering stopped repeatedly before it finished', false);
    } else {
      try {
        rendered = await renderer.render(
          job.playJson,
          normaliseOptions({ ...job.options, formats: job.options.formats as OutputFormat[] }),
        );
      } catch (error) {
        failure =
          error instanceof RenderError
            ? error
            : new RenderError(`Rendering failed: ${(error as Error).message}`, true);
      }
    }
    const step = nextStep(
      { ok: !!rendered, reason: failure?.reason, retryable: failure?.retryable },
      job.attempts,
      this.config.RENDER_MAX_ATTEMPTS,
    );
    if (failure) this.log.warn(`job ${job.nonce} try ${job.attempts}: ${failure.reason} → ${step.kind}`);
    try {
      await this.dataSource.transaction(async (manager) => {
        const owned = await this.jobs.settle(
          manager,
          job,
          step.kind === 'retry'
            ? { status: 'queued', reason: step.reason, delayMs: step.delayMs }
            : { status: step.kind, reason: step.kind === 'failed' ? step.reason : undefined },
        );
        if (!owned || step.kind === 'retry') return;
        await this.outbox.append(manager, {
          topic: Topics.RenderResult,
          key: job.playId,
          schema: RenderResultSchema,
          payload: create(RenderResultSchema, {
            nonce: job.nonce,
            playHash: job.playHash,
            playId: job.playId,
            status: step.kind === 'done' ? RenderStatus.READY : RenderStatus.FAILED,
            gifUrl: rendered?.gifUrl ?? '',
            mp4Url: rendered?.mp4Url ?? '',
            posterUrl: rendered?.posterUrl ?? '',
            reason: step.kind === 'failed' ? step.reason : '',
            renderMs: rendered?.renderMs ?? 0,
            cached: rendered?.cached ?? false,
            frames: rendered?.frames ?? 0,
          }),
        });
      });
    } catch (error) {
      // The lease runs out and the job is claimed again: the files are cached, so the retry is cheap.
      this.log.error(`job ${job.nonce}: recording the outcome failed: ${(error as Error).message}`);
    }
  }
}
