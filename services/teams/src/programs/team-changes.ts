import { ADDON_KINDS, addonUnits } from '@chalktalk/domain';
import type { TeamEntity } from '../teams/team.entity';
import type { NewTeamFields } from '../teams/new-team';

/** A modified team as sent: collegiateTeam and add-ons may be left out, which keeps the team's own. */
export type TeamModification = Pick<NewTeamFields, 'name' | 'sport'> &
  Partial<Pick<NewTeamFields, 'collegiateTeam' | 'addons'>>;

/**
 * What a "modified" team really changes: name, sport, collegiateTeam or add-ons (spec 1 section 5). Null when
 * nothing differs, so an unchanged team sent back by the page is neither written nor announced.
 */
export function changedTeamFields(team: TeamEntity, next: TeamModification): Partial<NewTeamFields> | null {
  const changes: Partial<NewTeamFields> = {};
  if (team.name !== next.name) changes.name = next.name;
  if (team.sport !== next.sport) changes.sport = next.sport;
  if (next.collegiateTeam !== undefined && team.collegiateTeam !== next.collegiateTeam)
    changes.collegiateTeam = next.collegiateTeam;
  const addons = next.addons;
  if (addons && ADDON_KINDS.some((kind) => addonUnits(team.addons, kind) !== addonUnits(addons, kind)))
    changes.addons = addons;
  return Object.keys(changes).length > 0 ? changes : null;
}
