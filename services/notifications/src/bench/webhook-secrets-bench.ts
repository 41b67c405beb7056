/*
 * What sealing costs per webhook signing secret, against what a delivery already pays to sign its body (the same
 * run, the same process):
 *   npx tsc -b services/notifications && node services/notifications/dist/bench/webhook-secrets-bench.js
 * A delivery opens each live secret once (liveSecrets) and signs with it; seal runs on add and rotate only. The
 * body is a TeamUpdated of a program with three admins, as the dispatcher sends it.
 */
import { create, TeamUpdatedSchema, toJson } from '@chalktalk/contracts';
import { generateSecretBoxKey, microsPerCall } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { webhookBody } from '../webhooks/webhook-events.handler';
import { generateWebhookSecret, signWebhook } from '../webhooks/webhook-signature';
import { WebhookSecretBox } from '../webhooks/webhook-secret-box';

const ROUNDS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[], digits = 2) =>
  `median ${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

function main(): void {
  const box = WebhookSecretBox.fromConfig({
    WEBHOOK_SECRETS_KEY: generateSecretBoxKey(),
    WEBHOOK_SECRETS_PREVIOUS_KEYS: [],
  });
  const endpointId = randomUUID();
  const secret = generateWebhookSecret();
  const sealed = box.seal(secret, endpointId);
  const message = create(TeamUpdatedSchema, {
    teamId: randomUUID(),
    programId: randomUUID(),
    name: 'Varsity Boys Basketball',
    sport: 'BASKETBALL_HS',
    ownerId: randomUUID(),
    programAdminIds: [randomUUID(), randomUUID(), randomUUID()],
  });
  const body = webhookBody(
    TeamUpdatedSchema.typeName,
    new Date(),
    toJson(TeamUpdatedSchema, message, { alwaysEmitImplicit: true }),
  );
  const eventId = randomUUID();
  const timestamp = Math.floor(Date.now() / 1000);

  const load = loadavg().map((n) => n.toFixed(2));
  const seal: number[] = [];
  const open: number[] = [];
  const sign: number[] = [];
  // Interleaved rounds, so a neighbour's burst of load falls on all three alike.
  for (let round = 0; round < ROUNDS; round++) {
    seal.push(microsPerCall(() => box.seal(secret, endpointId)));
    open.push(microsPerCall(() => box.open(sealed, endpointId)));
    sign.push(microsPerCall(() => signWebhook([secret], eventId, timestamp, body)));
  }
  const both = seal.map((s, i) => s + open[i]!);
  const ratio = both.map((b, i) => b / sign[i]!);
  const openRatio = open.map((o, i) => o / sign[i]!);
  console.log(
    `webhook secrets at rest, ${ROUNDS} interleaved rounds; load average ${load.join(' ')} (1/5/15 min)`,
  );
  console.log(
    `  body: ${Buffer.byteLength(body)} bytes (TeamUpdated); sealed secret: ${sealed.length} characters`,
  );
  console.log(`  seal:                        ${range(seal)} µs`);
  console.log(`  open (per secret, per send): ${range(open)} µs`);
  console.log(`  seal + open:                 ${range(both)} µs`);
  console.log(`  baseline, HMAC-SHA256 signing of the delivery (one secret): ${range(sign)} µs`);
  console.log(`  ratio (seal + open) / sign:  ${range(ratio)}x; open / sign: ${range(openRatio)}x`);
  console.log(
    `  load average at the end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

main();
