import { Topics } from '@chalktalk/contracts';
import { SNAPSHOT_TOPICS, uncoveredTopics } from './snapshot-topics';

describe('the topics a rebuild from sources reads', () => {
  it('covers every topic search consumes today', () => {
    const consumed = [
      Topics.TeamsTeam,
      Topics.TeamsMembership,
      Topics.TeamsRoster,
      Topics.PlaybookPlay,
      Topics.PlaybookFormation,
      Topics.ScheduleEvent,
      Topics.DocumentsPost,
      Topics.CommunityPlay,
      Topics.IdentitySession,
    ];
    expect(uncoveredTopics(consumed)).toEqual([]);
  });

  it('names a topic a new handler consumes without a snapshot', () => {
    expect(uncoveredTopics([Topics.PlaybookPlay, 'evaluations.evaluation.v1'])).toEqual([
      'evaluations.evaluation.v1',
    ]);
  });

  it('reads the teams first, so roster entries and grants find their team', () => {
    expect(SNAPSHOT_TOPICS[0]).toEqual({ topic: Topics.TeamsTeam, owner: 'teams' });
    expect(new Set(SNAPSHOT_TOPICS.map((entry) => entry.topic)).size).toBe(SNAPSHOT_TOPICS.length);
  });
});
