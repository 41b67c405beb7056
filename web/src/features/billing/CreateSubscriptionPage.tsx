import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type BillingPeriod,
  formatPrice,
  NAME_MAX_LENGTH,
  planFromQuery,
  planLabel,
  planPrice,
  type PlanCode,
} from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { showFieldErrors, withoutField } from '../../api/field-errors';
import { FormError } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { useEdition, usePageTitle } from '../../config/EditionContext';
import { readDiscountCode } from '../discount/discount-code';
import {
  useCreateProgramSubscriptionMutation,
  useGetAdminBillingQuery,
  usePreviewBillingUpdateQuery,
} from './billingApi';
import { CardForm } from './components/CardForm';
import { dateOf, dollars } from './money';
import { useWaitForPaidTeams } from './paid-state';

/** Card errors of the first charge (billing README): the program was created and waits for a retry. */
const FIRST_CHARGE_REFUSED = new Set(['B001', 'B002', 'B003', 'B004', 'B013']);

/** Plans a program buys for its teams (Personal Unlimited is a user's own; Grandfathered is not sold any more). */
const TEAM_PLANS: PlanCode[] = ['BASIC', 'COMPLETE', 'COLLEGIATE', 'CLUB_COMPLETE'];

interface TeamRow {
  key: number;
  name: string;
  sport: string;
  plan: PlanCode;
}
let nextKey = 1;

/**
 * /profile/subscriptions/manage/create?plan=: a program and its teams, each on a plan, monthly or annual; the
 * preview of what is due now and when the next payment falls; the card (Stripe.js); then pay.
 */
export function CreateSubscriptionPage() {
  usePageTitle('Create subscription');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { sportLines } = useEdition();
  const plan = planFromQuery(params.get('plan')) ?? 'COMPLETE';
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<BillingPeriod>('MONTHLY');
  const [teams, setTeams] = useState<TeamRow[]>(() => [
    { key: nextKey++, name: '', sport: sportLines[0]?.id ?? '', plan },
  ]);
  const [couponCode] = useState(() => readDiscountCode());
  const [formError, setFormError] = useState<string | null>(null);
  // A refused field's message by the form's name for it: 'name', or '<team key>.name|sport|plan'.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Paying again here would create a second program: the saved one is retried on the billing page.
  const [refused, setRefused] = useState(false);
  const billing = useGetAdminBillingQuery();
  const [subscribe, { isLoading }] = useCreateProgramSubscriptionMutation();
  const [activating, setActivating] = useState(false);
  const waitForPaidTeams = useWaitForPaidTeams();

  const updates = {
    billingFrequency: frequency,
    ...(couponCode ? { couponCode } : {}),
    teams: teams.map((team) => ({ plan: team.plan, addons: {} })),
  };
  const preview = usePreviewBillingUpdateQuery({ updates });
  const card = billing.data?.cards.find((c) => c.isDefault) ?? billing.data?.cards[0];

  const updateTeam = (key: number, change: Partial<TeamRow>) => {
    setTeams(teams.map((team) => (team.key === key ? { ...team, ...change } : team)));
    for (const field of Object.keys(change))
      setFieldErrors((errors) => withoutField(errors, `${key}.${field}`));
  };

  /** The call's teamSettings.name is the program name, teamSettings.teams.N.* the Nth team row. */
  const fieldOf = (path: string) => {
    if (path === 'teamSettings.name') return 'name';
    const team = /^teamSettings\.teams\.(\d+)\.(name|sport|plan)$/.exec(path);
    const row = team ? teams[Number(team[1])] : undefined;
    return team && row ? `${row.key}.${team[2]}` : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setFieldErrors({});
    if (!name.trim() || teams.some((team) => !team.name.trim())) {
      setFormError('Please name the program and each team.');
      return;
    }
    try {
      const created = await subscribe({
        name: name.trim(),
        billingFrequency: frequency,
        ...(couponCode ? { couponCode } : {}),
        teams: teams.map((team) => ({
          name: team.name.trim(),
          sport: team.sport,
          plan: team.plan,
          addons: {},
        })),
      }).unwrap();
      // Paid in billing; success once the teams read as paid too, so the next page's calls are not refused.
      setActivating(true);
      await waitForPaidTeams(created.billingEntity.teams);
      navigate(`/profile/subscriptions/billing?e=${created.billingEntity.id}`);
    } catch (caught) {
      // A refused first charge: the program exists, unpaid, with its payment to retry on the billing page.
      if (isApiError(caught) && FIRST_CHARGE_REFUSED.has(caught.code)) setRefused(true);
      // A refused name, sport or plan shows under its field; the payment's answer stays above the button.
      setFormError(
        showFieldErrors(
          caught,
          (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
          fieldOf,
        ),
      );
    }
  };

  return (
    <Page title="Create subscription">
      <Text mb="md">
        <Anchor component={Link} to="/profile/subscriptions/manage">
          Back to manage teams
        </Anchor>
      </Text>
      <SectionCard title="Program and teams" onSubmit={onSubmit}>
        <Stack gap="sm">
          <TextInput
            label="Program name"
            maxLength={NAME_MAX_LENGTH}
            value={name}
            error={fieldErrors.name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setFieldErrors((errors) => withoutField(errors, 'name'));
            }}
          />
          <div>
            <Text size="sm" fw={500} id="frequency-label" mb={4}>
              Billing frequency
            </Text>
            <SegmentedControl
              aria-labelledby="frequency-label"
              value={frequency}
              onChange={(value) => setFrequency(value as BillingPeriod)}
              data={[
                { value: 'MONTHLY', label: 'Monthly' },
                { value: 'ANNUAL', label: 'Annual' },
              ]}
            />
          </div>
          <Fieldset legend="Teams">
            <Stack gap="sm">
              {teams.map((team, index) => (
                <Group key={team.key} gap="sm" wrap="wrap" align="flex-end">
                  <TextInput
                    label={`Team ${index + 1} name`}
                    maxLength={NAME_MAX_LENGTH}
                    style={{ flex: '1 1 11rem' }}
                    value={team.name}
                    error={fieldErrors[`${team.key}.name`]}
                    onChange={(e) => updateTeam(team.key, { name: e.currentTarget.value })}
                  />
                  <NativeSelect
                    label={`Team ${index + 1} sport`}
                    style={{ flex: '1 1 10rem' }}
                    value={team.sport}
                    error={fieldErrors[`${team.key}.sport`]}
                    data={sportLines.map((line) => ({ value: line.id, label: line.label }))}
                    onChange={(e) => updateTeam(team.key, { sport: e.currentTarget.value })}
                  />
                  <NativeSelect
                    label={`Team ${index + 1} plan`}
                    style={{ flex: '1 1 12rem' }}
                    value={team.plan}
                    error={fieldErrors[`${team.key}.plan`]}
                    data={TEAM_PLANS.map((code) => ({
                      value: code,
                      label: `${planLabel(code)} (${formatPrice(planPrice(code, frequency), frequency)})`,
                    }))}
                    onChange={(e) => updateTeam(team.key, { plan: e.currentTarget.value as PlanCode })}
                  />
                  {teams.length > 1 && (
                    <Button
                      variant="subtle"
                      onClick={() => setTeams(teams.filter((other) => other.key !== team.key))}
                    >
                      Remove team {index + 1}
                    </Button>
                  )}
                </Group>
              ))}
              <Button
                variant="default"
                style={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  setTeams([...teams, { key: nextKey++, name: '', sport: sportLines[0]?.id ?? '', plan }])
                }
              >
                Add another team
              </Button>
            </Stack>
          </Fieldset>
          {preview.data && (
            <Alert color="blue" variant="light" role="status" aria-label="Payment preview">
              <Text>
                Due today: <strong>{dollars(preview.data.amountDue)}</strong>
                {preview.data.discount > 0 && ` (discount ${dollars(preview.data.discount)})`}
              </Text>
              <Text>
                Next payment: {dateOf(preview.data.nextPaymentDate)} ({dollars(preview.data.periodTotal)}
                {frequency === 'ANNUAL' ? '/yr' : '/mo'})
              </Text>
              {couponCode && <Text size="sm">Discount code {couponCode} applied.</Text>}
            </Alert>
          )}
          {card ? (
            <Text>
              Paying with {card.brand} ending in {card.last4}.
            </Text>
          ) : (
            <Text c="dimmed">Add a card below to pay.</Text>
          )}
          <FormError message={formError} />
          {refused && (
            <Text role="status">
              Your program is saved but stays inactive until its payment goes through:{' '}
              <Anchor component={Link} to="/profile/subscriptions/billing">
                retry the payment on the billing page
              </Anchor>
              .
            </Text>
          )}
          {activating && <Text role="status">Payment received. Activating your teams…</Text>}
          <Button
            type="submit"
            loading={isLoading || activating}
            disabled={!card || refused}
            style={{ alignSelf: 'flex-start' }}
          >
            {preview.data ? `Pay ${dollars(preview.data.amountDue)}` : 'Pay'}
          </Button>
        </Stack>
      </SectionCard>
      {billing.data && !card && <CardForm stripe={billing.data.stripe} />}
    </Page>
  );
}
