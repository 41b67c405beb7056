import {
  DEFAULT_RATING_SECTIONS,
  isUnitOf,
  MEASUREMENT_QUANTITIES,
  RATING_SCALES,
  TEXT_LIMITS,
  WEIGHT_MAX,
} from '@chalktalk/domain';
import { z } from 'zod';
import { editedVersion, versionWithId } from '@chalktalk/platform';
import { id, label, object } from '../shared/input';

/** Limits of one template: room for every criterion of a sport and a coach's own additions. */
export const TEMPLATE_LIMITS = { criteria: 60, positions: 40, measuredFields: 20 } as const;

const measuredField = object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and dashes')
    .max(TEXT_LIMITS.label),
  label,
  quantity: z.enum(MEASUREMENT_QUANTITIES),
  unit: z.string().max(TEXT_LIMITS.label),
});

export const templateBodySchema = object({
  id: id('template').optional(),
  /** With an id: the version the template was edited from. */
  version: editedVersion().optional(),
  name: z.string().trim().min(1, 'Enter a name').max(TEXT_LIMITS.name),
  scoreScale: z.enum(RATING_SCALES),
  sections: z
    .array(
      object({
        name: z.enum(DEFAULT_RATING_SECTIONS),
        criteria: z.array(label).max(TEMPLATE_LIMITS.criteria),
      }),
    )
    .length(DEFAULT_RATING_SECTIONS.length),
  positionWeights: z
    .record(label, z.record(label, z.number().int().min(0).max(WEIGHT_MAX)))
    .refine((weights) => Object.keys(weights).length <= TEMPLATE_LIMITS.positions, 'Too many positions'),
  measuredFields: z.array(measuredField).max(TEMPLATE_LIMITS.measuredFields),
  active: z.boolean(),
}).superRefine((template, ctx) => {
  versionWithId(template, ctx);
  const names = template.sections.map((s) => s.name);
  if (new Set(names).size !== names.length)
    ctx.addIssue({ code: 'custom', path: ['sections'], message: 'Each section appears once' });
  const criteria = template.sections.flatMap((s) => s.criteria);
  if (criteria.length === 0)
    ctx.addIssue({ code: 'custom', path: ['sections'], message: 'Add at least one criterion' });
  if (criteria.length > TEMPLATE_LIMITS.criteria)
    ctx.addIssue({ code: 'custom', path: ['sections'], message: 'Too many criteria' });
  if (new Set(criteria).size !== criteria.length)
    ctx.addIssue({ code: 'custom', path: ['sections'], message: 'A criterion appears twice' });
  for (const [position, weights] of Object.entries(template.positionWeights))
    for (const criterion of Object.keys(weights))
      if (!criteria.includes(criterion))
        ctx.addIssue({
          code: 'custom',
          path: ['positionWeights', position, criterion],
          message: 'Weights are for criteria of the template',
        });
  const fieldIds = template.measuredFields.map((f) => f.id);
  if (new Set(fieldIds).size !== fieldIds.length)
    ctx.addIssue({
      code: 'custom',
      path: ['measuredFields'],
      message: 'Each measured field needs its own id',
    });
  template.measuredFields.forEach((field, i) => {
    if (!isUnitOf(field.quantity, field.unit))
      ctx.addIssue({
        code: 'custom',
        path: ['measuredFields', i, 'unit'],
        message: `Choose a unit of ${field.quantity}`,
      });
  });
});

export type TemplateBodyInput = z.infer<typeof templateBodySchema>;

export const getTemplatesSchema = object({ teamId: id('team') });
export const saveTemplateSchema = object({ teamId: id('team'), template: templateBodySchema });
export type SaveTemplateInput = z.infer<typeof saveTemplateSchema>;
