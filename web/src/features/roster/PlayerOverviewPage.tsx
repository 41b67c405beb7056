import { positionLabel } from '@chalktalk/domain';
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../components/FormOutcome';
import { SectionCard } from '../../components/SectionCard';
import { PlayerEvaluationsCard } from '../evaluations/components/PlayerEvaluationsCard';
import { canWriteEvaluations } from '../evaluations/evaluation-rights';
import { useTeamPath } from '../teams/use-active-team';
import { AddContactForm } from './components/AddContactForm';
import { PlayerFormDialog } from './components/PlayerFormDialog';
import { ROSTER_HIDDEN_MESSAGE } from './RosterPage';
import { useGetRosterQuery } from './rosterApi';
import { useTeamRights } from './use-team-rights';

export const PLAYER_NOT_FOUND = 'This player is not on the roster.';

/** /team/player/overview?p=<roster id>: one player with their contacts. */
export function PlayerOverviewPage() {
  const [params] = useSearchParams();
  const playerId = params.get('p') ?? '';
  const { team, program, userId, canEdit, canViewRoster, isAdmin } = useTeamRights();
  const teamPath = useTeamPath();
  const [editing, setEditing] = useState(false);
  const { data, isLoading, error } = useGetRosterQuery(team?.id ?? '', { skip: !team || !canViewRoster });

  if (!team) return null;
  if (!canViewRoster)
    return (
      <Alert role="alert" color="gray" variant="light">
        {ROSTER_HIDDEN_MESSAGE}
      </Alert>
    );
  if (isLoading) return <Text c="dimmed">Loading…</Text>;
  if (error) return <FormError message={errorMessage(error)} />;
  const player = data?.roster.find((person) => person.id === playerId);

  return (
    <Stack component="section" aria-label="Player" gap="md" maw={960}>
      <Anchor component={Link} to={teamPath('/team/roster')} size="sm">
        <Group component="span" gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          Back to the roster
        </Group>
      </Anchor>
      {!player ? (
        <FormError message={PLAYER_NOT_FOUND} />
      ) : (
        <>
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {player.jersey ? `#${player.jersey} ` : ''}
              {player.firstName} {player.lastName}
            </Title>
            {canEdit && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                Edit Player
              </Button>
            )}
          </Group>
          <Paper withBorder p="lg">
            <Stack component="dl" gap="xs" m={0}>
              <Fact label="Position">{player.position ? positionLabel(player.position) : 'None'}</Fact>
              {canEdit && <Fact label="Email">{player.email || 'None'}</Fact>}
              <Fact label="Account">
                <Badge variant="filled" color={player.uid ? 'green' : 'gray'} tt="none">
                  {player.uid ? 'Joined the team' : 'Not joined yet'}
                </Badge>
              </Fact>
            </Stack>
          </Paper>
          <SectionCard title="Contacts" mb={0}>
            {player.contacts.length === 0 ? (
              <Text c="dimmed" mb="md">
                No contacts.
              </Text>
            ) : (
              <List spacing={4} mb="md">
                {player.contacts.map((contact) => (
                  <List.Item key={contact.id} style={{ overflowWrap: 'anywhere' }}>
                    {contact.firstName} {contact.lastName}
                    {canEdit && contact.email ? ` · ${contact.email}` : ''}
                  </List.Item>
                ))}
              </List>
            )}
            {canEdit && <AddContactForm teamId={team.id} playerId={player.id} />}
          </SectionCard>
          {userId && (
            <PlayerEvaluationsCard
              teamId={team.id}
              rosterId={player.id}
              userId={userId}
              canWrite={canWriteEvaluations(team, userId, program)}
              isAdmin={isAdmin}
            />
          )}
          {editing && (
            <PlayerFormDialog
              teamId={team.id}
              sport={team.sport}
              player={player}
              onClose={() => setEditing(false)}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** One line of the player's facts: its name, then its value (a description list pair). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" miw={80}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}
