import { Injectable } from '@nestjs/common';
import { RenderResultSchema, RenderStatus, Topics } from '@chalktalk/contracts';
import type { EntityManager } from 'typeorm';
import type { ReceivedEvent } from '../events/event-bus.types';
import { OnEvent } from '../events/on-event.decorator';
import { PlayPosterStore } from './play-poster.store';

/** Records render.result.v1 on the poster asked for under its nonce. */
@Injectable()
export class PosterResultHandler {
  constructor(private readonly posters: PlayPosterStore) {}

  @OnEvent(Topics.RenderResult, { type: RenderResultSchema.typeName })
  async onRenderResult(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const result = event.decode(RenderResultSchema);
    if (result.status === RenderStatus.UNSPECIFIED) return;
    await this.posters.settle(manager, {
      nonce: result.nonce,
      status: result.status === RenderStatus.READY ? 'ready' : 'failed',
      posterUrl: result.posterUrl,
    });
  }
}
