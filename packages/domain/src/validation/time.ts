import { LOCAL_DATE_PATTERN, LOCAL_TIME_PATTERN } from '../schedule/zoned-time';

/** 24-hour HH:MM with two-digit padding: '09:05' is valid, '9:05', '24:00' and '18:60' are not. */
export function isValidTime(time: string): boolean {
  return LOCAL_TIME_PATTERN.test(time);
}

/**
 * A calendar date, YYYY-MM-DD, that exists: '2028-02-29' is one, '2027-02-30', '2026-02-29' and '2027-13-01'
 * are not. The pattern alone lets a 30 February through, and JavaScript's Date reads it as 2 March, so an
 * impossible date would be stored as another day.
 */
export function isValidDate(date: string): boolean {
  if (!LOCAL_DATE_PATTERN.test(date)) return false;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
