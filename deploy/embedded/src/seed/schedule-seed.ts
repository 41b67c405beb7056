import { addDays, DEFAULT_TEAM_TIME_ZONE, weekdayOf, zonedParts } from '@chalktalk/domain';
import type { ApiClient, ApiResult } from './api-client';

interface SeedTeam {
  id: string;
  name: string;
}

interface SeededEvent {
  id: string;
  eventType: string;
  eventDate: string;
  local: { date: string };
}

/** Schedule learns teams, payment and members from teams' events; the seed waits for them this long. */
const PROJECTION_WAIT_MS = 20_000;

const OPPONENTS = ['Tigers', 'Eagles', 'Wildcats', 'Falcons', 'Bulldogs', 'Panthers', 'Cougars', 'Hornets'];
const REASONS = ['Family trip', 'Dentist appointment', 'Exam the next morning'];

async function retry<T>(attempt: () => Promise<ApiResult<T>>): Promise<T> {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  for (;;) {
    const result = await attempt();
    if (result.ok) return result.body;
    if (!['G003', 'G004'].includes(result.error.code) || Date.now() > deadline)
      throw new Error(`demo seed (schedule): ${result.error.code} ${result.error.message}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The Saturdays (games) between two dates. */
function saturdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (weekdayOf(day) === 6) days.push(day);
  return days;
}

/**
 * A season on each demo team, through the public calls: Tuesday and Thursday practices at 18:00 from six weeks ago
 * to eight weeks ahead (one weekly series, across whatever clock change falls in it), Saturday games at 15:00 with
 * opponents, locations and a reminder the day before, a film session of a custom type; the demo player's answers
 * (one "not going" with a reason, the next game left open so the coach can nudge) and the coach's attendance for
 * the events held so far, and the coach's CREATED_FIRST_EVENT flag. A team that already has events is left alone.
 * Answers whether anything was added.
 */
export async function seedDemoSchedule(
  api: ApiClient,
  coachToken: string,
  playerToken: string,
  playerId: string,
  teams: readonly SeedTeam[],
  now = new Date(),
): Promise<boolean> {
  let changed = false;
  const today = zonedParts(now, DEFAULT_TEAM_TIME_ZONE).date;
  for (const team of teams) {
    // The player's view answers once schedule knows the team is paid and the player is on it.
    await retry(() => api.call('GET', `schedule/getSchedule?teamId=${team.id}`, { token: playerToken }));
    const upcoming = await api.expect<{ events: unknown[] }>(
      'GET',
      `schedule/getSchedule?teamId=${team.id}`,
      {
        token: coachToken,
      },
    );
    const past = await api.expect<{ events: unknown[] }>(
      'GET',
      `schedule/getSchedule?teamId=${team.id}&past=true&limit=1`,
      {
        token: coachToken,
      },
    );
    if (upcoming.events.length > 0 || past.events.length > 0) continue;
    changed = true;

    const film = await api.expect<{ customType: { id: string } }>('POST', 'schedule/saveCustomEventType', {
      token: coachToken,
      body: { teamId: team.id, name: 'Film session', color: '#7048e8' },
    });
    const start = addDays(today, -42);
    const end = addDays(today, 56);
    const games = saturdays(start, end).map((date, i) => ({
      eventType: 'GAME',
      date,
      startTime: '15:00',
      endTime: '17:00',
      opponent: OPPONENTS[i % OPPONENTS.length],
      location: {
        name: i % 2 === 0 ? 'Home: Lincoln High Gym' : `Away: ${OPPONENTS[i % OPPONENTS.length]} Fieldhouse`,
      },
      objectives: 'Box out on every shot. Talk on defense.',
      reminder: 'One Day Before',
    }));
    const created = await api.expect<{ events: SeededEvent[] }>('POST', 'schedule/createBulkEvents', {
      token: coachToken,
      body: {
        teamId: team.id,
        eventDefs: [
          {
            eventType: 'PRACTICE',
            date: start,
            startTime: '18:00',
            endTime: '19:30',
            location: { name: 'Lincoln High Gym' },
            objectives: 'Transition offense, press break, free throws.',
            fieldDetails: 'Main court; bring both jerseys.',
            repeat: { endDate: end, weekdays: [2, 4] },
          },
          ...games,
          {
            eventType: 'CUSTOM',
            customTypeId: film.customType.id,
            title: 'Film: scouting the Tigers',
            date: addDays(today, 3),
            startTime: '17:00',
            endTime: '18:00',
            location: { name: 'Room 114' },
          },
        ],
      },
    });

    const held = created.events.filter((e) => new Date(e.eventDate) < now);
    const ahead = created.events.filter((e) => new Date(e.eventDate) >= now);
    const nextGame = ahead.find((e) => e.eventType === 'GAME');
    // The player answered for the past and most of what is ahead, not the next game (the coach can nudge).
    const going = [...held, ...ahead.filter((e) => e.id !== nextGame?.id)].map((e) => e.id);
    const notGoing = going.splice(Math.min(3, going.length - 1), 1);
    for (let i = 0; i < going.length; i += 100) {
      await api.expect('POST', 'schedule/updateRSVP', {
        token: playerToken,
        body: { teamId: team.id, eventIds: going.slice(i, i + 100), status: 'GOING' },
      });
    }
    if (notGoing.length > 0) {
      await api.expect('POST', 'schedule/updateRSVP', {
        token: playerToken,
        body: { teamId: team.id, eventIds: notGoing, status: 'NOTGOING', reason: REASONS[0] },
      });
    }
    // Attendance for what has been held: present except where they said they could not come.
    for (const event of held) {
      await api.expect('POST', 'schedule/updateAttendance', {
        token: coachToken,
        body: {
          teamId: team.id,
          eventId: event.id,
          attendance: [{ userId: playerId, present: !notGoing.includes(event.id) }],
        },
      });
    }
  }
  // What the web app does after a coach's first event (the onboarding step "Add your first event").
  if (changed) {
    await api.expect('POST', 'account/setProfileFlag', {
      token: coachToken,
      body: { flag: 'CREATED_FIRST_EVENT', value: true },
    });
  }
  return changed;
}
