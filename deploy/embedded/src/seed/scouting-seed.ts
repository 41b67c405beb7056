import type { PersonnelEntry, SportFamily } from '@chalktalk/domain';
import type { ApiClient } from './api-client';

interface SeedTeam {
  id: string;
  name: string;
}

interface ListedGame {
  id: string;
  eventType: string;
  opponent: string | null;
  cancelled: boolean;
}

/**
 * Season totals an opponent could plausibly have, per sport (document 3 §3's inputs; football shares basketball's
 * list; its shooting inputs other than field goals and its rebounds are left out and show '–').
 */
const STATS: Record<SportFamily, Record<string, number>> = {
  basketball: {
    games: 12,
    points: 798,
    pointsAllowed: 721,
    fgMade: 291,
    fgAttempted: 652,
    threeMade: 84,
    threeAttempted: 247,
    ftMade: 132,
    ftAttempted: 181,
    rebounds: 421,
    assists: 163,
    turnovers: 149,
    pointsOffTurnovers: 176,
  },
  football: {
    games: 8,
    points: 214,
    pointsAllowed: 167,
    fgMade: 9,
    fgAttempted: 13,
    assists: 24,
    turnovers: 11,
    pointsOffTurnovers: 52,
  },
  lacrosse: {
    games: 10,
    goals: 112,
    assists: 61,
    shots: 318,
    shotsOnGoal: 201,
    manUpGoals: 14,
    manUpChances: 37,
    manDownGoalsAllowed: 11,
    manDownChances: 33,
    overtimeWins: 2,
    overtimeLosses: 1,
    groundballs: 322,
    turnovers: 141,
    causedTurnovers: 78,
    faceoffsWon: 146,
    faceoffsLost: 118,
    clearsMade: 171,
    clearsAttempted: 198,
    penalties: 29,
    penaltySeconds: 1_650,
    freePositionGoals: 6,
    freePositionShots: 13,
    drawControls: 0,
    fouls: 41,
  },
};

const entry = (
  jersey: string,
  name: string,
  position: string,
  matchup: string,
  description: string,
  stats: string,
): PersonnelEntry => ({ jersey, name, position, matchup, description, stats, filmUrl: '' });

/** The opponent's players to watch, per sport. */
const PERSONNEL: Record<SportFamily, PersonnelEntry[]> = {
  basketball: [
    entry(
      '3',
      'Marcus Hill',
      'PG',
      'Our 1',
      'Quick first step, goes left almost every time. Force him right.',
      '16.4 ppg, 5.8 apg',
    ),
    entry(
      '22',
      'Devin Brooks',
      'C',
      'Our 5',
      'Strong on the block, slow getting back in transition. Run on misses.',
      '12.1 ppg, 9.7 rpg',
    ),
    entry(
      '10',
      'Luis Ortega',
      'SG',
      'Our 2',
      'Spot-up shooter from the corners; close out high, no fouls.',
      '41% from three',
    ),
  ],
  football: [
    entry(
      '7',
      'Jalen Price',
      'QB',
      'Our edge rushers',
      'Rolls right under pressure; keep contain on his right side.',
      '1,480 yds, 14 TD, 4 INT',
    ),
    entry(
      '28',
      'Andre Wells',
      'RB',
      'Our linebackers',
      'Downhill runner, fumbled twice in the fourth quarter.',
      '6.1 yds per carry',
    ),
    entry(
      '81',
      'Tyler Shaw',
      'WR',
      'Our best corner',
      'Deep threat on play action; safety help over the top.',
      '31 rec, 612 yds',
    ),
  ],
  lacrosse: [
    entry(
      '12',
      'Ryan Walsh',
      'A',
      'Our best close defender',
      'Dodges from X; slide early, he rarely looks for the skip pass.',
      '31 G, 18 A',
    ),
    entry(
      '4',
      'Owen Pierce',
      'FO',
      'Our faceoff man',
      'Clamps and pops to his right; wing play on that side.',
      '55% faceoffs',
    ),
    entry('33', 'Cole Bennett', 'G', '–', 'Weak on low-to-high shots off the dodge.', '58% save'),
  ],
};

const SUMMARY: Record<SportFamily, string> = {
  basketball:
    'They push pace after makes and live on the left-hand drive. Take away transition, force the ball right and ' +
    'finish every possession with a box-out.',
  football:
    'Balanced offense that leans on play action once the run works. Win first down, keep the quarterback in the ' +
    'pocket and protect the ball: they turn mistakes into points.',
  lacrosse:
    'A dodging team from behind the cage that wins more faceoffs than it loses. Slide early to X, get numbers on ' +
    'the wing at the faceoff and make their goalie save low-to-high shots.',
};

/**
 * Scouting reports on each demo team through the schedule's own calls: a published report on the last game played
 * (the team was told) and a draft on the next game (coaches only), each with document 3 §3's season totals and
 * three players to watch. A game that already has a report is left alone, so a restart adds nothing. Answers whether
 * anything was added.
 */
export async function seedDemoScouting(
  api: ApiClient,
  coachToken: string,
  teams: readonly SeedTeam[],
): Promise<boolean> {
  let changed = false;
  for (const team of teams) {
    const isGame = (event: ListedGame) => event.eventType === 'GAME' && !event.cancelled;
    const [past, upcoming] = await Promise.all(
      [`&past=true`, ''].map((past) =>
        api.expect<{ events: ListedGame[] }>('GET', `schedule/getSchedule?teamId=${team.id}${past}`, {
          token: coachToken,
        }),
      ),
    );
    const games: [ListedGame | undefined, boolean][] = [
      [past!.events.find(isGame), true],
      [upcoming!.events.find(isGame), false],
    ];
    for (const [game, publish] of games) {
      if (!game) continue;
      const ref = { teamId: team.id, eventId: game.id };
      const current = await api.expect<{ sport: SportFamily; ncaaYearDefault: number; report: unknown }>(
        'GET',
        `schedule/getScoutingReport?teamId=${team.id}&eventId=${game.id}`,
        { token: coachToken },
      );
      if (current.report) continue;
      await api.expect('POST', 'schedule/saveScoutingReport', {
        token: coachToken,
        body: {
          ...ref,
          report: {
            ncaaYear: current.ncaaYearDefault,
            stats: STATS[current.sport],
            personnel: PERSONNEL[current.sport],
            summary: `${game.opponent ?? 'Opponent'}: ${SUMMARY[current.sport]}`,
          },
        },
      });
      if (publish)
        await api.expect('POST', 'schedule/publishScoutingReport', { token: coachToken, body: ref });
      changed = true;
    }
  }
  return changed;
}
