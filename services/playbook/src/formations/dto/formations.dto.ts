import { SPORT_LINES } from '@chalktalk/domain';
import { z } from 'zod';
import { id, idList, name, object } from '../../playbooks/dto/input';

const point = z.object({ x: z.number(), y: z.number() });

/** A formation as spec section 3 describes it (version 1). */
export const formationSchema = object({
  id: id('formation').optional(),
  name,
  sport: z.enum(SPORT_LINES),
  attributes: z.array(z.string().trim().min(1)).default([]),
  description: z.string().default(''),
  anchorType: z.enum(['GOAL', 'CENTER']),
  initial: z
    .array(
      z.object({
        id: z.string().min(1),
        type: z.enum(['BLUEPLAYER', 'ORANGEPLAYER']),
        origin: point,
        role: z.string().optional(),
      }),
    )
    .min(1),
  fieldPieces: z.array(z.record(z.string(), z.unknown())).default([]),
  balls: z.array(z.object({ id: z.string().min(1), carrier: z.string().min(1) })).default([]),
});

export type FormationInput = z.infer<typeof formationSchema>;

export const saveFormationSchema = object({ playbookId: id('playbook'), formation: formationSchema }).refine(
  ({ formation }) => formation.balls.every((ball) => formation.initial.some((p) => p.id === ball.carrier)),
  { message: 'A ball must be held by a player of the formation', path: ['formation', 'balls'] },
);

export const deleteFormationSchema = object({ playbookId: id('playbook'), formationId: id('formation') });

export const getFormationsSchema = object({ playbookId: id('playbook') });

export const searchFormationsSchema = object({
  query: z.string().default(''),
  playbookIds: idList('playbook'),
});
