import { Injectable } from '@nestjs/common';
import { RenderResultSchema, RenderStatus, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { GifExportRepository } from './gif-export.repository';

/** Records render.result.v1 on the exports waiting for it (checkGIFStatus then answers the URLs). */
@Injectable()
export class RenderResultHandler {
  constructor(private readonly exports: GifExportRepository) {}

  @OnEvent(Topics.RenderResult, { type: RenderResultSchema.typeName })
  async onRenderResult(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const result = event.decode(RenderResultSchema);
    if (result.status === RenderStatus.UNSPECIFIED) return;
    await this.exports.settle(manager, {
      nonce: result.nonce,
      playHash: result.playHash,
      status: result.status === RenderStatus.READY ? 'ready' : 'failed',
      gifUrl: result.gifUrl,
      mp4Url: result.mp4Url,
      posterUrl: result.posterUrl,
      reason: result.reason,
      renderMs: result.renderMs,
    });
  }
}
