import type { DescMessage } from '@bufbuild/protobuf';
import {
  ProgramCreatedSchema,
  TeamCreatedSchema,
  TeamRemovedSchema,
  TeamUpdatedSchema,
} from './gen/chalktalk/teams/v1/team_pb';
import { type Topic, Topics } from './topics';

/**
 * The partner contract's version (docs/partner/asyncapi.yaml `info.version`). Bump the minor for an added
 * message or field (and snapshot the released files, docs/partner/README.md); a breaking change is a v2 topic.
 */
export const PUBLIC_CONTRACT_VERSION = '1.0.0';

export interface PublicEvent {
  topic: Topic;
  schema: DescMessage;
  /** One line for the partner documentation (AsyncAPI summary). */
  summary: string;
}

/**
 * The events partners receive (public topics, webhooks). Listed by message, not by topic: a public topic may
 * also carry internal messages (teams.team.v1 carries TeamStateSnapshot with members and roster), which never
 * leave.
 */
export const PUBLIC_EVENTS: readonly PublicEvent[] = [
  { topic: Topics.TeamsTeam, schema: TeamCreatedSchema, summary: 'A team was created.' },
  {
    topic: Topics.TeamsTeam,
    schema: TeamUpdatedSchema,
    summary: "A team changed: the team's whole state after the change.",
  },
  { topic: Topics.TeamsTeam, schema: TeamRemovedSchema, summary: 'A team was deleted.' },
  { topic: Topics.TeamsProgram, schema: ProgramCreatedSchema, summary: 'A program was created.' },
];

/** Fully qualified message names of the partner contract, e.g. `chalktalk.teams.v1.TeamCreated`. */
export const PUBLIC_EVENT_TYPES: readonly string[] = PUBLIC_EVENTS.map((event) => event.schema.typeName);
