import { ADDON_KINDS, type AddonQuantities, addonUnits, AppError } from '@chalktalk/domain';
import type { InputIssue } from '@chalktalk/platform';

export const ADDONS_THROUGH_BILLING = 'Add-ons and team quantity are bought through billing.';

export const sameAddons = (a: AddonQuantities | undefined, b: AddonQuantities | undefined): boolean =>
  ADDON_KINDS.every((kind) => addonUnits(a, kind) === addonUnits(b, kind));

const hasAddons = (addons: AddonQuantities | undefined): boolean =>
  ADDON_KINDS.some((kind) => addonUnits(addons, kind) > 0);

/** What a createProgram or updateProgramTeams call asks for that costs money, next to what is there now. */
export interface PaidFieldsRequest {
  /** New teams' add-ons, in the order of the call's list (`teams` on create, `added` on update). */
  added: { path: string; addons: AddonQuantities | undefined }[];
  /** Existing teams' add-ons as sent (undefined = left out, kept) against their current ones. */
  modified: { path: string; current: AddonQuantities; next: AddonQuantities | undefined }[];
  program?: {
    current: { addons: AddonQuantities; quantity: number | null };
    addons: AddonQuantities | undefined;
    quantity: number | undefined;
  };
}

/** The fields of the request that would give seats without paying: add-ons or quantity that differ from now. */
export function unpaidChanges(request: PaidFieldsRequest): InputIssue[] {
  const issues: InputIssue[] = [];
  const refuse = (path: string) => issues.push({ path, message: ADDONS_THROUGH_BILLING });
  for (const team of request.added) if (hasAddons(team.addons)) refuse(team.path);
  for (const team of request.modified)
    if (team.next !== undefined && !sameAddons(team.current, team.next)) refuse(team.path);
  const program = request.program;
  if (program?.addons !== undefined && !sameAddons(program.current.addons, program.addons)) refuse('addons');
  if (program?.quantity !== undefined && program.quantity !== program.current.quantity) refuse('quantity');
  return issues;
}

/**
 * Add-ons are not free: on a program billing charges (every program but a billing-exempt one, the demo seed's),
 * add-ons and quantity change only through billing's SubscriptionUpdated; a call asking to change them is G003
 * (403) and changes nothing. Asking for what is already there (a page sending the current values back) is fine.
 */
export function assertPaidFieldsUnchanged(billingExempt: boolean, request: PaidFieldsRequest): void {
  if (billingExempt) return;
  const issues = unpaidChanges(request);
  if (issues.length > 0) throw new AppError('G003', { message: ADDONS_THROUGH_BILLING, details: issues });
}
