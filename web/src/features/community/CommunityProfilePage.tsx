import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { useAppSelector } from '../../app/hooks';
import { selectSessionStatus } from '../auth/authSlice';
import { useGetCommunityProfileQuery } from './communityApi';
import { ContributePrompt } from './components/ContributePrompt';
import { PlayCards } from './components/PlayCards';
import { ProfileSetupForm } from './components/ProfileSetupForm';
import { useContributor } from './use-contributor';

/** /community/profile?pr=: a profile and its shared plays; without pr the user's own, or its set-up form. */
export function CommunityProfilePage() {
  const [params] = useSearchParams();
  // Spec 3 §2: pr = the profile id.
  const profileId = params.get('pr') || undefined;
  const session = useAppSelector(selectSessionStatus);
  const contributor = useContributor();
  const own = !profileId;
  const { data, error, isLoading } = useGetCommunityProfileQuery(profileId ? { id: profileId } : {}, {
    skip: own && session !== 'signedIn',
  });
  const [editing, setEditing] = useState(false);
  const back = (
    <Anchor component={Link} to="/community">
      Community home
    </Anchor>
  );

  if (own && contributor.kind === 'signedOut')
    return (
      <Page title="Community profile" actions={back}>
        <ContributePrompt state={contributor} />
      </Page>
    );
  if (error)
    return (
      <Page title="Community profile" actions={back}>
        <FormError message={errorMessage(error)} />
      </Page>
    );
  if (isLoading || !data) return <Text c="dimmed">Loading the profile…</Text>;

  const profile = data.profile;
  if (!profile || editing)
    return (
      <Page title="Community profile" actions={back} narrow>
        <ProfileSetupForm profile={profile} onDone={() => setEditing(false)} />
      </Page>
    );
  const mine = own || (contributor.kind === 'ready' && contributor.profileId === profile.uid);
  return (
    <Page
      title={<span style={{ overflowWrap: 'anywhere' }}>{profile.screenName}</span>}
      actions={
        mine ? (
          <Button variant="default" onClick={() => setEditing(true)}>
            Edit profile
          </Button>
        ) : (
          back
        )
      }
    >
      <Text mb="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {profile.description}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        In the community since {new Date(profile.createdDate).toLocaleDateString()}
      </Text>
      <SectionCard title="Shared plays">
        <PlayCards plays={profile.sharedPlays} empty="No shared plays yet." />
      </SectionCard>
    </Page>
  );
}
