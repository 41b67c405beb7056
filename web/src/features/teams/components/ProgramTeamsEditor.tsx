import { Anchor, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { NAME_MAX_LENGTH, sportLineLabel } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { showFieldErrors } from '../../../api/field-errors';
import { useAppDispatch } from '../../../app/hooks';
import { DialogActions } from '../../../components/DialogActions';
import { FormError } from '../../../components/FormOutcome';
import { useConfirm } from '../../../components/use-confirm';
import { useEdition } from '../../../config/EditionContext';
import { billingApi } from '../../billing/billingApi';
import { dateOf, dollars } from '../../billing/money';
import { chargeProposal, programEntity } from '../program-teams-charge';
import {
  teamEditKeyOf,
  toTeamEdits,
  toUpdateProgramTeams,
  type TeamEdit,
  type UpdateProgramTeamsRequest,
} from '../program-teams-form';
import type { Program, Team } from '../teams.types';
import { useUpdateProgramTeamsMutation } from '../teamsApi';

let nextKey = 1;

/** Add, rename, change the sport of, and remove a program's teams in one updateProgramTeams call. */
export function ProgramTeamsEditor({
  program,
  teams,
  onDone,
}: {
  program: Program;
  teams: Team[];
  onDone: () => void;
}) {
  const { sportLines } = useEdition();
  const [edits, setEdits] = useState<TeamEdit[]>(() => toTeamEdits(teams));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateProgramTeamsMutation();
  const confirm = useConfirm();
  const dispatch = useAppDispatch();

  /**
   * On a program a subscription pays for, adding teams is charged at once (prorated): the owner sees what it costs
   * and agrees before anything is saved. True when there is nothing to pay or the owner agreed.
   */
  const agreedToCharge = async (request: UpdateProgramTeamsRequest): Promise<boolean> => {
    if (request.added.length === 0) return true;
    const billing = await dispatch(
      billingApi.endpoints.getAdminBilling.initiate(undefined, { forceRefetch: true }),
    );
    const entity = billing.data ? programEntity(billing.data.entities, program.id) : null;
    const updates = entity && chargeProposal(entity, request);
    if (!entity || !updates) return true;
    const preview = await dispatch(
      billingApi.endpoints.previewBillingUpdate.initiate({ entityId: entity.id, updates }),
    ).unwrap();
    if (preview.amountDue <= 0) return true;
    const count = request.added.length;
    const per = entity.billingFrequency === 'ANNUAL' ? '/yr' : '/mo';
    return confirm({
      title: count === 1 ? 'Add a team' : `Add ${count} teams`,
      message:
        `Due now: ${dollars(preview.amountDue)} (prorated for the rest of this period), charged to the ` +
        `program's card. Next payment: ${dateOf(preview.nextPaymentDate)} (${dollars(preview.periodTotal)}${per}).`,
      confirmLabel: 'Pay and add',
    });
  };

  const change = (key: string, patch: Partial<TeamEdit>) =>
    setEdits(edits.map((edit) => (edit.key === key ? { ...edit, ...patch } : edit)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { request, errors: found, formError: problem } = toUpdateProgramTeams(program.id, teams, edits);
    setErrors(found);
    setFormError(problem);
    if (!request) return;
    const removedNames = edits.filter((edit) => edit.id && edit.removed).map((edit) => edit.name);
    const message = `Remove ${removedNames.join(', ')} with its roster and members?`;
    if (
      removedNames.length > 0 &&
      !(await confirm({ title: 'Remove teams', message, confirmLabel: 'Remove' }))
    ) {
      return;
    }
    try {
      if (!(await agreedToCharge(request))) return;
      await update(request).unwrap();
      onDone();
    } catch (caught) {
      // A refused team name or sport shows under that team's name; what names no team stays below the list.
      setFormError(
        showFieldErrors(
          caught,
          (key, message) => setErrors((current) => ({ ...current, [key]: message })),
          (path) => teamEditKeyOf(request, edits, path),
        ),
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Edit ${program.name} teams`}>
      <Stack gap="sm">
        {edits.map((edit, index) => {
          const known = sportLines.some((line) => line.id === edit.sport);
          const sports = [
            ...(!known && edit.sport ? [{ value: edit.sport, label: sportLineLabel(edit.sport) }] : []),
            ...sportLines.map((line) => ({ value: line.id, label: line.label })),
          ];
          return (
            <Group key={edit.key} align="flex-start" gap="sm" wrap="wrap" opacity={edit.removed ? 0.55 : 1}>
              <TextInput
                label={`Team ${index + 1} name`}
                style={{ flex: '1 1 12rem' }}
                maxLength={NAME_MAX_LENGTH}
                value={edit.name}
                disabled={edit.removed}
                error={errors[edit.key]}
                onChange={(event) => change(edit.key, { name: event.currentTarget.value })}
              />
              <NativeSelect
                label={`Team ${index + 1} sport`}
                style={{ flex: '1 1 10rem' }}
                value={edit.sport}
                disabled={edit.removed}
                data={sports}
                onChange={(event) =>
                  change(edit.key, { sport: event.currentTarget.value as TeamEdit['sport'] })
                }
              />
              <Anchor
                component="button"
                type="button"
                size="sm"
                mt={30}
                onClick={() => change(edit.key, { removed: !edit.removed })}
              >
                {edit.removed ? `Keep team ${index + 1}` : `Remove team ${index + 1}`}
              </Anchor>
            </Group>
          );
        })}
        <Button
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            setEdits([
              ...edits,
              { key: `new-${nextKey++}`, id: null, name: '', sport: sportLines[0]?.id ?? '', removed: false },
            ])
          }
        >
          Add team
        </Button>
        <FormError message={formError} />
      </Stack>
      <DialogActions submitLabel="Save teams" onCancel={onDone} loading={isLoading} />
    </form>
  );
}
