import { Controller, Get, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { Public } from '../auth/public.decorator';
import { Input } from '../http/input.decorator';
import { InternalCredentialGuard } from './internal-credential';
import { SnapshotRegistry } from './snapshot-registry';
import {
  type SnapshotAnswer,
  encodeSnapshotItem,
  snapshotPageSchema,
  snapshotTopicSchema,
} from './snapshot-wire';

/**
 * GET /internal/snapshot/<topic>?after=&limit=: service to service only. Outside /api, so the gateway never routes
 * it (its routing table maps /api/<group>/<call>); no user token, the internal credential instead.
 */
@Controller('internal/snapshot')
@Public()
@UseGuards(InternalCredentialGuard)
export class SnapshotController {
  constructor(private readonly registry: SnapshotRegistry) {}

  @Get(':topic')
  async page(
    @Input(snapshotTopicSchema, 'params') params: z.infer<typeof snapshotTopicSchema>,
    @Input(snapshotPageSchema, 'query') query: z.infer<typeof snapshotPageSchema>,
  ): Promise<SnapshotAnswer> {
    const page = await this.registry.page(params.topic, query.after ?? null, query.limit);
    return { items: page.items.map((item) => encodeSnapshotItem(item.key, item.envelope)), next: page.next };
  }
}
