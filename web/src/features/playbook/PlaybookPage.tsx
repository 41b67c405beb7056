import { Box, Button, Group, Text, Title } from '@mantine/core';
import { IconBell, IconFolderPlus, IconPlus, IconShare } from '@tabler/icons-react';
import type { PlaybookSortOption } from '@chalktalk/domain';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { useAppDispatch } from '../../app/hooks';
import { FormError } from '../../components/FormOutcome';
import { Note } from '../../components/Note';
import { Page } from '../../components/Page';
import { useConfirm } from '../../components/use-confirm';
import { useEdition } from '../../config/EditionContext';
import { toastShown } from '../shell/toastsSlice';
import { useActiveTeam, useTeamPath } from '../teams/use-active-team';
import { AddToFolderDialog } from './components/AddToFolderDialog';
import { menuActions, type MenuAction } from './components/ItemMenu';
import { PlaybookControls } from './components/PlaybookControls';
import { PlaybookEntryRow } from './components/PlaybookEntryRow';
import { StudyReminderDialog } from './components/StudyReminderDialog';
import {
  childrenOf,
  dropChanges,
  entryId,
  folderPath,
  listView,
  recentPlays,
  tagsOf,
  type ListEntry,
} from './playbook-list';
import {
  useCopyFolderMutation,
  useCopyPlayMutation,
  useCreateFolderMutation,
  useDeleteFolderMutation,
  useDeletePlayMutation,
  useGetMyPlaybookQuery,
  useGetTeamPlaybookQuery,
  useMovePlaybookItemsMutation,
  useShareItemsMutation,
  useUpdateFolderMutation,
  useUpdatePlayMetadataMutation,
} from './playbookApi';
import type { Playbook, PlaybookPlay } from './playbook.types';
import { playbookPaths } from './playbook-paths';
import { PLAYBOOK_LIST_CACHE } from './playbook-tags';
import { isCoachRole, useTeamRoles } from './use-team-role';
import { useLongPressDrag } from './use-long-press-drag';
import { usePullToRefresh } from './use-pull-to-refresh';
import { usePlayLink } from './use-play-link';
import { useProfileFlagOnView } from '../profile/use-profile-flag-on-view';
import './playbook.css';

type Pending = { kind: 'addToFolder'; entry: ListEntry } | null;

const copyNameOf = (name: string) => `Copy of ${name}`.slice(0, 39);

/** /playbook: the personal playbook, or the active team's (pb=team), one folder level at a time (f=). */
export function PlaybookPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { team, teamId } = useActiveTeam();
  const teamPath = useTeamPath();
  const { roleOn } = useTeamRoles();
  const dispatch = useAppDispatch();
  const edition = useEdition();
  const teamView = params.get('pb') === 'team' && teamId !== null;
  const folderId = params.get('f');
  const [sort, setSort] = useState<PlaybookSortOption>('Default');
  const [tag, setTag] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const confirm = useConfirm();
  const [reminder, setReminder] = useState(false);

  // Always loaded: copies from any playbook go into the personal one. Changes made in this app (the editor's saves
  // and views too) reach the lists through their cache tags; PLAYBOOK_LIST_CACHE bounds changes made elsewhere.
  const mine = useGetMyPlaybookQuery(undefined, PLAYBOOK_LIST_CACHE);
  const theirs = useGetTeamPlaybookQuery(
    { teamId: teamId ?? '' },
    { ...PLAYBOOK_LIST_CACHE, skip: !teamView },
  );
  const query = teamView ? theirs : mine;
  const playbook: Playbook | undefined = query.data?.playbook;
  // Onboarding: "Open your team's playbook" is done once the team playbook has been shown.
  useProfileFlagOnView('VIEWED_PLAYBOOK', teamView && !!theirs.data);

  const [movePlaybookItems] = useMovePlaybookItemsMutation();
  const [updatePlayMetadata] = useUpdatePlayMetadataMutation();
  const [updateFolder] = useUpdateFolderMutation();
  const [createFolder, creating] = useCreateFolderMutation();
  const [deletePlay] = useDeletePlayMutation();
  const [deleteFolder] = useDeleteFolderMutation();
  const [shareItems] = useShareItemsMutation();
  const [copyPlay] = useCopyPlayMutation();
  const [copyFolder] = useCopyFolderMutation();

  const fail = useCallback(
    (failure: unknown) => dispatch(toastShown({ kind: 'error', message: errorMessage(failure) })),
    [dispatch],
  );

  const arranging = sort === 'Default' && tag === null && !!playbook && !playbook.readOnly;
  const siblings = useMemo(
    () => (playbook ? childrenOf(playbook, folderId).map(entryId) : []),
    [playbook, folderId],
  );
  const drop = useCallback(
    (draggedId: string, index: number) => {
      if (!playbook || !arranging) return;
      movePlaybookItems({ playbookId: playbook.id, changes: dropChanges(siblings, draggedId, index) })
        .unwrap()
        .catch(fail);
    },
    [playbook, arranging, siblings, movePlaybookItems, fail],
  );
  const drag = useLongPressDrag(drop);
  const pull = usePullToRefresh(() => void query.refetch(), drag.dragging !== null);
  const openPlay = useCallback(
    (play: PlaybookPlay) => playbookPaths(teamPath, teamView ? teamId : null).open(play),
    [teamPath, teamView, teamId],
  );
  const playLink = usePlayLink(params.get('p'), playbook, openPlay);

  if (playLink.status === 'opening' && !query.isError) {
    return <Text c="dimmed">Opening the play…</Text>;
  }

  if (!playbook) {
    return (
      <Page title="Playbook">
        {query.isError ? (
          <FormError message={errorMessage(query.error, 'The playbook could not be loaded.')} />
        ) : (
          <Text c="dimmed">Loading the playbook…</Text>
        )}
      </Page>
    );
  }

  const paths = playbookPaths(teamPath, teamView ? teamId : null);
  const view = listView(playbook, folderId, sort, tag);
  const recent = recentPlays(playbook);
  const role = teamView ? roleOn(team) : null;
  const isCoach = isCoachRole(role);
  const actionsFor = (entry: ListEntry): MenuAction[] => {
    if (playbook.readOnly && !teamView) return [];
    const item = entry.kind === 'folder' ? entry.folder : entry.play;
    if (!item.actions) return [];
    const list = menuActions(item.actions, entry.kind, teamView);
    return arranging ? list : list.filter((action) => action !== 'moveUp' && action !== 'moveDown');
  };

  const act = (entry: ListEntry, index: number, action: MenuAction) => {
    const id = entryId(entry);
    switch (action) {
      case 'rename':
        setRenaming(id);
        return;
      case 'moveUp':
      case 'moveDown': {
        const to = action === 'moveUp' ? index - 1 : index + 1;
        // Spec 2 §4: no move at the ends.
        if (to < 0 || to >= siblings.length) return;
        drop(id, to);
        return;
      }
      case 'copy':
      case 'copyMirrored': {
        const target = mine.data?.playbook.id;
        if (!target) return;
        const copied = () => dispatch(toastShown({ kind: 'success', message: 'Copied to My Playbook.' }));
        if (entry.kind === 'folder') {
          copyFolder({
            playbookId: target,
            folderId: id,
            sourcePlaybookId: playbook.id,
            copyName: copyNameOf(entry.folder.name),
          })
            .unwrap()
            .then(copied)
            .catch(fail);
          return;
        }
        copyPlay({
          playbookId: target,
          playId: id,
          // The playbook the play is listed in decides whether it may be copied.
          sourcePlaybookId: playbook.id,
          copyName: copyNameOf(entry.play.name),
          flipHorizontal: action === 'copyMirrored',
        })
          .unwrap()
          .then(copied)
          .catch(fail);
        return;
      }
      case 'share':
        void navigate(paths.share(entry));
        return;
      case 'delete':
      case 'unshare':
        void confirmThenRun(action, entry);
        return;
      default:
        setPending({ kind: action, entry });
    }
  };

  const rename = (entry: ListEntry, name: string) => {
    const request =
      entry.kind === 'play'
        ? updatePlayMetadata({ playbookId: playbook.id, playId: entry.play.id, name })
        : updateFolder({ playbookId: playbook.id, folder: { id: entry.folder.id, name } });
    return request
      .unwrap()
      .then(() => setRenaming(null))
      .catch(fail);
  };

  const confirmThenRun = async (kind: 'delete' | 'unshare', entry: ListEntry) => {
    const name = entry.kind === 'folder' ? entry.folder.name : entry.play.name;
    const question =
      kind === 'delete'
        ? {
            title: `Delete ${name}?`,
            message:
              entry.kind === 'folder'
                ? 'The folder is deleted; its plays and folders move up to its parent.'
                : 'The play is deleted and removed from every team it was shared to.',
            confirmLabel: 'Delete',
          }
        : { title: `Unshare ${name}?`, message: 'The team will no longer see it.', confirmLabel: 'Unshare' };
    if (!(await confirm(question))) return;
    const id = entryId(entry);
    if (kind === 'delete') {
      const request =
        entry.kind === 'play'
          ? deletePlay({ playbookId: playbook.id, playId: id })
          : deleteFolder({ playbookId: playbook.id, folderId: id });
      request.unwrap().catch(fail);
    } else if (teamId) {
      shareItems({ srcPlaybookId: playbook.id, modifications: { [teamId]: 'NOONE' }, itemIds: [id] })
        .unwrap()
        .catch(fail);
    }
  };

  const addToFolder = (entry: ListEntry, target: string | null) => {
    movePlaybookItems({ playbookId: playbook.id, changes: { [entryId(entry)]: null }, folderId: target })
      .unwrap()
      .then(() => setPending(null))
      .catch(fail);
  };

  const newFolder = () =>
    createFolder({ playbookId: playbook.id, parentId: folderId })
      .unwrap()
      .then((answer) => setRenaming(answer.folder.id))
      .catch(fail);

  const pendingName = pending
    ? pending.entry.kind === 'folder'
      ? pending.entry.folder.name
      : pending.entry.play.name
    : '';
  const visiblePlays = view.entries.flatMap((entry) =>
    entry.kind === 'play' && !entry.play.hidden ? [entry.play] : [],
  );

  return (
    <Box component="section" className="playbook" maw={960}>
      <Group gap="xs" mb="sm" wrap="wrap" justify="space-between">
        <Group component="nav" aria-label="Playbooks" gap={4} wrap="wrap">
          <Button
            component={Link}
            to={paths.list(null, false)}
            size="sm"
            variant={teamView ? 'subtle' : 'light'}
            color={teamView ? 'gray' : 'accent'}
          >
            My Playbook
          </Button>
          {team && (
            <Button
              component={Link}
              to={paths.list(null, true)}
              size="sm"
              variant={teamView ? 'light' : 'subtle'}
              color={teamView ? 'accent' : 'gray'}
            >
              {team.name} Playbook
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          {!teamView && (
            <Button
              component={Link}
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              to={teamPath(`/playbook/new?sport=${team?.sport ?? edition.sportName}`)}
            >
              New play
            </Button>
          )}
          {!playbook.readOnly && (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              loading={creating.isLoading}
              onClick={newFolder}
            >
              New folder
            </Button>
          )}
          {!teamView && playbook.items.length > 0 && (
            <Button
              component={Link}
              size="sm"
              variant="default"
              leftSection={<IconShare size={16} aria-hidden />}
              to={teamPath('/playbook/share/my/playbook')}
            >
              Share playbook
            </Button>
          )}
          {teamView && isCoach && visiblePlays.length > 0 && (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconBell size={16} aria-hidden />}
              onClick={() => setReminder(true)}
            >
              Study reminder
            </Button>
          )}
        </Group>
      </Group>
      <Title order={1} size="h2" mb="sm">
        {teamView ? `${team?.name ?? 'Team'} Playbook` : 'My Playbook'}
      </Title>
      {!teamView && playbook.fullAccess === false && (
        <Note>The first 10 plays are free. Later plays stay hidden until you upgrade.</Note>
      )}
      <ol className="playbook-breadcrumb" aria-label="Folders">
        <li>
          <Link to={paths.list(null, teamView)}>All</Link>
        </li>
        {folderPath(playbook, folderId).map((folder) => (
          <li key={folder.id}>
            <Link to={paths.list(folder.id, teamView)}>{folder.name}</Link>
          </li>
        ))}
      </ol>
      {(playLink.status === 'hidden' || playLink.status === 'missing') && (
        <FormError message={playLink.message} />
      )}
      {folderId === null && recent.length > 0 && (
        <section className="playbook-recent" aria-label="Recent">
          <Title order={2} size="h4" mb={4}>
            Recent
          </Title>
          <ol>
            {recent.map((play) => (
              <li key={play.id}>
                {/* Its own name, so it is never confused with the play's row in the list. */}
                <Link to={paths.open(play)} aria-label={`Recent: ${play.name}`}>
                  {play.name}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}
      <PlaybookControls sort={sort} tag={tag} tags={tagsOf(playbook)} onSort={setSort} onTag={setTag} />
      <div className="playbook-scroller" {...pull.handlers}>
        <div className="playbook-pull" style={{ height: pull.distance / 2 }} aria-live="polite">
          {pull.distance > 0 && (pull.armed ? 'Release to refresh' : 'Pull to refresh')}
        </div>
        {view.empty ? (
          <p className="muted playbook-empty">{view.empty}</p>
        ) : view.entries.length === 0 ? (
          <p className="muted playbook-empty">
            {teamView
              ? 'Nothing has been shared to this team yet.'
              : 'Your playbook is empty. Create a play to start.'}
          </p>
        ) : (
          <ul className="playbook-list" aria-label={teamView ? 'Team playbook' : 'My playbook'}>
            {view.entries.map((entry, index) => {
              const id = entryId(entry);
              return (
                <PlaybookEntryRow
                  key={id}
                  entry={entry}
                  index={index}
                  playbookId={playbook.id}
                  href={
                    entry.kind === 'folder'
                      ? paths.list(id, teamView)
                      : entry.play.hidden
                        ? null
                        : paths.open(entry.play)
                  }
                  actions={actionsFor(entry)}
                  viewersHref={
                    teamView && isCoach && entry.kind === 'play' && !entry.play.hidden
                      ? paths.viewers(id)
                      : null
                  }
                  renaming={renaming === id}
                  dragging={drag.dragging === id}
                  dropTarget={drag.dragging !== null && drag.target === index}
                  onAction={(action) => act(entry, index, action)}
                  onRename={(name) => rename(entry, name)}
                  onRenameCancel={() => setRenaming(null)}
                  onPress={(x, y) => arranging && drag.press(id, x, y)}
                  onMove={drag.moveBeforeHold}
                  onRelease={drag.release}
                  onHover={() => drag.hover(index)}
                  swallowClick={drag.takeClickSuppression}
                />
              );
            })}
          </ul>
        )}
      </div>
      {pending?.kind === 'addToFolder' && (
        <AddToFolderDialog
          itemName={pendingName}
          folders={playbook.folders}
          exclude={new Set([entryId(pending.entry), ...(folderId ? [folderId] : [])])}
          onChoose={(target) => addToFolder(pending.entry, target)}
          onCancel={() => setPending(null)}
        />
      )}
      {reminder && teamId && (
        <StudyReminderDialog teamId={teamId} plays={visiblePlays} onClose={() => setReminder(false)} />
      )}
    </Box>
  );
}
