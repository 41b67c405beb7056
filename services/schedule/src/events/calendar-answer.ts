/**
 * getCalendar's answer as JSON text: `{ timeZone, month, teams?, events }`, `events` being the cells array text
 * Postgres wrote (calendar-cells.sql.ts), spliced in without being parsed. `teams` (the club calendar only) names
 * each team once, `{ [teamId]: { name } }`, instead of a team name in each of 4,000 cells.
 */
export interface CalendarAnswerHead {
  timeZone: string;
  month: string;
  teams?: Record<string, { name: string }>;
}

export function calendarAnswerJson(head: CalendarAnswerHead, cellsJson: string): string {
  const prefix = JSON.stringify(head);
  // `head` is an object literal, so its text ends with `}`: the cells go in as its last property.
  return `${prefix.slice(0, -1)},"events":${cellsJson}}`;
}
