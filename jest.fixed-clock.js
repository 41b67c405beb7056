/*
 * Every unit test starts on one fixed date, so a test that reads "today" gives the same answer on any day of
 * the year (a suite that passed in November once failed in December). timekeeper's travel replaces Date only: the
 * clock runs on from that date at the machine's pace and resolution (code that slices work by Date.now() still sees
 * time pass inside a loop), and timers, performance.now and the microtask queue stay real. A test that calls
 * jest.useFakeTimers() takes over the clock as before; jest.useRealTimers() then gives it the machine's clock.
 * The web project's component tests set their own clock where a screen reads today (MonthView, EventFormModal):
 * travelled globally, two of them (playbook-tags, EvaluationFormPage) saw one extra refetch once the travel passed
 * the app's one-hour staleness, a cause not yet found, so the web project is left on the machine's clock.
 */
import timekeeper from 'timekeeper';

const FIXED_NOW = new Date('2026-12-02T17:00:00Z');

timekeeper.travel(FIXED_NOW);
