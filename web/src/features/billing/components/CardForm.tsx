import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { BILLING_COUNTRIES, type BillingCountry, STATE_CODES } from '@chalktalk/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showFieldErrors, under, withoutField } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { useAddPaymentMethodMutation } from '../billingApi';
import type { Card } from '../billing.types';
import { loadStripe, type StripeCardElement, type StripeJs } from '../stripe-js';

/** The billing address fields the server can refuse (billingAddress.*). */
const ADDRESS_FIELDS = ['line1', 'city', 'state', 'postalCode', 'country'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

interface CardFormProps {
  stripe: { publishableKey: string | null; jsUrl: string };
  onAdded?: (card: Card) => void;
  title?: string;
}

/**
 * A card and its billing address (US or Canada, state or province from the lists). The card fields are Stripe.js
 * Elements: the number goes to Stripe, which hands back a token; only the token reaches billing.
 */
export function CardForm({ stripe: settings, onAdded, title = 'Add a card' }: CardFormProps) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; card: StripeCardElement } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [country, setCountry] = useState<BillingCountry>('US');
  const [address, setAddress] = useState({ line1: '', city: '', state: 'AL', postalCode: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [addPaymentMethod, { isLoading }] = useAddPaymentMethodMutation();

  const change = (field: AddressField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    setFieldErrors((errors) => withoutField(errors, field));
  };

  useEffect(() => {
    if (!settings.publishableKey) return;
    let card: StripeCardElement | undefined;
    let cancelled = false;
    loadStripe(settings.jsUrl, settings.publishableKey)
      .then((js) => {
        if (cancelled || !mountPoint.current) return;
        card = js.elements().create('card');
        card.mount(mountPoint.current);
        setStripe({ js, card });
      })
      .catch(() => setLoadError('The card form could not be loaded. Please try again later.'));
    return () => {
      cancelled = true;
      card?.unmount();
    };
  }, [settings.jsUrl, settings.publishableKey]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setFieldErrors({});
    if (!stripe) return;
    if (!address.line1.trim() || !address.city.trim() || !address.postalCode.trim()) {
      setFormError('Please enter the billing address.');
      return;
    }
    const { token, error } = await stripe.js.createToken(stripe.card);
    if (!token) {
      setFormError(error?.message ?? 'Your card number is incorrect.');
      return;
    }
    try {
      const answer = await addPaymentMethod({
        cardToken: token.id,
        billingAddress: { ...address, country },
      }).unwrap();
      onAdded?.(answer.card);
    } catch (caught) {
      // A refused address field shows under it; the card's own refusal stays above the button.
      setFormError(
        showFieldErrors(
          caught,
          (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
          under('billingAddress.', ADDRESS_FIELDS),
        ),
      );
    }
  };

  const states = STATE_CODES[country];
  return (
    <SectionCard title={title} onSubmit={onSubmit}>
      <Stack gap="sm">
        <div>
          <Text component="label" size="sm" fw={500} id="card-label">
            Card
          </Text>
          <div ref={mountPoint} aria-labelledby="card-label" data-testid="card-element" />
        </div>
        <FormError
          message={settings.publishableKey ? loadError : 'Card payments are not set up on this server.'}
        />
        <TextInput
          label="Address"
          autoComplete="address-line1"
          value={address.line1}
          error={fieldErrors.line1}
          onChange={(e) => change('line1', e.currentTarget.value)}
        />
        <Group gap="sm" wrap="wrap" align="flex-start">
          <TextInput
            label="City"
            autoComplete="address-level2"
            style={{ flex: '1 1 10rem' }}
            value={address.city}
            error={fieldErrors.city}
            onChange={(e) => change('city', e.currentTarget.value)}
          />
          <NativeSelect
            label="Country"
            style={{ flex: '1 1 9rem' }}
            value={country}
            error={fieldErrors.country}
            data={BILLING_COUNTRIES.map((c) => ({ value: c.code, label: c.label }))}
            onChange={(e) => {
              const next = e.currentTarget.value as BillingCountry;
              setCountry(next);
              setFieldErrors((errors) => withoutField(errors, 'country'));
              change('state', STATE_CODES[next][0]!);
            }}
          />
          <NativeSelect
            label={country === 'CA' ? 'Province' : 'State'}
            style={{ flex: '1 1 6rem' }}
            value={address.state}
            error={fieldErrors.state}
            data={[...states]}
            onChange={(e) => change('state', e.currentTarget.value)}
          />
          <TextInput
            label={country === 'CA' ? 'Postal code' : 'ZIP code'}
            autoComplete="postal-code"
            style={{ flex: '1 1 7rem' }}
            value={address.postalCode}
            error={fieldErrors.postalCode}
            onChange={(e) => change('postalCode', e.currentTarget.value)}
          />
        </Group>
        <FormError message={formError} />
        <Button type="submit" loading={isLoading} disabled={!stripe} style={{ alignSelf: 'flex-start' }}>
          Save card
        </Button>
      </Stack>
    </SectionCard>
  );
}
