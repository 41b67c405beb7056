import { TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { id } from '../playbooks/dto/input';
import { publicLinkId } from '../public-links/dto/public-links.dto';

const exportIds = {
  /** A playbook's UUID; for a public link the web sends the link id here too (it names no playbook row). */
  playbookId: z.union([z.uuid(), publicLinkId], { error: 'A playbook id is required' }),
  playId: id('play'),
  /** A personal play has no program: an empty programId (spec 2 §7 always names the field) means none. */
  programId: z.union([z.literal('').transform(() => undefined), id('program')]).optional(),
  linkId: publicLinkId.optional(),
  name: z.string().max(TEXT_LIMITS.fileName).optional(),
};

/** Without a link, playbookId must be a playbook's UUID: it is looked up in a uuid column. */
const playbookIdNamesAPlaybook = (input: { playbookId: string; linkId?: string }) =>
  input.linkId !== undefined || z.uuid().safeParse(input.playbookId).success;
const playbookIdRule = { message: 'A playbook id is required', path: ['playbookId'] };

/** GET playbook/exportGIF: playbookId, playId, programId, linkId (optional), name. */
export const exportGifSchema = z.object(exportIds).refine(playbookIdNamesAPlaybook, playbookIdRule);
export type ExportGifInput = z.infer<typeof exportGifSchema>;

/** GET playbook/checkGIFStatus: the same identifiers and the nonce exportGIF answered. */
export const checkGifStatusSchema = z
  .object({ ...exportIds, nonce: z.uuid() })
  .refine(playbookIdNamesAPlaybook, playbookIdRule);
export type CheckGifStatusInput = z.infer<typeof checkGifStatusSchema>;

export type GifExportStatus = 'pending' | 'ready' | 'failed';

export interface ExportGifAnswer {
  /** Seconds until the GIF is likely ready (queue ahead × measured render time). */
  estimatedWait: number;
  nonce: string;
}

export interface CheckGifStatusAnswer {
  status: GifExportStatus;
  /** The poster PNG (the play's opening position). */
  previewUrl?: string;
  gifUrl?: string;
  mp4Url?: string;
  /** Why the export failed, for the user. */
  reason?: string;
}
