// @chalktalk/contracts: the protobuf event contracts as generated TypeScript, plus the topic names.
export * from './gen/chalktalk/events/v1/envelope_pb';
export * from './gen/chalktalk/teams/v1/team_pb';
export * from './gen/chalktalk/teams/v1/membership_pb';
export * from './gen/chalktalk/teams/v1/roster_pb';
export * from './gen/chalktalk/teams/v1/snapshot_pb';
export * from './gen/chalktalk/identity/v1/account_pb';
export * from './gen/chalktalk/identity/v1/session_pb';
export * from './gen/chalktalk/playbook/v1/study_pb';
export * from './gen/chalktalk/playbook/v1/play_pb';
export * from './gen/chalktalk/playbook/v1/formation_pb';
export * from './gen/chalktalk/render/v1/render_pb';
export * from './gen/chalktalk/billing/v1/subscription_pb';
export * from './gen/chalktalk/community/v1/play_pb';
export * from './gen/chalktalk/community/v1/profile_pb';
export * from './gen/chalktalk/schedule/v1/event_pb';
export * from './gen/chalktalk/evaluations/v1/evaluation_pb';
export * from './gen/chalktalk/documents/v1/document_pb';
export * from './gen/chalktalk/documents/v1/post_pb';
export { Topics, PUBLIC_TOPICS, dlqTopic } from './topics';
export { PUBLIC_CONTRACT_VERSION, PUBLIC_EVENTS, PUBLIC_EVENT_TYPES } from './public-contract';
export type { PublicEvent } from './public-contract';
export type { Topic } from './topics';

// Re-exported so services build and read messages without depending on @bufbuild/protobuf themselves.
export { create, fromBinary, toBinary, toJson } from '@bufbuild/protobuf';
export type { DescMessage, JsonValue } from '@bufbuild/protobuf';
export type { Message } from '@bufbuild/protobuf';
export type { GenMessage } from '@bufbuild/protobuf/codegenv2';
export { timestampDate, timestampFromDate, timestampNow } from '@bufbuild/protobuf/wkt';
