/** 24-hour HH:MM with two-digit padding: '09:05' is valid, '9:05' and '24:00' are not. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isValidTime(time: string): boolean {
  return TIME.test(time);
}
