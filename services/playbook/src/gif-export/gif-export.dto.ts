import { TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { id } from '../playbooks/dto/input';
import { publicLinkId } from '../public-links/dto/public-links.dto';

/** GET playbook/exportGIF: playbookId, playId, programId, linkId (optional), name. */
export const exportGifSchema = z.object({
  playbookId: id('playbook'),
  playId: id('play'),
  programId: id('program').optional(),
  linkId: publicLinkId.optional(),
  name: z.string().max(TEXT_LIMITS.fileName).optional(),
});
export type ExportGifInput = z.infer<typeof exportGifSchema>;

/** GET playbook/checkGIFStatus: the same identifiers and the nonce exportGIF answered. */
export const checkGifStatusSchema = exportGifSchema.extend({ nonce: z.uuid() });
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
