import { useSavedPlayPoster } from '../api/postersApi';
import { PlayPoster } from './PlayPoster';

interface SavedPlayPosterProps {
  /** Where the user sees the play: a playbook's list, or a team's playbook (search results). */
  where: { playbookId: string } | { teamId: string };
  playId: string;
  name: string;
  /** The play's lastModified when known: the poster's address changes with the play. */
  version?: string;
  width: number;
  /** A play the user may not open (hidden beyond the free ten): the placeholder only. */
  withheld?: boolean;
}

/** The list poster of a saved play (personal or team), asked for as the signed-in user. */
export function SavedPlayPoster({ where, playId, name, version, width, withheld }: SavedPlayPosterProps) {
  const src = useSavedPlayPoster(where, playId, version);
  return <PlayPoster src={withheld ? null : src} name={name} width={width} />;
}
