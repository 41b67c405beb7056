import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { isLoopback } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { NotificationDeviceEntity } from './notification-device.entity';
import type { RegisterDeviceDto, UnregisterDeviceDto } from './push.dto';
import { PushRepository } from './push.repository';

/** Whether the server may POST to this endpoint: a listed push service over https (http only for listed loopback). */
export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((allowed) =>
    allowed.startsWith('*.')
      ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1
      : host === allowed,
  );
  if (!listed || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(host));
}

@Injectable()
export class PushService {
  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly repository: PushRepository,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.VAPID_PUBLIC_KEY && this.config.VAPID_PRIVATE_KEY);
  }

  /** The application server key the browser subscribes with; null while push is off. */
  pushConfig(): { publicKey: string | null } {
    return { publicKey: this.enabled ? this.config.VAPID_PUBLIC_KEY! : null };
  }

  /** One device per browser: its endpoint is unique, registering it again rewrites it (and moves it to this user). */
  async register(userId: string, input: RegisterDeviceDto): Promise<{ deviceId: string }> {
    if (!this.enabled) throw new AppError('N004', { message: 'Push notifications are not available.' });
    if (!endpointAllowed(input.endpoint, this.config.PUSH_ENDPOINT_HOSTS))
      throw new AppError('G001', { message: 'This push service is not accepted.' });
    const device = await this.repository.upsertDevice(
      Object.assign(new NotificationDeviceEntity(), {
        id: randomUUID(),
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: input.userAgent ?? '',
        createdAt: new Date(),
        lastSentAt: null,
      }),
    );
    return { deviceId: device.id };
  }

  /** N001 when the caller has no such device. */
  async unregister(userId: string, input: UnregisterDeviceDto): Promise<{ removed: true }> {
    if (!(await this.repository.removeDevice(userId, input.endpoint))) throw new AppError('N001');
    return { removed: true };
  }

  async list(userId: string) {
    return {
      devices: (await this.repository.listDevices(userId)).map((d) => ({
        id: d.id,
        userAgent: d.userAgent,
        createdAt: d.createdAt.toISOString(),
        lastSentAt: d.lastSentAt?.toISOString() ?? null,
      })),
    };
  }
}
