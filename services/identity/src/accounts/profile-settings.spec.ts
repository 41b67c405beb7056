import { updateProfileSettingsSchema } from './dto/profile-settings.dto';
import { applySettingsUpdate } from './profile-settings';

describe('profile settings', () => {
  const current = {
    favoriteTeams: { hoops: 't1', lacrosse: 't2' },
    notifications: { ALL: true },
    notificationDevices: [{ token: 'a' }],
  };

  it('merges maps key by key, null removing, and replaces the device list', () => {
    expect(
      applySettingsUpdate(current, {
        favoriteTeams: { lacrosse: null, football: 't3' },
        notificationDevices: [{ token: 'b' }],
      }),
    ).toEqual({
      favoriteTeams: { hoops: 't1', football: 't3' },
      notifications: { ALL: true },
      notificationDevices: [{ token: 'b' }],
    });
  });

  it('leaves absent keys as they are', () => {
    expect(applySettingsUpdate(current, {})).toEqual(current);
  });

  it('accepts only editions as sites, team ids as UUIDs, notification kinds as keys and devices with a token', () => {
    const parse = (settings: unknown) => updateProfileSettingsSchema.safeParse({ settings }).success;
    const teamId = '0190a0b2-7c1e-7000-8000-000000000001';
    expect(parse({ favoriteTeams: { hoops: teamId }, notifications: { EVENT_ADDED: { push: true } } })).toBe(
      true,
    );
    expect(parse({ favoriteTeams: { golf: teamId } })).toBe(false);
    expect(parse({ favoriteTeams: { hoops: "team-1'" } })).toBe(false);
    expect(parse({ notifications: { SOMETHING: true } })).toBe(false);
    expect(parse({ notificationDevices: [{ platform: 'web' }] })).toBe(false);
    expect(parse({ notificationDevices: Array.from({ length: 21 }, (_, i) => ({ token: `t${i}` })) })).toBe(
      false,
    );
  });
});
