import { type OnboardingTeam, roleOnTeam } from '@chalktalk/domain';
import type { Team } from '../teams/teams.types';

/**
 * The user's teams as the onboarding rules read them. "Basic" includes a team that is not paid: a team without a
 * subscription has none of the non-Basic features (schedule) either. Staff = owner, admin or coach.
 */
export function onboardingTeamsOf(teams: readonly Team[], userId: string): OnboardingTeam[] {
  return teams
    .filter((team) => !team.pending)
    .map((team) => {
      const role = roleOnTeam(team, userId);
      return { basic: !team.paid || team.plan === 'BASIC', staff: role === 'ADMIN' || role === 'COACH' };
    });
}

/** Spec 3 §4: "When a non-player user has roster members, the INVITED_TEAM flag is set." */
export function hasInvitedTeam(teams: readonly Team[], userId: string): boolean {
  return teams.some((team) => {
    const role = roleOnTeam(team, userId);
    if (role !== 'ADMIN' && role !== 'COACH') return false;
    return Object.keys(team.members).some((memberId) => memberId !== userId && memberId !== team.ownerId);
  });
}
