import type { ProfileFlag } from './profile-flags';

/**
 * The onboarding checklist's steps (spec 3 §4 "Onboarding steps by the user's teams"). Each step is done when its
 * profile flag is set; the labels are ours (the spec names the steps only).
 */
export const ONBOARDING_STEPS = {
  firstPlay: { flag: 'CREATED_FIRST_PLAY', label: 'Design your first play' },
  shareSocial: { flag: 'SHARED_SOCIAL', label: 'Tell other coaches about Chalktalk' },
  followSocial: { flag: 'FOLLOWED_SOCIAL', label: 'Follow Chalktalk for coaching tips' },
  playbook: { flag: 'SHARED_PLAY_TEAM', label: 'Share a play with your team' },
  roster: { flag: 'INVITED_TEAM', label: 'Invite your team' },
  schedule: { flag: 'CREATED_FIRST_EVENT', label: 'Add your first event' },
  viewPlaybook: { flag: 'VIEWED_PLAYBOOK', label: "Open your team's playbook" },
  viewSchedule: { flag: 'VIEWED_SCHEDULE', label: "Check your team's schedule" },
  downloadApp: { flag: 'DOWNLOADED_APP', label: 'Install the app on your phone' },
} as const satisfies Record<string, { flag: ProfileFlag; label: string }>;

export type OnboardingStep = keyof typeof ONBOARDING_STEPS;

/** What the checklist needs of one of the user's teams. */
export interface OnboardingTeam {
  /** Basic plan (or no plan yet, which counts as Basic: nothing paid for). */
  basic: boolean;
  /** The user owns the team, or is one of its admins or coaches (a staff membership). */
  staff: boolean;
}

/**
 * Spec 3 §4, in its order of precedence: no teams; a non-Basic team the user owns or has a staff membership of; a
 * Basic team owned or on staff; a non-Basic team joined without a staff membership (as a player); otherwise.
 */
export function onboardingStepsFor(teams: readonly OnboardingTeam[]): OnboardingStep[] {
  if (teams.length === 0) return ['firstPlay', 'shareSocial', 'followSocial'];
  if (teams.some((team) => team.staff && !team.basic))
    return ['playbook', 'roster', 'schedule', 'downloadApp'];
  if (teams.some((team) => team.staff)) return ['playbook', 'roster', 'downloadApp'];
  if (teams.some((team) => !team.basic)) return ['viewPlaybook', 'viewSchedule', 'downloadApp'];
  return ['viewPlaybook', 'downloadApp'];
}

export interface OnboardingChecklistItem {
  step: OnboardingStep;
  label: string;
  flag: ProfileFlag;
  done: boolean;
}

/** The checklist to show, or null when HIDE_PROFILE_SETUP is set. */
export function onboardingChecklist(
  teams: readonly OnboardingTeam[],
  flags: Partial<Record<ProfileFlag, boolean>>,
): OnboardingChecklistItem[] | null {
  if (flags.HIDE_PROFILE_SETUP) return null;
  return onboardingStepsFor(teams).map((step) => {
    const { flag, label } = ONBOARDING_STEPS[step];
    return { step, label, flag, done: flags[flag] === true };
  });
}
