import { type EditionLookups, mailEdition } from './mail-edition';

describe('mailEdition', () => {
  const teams: Record<string, string> = { 'team-lax': 'lacrosse' };
  const programs: Record<string, string> = { 'program-fb': 'football' };
  const asked: string[] = [];
  const lookups: EditionLookups = {
    ofTeam: async (teamId) => {
      asked.push(`team:${teamId}`);
      return teams[teamId];
    },
    ofProgram: async (programId) => {
      asked.push(`program:${programId}`);
      return programs[programId];
    },
  };
  beforeEach(() => (asked.length = 0));

  it("uses the team's edition when the mail is about a known team, even inside a program", async () => {
    await expect(mailEdition({ teamId: 'team-lax', programId: 'program-fb' }, lookups)).resolves.toBe(
      'lacrosse',
    );
    expect(asked).toEqual(['team:team-lax']);
  });

  it("uses the program's edition for a program invitation (no team)", async () => {
    await expect(mailEdition({ teamId: '', programId: 'program-fb' }, lookups)).resolves.toBe('football');
    expect(asked).toEqual(['program:program-fb']);
  });

  it("falls back to the program's edition while the team is not known yet", async () => {
    await expect(mailEdition({ teamId: 'team-new', programId: 'program-fb' }, lookups)).resolves.toBe(
      'football',
    );
  });

  it('brands as hoops when neither the team nor the program is known', async () => {
    await expect(mailEdition({ teamId: '', programId: 'program-unknown' }, lookups)).resolves.toBe('hoops');
    await expect(mailEdition({ teamId: 'team-new' }, lookups)).resolves.toBe('hoops');
    await expect(mailEdition({ teamId: '', programId: '' }, lookups)).resolves.toBe('hoops');
    expect(asked).toEqual(['program:program-unknown', 'team:team-new']);
  });
});
