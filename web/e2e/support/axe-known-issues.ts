/**
 * Serious axe findings in screens this walk does not own, each with its owner, so the walk stays a gate: any
 * finding not listed here fails it, and so does an entry that no longer occurs (remove it when fixed). The goal is
 * an empty list (issue 13: zero serious or critical violations).
 * Key: `[<viewport>/]<route name>:<axe rule>`; `*` as the route name matches every signed-in route; without a
 * viewport the entry holds at every size (and is checked for staleness at desktop size).
 */
export const AXE_KNOWN_ISSUES: Readonly<Record<string, string>> = {};

/** The known-issue key that covers this finding, if any. */
export function knownIssueKey(
  viewport: string,
  route: string,
  rule: string,
  signedIn: boolean,
): string | undefined {
  const candidates = [`${viewport}/${route}:${rule}`, `${route}:${rule}`];
  if (signedIn) candidates.push(`${viewport}/*:${rule}`, `*:${rule}`);
  return candidates.find((key) => key in AXE_KNOWN_ISSUES);
}

/** The entries a walk at this viewport must meet (the unprefixed ones are checked at desktop size). */
export function knownIssuesFor(viewport: string): string[] {
  return Object.keys(AXE_KNOWN_ISSUES).filter((key) =>
    key.includes('/') ? key.startsWith(`${viewport}/`) : viewport === 'desktop',
  );
}
