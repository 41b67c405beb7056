/** Where a coach creates programs and teams and manages their subscriptions (spec 1 §2). */
export const MANAGE_TEAMS_PATH = '/profile/subscriptions/manage';
