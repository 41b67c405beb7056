// @chalktalk/platform/testing: helpers for integration tests (never imported by production code).
export { startTestPostgres, freePort } from './test-postgres';
export type { TestPostgres } from './test-postgres';
export { waitFor } from './wait-for';
export type { WaitForOptions } from './wait-for';
export { kafkaBrokersFromEnv, describeWithKafka } from './kafka';
export { startTestIssuer } from './test-issuer';
export type { TestIssuer } from './test-issuer';
export { startTestMinio, describeWithMinio, minioBinary } from './minio';
export type { TestMinio } from './minio';
export { startTestLocalStripe, describeWithLocalStripe, localStripePython } from './localstripe';
export type { TestLocalStripe } from './localstripe';
export { publishTestEvent } from './publish-event';
export type { TestEvent } from './publish-event';
export { BAD_VALUES, PLATFORM_REFUSED_VALUES, leafPaths, nested, withValueAt } from './bad-values';
export type { Json } from './bad-values';
export { percentile, timeAgainstBaseline } from './latency-pair';
export type { LatencyPair } from './latency-pair';
