import {
  canEditDepthChart,
  canReadAllEvaluations,
  canViewRoster,
  canWriteEvaluations,
  sharedWith,
  type TeamView,
} from './evaluation.rules';

const view = (over: Partial<TeamView> = {}): TeamView => ({
  role: 'COACH',
  pending: false,
  paid: true,
  flags: {},
  ...over,
});

describe('evaluation rules', () => {
  it('lets admins write evaluations always, coaches only with COACHES_CAN_CREATE_EVALUATIONS', () => {
    expect(canWriteEvaluations(view({ role: 'ADMIN' }))).toBe(true);
    expect(canWriteEvaluations(view())).toBe(false);
    expect(canWriteEvaluations(view({ flags: { COACHES_CAN_CREATE_EVALUATIONS: true } }))).toBe(true);
  });

  it('never lets players, contacts, strangers or pending members write', () => {
    const flags = { COACHES_CAN_CREATE_EVALUATIONS: true };
    expect(canWriteEvaluations(view({ role: 'PLAYER', flags }))).toBe(false);
    expect(canWriteEvaluations(view({ role: 'CONTACT', flags }))).toBe(false);
    expect(canWriteEvaluations(view({ role: undefined, flags }))).toBe(false);
    expect(canWriteEvaluations(view({ role: 'ADMIN', pending: true }))).toBe(false);
  });

  it('keeps an unpaid team to its admins', () => {
    const flags = { COACHES_CAN_CREATE_EVALUATIONS: true };
    expect(canWriteEvaluations(view({ paid: false, flags }))).toBe(false);
    expect(canWriteEvaluations(view({ role: 'ADMIN', paid: false }))).toBe(true);
    expect(canReadAllEvaluations(view({ paid: false }))).toBe(false);
  });

  it('lets coaches read every evaluation even without the create flag; players do not', () => {
    expect(canReadAllEvaluations(view())).toBe(true);
    expect(canReadAllEvaluations(view({ role: 'PLAYER' }))).toBe(false);
  });

  it('shows the roster (and depth chart) to editors, to players with PLAYERS_CAN_VIEW_TEAM_ROSTER', () => {
    expect(canViewRoster(view())).toBe(true);
    expect(canViewRoster(view({ role: 'PLAYER' }))).toBe(false);
    expect(canViewRoster(view({ role: 'PLAYER', flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true } }))).toBe(true);
    expect(
      canViewRoster(view({ role: 'PLAYER', paid: false, flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true } })),
    ).toBe(false);
    expect(canEditDepthChart(view())).toBe(true);
    expect(canEditDepthChart(view({ role: 'PLAYER' }))).toBe(false);
  });

  it('shares with the player, the contacts, both or no one', () => {
    expect(sharedWith('PLAYER', 'player')).toBe(true);
    expect(sharedWith('PLAYER', 'contact')).toBe(false);
    expect(sharedWith('CONTACTS', 'contact')).toBe(true);
    expect(sharedWith('CONTACTS', 'player')).toBe(false);
    expect(sharedWith('PLAYER_AND_CONTACTS', 'player') && sharedWith('PLAYER_AND_CONTACTS', 'contact')).toBe(
      true,
    );
    expect(sharedWith('NOONE', 'player') || sharedWith('NOONE', 'contact')).toBe(false);
  });
});
