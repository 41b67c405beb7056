const POST_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A post's or comment's time as the feed shows it: the reader's locale, medium date, short time. */
export const postDate = (iso: string) => new Date(iso).toLocaleString([], POST_DATE);

/**
 * The page's first date formatting loads the locale's date and time-zone data (~100 ms on a Lighthouse phone's 4x
 * CPU; later ones cost next to nothing). Formatting one date while the start-up reads are on the network, when the
 * main thread has nothing else to do, takes that cost out of the first post's render (web/README.md, fourth pass).
 */
export function warmPostDates(): void {
  postDate(new Date(0).toISOString());
}
