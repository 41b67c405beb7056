import { create, ProfileFlagEarnedSchema } from '@chalktalk/contracts';
import { flagGrantOf } from './profile-flag-earned';

const userId = '0195a3c1-7d2e-7a10-8b5c-3f2d1e0c9b8a';

describe('flagGrantOf', () => {
  it('grants a known profile flag to the user', () => {
    expect(
      flagGrantOf(create(ProfileFlagEarnedSchema, { userId, flag: 'INVITED_TEAM', teamId: 't' })),
    ).toEqual({
      userId,
      flag: 'INVITED_TEAM',
    });
  });

  it('ignores flags identity does not know and ids that are no account id', () => {
    expect(flagGrantOf(create(ProfileFlagEarnedSchema, { userId, flag: 'FLEW_TO_MARS' }))).toEqual({
      ignored: 'unknown profile flag FLEW_TO_MARS',
    });
    expect(flagGrantOf(create(ProfileFlagEarnedSchema, { userId: '', flag: 'INVITED_TEAM' }))).toHaveProperty(
      'ignored',
    );
    expect(
      flagGrantOf(create(ProfileFlagEarnedSchema, { userId: 'user-1', flag: 'INVITED_TEAM' })),
    ).toHaveProperty('ignored');
  });
});
