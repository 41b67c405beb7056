import { TIMINGS } from '@chalktalk/domain';
import { ALL_FEATURES_ON } from '../../config/features';
import {
  featureSwitchesOf,
  loadRemoteConfig,
  ncaaYearOf,
  REMOTE_CONFIG_KEY,
  REMOTE_CONFIG_URL,
  type RemoteConfig,
} from './remote-config';

const serverConfig: RemoteConfig = {
  features: { ...ALL_FEATURES_ON, Community: false },
  ncaaYear: { lacrosse: 2024, basketball: 2025 },
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const answering = (body: unknown, ok = true) =>
  jest.fn(async (url: string) => {
    expect(url).toBe(REMOTE_CONFIG_URL);
    return { ok, json: async () => body };
  });

describe('remote configuration', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('fetches main/getRemoteConfig the first time and keeps the answer', async () => {
    const storage = memoryStorage();
    const fetch = answering({ ...serverConfig, fetchIntervalMs: 43_200_000 });
    expect(await loadRemoteConfig({ storage, fetch, now })).toEqual(serverConfig);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(REMOTE_CONFIG_KEY)!)).toEqual({ config: serverConfig, fetchedAt: now });
  });

  it('does not ask again within 12 hours, and asks again after them', async () => {
    const storage = memoryStorage({
      [REMOTE_CONFIG_KEY]: JSON.stringify({ config: serverConfig, fetchedAt: now }),
    });
    const fresh = { ...serverConfig, features: ALL_FEATURES_ON };
    const fetch = answering(fresh);
    const almost = now + TIMINGS.remoteConfigFetchIntervalMs - 1;
    expect(await loadRemoteConfig({ storage, fetch, now: almost })).toEqual(serverConfig);
    expect(fetch).not.toHaveBeenCalled();
    const later = now + TIMINGS.remoteConfigFetchIntervalMs;
    expect(await loadRemoteConfig({ storage, fetch, now: later })).toEqual(fresh);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the last answer when the fetch fails or answers nonsense, and has none the first time', async () => {
    const stale = memoryStorage({
      [REMOTE_CONFIG_KEY]: JSON.stringify({ config: serverConfig, fetchedAt: 0 }),
    });
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadRemoteConfig({ storage: stale, fetch: offline, now })).toEqual(serverConfig);
    expect(await loadRemoteConfig({ storage: stale, fetch: answering({ features: {} }), now })).toEqual(
      serverConfig,
    );
    expect(await loadRemoteConfig({ storage: memoryStorage(), fetch: offline, now })).toBeNull();
  });

  it("turns a switch off when the server does, and a developer's local override stays on top", () => {
    expect(featureSwitchesOf(serverConfig, ALL_FEATURES_ON)).toEqual({
      ...ALL_FEATURES_ON,
      Community: false,
    });
    expect(featureSwitchesOf(null, { ...ALL_FEATURES_ON, Schedule: false })).toEqual({
      ...ALL_FEATURES_ON,
      Schedule: false,
    });
  });

  it("answers the server's NCAA year, spec 1 §9's default without one, and none for football", () => {
    expect(ncaaYearOf(serverConfig, 'lacrosse')).toBe(2024);
    expect(ncaaYearOf(null, 'lacrosse')).toBe(2021);
    expect(ncaaYearOf(null, 'basketball')).toBe(2022);
    expect(ncaaYearOf(serverConfig, 'football')).toBeNull();
  });
});
