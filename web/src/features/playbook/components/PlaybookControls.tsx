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
    <div className="playbook-controls" role="group" aria-label="Controls">
      <label className="field">
        <span>Sort</span>
        <select value={sort} onChange={(event) => onSort(event.target.value as PlaybookSortOption)}>
          {PLAYBOOK_SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Tag</span>
        <select value={tag ?? ''} onChange={(event) => onTag(event.target.value || null)}>
          <option value="">All tags</option>
          {tags.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
