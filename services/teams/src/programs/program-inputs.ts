import { ADDON_KINDS, type AddonQuantities, SPORT_LINES, validateName } from '@chalktalk/domain';
import { z } from 'zod';

/** Sites (programs, teams) follow the shared name rule: under 40 characters, a letter or digit first. */
export const nameField = z
  .string({ error: 'Please enter a name' })
  .trim()
  .superRefine((name, ctx) => {
    const problem = validateName(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const sportField = z.enum(SPORT_LINES, { error: 'Please choose a sport' });

export const MAX_ADDON_UNITS = 1000;

/** Add-on units by kind; keys in any case (players, PLAYERS), absent kinds are none. */
export const addonsField = z
  .record(z.string(), z.unknown(), { error: 'Add-ons must be an object' })
  .transform((raw) =>
    Object.fromEntries(Object.entries(raw).map(([key, value]) => [key.toUpperCase(), value])),
  )
  .pipe(
    z.strictObject(
      Object.fromEntries(
        ADDON_KINDS.map((kind) => [
          kind,
          z
            .number({ error: 'Add-on quantities are whole numbers' })
            .int({ error: 'Add-on quantities are whole numbers' })
            .min(0)
            .max(MAX_ADDON_UNITS)
            .optional(),
        ]),
      ) as Record<(typeof ADDON_KINDS)[number], z.ZodOptional<z.ZodNumber>>,
      { error: 'Unknown add-on kind' },
    ),
  )
  .transform((addons) => {
    const clean: AddonQuantities = {};
    for (const kind of ADDON_KINDS) if (addons[kind]) clean[kind] = addons[kind];
    return clean;
  });

export const teamFields = {
  name: nameField,
  sport: sportField,
  collegiateTeam: z.boolean({ error: 'collegiateTeam must be true or false' }).default(false),
  addons: addonsField.default({}),
};

/** Drafts as typed on the manage-teams page; those with an empty name or sport are dropped (spec 1 section 5). */
export const teamDraft = z.looseObject({
  name: z.string({ error: 'Team name must be text' }).optional(),
  sport: z.string({ error: 'Sport must be text' }).optional(),
});

export function hasNameAndSport(team: z.infer<typeof teamDraft>): boolean {
  return Boolean(team.name?.trim() && team.sport?.trim());
}
