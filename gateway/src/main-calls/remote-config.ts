import { DEFAULT_NCAA_YEAR, FEATURE_SWITCHES, type FeatureSwitch, TIMINGS } from '@chalktalk/domain';
import { commaSeparated } from '@chalktalk/platform';
import { z } from 'zod';

/**
 * Spec 1 §7 "Remote configuration supplies feature flags and NCAA year, refreshed at most every 12 hours".
 * The gateway answers it from its own environment (helm values / compose env), so turning a feature off is a
 * configuration change and a restart, never a release. The web app caches the answer for fetchIntervalMs.
 */
export interface RemoteConfig {
  features: Record<FeatureSwitch, boolean>;
  ncaaYear: { lacrosse: number; basketball: number };
  fetchIntervalMs: number;
}

const featureList = commaSeparated.pipe(
  z.array(z.enum(FEATURE_SWITCHES, { error: `must list only ${FEATURE_SWITCHES.join(', ')}` })),
);

const year = z.coerce.number().int().min(2000).max(2100);

/** The environment variables behind main/getRemoteConfig (merged into the gateway's config schema). */
export const remoteConfigEnvSchema = z.object({
  /** Comma list of feature switches turned off, e.g. `Community,TeamDocuments`; unset = all on. */
  FEATURES_OFF: featureList.optional(),
  NCAA_YEAR_LACROSSE: year.default(DEFAULT_NCAA_YEAR.lacrosse ?? 2021),
  NCAA_YEAR_BASKETBALL: year.default(DEFAULT_NCAA_YEAR.basketball ?? 2022),
});

export type RemoteConfigEnv = z.infer<typeof remoteConfigEnvSchema>;

export function remoteConfigOf(env: RemoteConfigEnv): RemoteConfig {
  const off = new Set(env.FEATURES_OFF ?? []);
  const features = Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, !off.has(name)])) as Record<
    FeatureSwitch,
    boolean
  >;
  return {
    features,
    ncaaYear: { lacrosse: env.NCAA_YEAR_LACROSSE, basketball: env.NCAA_YEAR_BASKETBALL },
    fetchIntervalMs: TIMINGS.remoteConfigFetchIntervalMs,
  };
}
