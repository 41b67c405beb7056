import { Anchor, Group, Pagination, Text } from '@mantine/core';
import type { CommunitySection } from '@chalktalk/domain';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { SECTION_TITLES } from './community-paths';
import { useGetCommunityPlaybookQuery } from './communityApi';
import { PlayCards } from './components/PlayCards';
import { SportFilter } from './components/SportFilter';
import { SPORT_FAMILY_LABELS, useCommunitySport } from './community-sport';

/** Spec 3 §9: the page defaults to 1; anything that is not a whole number ≥ 1 counts as 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /community/latest|popular|trending?pg&sport: one section page by page, of the edition's sport unless `sport`
 * names another family or `all`.
 */
export function CommunitySectionPage({ section }: { section: CommunitySection }) {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('pg'));
  const { family, withSport } = useCommunitySport();
  const { data, error, isFetching } = useGetCommunityPlaybookQuery({ section, page, sport: family });
  const empty = family
    ? `No ${SPORT_FAMILY_LABELS[family].toLowerCase()} plays on this page.`
    : 'No plays on this page.';
  return (
    <Page
      title={SECTION_TITLES[section]}
      actions={
        <Anchor component={Link} to={withSport('/community')}>
          Community home
        </Anchor>
      }
    >
      <Group mb="md">
        <SportFilter />
      </Group>
      {error && <FormError message={errorMessage(error)} />}
      {!data && isFetching && <Text c="dimmed">Loading plays…</Text>}
      {data && <PlayCards plays={data.plays} empty={empty} />}
      {data && data.estimatedPages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={data.estimatedPages}
            value={page}
            onChange={(next) => {
              const updated = new URLSearchParams(params);
              updated.set('pg', String(next));
              setParams(updated);
            }}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
    </Page>
  );
}
