import { Group, NativeSelect } from '@mantine/core';
import { PLAYBOOK_SORT_OPTIONS, type PlaybookSortOption } from '@chalktalk/domain';

interface Props {
  sort: PlaybookSortOption;
  tag: string | null;
  tags: string[];
  onSort: (sort: PlaybookSortOption) => void;
  onTag: (tag: string | null) => void;
}

/** The controls panel: sort and filter by tag (spec 2 §2). */
export function PlaybookControls({ sort, tag, tags, onSort, onTag }: Props) {
  return (
    <Group role="group" aria-label="Controls" gap="sm" mb="sm" wrap="wrap">
      <NativeSelect
        label="Sort"
        value={sort}
        data={PLAYBOOK_SORT_OPTIONS.map((option) => ({ value: option, label: option }))}
        onChange={(event) => onSort(event.currentTarget.value as PlaybookSortOption)}
      />
      <NativeSelect
        label="Tag"
        value={tag ?? ''}
        data={[
          { value: '', label: 'All tags' },
          ...tags.map((candidate) => ({ value: candidate, label: candidate })),
        ]}
        onChange={(event) => onTag(event.currentTarget.value || null)}
      />
    </Group>
  );
}
