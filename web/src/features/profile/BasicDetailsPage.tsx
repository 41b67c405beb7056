import { Group, Text } from '@mantine/core';
import { SectionCard } from '../../components/SectionCard';
import { usePageTitle } from '../../config/EditionContext';
import { EmailForm } from './components/EmailForm';
import { NameForm } from './components/NameForm';
import { useGetProfileQuery } from './profileApi';

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export function BasicDetailsPage() {
  usePageTitle('Account');
  // The profile gate renders protected pages only once the profile is loaded.
  const { data } = useGetProfileQuery();
  if (!data) return null;
  const { basicDetails } = data;
  return (
    <>
      <NameForm current={{ firstName: basicDetails.firstName, lastName: basicDetails.lastName }} />
      <EmailForm email={basicDetails.email} verified={basicDetails.emailVerified} />
      <SectionCard title="Activity">
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              Member since
            </Text>
            <Text>{formatDate(basicDetails.createdDate)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Last access
            </Text>
            <Text>{formatDate(basicDetails.lastAccess)}</Text>
          </div>
        </Group>
      </SectionCard>
    </>
  );
}
