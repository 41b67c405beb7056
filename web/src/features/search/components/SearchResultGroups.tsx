import { Box, NavLink, Paper, Stack, Title } from '@mantine/core';
import { useId, type KeyboardEventHandler, type Ref } from 'react';
import { Link } from 'react-router';
import { SavedPlayPoster } from '../../../components/SavedPlayPoster';
import type { ResultItem } from '../search-results';
import type { SearchGroup } from '../searchApi';
import { RESULT_ATTRIBUTE } from '../use-result-keys';
import { MarkedTitle } from './MarkedTitle';

/** A play result's poster width (px); 4:3, so 54 px high. */
const RESULT_POSTER_WIDTH = 72;

interface SearchResultGroupsProps {
  groups: { group: SearchGroup; label: string; items: ResultItem[] }[];
  listRef: Ref<HTMLDivElement>;
  onKeyDown: KeyboardEventHandler<HTMLElement>;
}

/**
 * The results page's groups in the answer's order (best score first), each a titled list of links: a link is
 * one tab stop and opens with Enter; the arrow keys (onKeyDown, from useResultKeys) step through all of them.
 */
export function SearchResultGroups({ groups, listRef, onKeyDown }: SearchResultGroupsProps) {
  const prefix = useId();
  return (
    <Stack gap="lg" ref={listRef} onKeyDown={onKeyDown}>
      {groups.map(({ group, label, items }) => (
        <Box component="section" key={group} aria-labelledby={`${prefix}-${group}`}>
          <Title order={2} size="h4" mb="xs" id={`${prefix}-${group}`}>
            {label}
          </Title>
          <Paper withBorder component="ul" p={4} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item.key}>
                <NavLink
                  component={Link}
                  to={item.href}
                  {...{ [RESULT_ATTRIBUTE]: '' }}
                  label={<MarkedTitle title={item.title} ranges={item.highlights} />}
                  leftSection={
                    item.poster && (
                      <SavedPlayPoster
                        where={item.poster.where}
                        playId={item.poster.playId}
                        name={item.title}
                        width={RESULT_POSTER_WIDTH}
                      />
                    )
                  }
                  description={item.description || undefined}
                  styles={{
                    root: { borderRadius: 'var(--mantine-radius-sm)' },
                    label: { overflowWrap: 'anywhere' },
                    description: { overflowWrap: 'anywhere' },
                  }}
                />
              </li>
            ))}
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}
