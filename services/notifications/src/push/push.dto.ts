import { z } from 'zod';

const base64url = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} is required` })
    .min(min, `${name} is invalid`)
    .max(max, `${name} is invalid`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} is invalid`);

/** A PushSubscription as the browser's toJSON() gives it. */
export const registerDeviceSchema = z.object({
  endpoint: z.url({ error: 'endpoint must be a URL' }).max(1000, 'endpoint is too long'),
  keys: z.object({
    p256dh: base64url('keys.p256dh', 80, 100),
    auth: base64url('keys.auth', 16, 32),
  }),
  userAgent: z.string().max(300).optional(),
});

export const unregisterDeviceSchema = z.object({
  endpoint: z.url({ error: 'endpoint must be a URL' }).max(1000, 'endpoint is too long'),
});

export type RegisterDeviceDto = z.infer<typeof registerDeviceSchema>;
export type UnregisterDeviceDto = z.infer<typeof unregisterDeviceSchema>;
