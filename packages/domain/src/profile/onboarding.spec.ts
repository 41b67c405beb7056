import { onboardingChecklist, onboardingStepsFor } from './onboarding';

const team = (basic: boolean, staff: boolean) => ({ basic, staff });

describe('onboarding steps by the user teams (spec 3 §4)', () => {
  it('no teams: first play, share and follow', () => {
    expect(onboardingStepsFor([])).toEqual(['firstPlay', 'shareSocial', 'followSocial']);
  });

  it('a non-Basic team owned or on staff: playbook, roster, schedule, download app', () => {
    expect(onboardingStepsFor([team(true, false), team(false, true)])).toEqual([
      'playbook',
      'roster',
      'schedule',
      'downloadApp',
    ]);
  });

  it('Basic teams owned or on staff: playbook, roster, download app', () => {
    expect(onboardingStepsFor([team(true, true), team(false, false)])).toEqual([
      'playbook',
      'roster',
      'downloadApp',
    ]);
  });

  it('a non-Basic team joined as a player: view playbook, view schedule, download app', () => {
    expect(onboardingStepsFor([team(true, false), team(false, false)])).toEqual([
      'viewPlaybook',
      'viewSchedule',
      'downloadApp',
    ]);
  });

  it('otherwise (players of Basic teams): view playbook, download app', () => {
    expect(onboardingStepsFor([team(true, false)])).toEqual(['viewPlaybook', 'downloadApp']);
  });

  it('marks steps done from the profile flags and hides the list with HIDE_PROFILE_SETUP', () => {
    const list = onboardingChecklist([team(false, true)], { SHARED_PLAY_TEAM: true, INVITED_TEAM: false });
    expect(list?.map((item) => [item.step, item.done])).toEqual([
      ['playbook', true],
      ['roster', false],
      ['schedule', false],
      ['downloadApp', false],
    ]);
    expect(onboardingChecklist([], { HIDE_PROFILE_SETUP: true })).toBeNull();
  });
});
