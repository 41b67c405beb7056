import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { SECTION_PATHS, SECTION_TITLES } from './community-paths';
import { useAppSelector } from '../../app/hooks';
import { selectSessionStatus } from '../auth/authSlice';
import {
  useGetCommunityHomepageQuery,
  useGetCommunityProfileQuery,
  useGetReportedItemsQuery,
} from './communityApi';
import { PlayCards } from './components/PlayCards';
import { SportFilter } from './components/SportFilter';
import { SPORT_FAMILY_LABELS, useCommunitySport } from './community-sport';

/**
 * /community: new, popular and trending plays of the edition's sport (or of `?sport=`, `all` for every sport),
 * each with a link to its whole section.
 */
export function CommunityHomePage() {
  const { family, withSport } = useCommunitySport();
  const { data, error, isFetching } = useGetCommunityHomepageQuery({ sport: family });
  const empty = family
    ? `No ${SPORT_FAMILY_LABELS[family].toLowerCase()} plays here yet.`
    : 'No plays here yet.';
  // Reviewers (community moderators, program admins) get the review screen's link. The own-profile answer says
  // who reviews, so nobody else asks for reports (they would be answered G003).
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const mine = useGetCommunityProfileQuery({}, { skip: !signedIn });
  const reviewer = signedIn && mine.data?.reviewer === true;
  const reports = useGetReportedItemsQuery({ page: 1 }, { skip: !reviewer });
  const toReview = reports.data?.items.length ?? 0;
  const sections = [
    { section: 'LATEST', plays: data?.newPlays },
    { section: 'POPULAR', plays: data?.popularPlays },
    { section: 'TRENDING', plays: data?.trendingPlays },
  ] as const;
  return (
    <Page
      title="Community"
      actions={
        <Group gap="md">
          {reviewer && reports.data && (
            <Anchor component={Link} to="/community/review">
              Review reports
              {toReview > 0 ? ` (${toReview}${reports.data.estimatedPages > 1 ? '+' : ''})` : ''}
            </Anchor>
          )}
          <Anchor component={Link} to="/community/profile">
            My community profile
          </Anchor>
        </Group>
      }
    >
      <Group mb="md">
        <SportFilter />
      </Group>
      {error && <FormError message={errorMessage(error)} />}
      {!data && isFetching && <Text c="dimmed">Loading the community…</Text>}
      {data &&
        sections.map(({ section, plays }) => (
          <SectionCard key={section} title={SECTION_TITLES[section]}>
            <PlayCards plays={plays ?? []} empty={empty} />
            <Group justify="flex-end" mt="sm">
              <Anchor component={Link} to={withSport(SECTION_PATHS[section])}>
                See all {SECTION_TITLES[section].toLowerCase()}
              </Anchor>
            </Group>
          </SectionCard>
        ))}
    </Page>
  );
}
