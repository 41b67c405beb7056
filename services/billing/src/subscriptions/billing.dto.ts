import { ADDON_KINDS, BILLING_PERIODS, isStateOf, PLAN_CODES, TEXT_LIMITS } from '@chalktalk/domain';
import { isoDateTime } from '@chalktalk/platform';
import { z } from 'zod';

/** At most this many teams in one subscription call (the teams service's own cap per call). */
export const MAX_TEAMS_PER_SUBSCRIPTION = 50;
const MAX_ADDON_UNITS = 100;

const id = z.string().uuid({ error: 'Invalid id' });
const addonsInput = z
  .object(
    Object.fromEntries(
      ADDON_KINDS.map((kind) => [kind, z.number().int().min(0).max(MAX_ADDON_UNITS).optional()]),
    ),
    { error: 'Invalid add-ons' },
  )
  .strict();
const addons = addonsInput.default({});
const plan = z.enum(PLAN_CODES, { error: 'Unknown plan' });
const billingFrequency = z.enum(BILLING_PERIODS, { error: 'Billing frequency is MONTHLY or ANNUAL' });
const couponCode = z.string().trim().min(1).max(TEXT_LIMITS.label).optional();

export const createProgramSubscriptionSchema = z.object({
  teamSettings: z.object({
    name: z.string().trim().min(1).max(TEXT_LIMITS.name),
    billingFrequency,
    couponCode,
    teams: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(TEXT_LIMITS.name),
          sport: z.string().min(1).max(TEXT_LIMITS.label),
          collegiateTeam: z.boolean().optional(),
          plan,
          addons,
        }),
      )
      .min(1, { error: 'At least one team' })
      .max(MAX_TEAMS_PER_SUBSCRIPTION),
  }),
});
export type CreateProgramSubscriptionDto = z.infer<typeof createProgramSubscriptionSchema>;

/** billing/addPersonalUnlimited: `settings` = how often to pay, and an optional discount code. */
export const addPersonalUnlimitedSchema = z.object({
  settings: z.object({ billingFrequency, couponCode }).strict(),
});
export type PersonalUnlimitedSettings = z.infer<typeof addPersonalUnlimitedSchema>['settings'];

/** The proposed state of an entity: the plan and add-ons of each of its teams, and the billing frequency. */
const updates = z.object({
  billingFrequency,
  couponCode,
  teams: z
    .array(z.object({ teamId: id.optional(), plan, addons }))
    .min(1, { error: 'At least one team' })
    .max(MAX_TEAMS_PER_SUBSCRIPTION),
});
export type BillingUpdates = z.infer<typeof updates>;

/** GET: updates arrive as JSON in the query string (document 3 section 7). */
export const previewBillingUpdateSchema = z.object({
  entityId: id.optional(),
  updates: z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'updates must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(updates),
});

export const updateBillingInfoSchema = z.object({ entityId: id, updates });
export const entityIdSchema = z.object({ entityId: id });
export const resumeSubscriptionSchema = z.object({
  entityId: id,
  email: z.email().max(TEXT_LIMITS.email).optional(),
});
export const getInvoicesSchema = z.object({ entityInvoices: id });
export const loadSuccessfulInvoiceSchema = z.object({ linkId: id });
export const validateDiscountCodeSchema = z.object({ code: z.string().trim().min(1).max(TEXT_LIMITS.label) });

const line = z
  .string()
  .trim()
  .min(1)
  .max(TEXT_LIMITS.description / 10);
export const billingAddressSchema = z
  .object({
    line1: line,
    line2: z
      .string()
      .trim()
      .max(TEXT_LIMITS.description / 10)
      .optional(),
    city: line,
    state: z.string().trim().min(2).max(2),
    postalCode: z.string().trim().min(3).max(10),
    country: z.enum(['US', 'CA'], { error: 'Country is US or CA' }),
  })
  .refine((address) => isStateOf(address.country, address.state), {
    message: 'Unknown state or province for the country',
    path: ['state'],
  });

export const addPaymentMethodSchema = z.object({
  cardToken: z.string().regex(/^tok_\w{1,120}$/, { error: 'Invalid card token' }),
  billingAddress: billingAddressSchema.optional(),
});
export const deletePaymentMethodSchema = z.object({
  cardId: z.string().regex(/^(card|pm|src)_\w{1,120}$/, { error: 'Invalid card id' }),
  cancelSubscriptions: z.boolean().default(false),
});
export const triggerInvoiceSchema = z.object({
  programId: id,
  email: z.email().max(TEXT_LIMITS.email).optional(),
});

const teamName = z.string().trim().max(TEXT_LIMITS.name);
const sport = z.string().max(TEXT_LIMITS.label);

/**
 * teams/updateProgramTeams (document 1 section 5, document 3 section 7), routed to billing: teams' own payload,
 * plus an optional `plan` for an added team (billing's; default: the subscription's plan). Names and sports are
 * teams' to judge (billing passes them on); drafts without a name or sport are dropped, as teams drops them.
 */
export const updateProgramTeamsSchema = z.object({
  programId: id,
  added: z
    .array(
      z.object({
        name: teamName.optional(),
        sport: sport.optional(),
        collegiateTeam: z.boolean().optional(),
        plan: plan.optional(),
        addons,
      }),
    )
    .max(MAX_TEAMS_PER_SUBSCRIPTION)
    .default([])
    .transform((teams) => teams.filter((team) => team.name && team.sport?.trim())),
  modified: z
    .array(
      z.object({
        id,
        name: teamName,
        sport,
        collegiateTeam: z.boolean().optional(),
        addons: addonsInput.optional(),
      }),
    )
    .max(MAX_TEAMS_PER_SUBSCRIPTION)
    .default([]),
  removed: z.array(id).max(MAX_TEAMS_PER_SUBSCRIPTION).default([]),
  addons: addonsInput.optional(),
  quantity: z.number().int().min(0).max(10_000).optional(),
});
export type UpdateProgramTeamsDto = z.infer<typeof updateProgramTeamsSchema>;

/** billing/advanceTestClock (test mode only): the moment the entity's clock moves to, like a Stripe test clock's. */
export const advanceTestClockSchema = z.object({
  entityId: id,
  frozenTime: isoDateTime('frozenTime must be an ISO date-time'),
});
