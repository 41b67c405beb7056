/** Shown by the route guard of pages that need a subscription. */
export const GUARD_MESSAGES = {
  membershipPending:
    'Your membership to this team is still pending. Talk to your coach about approving your access.',
  subscriptionInactive:
    'The subscription for this team is inactive. Please enable billing for this team or contact your team administrator.',
  featureNotIncluded: "This team's subscription does not include this feature.",
  needSignUpToContribute: 'You need to sign up to contribute.',
  needProfileToContribute: 'You need to setup your profile to contribute.',
} as const;
