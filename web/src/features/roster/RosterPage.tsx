import { Alert, Anchor, Box, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMailForward, IconUserPlus } from '@tabler/icons-react';
import {
  isRosterFilterKind,
  positionLabel,
  ROSTER_FILTER_KINDS,
  type RosterFilterKind,
  type TeamRole,
} from '@chalktalk/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { useAppDispatch } from '../../app/hooks';
import { DataTable, type Column } from '../../components/DataTable';
import { FormError } from '../../components/FormOutcome';
import { useConfirm } from '../../components/use-confirm';
import { toastShown } from '../shell/toastsSlice';
import { TeamLogo } from '../teams/components/TeamLogo';
import { useTeamPath } from '../teams/use-active-team';
import { EmailTeamDialog } from './components/EmailTeamDialog';
import { InviteDialog } from './components/InviteDialog';
import { PendingMembers } from './components/PendingMembers';
import { PlayerFormDialog } from './components/PlayerFormDialog';
import { RoleMenu } from './components/RoleMenu';
import { TeamFlagsPanel } from './components/TeamFlagsPanel';
import { filterRoster, ROSTER_FILTER_LABELS, type RosterRow } from './roster-filter';
import {
  useChangeUserRoleMutation,
  useGetRosterQuery,
  useGetTeamMembersQuery,
  useRemoveTeamMembersMutation,
  useRemoveTeamPlayersMutation,
} from './rosterApi';
import type { RosterPerson, TeamMember } from './roster.types';
import { useTeamRights } from './use-team-rights';

export const ROSTER_HIDDEN_MESSAGE = "Your coach has not shared this team's roster with players.";

type Dialog = { kind: 'invite' } | { kind: 'email' } | { kind: 'player'; player?: RosterPerson } | null;

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** /team/roster: the roster as the team's flags allow; editors manage players, staff and pending members. */
export function RosterPage() {
  const rights = useTeamRights();
  const { team, canEdit, isAdmin, canViewRoster, canEmailTeam } = rights;
  const teamId = team?.id ?? '';
  const teamPath = useTeamPath();
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<RosterFilterKind>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const rosterQuery = useGetRosterQuery(teamId, { skip: !team || !canViewRoster });
  const membersQuery = useGetTeamMembersQuery(teamId, { skip: !team || !canViewRoster });
  const [changeRole] = useChangeUserRoleMutation();
  const [removePlayers] = useRemoveTeamPlayersMutation();
  const [removeMembers] = useRemoveTeamMembersMutation();
  const confirm = useConfirm();

  if (!team) return null;
  if (!canViewRoster) {
    return (
      <Box component="section" aria-label="Roster">
        <Title order={1} size="h2" mb="md">
          Roster
        </Title>
        <Alert role="alert" color="gray" variant="light">
          {ROSTER_HIDDEN_MESSAGE}
        </Alert>
      </Box>
    );
  }

  const roster = rosterQuery.data?.roster ?? [];
  const staff = (membersQuery.data?.members[teamId] ?? []).filter(
    (member) => member.role === 'ADMIN' || member.role === 'COACH',
  );
  const failed = (caught: unknown) => dispatch(toastShown({ kind: 'error', message: errorMessage(caught) }));

  const onRole = async (uid: string, newRole: TeamRole) => {
    try {
      await changeRole({ teamId, uid, newRole }).unwrap();
    } catch (caught) {
      failed(caught);
    }
  };
  const onRemovePlayer = async (person: RosterPerson) => {
    const message = `Remove ${fullName(person)} from ${team.name}?`;
    if (!(await confirm({ title: 'Remove player', message, confirmLabel: 'Remove' }))) return;
    try {
      await removePlayers({ teamId, playerIds: [person.id] }).unwrap();
    } catch (caught) {
      failed(caught);
    }
  };
  const onRemoveMember = async (member: TeamMember) => {
    const message = `Remove ${fullName(member)} from ${team.name}?`;
    if (!(await confirm({ title: 'Remove member', message, confirmLabel: 'Remove' }))) return;
    try {
      await removeMembers({ entityId: teamId, memberIds: [member.uid] }).unwrap();
    } catch (caught) {
      failed(caught);
    }
  };

  const columns: Column<RosterRow>[] = [
    { key: 'jersey', header: '#', render: ({ person }) => person.jersey },
    {
      key: 'name',
      header: 'Name',
      render: ({ person, player }) =>
        player ? (
          <>
            {fullName(person)}{' '}
            <Text span c="dimmed" size="sm">
              (contact of {fullName(player)})
            </Text>
          </>
        ) : (
          <Anchor component={Link} to={teamPath(`/team/player/overview?p=${person.id}`)}>
            {fullName(person)}
          </Anchor>
        ),
    },
    {
      key: 'position',
      header: 'Position',
      render: ({ person }) => (person.position ? positionLabel(person.position) : ''),
    },
    {
      key: 'rating',
      header: 'Rating',
      render: ({ person, player }) => (player || person.overallRating === null ? '' : person.overallRating),
    },
    ...(canEdit
      ? ([
          { key: 'email', header: 'Email', render: ({ person }) => person.email },
          {
            key: 'role',
            header: 'Role',
            render: ({ person, player }) => (
              <RoleMenu
                name={fullName(person)}
                role={player ? 'CONTACT' : 'PLAYER'}
                viewerIsAdmin={isAdmin}
                disabled={!person.uid || !!player}
                onChange={(role) => person.uid && onRole(person.uid, role)}
              />
            ),
          },
          {
            key: 'actions',
            header: 'Actions',
            hiddenHeader: true,
            render: ({ person, player }) => (
              <Group gap="sm" wrap="nowrap">
                {!player && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setDialog({ kind: 'player', player: person })}
                  >
                    Edit
                  </Anchor>
                )}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  c="red.9"
                  aria-label={`Remove ${fullName(person)}`}
                  onClick={() => onRemovePlayer(person)}
                >
                  Remove
                </Anchor>
              </Group>
            ),
          },
        ] satisfies Column<RosterRow>[])
      : []),
  ];

  return (
    <Box component="section" aria-label="Roster" maw={1100}>
      <Group gap="sm" mb="md" wrap="wrap">
        <TeamLogo team={team} />
        <Title order={1} size="h2" mr="auto">
          Roster
        </Title>
        <NativeSelect
          label="Show"
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
          value={filter}
          data={ROSTER_FILTER_KINDS.map((kind) => ({ value: kind, label: ROSTER_FILTER_LABELS[kind] }))}
          onChange={(event) =>
            isRosterFilterKind(event.currentTarget.value) && setFilter(event.currentTarget.value)
          }
        />
        {canEdit && (
          <>
            <Button
              variant="default"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'player' })}
            >
              Add Player
            </Button>
            <Button
              leftSection={<IconMailForward size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'invite' })}
            >
              Invite
            </Button>
          </>
        )}
        {canEmailTeam && (
          <Button
            variant="default"
            leftSection={<IconMail size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'email' })}
          >
            Email Team
          </Button>
        )}
        <Button component={Link} to={teamPath('/team/depth-chart')} variant="default">
          Depth Chart
        </Button>
      </Group>

      {canEdit && team.teamKey && (
        <Text mb="sm">
          Team key: <strong aria-label="Team key">{team.teamKey}</strong>
        </Text>
      )}
      {isAdmin && <TeamFlagsPanel team={team} />}
      {canEdit && <PendingMembers teamId={teamId} roster={roster} />}

      {rosterQuery.isLoading && <Text c="dimmed">Loading roster…</Text>}
      {rosterQuery.isError && <FormError message={errorMessage(rosterQuery.error)} />}
      {rosterQuery.isSuccess && roster.length === 0 && <Text c="dimmed">No players on the roster yet.</Text>}
      <DataTable
        label="Players"
        rows={filterRoster(roster, filter)}
        columns={columns}
        rowKey={({ person }) => person.id}
        titleColumn="name"
      />

      {staff.length > 0 && (
        <Box component="section" aria-label="Staff" mt="xl">
          <Title order={2} size="h3" mb="sm">
            Staff
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {staff.map((member) => (
              <Group component="li" key={member.uid} gap="sm" wrap="wrap">
                <Text fw={600}>{fullName(member)}</Text>
                <RoleMenu
                  name={fullName(member)}
                  role={member.role}
                  viewerIsAdmin={isAdmin}
                  disabled={!canEdit || member.uid === team.ownerId}
                  onChange={(role) => onRole(member.uid, role)}
                />
                {canEdit && member.uid !== team.ownerId && (member.role !== 'ADMIN' || isAdmin) && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    c="red.9"
                    aria-label={`Remove ${fullName(member)}`}
                    onClick={() => onRemoveMember(member)}
                  >
                    Remove
                  </Anchor>
                )}
              </Group>
            ))}
          </Stack>
        </Box>
      )}

      {dialog?.kind === 'invite' && (
        <InviteDialog teamId={teamId} canInviteAdmins={isAdmin} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'email' && (
        <EmailTeamDialog teamId={teamId} roster={roster} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'player' && (
        <PlayerFormDialog
          teamId={teamId}
          sport={team.sport}
          player={dialog.player}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
