import {
  DEFAULT_NCAA_YEAR,
  FEATURE_SWITCHES,
  type FeatureSwitch,
  type SportFamily,
  TIMINGS,
} from '@chalktalk/domain';
import { ALL_FEATURES_ON, type FeatureSwitches } from '../../config/features';

/** GET main/getRemoteConfig (gateway, fed by FEATURES_OFF and NCAA_YEAR_*). */
export interface RemoteConfig {
  features: Record<FeatureSwitch, boolean>;
  ncaaYear: { lacrosse: number; basketball: number };
}

interface CachedRemoteConfig {
  config: RemoteConfig;
  fetchedAt: number;
}

export const REMOTE_CONFIG_KEY = 'chalktalk.remoteConfig';
export const REMOTE_CONFIG_URL = '/api/main/getRemoteConfig';

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

function isRemoteConfig(value: unknown): value is RemoteConfig {
  const candidate = value as Partial<RemoteConfig> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.features === 'object' &&
    candidate.features !== null &&
    FEATURE_SWITCHES.every((name) => typeof candidate.features![name] === 'boolean') &&
    typeof candidate.ncaaYear?.lacrosse === 'number' &&
    typeof candidate.ncaaYear.basketball === 'number'
  );
}

export function readCachedRemoteConfig(storage: KeyValue): CachedRemoteConfig | null {
  try {
    const cached = JSON.parse(storage.getItem(REMOTE_CONFIG_KEY) ?? 'null') as CachedRemoteConfig | null;
    return cached && typeof cached.fetchedAt === 'number' && isRemoteConfig(cached.config) ? cached : null;
  } catch {
    return null;
  }
}

/**
 * The remote configuration, fetched at most every 12 hours (spec 1 §9: "remote config fetch interval 12 hours"):
 * a cached answer younger than that is used as it is; otherwise main/getRemoteConfig is asked and the answer kept.
 * A failed fetch keeps the last answer (however old), and without one the app runs with every switch on.
 */
export async function loadRemoteConfig(env: {
  storage: KeyValue;
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'json'>>;
  now: number;
}): Promise<RemoteConfig | null> {
  const cached = readCachedRemoteConfig(env.storage);
  if (cached && env.now - cached.fetchedAt < TIMINGS.remoteConfigFetchIntervalMs) return cached.config;
  try {
    const response = await env.fetch(REMOTE_CONFIG_URL);
    const answer: unknown = response.ok ? await response.json() : null;
    if (!isRemoteConfig(answer)) return cached?.config ?? null;
    const config: RemoteConfig = { features: answer.features, ncaaYear: answer.ncaaYear };
    env.storage.setItem(REMOTE_CONFIG_KEY, JSON.stringify({ config, fetchedAt: env.now }));
    return config;
  } catch {
    return cached?.config ?? null;
  }
}

/** The switches the app runs with: the server's, each of which a developer can still turn off locally. */
export function featureSwitchesOf(
  config: RemoteConfig | null,
  localSwitches: FeatureSwitches,
): FeatureSwitches {
  const remote = config?.features ?? ALL_FEATURES_ON;
  return Object.fromEntries(
    FEATURE_SWITCHES.map((name) => [name, remote[name] && localSwitches[name]]),
  ) as FeatureSwitches;
}

/** The NCAA rule-book year of a sport family: the server's, else spec 1 §9's defaults; football has none. */
export function ncaaYearOf(config: RemoteConfig | null, family: SportFamily): number | null {
  if (family === 'football') return null;
  return config?.ncaaYear[family] ?? DEFAULT_NCAA_YEAR[family];
}
