/** Where a billing mail's edition comes from (the team_editions projection and the member directory). */
export interface BillingEditionLookups {
  ofProgram(programId: string): Promise<string | undefined>;
  ofMember(userId: string): Promise<string | undefined>;
}

/**
 * The edition a billing mail names: the program's own (the edition most of its teams have) for a program's
 * subscription; for an entity without a program (Personal Unlimited), the edition of the teams its owner belongs to.
 * Undefined when nothing is known here yet: the program's teams are announced on another topic, so its receipt may
 * arrive first, and the caller waits for them before falling back to the default edition.
 */
export async function billingMailEdition(
  subject: { programId: string; ownerId: string },
  lookups: BillingEditionLookups,
): Promise<string | undefined> {
  if (subject.programId) return lookups.ofProgram(subject.programId);
  return subject.ownerId ? lookups.ofMember(subject.ownerId) : undefined;
}
