import { createNewPlay, type TeamRole } from '@chalktalk/domain';
import { FolderEntity } from '../folders/folder.entity';
import { PlaybookEntryEntity } from '../plays/playbook-entry.entity';
import type { PlaybookContext } from './playbook-access.service';
import { PlaybookEntity } from './playbook.entity';
import { buildPlaybookView } from './playbook-view';

const day = (d: number) => new Date(Date.UTC(2025, 0, d));
const playbook = Object.assign(new PlaybookEntity(), { id: 'team-pb', type: 'team', teamId: 't1' });

function entry(playId: string, fields: Partial<PlaybookEntryEntity> = {}): PlaybookEntryEntity {
  return Object.assign(new PlaybookEntryEntity(), {
    playbookId: 'team-pb',
    playId,
    srcPlaybookId: 'src',
    folderId: null,
    position: null,
    coachOnly: false,
    sharedBy: 'coach',
    createdDate: day(1),
    ...fields,
  });
}

const teamContext = (role: TeamRole, writable = false): PlaybookContext => ({
  playbook,
  kind: 'team',
  userId: 'me',
  teamId: 't1',
  role,
  flags: {},
  writable,
});

const play = (name: string) => createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name });

describe('buildPlaybookView', () => {
  const folder = Object.assign(new FolderEntity(), {
    id: 'f1',
    playbookId: 'team-pb',
    name: 'Sets',
    parentId: null,
    position: null,
    srcFolderId: null,
    createdDate: day(1),
  });
  const plays = [
    { entry: entry('open', { createdDate: day(3) }), play: play('Open') },
    { entry: entry('coaches', { coachOnly: true, createdDate: day(2) }), play: play('Secret') },
    { entry: entry('inside', { folderId: 'f1' }), play: play('Inside') },
  ];

  it('hides coaches-only items from players and marks unviewed plays', () => {
    const view = buildPlaybookView({
      context: teamContext('PLAYER'),
      plays,
      folders: [folder],
      hidden: new Set(),
      viewed: new Set(['inside']),
    });
    expect(view.plays.map((p) => [p.id, p.unviewed])).toEqual([
      ['open', true],
      ['inside', false],
    ]);
    expect(view.items).toEqual([
      { kind: 'folder', id: 'f1' },
      { kind: 'play', id: 'open' },
    ]);
    expect(view.folders[0]).toMatchObject({ plays: ['inside'], readOnly: true });
    expect(view.plays[0]!.actions).toMatchObject({ rename: false, delete: false, unshare: false });
  });

  it('shows coaches-only items, marked, to coaches', () => {
    const view = buildPlaybookView({
      context: teamContext('COACH'),
      plays,
      folders: [folder],
      hidden: new Set(),
    });
    expect(view.plays.find((p) => p.id === 'coaches')).toMatchObject({ coachOnly: true, name: 'Secret' });
    expect(view.plays.find((p) => p.id === 'coaches')!.actions.unshare).toBe(true);
  });

  it('blurs hidden personal plays: name only, nothing to open', () => {
    const personal: PlaybookContext = {
      playbook: Object.assign(new PlaybookEntity(), { id: 'mine', type: 'personal', ownerId: 'me' }),
      kind: 'personal',
      userId: 'me',
      flags: {},
      writable: true,
    };
    const view = buildPlaybookView({
      context: personal,
      plays: [{ entry: entry('p11', { playbookId: 'mine', srcPlaybookId: 'mine' }), play: play('Eleventh') }],
      folders: [],
      hidden: new Set(['p11']),
      fullAccess: false,
    });
    expect(view).toMatchObject({ ownerId: 'me', fullAccess: false, readOnly: false });
    expect(view.plays[0]).toMatchObject({ id: 'p11', name: 'Eleventh', hidden: true });
    expect(view.plays[0]!.tags).toBeUndefined();
    expect(view.plays[0]!.unviewed).toBeUndefined();
  });
});
