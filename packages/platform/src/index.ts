// @chalktalk/platform: the NestJS kit every Chalktalk service uses. The contract is docs/platform-api.md.

// Configuration
export {
  baseConfigSchema,
  commaSeparated,
  serviceConfigSchema,
  loadConfig,
  secretRequiredInProduction,
} from './config/config';
export type { BaseConfig } from './config/config';
export { ConfigError } from './config/config.errors';
export type { ConfigIssue } from './config/config.errors';

// Bootstrapping
export { createServiceApp, runService } from './app/service-app';
export type { ServiceOptions } from './app/service-app';
export { serviceModule } from './app/service-module';
export type { ServiceModuleSpec } from './app/service-module';
export { isShuttingDown } from './app/shutdown';

// Logging and request context
export { createLogger, setLogLevel } from './logging/logger';
export type { Logger } from './logging/logger';
export { requestContext } from './logging/request-context';
export { markAccessLoggedDownstream, newTraceparent, randomHex } from './http/request-hooks';
export { InProcessAppClosedError, inProcessEntryOf } from './http/in-process-call';
export type { InProcessAnswer, InProcessEntry, InProcessRequest } from './http/in-process-call';
export type { RequestContext } from './logging/request-context';

// HTTP errors and input validation
export { AppErrorFilter } from './http/app-error.filter';
export type { ErrorBody } from './http/error-body';
export { etagMatches } from './http/conditional-get';
export { parseInput } from './http/parse-input';
export type { InputIssue } from './http/parse-input';
export { Input, NoInput } from './http/input.decorator';
export { calendarDate, clockTime, isoDateTime } from './http/date-time-fields';
export { editedVersion, versionWithId } from './http/version-fields';
export type { InputSource } from './http/input.decorator';
export { declaredCalls, UndeclaredInputError } from './http/call-table';
export type { DeclaredCall } from './http/call-table';
export { callNameOf, describeCall, ERROR_ANSWER_SCHEMA, operationIdOf } from './http/openapi/call-operation';
export { Answer } from './http/openapi/answer.decorator';
export type { AnswerLink, DeclaredAnswer } from './http/openapi/answer.decorator';
export type { DescribedCall } from './http/openapi/call-operation';
export { CALL_DESCRIPTIONS_PATH, describeCalls } from './http/openapi/call-descriptions.route';
export { openApiDocument } from './http/openapi/openapi-document';
export type { OpenApiDocument, OpenApiDocumentOptions } from './http/openapi/openapi-document';
export type { JsonSchema } from './http/openapi/zod-json-schema';
export {
  MAX_JSON_DEPTH,
  UNSAFE_INPUT_MESSAGES,
  assertSafeJson,
  assertSafeValue,
  findUnsafeJson,
  findUnsafeValue,
} from './http/json-body';

// Network addresses
export { hostnameOf, isLoopback } from './net/loopback';
export {
  type HostResolver,
  isPublicAddress,
  nonPublicHostReason,
  nonPublicReason,
} from './net/public-address';

// Authentication
export { AuthModule } from './auth/auth.module';
export { UnauthenticatedError } from './auth/auth.errors';
export { JwtAuthGuard } from './auth/jwt-auth.guard';
export { TokenVerifier, loadJose, remoteKeySet } from './auth/token-verifier';
export { IssuerAwareVerifier } from './auth/issuer-aware-verifier';
export type { IssuerAwareVerifierOptions, VerifiedAccess } from './auth/issuer-aware-verifier';
export { trustedIssuersFromEnv, trustedIssuersSchema } from './auth/trusted-issuers';
export type { TrustedIssuer } from './auth/trusted-issuers';
export type { TokenVerifierOptions } from './auth/token-verifier';
export { Public } from './auth/public.decorator';
export { CurrentUser } from './auth/current-user.decorator';
export { RefusalList } from './auth/revocation/refusal-list';
export type { Refusal, TokenSubject } from './auth/revocation/refusal-list';
export type { AuthUser, AuthModuleOptions } from './auth/auth.types';

// Database
export { DatabaseModule } from './database/database.module';
export { PreparedSql, splitRow } from './database/prepared-sql';
export type { DatabaseModuleOptions } from './database/database.module';
export { platformMigrations, platformEntities } from './database/platform-schema';
export { createDatabaseIfMissing } from './database/create-database';
export { OutboxRecord } from './events/outbox/outbox-record.entity';
export { InboxRecord } from './events/inbox/inbox-record.entity';

// Object storage (S3-compatible buckets)
export { S3Bucket } from './storage/s3-bucket';
export type { S3BucketOptions, S3PutOptions, S3Object } from './storage/s3-bucket';
export { S3Error } from './storage/s3.errors';
// The file-storage port (local folder or S3) and signed download addresses
export { FILE_STORAGE, checkStorageKey } from './storage/file-storage';
export type { FileStorage, StoredFile } from './storage/file-storage';
export { LocalFileStorage } from './storage/local-file-storage';
export { S3FileStorage } from './storage/s3-file-storage';
export { createFileStorage } from './storage/create-file-storage';
export type { FileStorageOptions } from './storage/create-file-storage';
export { DownloadSigner } from './storage/signed-address';
export type { DownloadGrant } from './storage/signed-address';

// Secrets at rest (AES-256-GCM with rotating keys)
export {
  SecretBox,
  SecretBoxError,
  generateSecretBoxKey,
  parseSecretBoxKey,
  secretBoxKeyId,
} from './crypto/secret-box';
export type { SecretBoxFailure } from './crypto/secret-box';
export { localSecretBoxKey } from './crypto/local-key-file';

// Health
export { HealthModule } from './health/health.module';
export { READINESS_CHECKS } from './health/readiness';
export type { ReadinessCheck } from './health/readiness';

// Events
export { EventBusModule } from './events/event-bus.module';
export { Outbox } from './events/outbox/outbox.service';
// List posters drawn by the render service (playbook and community lists)
export {
  PlayPosters1766000000100,
  PlayPosterStore,
  POSTER_OPTIONS,
  type PosterAnswer,
  RenderPostersModule,
  sendPoster,
} from './render-posters';
export { OnEvent } from './events/on-event.decorator';
export { EVENT_BUS_ADAPTER } from './events/event-bus.types';
export type {
  DomainEvent,
  ReceivedEvent,
  EventHandler,
  EventBusModuleOptions,
  RetryOptions,
  EventBusAdapter,
  BusMessage,
  Delivery,
  DeliveryControl,
  DeliveryHandler,
  PublishReceipt,
} from './events/event-bus.types';
export { backoffDelay } from './events/backoff';
export { RetryLaterError } from './events/retry-later.error';
export { partitionForKey } from './events/partition';
export { EventConsumer } from './events/event-consumer.service';

// Snapshots (internal: a topic's current state for consumers that rebuild)
export { SnapshotSource, lockedEntityPage, nextCursor } from './snapshot/snapshot-source';
export type { SnapshotItem, SnapshotPage, SnapshotProvider } from './snapshot/snapshot-source';
export { SnapshotRegistry } from './snapshot/snapshot-registry';
export { readSnapshot, readSnapshotPage, SnapshotReadError } from './snapshot/snapshot-client';
export type { SnapshotReadOptions } from './snapshot/snapshot-client';
export type { SnapshotMessage } from './snapshot/snapshot-wire';
export { SNAPSHOT_PAGE_MAX } from './snapshot/snapshot-wire';
export { INTERNAL_CREDENTIAL_HEADER, credentialMatches } from './snapshot/internal-credential';

// Team projection (teams, members, roles, flags, paid state and roster from teams' events)
export {
  TeamProjectionModule,
  teamProjectionEntities,
  teamProjectionMigrations,
} from './team-projection/team-projection.module';
export { TeamDirectory } from './team-projection/team-directory';
export type {
  Membership,
  ProjectedMember,
  ProjectedRosterEntry,
  ProjectedTeam,
  TeamAccessView,
} from './team-projection/team-directory';
export { TeamNotProjectedYet } from './team-projection/team-projection.events';
export { microsPerCall } from './bench/micros-per-call';
