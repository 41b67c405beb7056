import { Anchor, List, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useAppSelector } from '../../../app/hooks';
import { DataTable, type Column } from '../../../components/DataTable';
import { FormError } from '../../../components/FormOutcome';
import { Page } from '../../../components/Page';
import { selectUser } from '../../auth/authSlice';
import { useTeamPath } from '../../teams/use-active-team';
import { useGetViewerDetailsQuery, useGetViewershipProfileQuery } from '../playbookApi';
import type { ViewerDetails, ViewershipProfile } from '../playbook.types';

type Viewer = ViewerDetails['viewers'][number];
type ViewedPlay = ViewershipProfile['plays'][number];
import { type NamedPerson, personLabel } from './person-label';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** /playbook/usage: who viewed a play (vd=), or one person's viewership on the team (person=). */
export function UsagePage() {
  const [params] = useSearchParams();
  const teamId = params.get('t');
  const playId = params.get('vd');
  const person = params.get('person');
  if (!teamId) return <Text c="dimmed">Choose a team to see who viewed its plays.</Text>;
  if (person) return <ViewershipProfileView teamId={teamId} personUID={person} />;
  if (playId) return <ViewerDetailsView teamId={teamId} playId={playId} />;
  return <NoPlayChosen />;
}

/** Opened without a play (a bookmark, the bare address): where to choose one. */
function NoPlayChosen() {
  const teamPath = useTeamPath();
  return (
    <Page title="Play viewers">
      <Text mb="md">To see who viewed a play, press Viewers beside it in your team playbook.</Text>
      <Anchor component={Link} to={teamPath('/playbook?pb=team')}>
        Open the team playbook
      </Anchor>
    </Page>
  );
}

function usePersonLabel() {
  const me = useAppSelector(selectUser);
  return (person: NamedPerson) => personLabel(person, me?.id);
}

function ViewerDetailsView({ teamId, playId }: { teamId: string; playId: string }) {
  const { data, error, isLoading } = useGetViewerDetailsQuery({ teamId, playId });
  const teamPath = useTeamPath();
  const label = usePersonLabel();
  const personPath = (userId: string) => teamPath(`/playbook/usage?person=${encodeURIComponent(userId)}`);
  if (isLoading) return <Text c="dimmed">Loading viewers…</Text>;
  if (!data) return <FormError message={errorMessage(error, 'The viewers could not be loaded.')} />;
  const columns: Column<Viewer>[] = [
    {
      key: 'person',
      header: 'Person',
      render: (viewer) => (
        <Anchor component={Link} to={personPath(viewer.userId)}>
          {label(viewer)}
        </Anchor>
      ),
    },
    { key: 'views', header: 'Views', render: (viewer) => viewer.views },
    { key: 'first', header: 'First viewed', render: (viewer) => when(viewer.firstViewed) },
    { key: 'last', header: 'Last viewed', render: (viewer) => when(viewer.lastViewed) },
  ];
  return (
    <Page title={`Viewers of ${data.name}`}>
      <Text mb="sm">
        {data.viewerCount} viewer{data.viewerCount === 1 ? '' : 's'}
      </Text>
      <DataTable label="Viewed" rows={data.viewers} columns={columns} rowKey={(viewer) => viewer.userId} />
      <Title order={2} size="h3" mt="lg" mb="sm">
        Not viewed yet
      </Title>
      {data.notViewed.length === 0 ? (
        <Text c="dimmed">Everyone who can see this play has viewed it.</Text>
      ) : (
        <List aria-label="Not viewed" spacing={4} mb="md">
          {data.notViewed.map((member) => (
            <List.Item key={member.userId}>
              <Anchor component={Link} to={personPath(member.userId)}>
                {label(member)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      <Anchor component={Link} to={teamPath('/playbook?pb=team')} mt="md" display="inline-block">
        Back to the team playbook
      </Anchor>
    </Page>
  );
}

function ViewershipProfileView({ teamId, personUID }: { teamId: string; personUID: string }) {
  const { data, error, isLoading } = useGetViewershipProfileQuery({ teamId, personUID });
  const teamPath = useTeamPath();
  const label = usePersonLabel();
  if (isLoading) return <Text c="dimmed">Loading…</Text>;
  if (!data) return <FormError message={errorMessage(error, 'The profile could not be loaded.')} />;
  const columns: Column<ViewedPlay>[] = [
    {
      key: 'play',
      header: 'Play',
      render: (play) => (
        <Anchor component={Link} to={teamPath(`/playbook/usage?vd=${play.playId}`)}>
          {play.name}
        </Anchor>
      ),
    },
    { key: 'viewed', header: 'Viewed', render: (play) => (play.viewed ? 'Yes' : 'No') },
    { key: 'views', header: 'Views', render: (play) => play.views },
    { key: 'last', header: 'Last viewed', render: (play) => when(play.lastViewed) },
  ];
  return (
    <Page title={`Viewership of ${label({ ...data, userId: data.personUID })}`}>
      <Text mb="sm">
        Viewed {data.viewedCount} of {data.playCount} play{data.playCount === 1 ? '' : 's'}
      </Text>
      <DataTable label="Plays" rows={data.plays} columns={columns} rowKey={(play) => play.playId} />
    </Page>
  );
}
