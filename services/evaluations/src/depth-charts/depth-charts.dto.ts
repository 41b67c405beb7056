import { TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { editedVersion } from '@chalktalk/platform';
import { id, object } from '../shared/input';

const line = z.array(id('roster').nullable()).max(10);

export const getDepthChartSchema = object({ teamId: id('team') });

export const saveDepthChartSchema = object({
  teamId: id('team'),
  depthChart: object({
    /** The version the chart was edited from: 0 for a team whose chart was never saved. */
    version: editedVersion(0),
    sections: z
      .record(
        z.string().max(TEXT_LIMITS.label),
        object({ lines: z.array(line).max(3), enabled: z.boolean() }),
      )
      .refine((sections) => Object.keys(sections).length <= 20, 'Too many sections'),
  }),
});
export type SaveDepthChartInput = z.infer<typeof saveDepthChartSchema>;
