import { LIST_LIMITS, SPORT_LINES, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { description, id, idList, label, name, object } from '../../playbooks/dto/input';

const point = z.object({ x: z.number(), y: z.number() });
const pieceId = z.string().min(1).max(TEXT_LIMITS.id);

/** A field piece as the play model has it: flat fields (type, sizes, ids, flags) and its origin. */
const fieldPiece = z.record(
  z.string().max(TEXT_LIMITS.label),
  z.union([z.number(), z.boolean(), z.null(), z.string().max(TEXT_LIMITS.id), point]),
);

/** A formation as spec section 3 describes it (version 1). */
export const formationSchema = object({
  id: id('formation').optional(),
  name,
  sport: z.enum(SPORT_LINES),
  attributes: z.array(label).max(LIST_LIMITS.formationAttributes).default([]),
  description: description.default(''),
  anchorType: z.enum(['GOAL', 'CENTER']),
  initial: z
    .array(
      z.object({
        id: pieceId,
        type: z.enum(['BLUEPLAYER', 'ORANGEPLAYER']),
        origin: point,
        role: z.string().max(TEXT_LIMITS.label).optional(),
      }),
    )
    .min(1)
    .max(LIST_LIMITS.playItems),
  fieldPieces: z.array(fieldPiece).max(LIST_LIMITS.playItems).default([]),
  balls: z
    .array(z.object({ id: pieceId, carrier: pieceId }))
    .max(LIST_LIMITS.playItems)
    .default([]),
});

export type FormationInput = z.infer<typeof formationSchema>;

export const saveFormationSchema = object({ playbookId: id('playbook'), formation: formationSchema }).refine(
  ({ formation }) => formation.balls.every((ball) => formation.initial.some((p) => p.id === ball.carrier)),
  { message: 'A ball must be held by a player of the formation', path: ['formation', 'balls'] },
);

export const deleteFormationSchema = object({ playbookId: id('playbook'), formationId: id('formation') });

export const getFormationsSchema = object({ playbookId: id('playbook') });

export const searchFormationsSchema = object({
  query: z.string().max(TEXT_LIMITS.searchQuery).default(''),
  playbookIds: idList('playbook'),
});
