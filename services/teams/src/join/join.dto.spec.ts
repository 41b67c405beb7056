import { parseInput } from '@chalktalk/platform';
import { joinTeamLinkSchema, joinTeamSchema } from './join.dto';

describe('join inputs', () => {
  it('upper-cases and trims the team key', () => {
    expect(parseInput(joinTeamSchema, { teamKey: ' abcdefgh ' })).toEqual({ teamKey: 'ABCDEFGH' });
  });

  it('refuses a key over 8 characters naming the limit, instead of joining on its first 8', () => {
    expect(() => parseInput(joinTeamSchema, { teamKey: ' abcdefghij ' })).toThrow(
      expect.objectContaining({
        code: 'G001',
        details: [{ path: 'teamKey', message: 'A team key has at most 8 characters' }],
      }),
    );
  });

  it.each([[{ teamKey: '' }], [{ teamKey: '   ' }], [{}]])(
    'answers "Please enter a team key" for %j',
    (body) => {
      expect(() => parseInput(joinTeamSchema, body)).toThrow(
        expect.objectContaining({
          code: 'G001',
          details: [expect.objectContaining({ message: 'Please enter a team key' })],
        }),
      );
    },
  );

  it.each([[{ entityId: 'team' }], [{ linkCode: 'code' }], [{ entityId: '', linkCode: 'code' }]])(
    'needs both ids to join by link: %j is an invalid request',
    (body) => {
      expect(() => parseInput(joinTeamLinkSchema, body)).toThrow(expect.objectContaining({ code: 'G001' }));
    },
  );
});
