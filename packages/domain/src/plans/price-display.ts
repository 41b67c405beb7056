import { BillingPeriod } from './plans';

export type PriceDisplay = 'period' | 'perMonth';

function dollars(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${whole}.${fraction}`;
}

/**
 * Formats a price charged per billing period: '$30.00/mo', '$300.00/yr'. In a per-month display an
 * annual price is divided by 12 ('$25.00/mo') so that monthly and annual offers compare directly.
 */
export function formatPrice(amount: number, period: BillingPeriod, display: PriceDisplay = 'period'): string {
  if (period === 'ANNUAL' && display === 'perMonth') return `${dollars(Math.round((amount * 100) / 12))}/mo`;
  return `${dollars(Math.round(amount * 100))}${period === 'ANNUAL' ? '/yr' : '/mo'}`;
}
