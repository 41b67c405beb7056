import { Injectable } from '@nestjs/common';
import { RenderResultSchema, RenderStatus, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { CommunityGifRepository } from './gif-export.repository';

/** render.result.v1 → the community export waiting for that nonce (results of playbook's exports match none). */
@Injectable()
export class CommunityRenderResultHandler {
  constructor(private readonly exports: CommunityGifRepository) {}

  @OnEvent(Topics.RenderResult, { type: RenderResultSchema.typeName })
  async onRenderResult(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const result = event.decode(RenderResultSchema);
    if (result.status === RenderStatus.UNSPECIFIED) return;
    await this.exports.settle(manager, {
      nonce: result.nonce,
      status: result.status === RenderStatus.READY ? 'ready' : 'failed',
      gifUrl: result.gifUrl,
      mp4Url: result.mp4Url,
      posterUrl: result.posterUrl,
      reason: result.reason,
    });
  }
}
