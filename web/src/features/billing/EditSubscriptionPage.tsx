import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
} from '@mantine/core';
import {
  ADDON_KINDS,
  ADDONS,
  type AddonKind,
  type AddonQuantities,
  formatPrice,
  addonPrice,
  planLabel,
  planPrice,
  type PlanCode,
} from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { showFieldErrors, withoutField } from '../../api/field-errors';
import { FormError, FormOutcome, type Outcome } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { usePageTitle } from '../../config/EditionContext';
import {
  useGetAdminBillingQuery,
  usePreviewBillingUpdateQuery,
  useUpdateBillingInfoMutation,
} from './billingApi';
import type { BilledTeam, BillingEntity } from './billing.types';
import { dateOf, dollars } from './money';
import { useWaitForPaidTeams } from './paid-state';

const TEAM_PLANS: PlanCode[] = ['BASIC', 'COMPLETE', 'COLLEGIATE', 'CLUB_COMPLETE'];

function EditForm({ entity }: { entity: BillingEntity }) {
  const [teams, setTeams] = useState<BilledTeam[]>(entity.teams);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A refused field's message by '<teamId>.plan' or '<teamId>.addons.<kind>'.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useUpdateBillingInfoMutation();
  const [activating, setActivating] = useState(false);
  const waitForPaidTeams = useWaitForPaidTeams();
  const updates = {
    billingFrequency: entity.billingFrequency,
    teams: teams.map((team) => ({ teamId: team.teamId, plan: team.plan, addons: team.addons })),
  };
  const preview = usePreviewBillingUpdateQuery({ entityId: entity.id, updates });
  const setTeam = (teamId: string, change: Partial<BilledTeam>) =>
    setTeams(teams.map((team) => (team.teamId === teamId ? { ...team, ...change } : team)));
  const clearError = (field: string) => setFieldErrors((errors) => withoutField(errors, field));
  /** The call's updates.teams.N.plan / .addons.<kind> is the Nth team's field. */
  const fieldOf = (path: string) => {
    const field = /^updates\.teams\.(\d+)\.(plan|addons\.[A-Z_]+)$/.exec(path);
    const team = field ? teams[Number(field[1])] : undefined;
    return field && team ? `${team.teamId}.${field[2]}` : undefined;
  };
  const setAddon = (team: BilledTeam, kind: AddonKind, units: number) => {
    clearError(`${team.teamId}.addons.${kind}`);
    const addons: AddonQuantities = { ...team.addons, [kind]: units };
    if (!units) delete addons[kind];
    setTeam(team.teamId, { addons });
  };
  const period = entity.billingFrequency;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setFieldErrors({});
    try {
      const answer = await save({ entityId: entity.id, updates }).unwrap();
      // Saved once teams reads the teams on their new plans (an upgrade opens features at once).
      setActivating(true);
      await waitForPaidTeams(answer.billingEntity.teams);
      setActivating(false);
      setOutcome({
        ok: true,
        message:
          answer.charged > 0
            ? `Saved. ${dollars(answer.charged)} was charged for the rest of this period.`
            : answer.billingEntity.pending
              ? `Saved. The change takes effect on ${dateOf(answer.billingEntity.pending.from)}.`
              : 'Saved.',
      });
    } catch (caught) {
      // A refused plan or add-on count shows under it; a refused charge stays above the button.
      const unplaced = showFieldErrors(
        caught,
        (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
        fieldOf,
      );
      setOutcome(unplaced === null ? null : { ok: false, message: unplaced });
    }
  };

  return (
    <SectionCard title={entity.name} onSubmit={onSubmit}>
      <Stack gap="sm">
        {teams.map((team) => (
          <Fieldset legend={team.name} key={team.teamId}>
            <Group gap="sm" wrap="wrap" align="flex-end">
              <NativeSelect
                label={`${team.name} plan`}
                style={{ flex: '1 1 12rem' }}
                value={team.plan}
                error={fieldErrors[`${team.teamId}.plan`]}
                data={TEAM_PLANS.map((code) => ({
                  value: code,
                  label: `${planLabel(code)} (${formatPrice(planPrice(code, period), period)})`,
                }))}
                onChange={(e) => {
                  clearError(`${team.teamId}.plan`);
                  setTeam(team.teamId, { plan: e.currentTarget.value as PlanCode });
                }}
              />
              {ADDON_KINDS.map((kind) => (
                <NumberInput
                  key={kind}
                  label={`${ADDONS[kind].label} (${formatPrice(addonPrice(kind, period), period)})`}
                  aria-label={`${team.name}: ${ADDONS[kind].label}`}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  style={{ flex: '1 1 9rem' }}
                  value={team.addons[kind] ?? 0}
                  error={fieldErrors[`${team.teamId}.addons.${kind}`]}
                  onChange={(value) => setAddon(team, kind, typeof value === 'number' ? value : 0)}
                />
              ))}
            </Group>
          </Fieldset>
        ))}
        {preview.data && (
          <Alert color="blue" variant="light" role="status" aria-label="Payment preview">
            <Text>
              Due now: <strong>{dollars(preview.data.amountDue)}</strong> (prorated for the rest of this
              period)
            </Text>
            <Text>
              Next payment: {dateOf(preview.data.nextPaymentDate)} ({dollars(preview.data.periodTotal)}
              {period === 'ANNUAL' ? '/yr' : '/mo'})
            </Text>
          </Alert>
        )}
        <FormOutcome outcome={outcome} />
        <Button type="submit" loading={isLoading || activating} style={{ alignSelf: 'flex-start' }}>
          Save changes
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** /profile/subscriptions/manage/edit?e=: plans and seats of one subscription; only its owner changes it. */
export function EditSubscriptionPage() {
  usePageTitle('Edit subscription');
  const [params] = useSearchParams();
  // Read once: the shell may rewrite the query to add the active team (t=) and drop the rest.
  const [entityId] = useState(() => params.get('e'));
  const { data, isError } = useGetAdminBillingQuery();
  const entity = data?.entities.find((candidate) => candidate.id === entityId);
  return (
    <Page title="Edit subscription">
      <Text mb="md">
        <Anchor component={Link} to="/profile/subscriptions/billing">
          Back to billing
        </Anchor>
      </Text>
      {isError && <FormError message="Billing could not be loaded." />}
      {data && !entity && (
        <Text>Only the team owner can change this subscription. Talk to your team admin.</Text>
      )}
      {entity && <EditForm key={entity.id} entity={entity} />}
    </Page>
  );
}
