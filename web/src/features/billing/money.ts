// Made on first use, not at module load: creating an Intl formatter loads the locale data (~50 ms on a phone, 200 ms
// at Lighthouse's 4x CPU), and the chunk merge put this module in the entry, so every page paid for it at start.
let usd: Intl.NumberFormat | undefined;
let day: Intl.DateTimeFormat | undefined;

/** Dollars with two decimals: '$60.00'. */
export const dollars = (amount: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(amount);
export const dateOf = (iso: string | null | undefined): string =>
  iso ? (day ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })).format(new Date(iso)) : '—';
