import { Injectable } from '@nestjs/common';
import { RenderFormat, RenderJobSchema, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { normaliseOptions, OutputFormat } from '../render/render-options';
import { RenderJobRepository } from './render-job.repository';
import { RenderWorkerService } from './render-worker.service';

const FORMATS: Record<number, OutputFormat | undefined> = {
  [RenderFormat.GIF]: 'gif',
  [RenderFormat.MP4]: 'mp4',
  [RenderFormat.PNG]: 'png',
};

/**
 * Consumer of render.job.v1 (group "render"). It only records the job: rendering inside the delivery would
 * hold a transaction open for seconds and block the partition, so workers pick rows up outside it.
 */
@Injectable()
export class RenderJobHandler {
  constructor(
    private readonly jobs: RenderJobRepository,
    private readonly worker: RenderWorkerService,
  ) {}

  @OnEvent(Topics.RenderJob, { type: RenderJobSchema.typeName })
  async onRenderJob(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const job = event.decode(RenderJobSchema);
    let playJson: unknown;
    try {
      playJson = JSON.parse(Buffer.from(job.playJson).toString('utf8'));
    } catch {
      playJson = null; // recorded anyway: the worker fails it with a reason the user sees
    }
    const options = normaliseOptions({
      width: job.options?.width,
      height: job.options?.height,
      fps: job.options?.fps,
      speed: job.options?.speed,
      formats: (job.options?.formats ?? []).map((f) => FORMATS[f]).filter((f): f is OutputFormat => !!f),
    });
    await this.jobs.record(manager, {
      nonce: job.nonce,
      playId: job.playId || event.key,
      playHash: job.playHash,
      playJson,
      options,
    });
    this.worker.wakeSoon();
  }
}
