import { Badge } from '@mantine/core';
import type { SportFamily } from '@chalktalk/domain';
import { SPORT_FAMILY_LABELS, sportFamilyOfPlay } from '../community-sport';

const DOT_COLORS: Record<SportFamily, string> = {
  basketball: 'orange',
  lacrosse: 'blue',
  football: 'green',
};

/** The sport of a community play ("Basketball"), so a card is never ambiguous; nothing for an unknown sport. */
export function SportBadge({ sport }: { sport: string }) {
  const family = sportFamilyOfPlay(sport);
  if (!family) return null;
  return (
    <Badge variant="dot" color={DOT_COLORS[family]} size="sm" data-testid="sport-badge">
      {SPORT_FAMILY_LABELS[family]}
    </Badge>
  );
}
