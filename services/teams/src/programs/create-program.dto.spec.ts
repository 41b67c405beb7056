import { parseInput } from '@chalktalk/platform';
import { createProgramSchema } from './create-program.dto';

describe('createProgramSchema', () => {
  it('drops teams with an empty name or sport and trims names', () => {
    const parsed = parseInput(createProgramSchema, {
      name: '  Riverside ',
      teams: [
        { name: ' Varsity ', sport: 'BASKETBALL_HS' },
        { name: '  ', sport: 'BASKETBALL_HS' },
        { name: 'JV', sport: '' },
        { name: 'JV' },
        {},
      ],
    });
    expect(parsed).toEqual({
      name: 'Riverside',
      teams: [{ name: 'Varsity', sport: 'BASKETBALL_HS', collegiateTeam: false, addons: {} }],
    });
  });

  it('accepts a program without teams', () => {
    expect(parseInput(createProgramSchema, { name: 'Solo' })).toEqual({ name: 'Solo', teams: [] });
  });

  it('accepts 39 characters and names in any script starting with a letter or digit', () => {
    expect(parseInput(createProgramSchema, { name: 'x'.repeat(39) }).name).toHaveLength(39);
    expect(parseInput(createProgramSchema, { name: 'Équipe 1' }).name).toBe('Équipe 1');
    expect(parseInput(createProgramSchema, { name: '9ers' }).name).toBe('9ers');
  });

  it.each([
    [{ name: 'x'.repeat(40) }, 'name', 'Enter a name less than 40 characters long'],
    [{ name: '#club' }, 'name', 'Enter a name less than 40 characters long'],
    [{ name: 'Club', teams: [{ name: 'A', sport: 'basketball' }] }, 'teams.0.sport', 'Please choose a sport'],
    [
      { name: 'Club', teams: [{ name: '_A', sport: 'FOOTBALL_HS' }] },
      'teams.0.name',
      'Enter a name less than 40 characters long',
    ],
  ])('refuses %j at %s', (input, path, message) => {
    expect(() => parseInput(createProgramSchema, input)).toThrow(
      expect.objectContaining({ code: 'G001', details: expect.arrayContaining([{ path, message }]) }),
    );
  });

  it('refuses more than 50 teams at once', () => {
    const teams = Array.from({ length: 51 }, (_, i) => ({ name: `T${i}`, sport: 'FOOTBALL_HS' }));
    expect(() => parseInput(createProgramSchema, { name: 'Big', teams })).toThrow(
      expect.objectContaining({ code: 'G001' }),
    );
  });
});

describe('team add-ons on create', () => {
  it('reads add-on kinds in any case and leaves out zero quantities', () => {
    const parsed = parseInput(createProgramSchema, {
      name: 'Club',
      teams: [
        { name: 'A', sport: 'LACROSSE_MENS', collegiateTeam: true, addons: { players: 2, COACHES: 0 } },
      ],
    });
    expect(parsed.teams[0]).toEqual({
      name: 'A',
      sport: 'LACROSSE_MENS',
      collegiateTeam: true,
      addons: { PLAYERS: 2 },
    });
  });

  it.each([[{ PLAYERS: -1 }], [{ PLAYERS: 1.5 }], [{ GOALIES: 1 }]])('refuses add-ons %j', (addons) => {
    expect(() =>
      parseInput(createProgramSchema, { name: 'Club', teams: [{ name: 'A', sport: 'FOOTBALL_HS', addons }] }),
    ).toThrow(expect.objectContaining({ code: 'G001' }));
  });
});
