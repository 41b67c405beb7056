import { TeamStateSnapshotSchema } from './gen/chalktalk/teams/v1/snapshot_pb';
import { PUBLIC_CONTRACT_VERSION, PUBLIC_EVENTS, PUBLIC_EVENT_TYPES } from './public-contract';
import { PUBLIC_TOPICS } from './topics';

describe('the partner contract', () => {
  it('lists only messages of public topics, each once', () => {
    for (const event of PUBLIC_EVENTS) expect(PUBLIC_TOPICS).toContain(event.topic);
    expect(new Set(PUBLIC_EVENT_TYPES).size).toBe(PUBLIC_EVENT_TYPES.length);
  });

  it('keeps internal messages of a public topic out (the snapshot carries members and roster)', () => {
    expect(PUBLIC_EVENT_TYPES).not.toContain(TeamStateSnapshotSchema.typeName);
  });

  it('is versioned semver', () => {
    expect(PUBLIC_CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
