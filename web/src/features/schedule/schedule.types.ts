import type { EventType, RsvpStatus } from '@chalktalk/domain';

export interface EventLocation {
  placeId: string | null;
  lat: number | null;
  lng: number | null;
  name: string;
}

export interface RsvpCounts {
  GOING: number;
  MAYBE: number;
  NOTGOING: number;
}

/** An event as schedule's calls answer it. */
export interface ScheduleEvent {
  id: string;
  teamId: string;
  seriesId: string | null;
  eventType: EventType;
  customType: { id: string; name: string; color: string } | null;
  title: string;
  eventDate: string;
  endTime: string;
  timeZone: string;
  local: { date: string; startTime: string; endDate: string; endTime: string };
  opponent: string | null;
  location: EventLocation | null;
  objectives: string | null;
  fieldDetails: string | null;
  practicePlan?: { sections: PracticeSection[] } | null;
  reminder: { choice: string; sendAt: string } | false;
  defaultRsvp: 'GOING' | null;
  cancelled: boolean;
  sequence: number;
  myRsvp?: RsvpStatus | null;
  rsvpCounts?: RsvpCounts;
  teamName?: string;
}

/**
 * A month calendar cell (getCalendar): what the month view shows of an event; event details load the whole event
 * (getEvent) on open. `local` holds only the start's date in the event's zone.
 */
export interface CalendarEvent extends Pick<
  ScheduleEvent,
  | 'id'
  | 'teamId'
  | 'eventType'
  | 'customType'
  | 'title'
  | 'opponent'
  | 'eventDate'
  | 'endTime'
  | 'timeZone'
  | 'cancelled'
  | 'myRsvp'
  | 'rsvpCounts'
  | 'teamName'
> {
  location: { name: string } | null;
  local: { date: string };
}

/** What the event form sends (saveEvent's event; createBulkEvents' eventDefs add repeat). */
export interface EventFields {
  eventType: EventType;
  customTypeId?: string | null;
  title?: string;
  date: string;
  startTime: string;
  endTime: string;
  opponent?: string | null;
  location?: { name: string } | null;
  objectives?: string | null;
  fieldDetails?: string | null;
  reminder?: string | false;
  defaultRsvp?: 'GOING' | null;
  cancelled?: boolean;
}

export interface ScheduleAnswer {
  timeZone: string;
  events: ScheduleEvent[];
  nextCursor: string | null;
}

export interface RsvpPerson {
  userId: string;
  firstName: string;
  lastName: string;
  role: string;
}

export interface RsvpDetails {
  eventId: string;
  defaultRsvp: 'GOING' | null;
  counts: RsvpCounts & { noAnswer: number };
  answers: (RsvpPerson & {
    status: RsvpStatus;
    reason: string;
    answeredBy: string | null;
    answeredAt: string | null;
    defaulted: boolean;
  })[];
  noAnswer: RsvpPerson[];
}

export interface AttendanceRow extends RsvpPerson {
  rsvp: RsvpStatus | null;
  present: boolean | null;
}

export interface SeasonAttendance {
  events: number;
  players: (Omit<RsvpPerson, 'role'> & {
    present: number;
    absent: number;
    notMarked: number;
    rate: number | null;
  })[];
}

export interface CustomEventType {
  id: string;
  name: string;
  color: string;
}

export interface PracticeSection {
  title: string;
  minutes: number;
  notes?: string;
  playIds?: string[];
}

export interface PracticeTemplate {
  id: string;
  name: string;
  sections: PracticeSection[];
  totalMinutes: number;
  createdBy: string;
  createdDate: string;
}
