import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { type SealingPlan, WebhookSecretBox } from './webhook-secret-box';

export interface WebhookEndpoint {
  id: string;
  programId: string;
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
  /** Until when the previous secret still signs beside the current one (null: no rotation under way). */
  previousSecretUntil: Date | null;
}

export interface DueDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  attempts: number;
  url: string;
  body: string;
}

export interface WebhookAttemptRow {
  attempt: number;
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryRow {
  id: string;
  eventId: string;
  type: string;
  occurredAt: Date;
  replay: boolean;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
  log: WebhookAttemptRow[];
}

const ENDPOINT_COLUMNS = `e.id, e.program_id AS "programId", e.url, e.description, e.event_types AS "eventTypes",
  e.enabled, e.disabled_reason AS "disabledReason", e.created_at AS "createdAt",
  (SELECT max(s.expires_at) FROM webhook_secrets s WHERE s.endpoint_id = e.id AND s.expires_at > now())
    AS "previousSecretUntil"`;

/**
 * The only code that touches the webhook tables. Signing secrets cross it sealed on the way in and opened on the
 * way out (WebhookSecretBox): the database only ever holds them encrypted.
 */
@Injectable()
export class WebhooksRepository {
  constructor(
    private readonly db: DataSource,
    private readonly secrets: WebhookSecretBox,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async endpointsOf(programId: string): Promise<WebhookEndpoint[]> {
    return this.db.query(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e WHERE e.program_id = $1 ORDER BY e.created_at, e.id`,
      [programId],
    );
  }

  async endpoint(id: string): Promise<WebhookEndpoint | undefined> {
    const rows: WebhookEndpoint[] = await this.db.query(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e WHERE e.id = $1`,
      [id],
    );
    return rows[0];
  }

  async countOf(programId: string): Promise<number> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS n FROM webhook_endpoints WHERE program_id = $1`,
      [programId],
    );
    return (row as { n: number }).n;
  }

  async addEndpoint(
    manager: EntityManager,
    endpoint: {
      programId: string;
      url: string;
      description: string;
      eventTypes: string[];
      createdBy: string;
    },
    secret: string,
  ): Promise<string> {
    const id = randomUUID();
    await manager.query(
      `INSERT INTO webhook_endpoints (id, program_id, url, description, event_types, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, endpoint.programId, endpoint.url, endpoint.description, endpoint.eventTypes, endpoint.createdBy],
    );
    await this.insertSecret(manager, id, secret);
    return id;
  }

  async updateEndpoint(
    id: string,
    change: { url?: string; description?: string; eventTypes?: string[]; enabled?: boolean },
  ): Promise<void> {
    await this.db.query(
      `UPDATE webhook_endpoints
          SET url = coalesce($2, url), description = coalesce($3, description),
              event_types = coalesce($4, event_types), enabled = coalesce($5, enabled),
              disabled_reason = CASE WHEN coalesce($5, enabled) THEN NULL ELSE coalesce(disabled_reason, 'Disabled by an admin') END,
              updated_at = now()
        WHERE id = $1`,
      [id, change.url ?? null, change.description ?? null, change.eventTypes ?? null, change.enabled ?? null],
    );
  }

  async removeEndpoint(id: string): Promise<void> {
    await this.db.query(`DELETE FROM webhook_endpoints WHERE id = $1`, [id]);
  }

  /** The new secret signs from now on; the current ones keep signing until `previousUntil`, then stop. */
  async rotateSecret(
    manager: EntityManager,
    endpointId: string,
    secret: string,
    previousUntil: Date,
  ): Promise<void> {
    await manager.query(`DELETE FROM webhook_secrets WHERE endpoint_id = $1 AND expires_at <= now()`, [
      endpointId,
    ]);
    await manager.query(
      `UPDATE webhook_secrets SET expires_at = $2 WHERE endpoint_id = $1 AND (expires_at IS NULL OR expires_at > $2)`,
      [endpointId, previousUntil],
    );
    await this.insertSecret(manager, endpointId, secret);
  }

  private async insertSecret(manager: EntityManager, endpointId: string, secret: string): Promise<void> {
    await manager.query(`INSERT INTO webhook_secrets (id, endpoint_id, secret_sealed) VALUES ($1, $2, $3)`, [
      randomUUID(),
      endpointId,
      this.secrets.seal(secret, endpointId),
    ]);
  }

  /**
   * The secrets that sign now, opened: the current one first, then those still inside their rotation window.
   * Throws SecretBoxError when one does not open (nothing is signed with a value that is not the secret).
   */
  async liveSecrets(endpointId: string): Promise<string[]> {
    const rows: { sealed: string }[] = await this.db.query(
      `SELECT secret_sealed AS sealed FROM webhook_secrets
        WHERE endpoint_id = $1 AND (expires_at IS NULL OR expires_at > now())
        ORDER BY expires_at DESC NULLS FIRST, created_at DESC`,
      [endpointId],
    );
    return rows.map((row) => this.secrets.open(row.sealed, endpointId));
  }

  /**
   * Seals what is stored in plain text and re-seals what a retired key sealed, in one transaction holding every
   * secret row (replicas booting together take turns; the second finds nothing to do). Changes nothing and throws
   * the ConfigError naming WEBHOOK_SECRETS_KEY when a row does not open with the configured keys.
   */
  async sealStoredSecrets(): Promise<SealingPlan> {
    return this.db.transaction(async (manager) => {
      const rows: { id: string; endpointId: string; stored: string }[] = await manager.query(
        `SELECT id, endpoint_id AS "endpointId", secret_sealed AS stored FROM webhook_secrets ORDER BY id FOR UPDATE`,
      );
      const plan = this.secrets.plan(rows);
      if (plan.unreadable.length > 0) throw this.secrets.unreadableError(plan.unreadable);
      for (const update of plan.updates)
        await manager.query(`UPDATE webhook_secrets SET secret_sealed = $2 WHERE id = $1`, [
          update.id,
          update.sealed,
        ]);
      return plan;
    });
  }

  /**
   * Keeps a public event of a program (what replays send) and queues it for every enabled endpoint of the program
   * that picked its type. Runs in the consumer's transaction; a redelivered event adds nothing.
   */
  async record(
    manager: EntityManager,
    message: { eventId: string; programId: string; type: string; occurredAt: Date; body: string },
  ): Promise<number> {
    await manager.query(
      `INSERT INTO webhook_messages (event_id, program_id, type, occurred_at, body) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (event_id) DO NOTHING`,
      [message.eventId, message.programId, message.type, message.occurredAt, message.body],
    );
    const rows: unknown[] = await manager.query(
      `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, status, next_attempt_at)
       SELECT gen_random_uuid(), e.id, $1, 'pending', now()
         FROM webhook_endpoints e
        WHERE e.program_id = $2 AND e.enabled AND $3 = ANY (e.event_types)
       ON CONFLICT (endpoint_id, event_id) WHERE NOT replay DO NOTHING
       RETURNING id`,
      [message.eventId, message.programId, message.type],
    );
    return rows.length;
  }

  /** Queues again every kept event of the range the endpoint subscribes to; the same event ids. */
  async replay(endpointId: string, from: Date, to: Date): Promise<number> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, replay, status, next_attempt_at)
       SELECT gen_random_uuid(), e.id, m.event_id, true, 'pending', now()
         FROM webhook_endpoints e
         JOIN webhook_messages m ON m.program_id = e.program_id AND m.type = ANY (e.event_types)
        WHERE e.id = $1 AND m.occurred_at >= $2 AND m.occurred_at < $3
        ORDER BY m.occurred_at, m.event_id
       RETURNING id`,
      [endpointId, from, to],
    );
    return rows.length;
  }

  /**
   * Leases the next due delivery of an enabled endpoint: its next attempt moves `leaseMs` ahead, so a worker
   * that dies mid-send leaves it to be retried, and concurrent workers (or replicas) never take the same one.
   */
  async claimDue(leaseMs: number): Promise<DueDelivery | undefined> {
    const [rows] = (await this.db.query(
      `UPDATE webhook_deliveries d SET next_attempt_at = now() + make_interval(secs => $1::float8 / 1000)
         FROM webhook_endpoints e, webhook_messages m
        WHERE d.id = (
                SELECT d2.id FROM webhook_deliveries d2 JOIN webhook_endpoints e2 ON e2.id = d2.endpoint_id
                 WHERE d2.status = 'pending' AND d2.next_attempt_at <= now() AND e2.enabled
                 ORDER BY d2.next_attempt_at, d2.created_at LIMIT 1 FOR UPDATE OF d2 SKIP LOCKED)
          AND e.id = d.endpoint_id AND m.event_id = d.event_id
       RETURNING d.id, d.endpoint_id AS "endpointId", d.event_id AS "eventId", d.attempts, e.url, m.body`,
      [leaseMs],
    )) as [DueDelivery[], number];
    return rows[0];
  }

  async recordAttempt(
    delivery: DueDelivery,
    attempt: WebhookAttemptRow,
    outcome: { status: 'pending' | 'succeeded' | 'failed'; nextAttemptAt: Date; disableEndpoint?: string },
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO webhook_attempts (id, delivery_id, attempt, attempted_at, status_code, error, duration_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          randomUUID(),
          delivery.id,
          attempt.attempt,
          attempt.attemptedAt,
          attempt.statusCode,
          attempt.error,
          attempt.durationMs,
        ],
      );
      await manager.query(
        `UPDATE webhook_deliveries SET status = $2, attempts = $3, next_attempt_at = $4 WHERE id = $1`,
        [delivery.id, outcome.status, attempt.attempt, outcome.nextAttemptAt],
      );
      if (outcome.disableEndpoint)
        await manager.query(
          `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2, updated_at = now() WHERE id = $1`,
          [delivery.endpointId, outcome.disableEndpoint],
        );
    });
  }

  /** The delivery log of an endpoint, newest first, each delivery with its attempts. */
  async deliveries(endpointId: string, limit: number, before?: Date): Promise<WebhookDeliveryRow[]> {
    return this.db.query(
      `SELECT d.id, d.event_id AS "eventId", m.type, m.occurred_at AS "occurredAt", d.replay, d.status,
              d.attempts, d.next_attempt_at AS "nextAttemptAt", d.created_at AS "createdAt",
              coalesce((SELECT json_agg(json_build_object('attempt', a.attempt, 'attemptedAt', a.attempted_at,
                        'statusCode', a.status_code, 'error', a.error, 'durationMs', a.duration_ms) ORDER BY a.attempt)
                          FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS log
         FROM webhook_deliveries d JOIN webhook_messages m ON m.event_id = d.event_id
        WHERE d.endpoint_id = $1 AND ($2::timestamptz IS NULL OR d.created_at < $2)
        ORDER BY d.created_at DESC, d.id DESC LIMIT $3`,
      [endpointId, before ?? null, limit],
    );
  }

  /** Forgets events (and their deliveries) older than the replay window. */
  async purgeBefore(cutoff: Date): Promise<number> {
    const [, count] = (await this.db.query(`DELETE FROM webhook_messages WHERE occurred_at < $1`, [
      cutoff,
    ])) as [unknown, number];
    return count;
  }
}
