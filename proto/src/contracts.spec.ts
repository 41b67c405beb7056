import {
  JoinMethod,
  MemberJoinedSchema,
  RosterPlayerAddedSchema,
  TeamUpdatedSchema,
  EnvelopeSchema,
  TeamCreatedSchema,
  Topics,
  create,
  dlqTopic,
  fromBinary,
  timestampDate,
  timestampFromDate,
  toBinary,
} from './index';

describe('contracts', () => {
  it('round-trips a TeamCreated payload inside an Envelope', () => {
    const createdAt = new Date('2025-03-01T10:00:00.000Z');
    const team = create(TeamCreatedSchema, {
      teamId: 't-1',
      programId: 'p-1',
      name: 'Varsity',
      sport: 'basketball',
      ownerId: 'u-1',
      createdAt: timestampFromDate(createdAt),
    });
    const envelope = create(EnvelopeSchema, {
      eventId: '0195f7a0-0000-7000-8000-000000000000',
      type: TeamCreatedSchema.typeName,
      occurredAt: timestampFromDate(createdAt),
      source: 'teams',
      teamId: 't-1',
      payload: toBinary(TeamCreatedSchema, team),
    });

    const decoded = fromBinary(EnvelopeSchema, toBinary(EnvelopeSchema, envelope));
    expect(decoded.type).toBe('chalktalk.teams.v1.TeamCreated');
    const payload = fromBinary(TeamCreatedSchema, decoded.payload);
    expect(payload.name).toBe('Varsity');
    expect(timestampDate(payload.createdAt!).toISOString()).toBe(createdAt.toISOString());
  });

  it('names topics <service>.<aggregate>.v1 and their dead-letter topics <topic>.dlq', () => {
    expect(Topics.TeamsTeam).toBe('teams.team.v1');
    expect(dlqTopic(Topics.TeamsTeam)).toBe('teams.team.v1.dlq');
  });
});

describe('teams membership and roster contracts', () => {
  it('round-trips the new teams messages and names their topics', () => {
    const joined = create(MemberJoinedSchema, {
      teamId: 't-1',
      userId: 'u-1',
      role: 'PLAYER',
      method: JoinMethod.TEAM_KEY,
    });
    expect(fromBinary(MemberJoinedSchema, toBinary(MemberJoinedSchema, joined)).method).toBe(
      JoinMethod.TEAM_KEY,
    );
    const updated = create(TeamUpdatedSchema, {
      teamId: 't-1',
      paid: true,
      flags: { PLAYERS_USE_ROSTER_QUEUE: true },
    });
    expect(fromBinary(TeamUpdatedSchema, toBinary(TeamUpdatedSchema, updated)).flags).toEqual({
      PLAYERS_USE_ROSTER_QUEUE: true,
    });
    const added = create(RosterPlayerAddedSchema, { entry: { id: 'r-1', teamId: 't-1', jersey: '7' } });
    expect(fromBinary(RosterPlayerAddedSchema, toBinary(RosterPlayerAddedSchema, added)).entry?.jersey).toBe(
      '7',
    );
    expect([Topics.TeamsMembership, Topics.TeamsRoster]).toEqual(['teams.membership.v1', 'teams.roster.v1']);
  });
});
