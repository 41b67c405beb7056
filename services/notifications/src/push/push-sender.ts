import webpush from 'web-push';
import type { PushPayload } from './push-delivery.entity';

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface PushOutcome {
  status: number;
  /** 404 or 410: the subscription no longer exists and the device must go. */
  gone: boolean;
}

export const PUSH_SENDER = Symbol('PUSH_SENDER');

export interface PushSender {
  send(
    subscription: PushSubscriptionKeys,
    payload: PushPayload,
    options: { ttlSeconds: number; urgency: 'very-low' | 'low' | 'normal' | 'high' },
  ): Promise<PushOutcome>;
}

/**
 * RFC 8030 push with an RFC 8291 aes128gcm payload and RFC 8292 VAPID: web-push builds the request (encryption,
 * VAPID JWT, TTL and Urgency headers); fetch sends it (10 s timeout). A 2xx is accepted; 404/410 mean gone.
 */
export class WebPushSender implements PushSender {
  constructor(private readonly vapid: VapidKeys) {}

  async send(
    subscription: PushSubscriptionKeys,
    payload: PushPayload,
    options: { ttlSeconds: number; urgency: 'very-low' | 'low' | 'normal' | 'high' },
  ): Promise<PushOutcome> {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: this.vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, gone: response.status === 404 || response.status === 410 };
  }
}
