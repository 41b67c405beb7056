/** The schedule's user-visible answers, word for word from the spec and the issue. */
export const SCHEDULE_MESSAGES = {
  eventSaved: 'Event changes saved',
  notificationSent: 'Notification sent successfully',
  rsvpLinkInvalid: 'This link is invalid or expired.',
} as const;

/** Days a mailed one-click RSVP link stays valid after it is sent (and never after the event has ended). */
export const RSVP_LINK_DAYS = 14;
