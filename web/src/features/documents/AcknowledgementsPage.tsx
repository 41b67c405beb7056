import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../api/api-error';
import { DataTable } from '../../components/DataTable';
import { FormError } from '../../components/FormOutcome';
import { Note } from '../../components/Note';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { usePageTitle } from '../../config/EditionContext';
import { useActiveTeam, useTeamPath } from '../teams/use-active-team';
import { useGetAcknowledgementsQuery } from './documentsApi';

/** /documents/acks?d: who acknowledged the document and when, and who has not (spec 1 §2). */
export function AcknowledgementsPage() {
  usePageTitle('Acknowledgements');
  const [params] = useSearchParams();
  const documentId = params.get('d') ?? '';
  const { teamId } = useActiveTeam();
  const teamPath = useTeamPath();
  const { data, error } = useGetAcknowledgementsQuery(
    { teamId: teamId ?? '', documentId },
    { skip: !teamId || !documentId },
  );
  // A member asked to acknowledge (the notification links here) cannot see the list: open the document instead.
  const details = isApiError(error) ? (error.details as { reason?: string } | undefined) : undefined;
  if (details?.reason === 'forbidden')
    return <Navigate to={teamPath(`/documents/view?d=${documentId}`)} replace />;
  const asked = (requested: boolean) => (requested ? <Badge variant="light">Asked</Badge> : null);
  return (
    <Page
      title={data ? `Acknowledgements: ${data.document.name}` : 'Acknowledgements'}
      actions={
        <Anchor component={Link} to={teamPath('/documents/list')}>
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden /> Team Documents
          </Group>
        </Anchor>
      }
    >
      <FormError message={error ? errorMessage(error) : null} />
      {data && (
        <>
          <SectionCard title={`Acknowledged (${data.acknowledged.length})`}>
            {data.acknowledged.length === 0 ? (
              <Note>Nobody has acknowledged this document yet.</Note>
            ) : (
              <DataTable
                label="Acknowledged"
                rows={data.acknowledged}
                rowKey={(r) => r.userId}
                columns={[
                  { key: 'name', header: 'Name', render: (r) => r.name },
                  {
                    key: 'when',
                    header: 'Acknowledged',
                    render: (r) => new Date(r.acknowledgedAt).toLocaleString(),
                  },
                  { key: 'asked', header: 'Request', render: (r) => asked(r.requested) },
                ]}
              />
            )}
          </SectionCard>
          <SectionCard title={`Not acknowledged (${data.notAcknowledged.length})`}>
            {data.notAcknowledged.length === 0 ? (
              <Text>Everyone on the team has acknowledged it.</Text>
            ) : (
              <DataTable
                label="Not acknowledged"
                rows={data.notAcknowledged}
                rowKey={(r) => r.userId}
                columns={[
                  { key: 'name', header: 'Name', render: (r) => r.name },
                  { key: 'asked', header: 'Request', render: (r) => asked(r.requested) },
                ]}
              />
            )}
          </SectionCard>
        </>
      )}
    </Page>
  );
}
