import { SportFamily } from '../sports/edition';

/** Default rating sections (categories) a template groups its criteria into. */
export const DEFAULT_RATING_SECTIONS = ['Athleticism', 'Skills', 'Awareness', 'Intangibles'] as const;
export type RatingSection = (typeof DEFAULT_RATING_SECTIONS)[number];

/** Rating criteria per sport family, spelled as the spec lists them. */
export const RATING_CRITERIA: Record<SportFamily, readonly string[]> = {
  basketball: [
    'speed',
    'jump',
    'agility',
    'strength',
    'dribble',
    'inside scoring',
    'mid-range scoring',
    '3-point scoring',
    'offensive rebound',
    'defensive rebound',
    'catch',
    'steal',
    'on-ball defense',
    'off-ball defense',
    'block',
    'court vision',
    'offense IQ',
    'defense IQ',
    'conditioning',
    'grit',
  ],
  football: [
    'speed',
    'agility',
    'strength',
    'endurance',
    'throwing accuracy',
    'arm strength',
    'catching',
    'tackling',
    'blocking',
    'position technique',
    'football IQ',
    'ball security',
    'leadership',
    'communication',
    'effort',
  ],
  lacrosse: [
    'speed',
    'agility',
    'strength',
    'stick strong',
    'stick weak',
    'shoot strong',
    'shoot weak',
    'groundballs',
    'checking',
    'saving',
    'offense IQ',
    'defense IQ',
    'offense transition',
    'defense transition',
    'communication',
    'grit',
  ],
};

export function ratingCriteriaOf(family: SportFamily): readonly string[] {
  return RATING_CRITERIA[family];
}
