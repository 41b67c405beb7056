import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { Public } from '@chalktalk/platform';
import type { FastifyRequest } from 'fastify';
import { WebhooksService } from './webhooks.service';

/**
 * Stripe posts events here, straight to billing (not through the gateway, which re-encodes JSON bodies and so
 * would break the signature): an ingress route in a cluster, the loopback address in make dev.
 */
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Public()
  @Post('stripe')
  @HttpCode(200)
  async stripe(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; result: string }> {
    const event = this.webhooks.verify((request as { rawBody?: string }).rawBody, signature);
    return { received: true, result: await this.webhooks.apply(event) };
  }
}
