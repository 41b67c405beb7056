const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Dollars with two decimals: '$60.00'. */
export const dollars = (amount: number): string => usd.format(amount);
export const dateOf = (iso: string | null | undefined): string => (iso ? day.format(new Date(iso)) : '—');
