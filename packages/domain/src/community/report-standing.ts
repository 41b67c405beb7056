/**
 * How much a community report weighs (issue: three accounts made minutes earlier could hide any play). A report
 * counts by its reporter's standing, weak reports together count only up to a cap per reported item, and an item
 * is hidden only once the counted weight reaches REPORT_WEIGHT_TO_HIDE; a moderator then restores or upholds it.
 */

/** What community knows of a reporter when they report. */
export interface ReporterStanding {
  /** Days since the reporter set up their community profile. */
  profileAgeDays: number;
  /** A joined member of a paid team, or an admin of a paid program. */
  paidAffiliation: boolean;
  /** Their earlier reports a moderator upheld (the item removed) and rejected (the item restored). */
  upheldReports: number;
  rejectedReports: number;
}

export const REPORT_STANDING = {
  /** A profile younger than this carries no weight, whatever it paid or joined. */
  newProfileDays: 7,
  /** A profile this old weighs one more. */
  longStandingDays: 30,
  /** Upheld reports that weigh one more. */
  upheldForTrust: 2,
  /** Rejected reports (more than upheld) after which a reporter carries no weight. */
  rejectedForDistrust: 3,
  /** The most one report weighs. */
  maxWeight: 3,
} as const;

/** Counted weight at which a reported play or comment is hidden until a moderator decides. */
export const REPORT_WEIGHT_TO_HIDE = 6;
/** Reports of weight 1 (a week-old profile and nothing more) count together for at most this much per item. */
export const WEAK_REPORTS_CAP = 2;

/**
 * The weight of one report: 0 for a profile under 7 days old or a reporter whose reports moderators keep
 * rejecting (3 or more, and more rejected than upheld); otherwise 1, plus 1 each for a profile of 30 days or more,
 * a paid team or program, and 2 or more upheld reports; at most 3.
 */
export function reportWeight(standing: ReporterStanding): number {
  const s = REPORT_STANDING;
  if (standing.profileAgeDays < s.newProfileDays) return 0;
  if (standing.rejectedReports >= s.rejectedForDistrust && standing.rejectedReports > standing.upheldReports)
    return 0;
  const weight =
    1 +
    (standing.profileAgeDays >= s.longStandingDays ? 1 : 0) +
    (standing.paidAffiliation ? 1 : 0) +
    (standing.upheldReports >= s.upheldForTrust ? 1 : 0);
  return Math.min(weight, s.maxWeight);
}

/** The weight an item's open reports count for: weight-1 reports together at most WEAK_REPORTS_CAP. */
export function countedReportWeight(weights: readonly number[]): number {
  const weak = weights.filter((w) => w === 1).length;
  const strong = weights.filter((w) => w > 1).reduce((sum, w) => sum + w, 0);
  return strong + Math.min(weak, WEAK_REPORTS_CAP);
}

/** Whether an item's open reports hide it until a moderator decides. */
export function reportsHide(weights: readonly number[]): boolean {
  return countedReportWeight(weights) >= REPORT_WEIGHT_TO_HIDE;
}

/** What a reporter is told (user-visible, word for word in the service and the web app). */
export const REPORT_MESSAGES = {
  counted: 'Thank you. The play was reported.',
  commentCounted: 'Thank you. The comment was reported.',
  notCounted:
    'Thank you. A moderator will look at it, but reports from new community profiles do not hide anything by themselves.',
  alreadyReported: 'You have already reported this.',
  ownPlay: 'You cannot report your own play.',
  ownComment: 'You cannot report your own comment.',
  reviewRequested: 'A moderator will review your play.',
  notHidden: 'Only a hidden play can be sent for review.',
} as const;
