import { NOTIFICATION_KINDS } from '../notifications';
import { PROFILE_FLAGS } from '../profile';
import { EMAIL_TARGETS, SHARE_SCOPES } from '../sharing';
import { ROSTER_FILTER_KINDS } from '../roster';
import { isTeamFlag, isTeamRole, TEAM_FLAGS, TEAM_ROLES } from '../teams';

describe('team, profile, sharing and notification enumerations', () => {
  it('has the four team roles and ten team flags', () => {
    expect(TEAM_ROLES).toEqual(['ADMIN', 'COACH', 'PLAYER', 'CONTACT']);
    expect(TEAM_FLAGS).toHaveLength(10);
    expect(isTeamFlag('PLAYERS_CAN_VIEW_TEAM_ROSTER')).toBe(true);
    expect(isTeamFlag('PLAYERS_CAN_EDIT_ROSTER')).toBe(false);
    expect(isTeamRole('OWNER')).toBe(false);
  });

  it('has the eleven profile flags', () => {
    expect(PROFILE_FLAGS).toHaveLength(11);
    expect(PROFILE_FLAGS[0]).toBe('CREATED_FIRST_PLAY');
    expect(PROFILE_FLAGS[10]).toBe('HAS_COMMUNITY_PROFILE');
  });

  it('has share scopes, email targets and roster filters', () => {
    expect(SHARE_SCOPES).toEqual(['NOONE', 'COACHES', 'TEAM', 'COMMUNITY']);
    expect(EMAIL_TARGETS).toEqual(['PLAYER_AND_CONTACTS', 'PLAYER_ONLY', 'CONTACTS_ONLY']);
    expect(ROSTER_FILTER_KINDS).toEqual(['all', 'players', 'alternates']);
  });

  it('has the twenty notification kinds, ALL first', () => {
    expect(NOTIFICATION_KINDS).toHaveLength(20);
    expect(NOTIFICATION_KINDS[0]).toBe('ALL');
    expect(NOTIFICATION_KINDS).toContain('EVALUATION_WITHDRAWN');
  });
});
