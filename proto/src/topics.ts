// One topic per aggregate: <service>.<aggregate>.v1. The message key is the id that must stay ordered.
export const Topics = {
  /** TeamCreated (and later team lifecycle events); key = teamId. Public. */
  TeamsTeam: 'teams.team.v1',
  /** ProgramCreated; key = programId. Public. */
  TeamsProgram: 'teams.program.v1',
  /** AccountCreated, EmailVerificationRequested, PasswordResetRequested, EmailChanged, AccountDeleted; key = accountId. Internal. */
  IdentityAccount: 'identity.account.v1',
} as const;

export type Topic = (typeof Topics)[keyof typeof Topics];

/** The partner stream: topics whose .proto files are a public contract (never break them, add a v2 instead). */
export const PUBLIC_TOPICS: readonly Topic[] = [Topics.TeamsTeam, Topics.TeamsProgram];

/** Where a consumer parks a message it could not process after its last retry. */
export function dlqTopic(topic: string): string {
  return `${topic}.dlq`;
}
