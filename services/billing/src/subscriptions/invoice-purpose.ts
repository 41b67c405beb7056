import { ADDONS, type BillingSelection, type ChargeLine, chargeLines, PLANS } from '@chalktalk/domain';

const labelOf = (line: ChargeLine): string =>
  line.kind === 'plan' ? PLANS[line.code].label : ADDONS[line.code].label;

const PERIOD_NAMES = { MONTHLY: 'Monthly', ANNUAL: 'Annual' } as const;

/**
 * What a period's subscription line pays for, as the invoice list shows it: "Monthly subscription: Complete × 2,
 * Additional coach × 1" (plans by number of teams, add-ons by units over all teams).
 */
export function periodPurpose(selection: BillingSelection): string {
  const lines = chargeLines(selection).map((line) => `${labelOf(line)} × ${line.quantity}`);
  return `${PERIOD_NAMES[selection.billingFrequency]} subscription: ${lines.join(', ')}`;
}

/**
 * What a prorated charge pays for: what the change adds or takes away against the period's current lines,
 * "Prorated change: Collegiate +1, Complete −1, Additional coach +1".
 */
export function changePurpose(before: BillingSelection, after: BillingSelection): string {
  const quantities = new Map<string, { line: ChargeLine; delta: number }>();
  for (const line of chargeLines(after))
    quantities.set(`${line.kind}:${line.code}`, { line, delta: line.quantity });
  for (const line of chargeLines(before)) {
    const key = `${line.kind}:${line.code}`;
    const known = quantities.get(key);
    quantities.set(key, { line, delta: (known?.delta ?? 0) - line.quantity });
  }
  const changes = [...quantities.values()]
    .filter(({ delta }) => delta !== 0)
    .map(({ line, delta }) => `${labelOf(line)} ${delta > 0 ? '+' : '−'}${Math.abs(delta)}`);
  return `Prorated change: ${changes.join(', ')}`;
}
