import { sportLineLabel } from '@chalktalk/domain';
import type { Team } from '../teams.types';
import { TeamLogo } from './TeamLogo';

interface TeamRowProps {
  team: Team;
  selected: boolean;
  favorite: boolean;
  canLeave: boolean;
  onSelect: (team: Team) => void;
  onToggleFavorite: (team: Team) => void;
  onLeave: (team: Team) => void;
}

export function TeamRow({
  team,
  selected,
  favorite,
  canLeave,
  onSelect,
  onToggleFavorite,
  onLeave,
}: TeamRowProps) {
  return (
    <li className={`team-row${selected ? ' team-row--selected' : ''}`}>
      <button
        type="button"
        className={`star${favorite ? ' star--on' : ''}`}
        aria-label={favorite ? `Unfavorite ${team.name}` : `Favorite ${team.name}`}
        aria-pressed={favorite}
        onClick={() => onToggleFavorite(team)}
      >
        {favorite ? '★' : '☆'}
      </button>
      <TeamLogo team={team} />
      <button
        type="button"
        className="team-row__select"
        aria-current={selected}
        onClick={() => onSelect(team)}
      >
        <span className="team-row__name">{team.name}</span>
        <span className="team-row__meta">
          {sportLineLabel(team.sport)}
          {team.pending ? ' · Pending' : ''}
        </span>
      </button>
      {canLeave && (
        <button
          type="button"
          className="link-button"
          aria-label={`Leave ${team.name}`}
          onClick={() => onLeave(team)}
        >
          Leave
        </button>
      )}
    </li>
  );
}
