// One topic per aggregate: <service>.<aggregate>.v1. The message key is the id that must stay ordered.
export const Topics = {
  /** TeamCreated (public), TeamUpdated, TeamRemoved; key = teamId. */
  TeamsTeam: 'teams.team.v1',
  /** MemberJoined, MemberPending, MemberRoleChanged, MemberRemoved, InvitationCreated, TeamEmailRequested, ProfileFlagEarned; key = teamId. Internal. */
  TeamsMembership: 'teams.membership.v1',
  /** RosterPlayerAdded, RosterPlayerUpdated, RosterPlayerRemoved; key = teamId. Internal. */
  TeamsRoster: 'teams.roster.v1',
  /** ProgramCreated; key = programId. Public. */
  TeamsProgram: 'teams.program.v1',
  /** AccountCreated, EmailVerificationRequested, PasswordResetRequested, EmailChanged, AccountDeleted; key = accountId. Internal. */
  IdentityAccount: 'identity.account.v1',
  /** SessionsEnded (access tokens every service refuses from now on); key = accountId. Internal. */
  IdentitySession: 'identity.session.v1',
  /** SubscriptionUpdated (the add-ons and quantity a program's subscription pays for); key = programId. Internal. */
  BillingSubscription: 'billing.subscription.v1',
  /** StudyReminderRequested, PlayFirstViewed (a member opened a team play the first time); key = teamId. Internal. */
  PlaybookStudy: 'playbook.study.v1',
  /** PlayChanged (the play's whole searchable state and team listings), PlayDeleted; key = playId. Internal. */
  PlaybookPlay: 'playbook.play.v1',
  /** FormationChanged (a saved formation's whole searchable state), FormationDeleted; key = formationId. Internal. */
  PlaybookFormation: 'playbook.formation.v1',
  /** EventAdded, EventUpdated, EventCancelled, EventDeleted, RsvpChanged, EventReminderDue; key = teamId. Internal. */
  ScheduleEvent: 'schedule.event.v1',
  /** RenderJob (a play to draw as GIF, MP4, poster); key = playId. Internal. */
  RenderJob: 'render.job.v1',
  /** RenderResult (files ready, or failed with a reason); key = playId. Internal. */
  RenderResult: 'render.result.v1',
  /** CommunityPlayPublished, CommunityPlayTakenDown, CommunityPlayLiked, CommunityPlayCommented, CommunityPlayCopied; key = communityPlayId. Internal. */
  CommunityPlay: 'community.play.v1',
  /** CommunityProfileSetUp (identity sets HAS_COMMUNITY_PROFILE); key = userId. Internal. */
  CommunityProfile: 'community.profile.v1',
  /** EvaluationAdded, EvaluationUpdated, EvaluationShared, EvaluationWithdrawn, PlayerRatingChanged, DepthChartSaved; key = teamId. Internal. */
  EvaluationsEvaluation: 'evaluations.evaluation.v1',
  /** DocumentShared, DocumentUpdated, DocumentDeleted, AcknowledgementRequested, DocumentAcknowledged; key = teamId. Internal. */
  DocumentsDocument: 'documents.document.v1',
  /** PostAdded, PostUpdated, PostDeleted, CommentAdded, PostLiked; key = teamId. Internal. */
  DocumentsPost: 'documents.post.v1',
} as const;

export type Topic = (typeof Topics)[keyof typeof Topics];

/** The partner stream: topics whose .proto files are a public contract (never break them, add a v2 instead). */
export const PUBLIC_TOPICS: readonly Topic[] = [Topics.TeamsTeam, Topics.TeamsProgram];

/** Where a consumer parks a message it could not process after its last retry. */
export function dlqTopic(topic: string): string {
  return `${topic}.dlq`;
}
