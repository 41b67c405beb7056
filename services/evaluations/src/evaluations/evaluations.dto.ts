import { EVALUATION_SHARE_TYPES, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { TEMPLATE_LIMITS } from '../templates/templates.dto';
import { editedVersion, versionWithId } from '@chalktalk/platform';
import { id, label, object } from '../shared/input';

export const saveEvaluationSchema = object({
  teamId: id('team'),
  rosterId: id('roster'),
  evaluation: object({
    id: id('evaluation').optional(),
    /** With an id: the version the evaluation was edited from. */
    version: editedVersion().optional(),
    templateId: id('template'),
    /** Criterion → score; range checked against the template's scale. */
    scores: z
      .record(label, z.number().int('Scores are whole numbers').min(1).max(10))
      .refine((s) => Object.keys(s).length <= TEMPLATE_LIMITS.criteria, 'Too many scores'),
    /** Measured field id → the value as typed in the field's unit (empty = not measured). */
    measurements: z
      .record(label, z.string().max(32))
      .refine((m) => Object.keys(m).length <= TEMPLATE_LIMITS.measuredFields, 'Too many measurements')
      .default({}),
    notes: z.string().max(TEXT_LIMITS.description).default(''),
  }).superRefine(versionWithId),
});
export type SaveEvaluationInput = z.infer<typeof saveEvaluationSchema>;

export const getPlayerEvaluationsSchema = object({ teamId: id('team'), rosterId: id('roster') });

export const shareEvaluationSchema = object({
  teamId: id('team'),
  rosterId: id('roster'),
  evaluationId: id('evaluation'),
  shareType: z.enum(EVALUATION_SHARE_TYPES),
});
export type ShareEvaluationInput = z.infer<typeof shareEvaluationSchema>;
