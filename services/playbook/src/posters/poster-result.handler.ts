import { Injectable } from '@nestjs/common';
import { RenderResultSchema, RenderStatus, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { PlayPostersRepository } from './play-posters.repository';

/** Records render.result.v1 on the poster asked for under its nonce (playPoster then answers it). */
@Injectable()
export class PosterResultHandler {
  constructor(private readonly posters: PlayPostersRepository) {}

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
