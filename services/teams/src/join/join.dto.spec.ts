import { parseInput } from '@chalktalk/platform';
import { joinTeamLinkSchema, joinTeamSchema } from './join.dto';

describe('join inputs', () => {
  it('upper-cases and trims the team key and cuts it to 8 characters', () => {
    expect(parseInput(joinTeamSchema, { teamKey: ' abcdefghij ' })).toEqual({ teamKey: 'ABCDEFGH' });
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
