import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, NoInput } from '@chalktalk/platform';
import {
  addEndpointSchema,
  endpointInputSchema,
  getDeliveriesSchema,
  programInputSchema,
  replaySchema,
  updateEndpointSchema,
} from './webhooks.dto';
import { WebhooksService } from './webhooks.service';

/** /api/webhooks/*: a program admin's partner endpoints (the gateway routes the group to notifications). */
@Controller('api/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get('getWebhookEventTypes')
  @NoInput()
  getWebhookEventTypes() {
    return this.webhooks.eventTypes();
  }

  @Get('getWebhookEndpoints')
  getWebhookEndpoints(
    @CurrentUser() user: AuthUser,
    @Input(programInputSchema, 'query') input: z.infer<typeof programInputSchema>,
  ) {
    return this.webhooks.list(user, input.programId);
  }

  @Post('addWebhookEndpoint')
  @HttpCode(200)
  addWebhookEndpoint(
    @CurrentUser() user: AuthUser,
    @Input(addEndpointSchema) input: z.infer<typeof addEndpointSchema>,
  ) {
    return this.webhooks.add(user, input);
  }

  @Post('updateWebhookEndpoint')
  @HttpCode(200)
  updateWebhookEndpoint(
    @CurrentUser() user: AuthUser,
    @Input(updateEndpointSchema) input: z.infer<typeof updateEndpointSchema>,
  ) {
    return this.webhooks.update(user, input);
  }

  @Post('removeWebhookEndpoint')
  @HttpCode(200)
  removeWebhookEndpoint(
    @CurrentUser() user: AuthUser,
    @Input(endpointInputSchema) input: z.infer<typeof endpointInputSchema>,
  ) {
    return this.webhooks.remove(user, input.endpointId);
  }

  @Post('rotateWebhookSecret')
  @HttpCode(200)
  rotateWebhookSecret(
    @CurrentUser() user: AuthUser,
    @Input(endpointInputSchema) input: z.infer<typeof endpointInputSchema>,
  ) {
    return this.webhooks.rotate(user, input.endpointId);
  }

  @Get('getWebhookDeliveries')
  getWebhookDeliveries(
    @CurrentUser() user: AuthUser,
    @Input(getDeliveriesSchema, 'query') input: z.infer<typeof getDeliveriesSchema>,
  ) {
    return this.webhooks.deliveries(user, input);
  }

  @Post('replayWebhookDeliveries')
  @HttpCode(200)
  replayWebhookDeliveries(
    @CurrentUser() user: AuthUser,
    @Input(replaySchema) input: z.infer<typeof replaySchema>,
  ) {
    return this.webhooks.replay(user, input);
  }
}
