import { isAnonymousCall } from './anonymous-calls';

describe('anonymous calls', () => {
  it.each([
    ['account', 'createAccount'],
    ['account', 'login'],
    ['account', 'refresh'],
    ['account', 'logout'],
    ['account', 'botChallenge'],
    ['account', 'jwks'],
    ['account', 'sendPasswordReset'],
    ['account', 'checkActionCode'],
    ['account', 'applyActionCode'],
    ['account', 'confirmPasswordReset'],
    ['dev', 'mailbox'],
    ['main', 'version'],
    ['main', 'getRemoteConfig'],
    ['playbook', 'getPublicSharedPlay'],
    ['playbook', 'exportGIF'],
    ['playbook', 'checkGIFStatus'],
    ['community', 'getCommunityPlay'],
    ['teams', 'entityLogo'],
    ['render', 'files'],
  ])('lets %s/%s through without a token', (group, call) => {
    expect(isAnonymousCall(group, call)).toBe(true);
  });

  it.each([
    ['account', 'getProfile'],
    ['account', 'changeEmail'],
    ['account', 'deleteAccount'],
    ['account', 'reauthenticate'],
    ['account', 'sendEmailVerification'],
    ['teams', 'retrieveTeams'],
    ['teams', 'createProgram'],
    ['teams', 'updateEntityLogo'],
    ['playbook', 'getTeamPlaybook'],
    ['playbook', 'getMyPlaybook'],
    ['community', 'shareToCommunity'],
    ['account', 'LOGIN'],
    ['render', 'queue'],
    ['main', 'forceError'],
  ])('requires a token for %s/%s', (group, call) => {
    expect(isAnonymousCall(group, call)).toBe(false);
  });
});
