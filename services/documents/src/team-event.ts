import { create, type MessageInitShape } from '@bufbuild/protobuf';
import type { GenMessage, Message } from '@chalktalk/contracts';
import type { Outbox } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';

/** Appends one event about a team, built from its fields, in the caller's transaction. */
export type TeamEventAppender = <M extends Message>(
  manager: EntityManager,
  teamId: string,
  schema: GenMessage<M>,
  fields: MessageInitShape<GenMessage<M>>,
) => Promise<void>;

/**
 * The appender for one documents topic. Events are keyed by their team, so a team's documents and posts reach
 * consumers in the order they happened, and carry the team in the envelope.
 */
export function teamEvents(outbox: Outbox, topic: string): TeamEventAppender {
  return (manager, teamId, schema, fields) =>
    outbox.append(manager, { topic, key: teamId, teamId, schema, payload: create(schema, fields) });
}
