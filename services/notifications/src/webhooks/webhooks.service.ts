import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_EVENTS } from '@chalktalk/contracts';
import { AppError } from '@chalktalk/domain';
import { type AuthUser, nonPublicHostReason, TeamDirectory } from '@chalktalk/platform';
import { WEBHOOK_REPLAY_DAYS, WebhookDispatcher } from './webhook-dispatcher.service';
import { generateWebhookSecret } from './webhook-signature';
import { isTrustedOrigin } from './webhook-url';
import { WEBHOOKS_CONFIG, type WebhooksConfig } from './webhooks.config';
import {
  type AddEndpointDto,
  DELIVERY_PAGE_SIZE,
  type GetDeliveriesDto,
  MAX_ENDPOINTS_PER_PROGRAM,
  type ReplayDto,
  type UpdateEndpointDto,
} from './webhooks.dto';
import { type WebhookEndpoint, WebhooksRepository } from './webhooks.repository';

/** A G001 on the url field, so a form shows it beside the address. */
const invalidUrl = (message: string) =>
  new AppError('G001', { message, details: [{ path: 'url', message }] });

/** Endpoints, secrets, the delivery log and replays, for the program's admins only. */
@Injectable()
export class WebhooksService {
  constructor(
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
    private readonly repository: WebhooksRepository,
    private readonly directory: TeamDirectory,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  eventTypes() {
    return {
      eventTypes: PUBLIC_EVENTS.map((event) => ({
        type: event.schema.typeName,
        topic: event.topic,
        summary: event.summary,
      })),
    };
  }

  async list(user: AuthUser, programId: string) {
    await this.assertProgramAdmin(user, programId);
    return { endpoints: await this.repository.endpointsOf(programId) };
  }

  /** The secret is in this answer only; later it is only ever rotated. */
  async add(user: AuthUser, input: AddEndpointDto) {
    await this.assertProgramAdmin(user, input.programId);
    await this.assertUrl(input.url);
    if ((await this.repository.countOf(input.programId)) >= MAX_ENDPOINTS_PER_PROGRAM)
      throw new AppError('G001', {
        message: `A program can have at most ${MAX_ENDPOINTS_PER_PROGRAM} webhook endpoints.`,
      });
    const secret = generateWebhookSecret();
    const id = await this.repository.transaction((manager) =>
      this.repository.addEndpoint(
        manager,
        {
          programId: input.programId,
          url: input.url,
          description: input.description ?? '',
          eventTypes: input.eventTypes,
          createdBy: user.id,
        },
        secret,
      ),
    );
    return { endpoint: (await this.repository.endpoint(id))!, secret };
  }

  async update(user: AuthUser, input: UpdateEndpointDto) {
    const endpoint = await this.ownEndpoint(user, input.endpointId);
    if (input.url) await this.assertUrl(input.url);
    await this.repository.updateEndpoint(endpoint.id, input);
    // Re-enabled: what waited while it was off goes out now.
    if (input.enabled) this.dispatcher.wake();
    return { endpoint: (await this.repository.endpoint(endpoint.id))! };
  }

  async remove(user: AuthUser, endpointId: string) {
    const endpoint = await this.ownEndpoint(user, endpointId);
    await this.repository.removeEndpoint(endpoint.id);
    return { removed: true };
  }

  /** A new secret; the old one keeps signing beside it for the rotation window, then stops. */
  async rotate(user: AuthUser, endpointId: string) {
    const endpoint = await this.ownEndpoint(user, endpointId);
    const secret = generateWebhookSecret();
    const previousUntil = new Date(Date.now() + this.config.WEBHOOK_ROTATION_WINDOW_HOURS * 3_600_000);
    await this.repository.transaction((manager) =>
      this.repository.rotateSecret(manager, endpoint.id, secret, previousUntil),
    );
    return { endpoint: (await this.repository.endpoint(endpoint.id))!, secret };
  }

  async deliveries(user: AuthUser, input: GetDeliveriesDto) {
    const endpoint = await this.ownEndpoint(user, input.endpointId);
    const limit = input.limit ?? DELIVERY_PAGE_SIZE;
    const deliveries = await this.repository.deliveries(
      endpoint.id,
      limit,
      input.before ? new Date(input.before) : undefined,
    );
    return { deliveries, more: deliveries.length === limit };
  }

  /** Sends again every kept event of [from, to) the endpoint subscribes to, with their original event ids. */
  async replay(user: AuthUser, input: ReplayDto) {
    const endpoint = await this.ownEndpoint(user, input.endpointId);
    const from = new Date(input.from);
    const to = new Date(input.to);
    const now = Date.now();
    if (from >= to) throw new AppError('G001', { message: 'The start of the range must be before its end.' });
    if (from.getTime() < now - WEBHOOK_REPLAY_DAYS * 86_400_000 - 60_000)
      throw new AppError('G001', { message: `Only the last ${WEBHOOK_REPLAY_DAYS} days can be replayed.` });
    if (!endpoint.enabled)
      throw new AppError('G001', { message: 'Turn the endpoint on before replaying deliveries to it.' });
    const queued = await this.repository.replay(endpoint.id, from, to);
    if (queued > 0) this.dispatcher.wake();
    return { queued };
  }

  /**
   * An endpoint is https:// to an address on the internet (a trusted origin excepted): one inside our network is
   * refused here, naming why, instead of failing at every send. The send checks the address it connects to again.
   */
  private async assertUrl(url: string): Promise<void> {
    if (isTrustedOrigin(url, this.config.WEBHOOK_TRUSTED_ORIGINS)) return;
    if (!url.startsWith('https://')) throw invalidUrl('The endpoint must be an https:// address.');
    const reason = await nonPublicHostReason(new URL(url));
    if (reason) throw invalidUrl(`The endpoint must be reachable from the internet: ${reason}.`);
  }

  private async assertProgramAdmin(user: AuthUser, programId: string): Promise<void> {
    const programs = await this.directory.programsAdministeredBy(user.id);
    if (!programs.includes(programId)) throw new AppError('G003');
  }

  /** The endpoint, when the user administers its program; G004 otherwise (its existence is not revealed). */
  private async ownEndpoint(user: AuthUser, endpointId: string): Promise<WebhookEndpoint> {
    const endpoint = await this.repository.endpoint(endpointId);
    if (!endpoint || !(await this.directory.programsAdministeredBy(user.id)).includes(endpoint.programId))
      throw new AppError('G004');
    return endpoint;
  }
}
