import { Avatar } from '@mantine/core';
import { sportLineLabel } from '@chalktalk/domain';
import { useState } from 'react';
import type { Team } from '../teams.types';

/** Up to two initials of the team's name ("North Hawks" → "NH"); the sport shows when the name has none. */
export function teamInitials(team: Pick<Team, 'name' | 'sport'>): string {
  const letters = team.name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return (letters || sportLineLabel(team.sport).slice(0, 1)).toUpperCase();
}

/**
 * The team's own logo when it has one; otherwise (or when the image cannot be fetched: a missing logo is not an
 * error) the team's initials, titled with its sport.
 */
export function TeamLogo({ team }: { team: Pick<Team, 'id' | 'name' | 'sport' | 'logoUrl'> }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = team.logoUrl && team.logoUrl !== failedUrl ? team.logoUrl : null;
  if (url)
    return (
      <Avatar
        src={url}
        alt={`${team.name} logo`}
        radius="sm"
        size={28}
        imageProps={{ onError: () => setFailedUrl(url) }}
      />
    );
  return (
    <Avatar
      radius="sm"
      size={28}
      color="gray"
      title={sportLineLabel(team.sport)}
      data-testid={`team-logo-fallback-${team.id}`}
      aria-hidden="true"
    >
      {teamInitials(team)}
    </Avatar>
  );
}
