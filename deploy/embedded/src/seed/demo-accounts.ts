import type { SportLine } from '@chalktalk/domain';

/**
 * The demo sign-ins the embedded runner creates on first start (local development only: the database lives
 * under .data/ on the developer's machine and is reachable on loopback only).
 */
export const DEMO_COACH = {
  email: 'coach@demo.chalktalk.app',
  password: 'chalktalk-demo',
  firstName: 'Casey',
  lastName: 'Coach',
};

export const DEMO_PLAYER = {
  email: 'player@demo.chalktalk.app',
  password: 'chalktalk-demo',
  firstName: 'Parker',
  lastName: 'Player',
};

/** The community moderator: reviews every reported or hidden community play and comment (/community/review). */
export const DEMO_MODERATOR = {
  email: 'moderator@demo.chalktalk.app',
  password: 'chalktalk-demo',
  firstName: 'Morgan',
  lastName: 'Moderator',
};

export const DEMO_PROGRAM: { name: string; plan: string; teams: { name: string; sport: SportLine }[] } = {
  name: 'Demo Club',
  plan: 'CLUB_COMPLETE',
  teams: [
    { name: 'Demo Hoops', sport: 'BASKETBALL_HS' },
    { name: 'Demo Lacrosse', sport: 'LACROSSE_MENS' },
    { name: 'Demo Football', sport: 'FOOTBALL_HS' },
  ],
};
