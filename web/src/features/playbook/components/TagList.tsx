import { GENERAL_MESSAGES } from '@chalktalk/domain';
import { useState } from 'react';
import { visibleTags } from '../playbook-list';

/** A play's tags: two, then 'See All' (spec 2 §2, §9). */
export function TagList({ tags }: { tags: string[] }) {
  const [expanded, setExpanded] = useState(false);
  if (tags.length === 0) return null;
  const { shown, seeAll } = visibleTags(tags, expanded);
  return (
    <ul className="playbook-tags" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="playbook-tag">
          {tag}
        </li>
      ))}
      {seeAll && (
        <li>
          <button type="button" className="link-button" onClick={() => setExpanded(true)}>
            {GENERAL_MESSAGES.seeAll}
          </button>
        </li>
      )}
    </ul>
  );
}
