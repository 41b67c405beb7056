import { loadCommunityConfig } from './config';

const base = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/community',
  PLAYBOOK_URL: 'http://127.0.0.1:9/',
};

describe('community configuration', () => {
  it('recomputes trending at least every 5 minutes (the issue bound) and by default every minute', () => {
    expect(loadCommunityConfig(base).TRENDING_RECOMPUTE_MS).toBe(60_000);
    expect(loadCommunityConfig({ ...base, TRENDING_RECOMPUTE_MS: '300000' }).TRENDING_RECOMPUTE_MS).toBe(
      300_000,
    );
    expect(() => loadCommunityConfig({ ...base, TRENDING_RECOMPUTE_MS: '300001' })).toThrow();
  });

  it('reads the moderators as a comma list of user ids, none by default', () => {
    const id = '3f1c2b1a-7d4e-4c3b-9a2f-1e2d3c4b5a69';
    expect(loadCommunityConfig(base).COMMUNITY_MODERATOR_IDS).toEqual([]);
    expect(
      loadCommunityConfig({ ...base, COMMUNITY_MODERATOR_IDS: ` ${id} ,` }).COMMUNITY_MODERATOR_IDS,
    ).toEqual([id]);
    expect(() => loadCommunityConfig({ ...base, COMMUNITY_MODERATOR_IDS: 'admin' })).toThrow();
  });
});
