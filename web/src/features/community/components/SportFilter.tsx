import { SegmentedControl } from '@mantine/core';
import {
  ALL_SPORTS,
  type CommunitySportChoice,
  SPORT_FAMILY_LABELS,
  useCommunitySport,
} from '../community-sport';

/**
 * The community lists' sport: the edition's own (the default) or "All sports"; a shared link naming another
 * family shows that family as a third choice.
 */
export function SportFilter() {
  const { choice, editionFamily, setChoice } = useCommunitySport();
  const families =
    choice === ALL_SPORTS || choice === editionFamily ? [editionFamily] : [editionFamily, choice];
  return (
    <SegmentedControl
      aria-label="Sport"
      size="sm"
      value={choice}
      onChange={(next) => setChoice(next as CommunitySportChoice)}
      data={[
        ...families.map((family) => ({ value: family, label: SPORT_FAMILY_LABELS[family] })),
        { value: ALL_SPORTS, label: 'All sports' },
      ]}
    />
  );
}
