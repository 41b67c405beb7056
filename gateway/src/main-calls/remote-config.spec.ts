import { TIMINGS } from '@chalktalk/domain';
import { loadGatewayConfig } from '../config';
import { remoteConfigOf } from './remote-config';

const required = {
  NODE_ENV: 'test',
  IDENTITY_URL: 'http://127.0.0.1:1',
  TEAMS_URL: 'http://127.0.0.1:2',
  PLAYBOOK_URL: 'http://127.0.0.1:3',
};

describe('remote configuration from the environment', () => {
  it('turns every switch on and answers the spec default NCAA years without settings', () => {
    expect(remoteConfigOf(loadGatewayConfig(required))).toEqual({
      features: {
        PlayDesigner: true,
        Roster: true,
        Schedule: true,
        TeamAdmin: true,
        Community: true,
        TeamDocuments: true,
      },
      ncaaYear: { lacrosse: 2021, basketball: 2022 },
      fetchIntervalMs: TIMINGS.remoteConfigFetchIntervalMs,
    });
  });

  it('turns off the switches FEATURES_OFF lists and takes the NCAA years given', () => {
    const config = loadGatewayConfig({
      ...required,
      FEATURES_OFF: ' Community , TeamDocuments',
      NCAA_YEAR_LACROSSE: '2024',
      NCAA_YEAR_BASKETBALL: '2025',
    });
    const answer = remoteConfigOf(config);
    expect(answer.features).toMatchObject({ Community: false, TeamDocuments: false, PlayDesigner: true });
    expect(answer.ncaaYear).toEqual({ lacrosse: 2024, basketball: 2025 });
  });

  it('refuses to boot on a switch name it does not know', () => {
    expect(() => loadGatewayConfig({ ...required, FEATURES_OFF: 'Comunity' })).toThrow(/FEATURES_OFF/);
  });
});
