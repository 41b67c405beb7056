import { ADDON_KINDS, addonUnits } from '@chalktalk/domain';
import type { TeamEntity } from '../teams/team.entity';
import type { NewTeamFields } from '../teams/new-team';

/**
 * What a "modified" team really changes: name, sport, collegiateTeam or add-ons (spec 1 section 5). Null when
 * nothing differs, so an unchanged team sent back by the page is neither written nor announced.
 */
export function changedTeamFields(team: TeamEntity, next: NewTeamFields): Partial<NewTeamFields> | null {
  const changes: Partial<NewTeamFields> = {};
  if (team.name !== next.name) changes.name = next.name;
  if (team.sport !== next.sport) changes.sport = next.sport;
  if (team.collegiateTeam !== next.collegiateTeam) changes.collegiateTeam = next.collegiateTeam;
  if (ADDON_KINDS.some((kind) => addonUnits(team.addons, kind) !== addonUnits(next.addons, kind)))
    changes.addons = next.addons;
  return Object.keys(changes).length > 0 ? changes : null;
}
