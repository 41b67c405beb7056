import { z } from 'zod';

const id = z.string().trim().min(1).max(200);

/** GET playbook/exportGIF: playbookId, playId, programId, linkId (optional), name. */
export const exportGifSchema = z.object({
  playbookId: id,
  playId: id,
  programId: z.string().max(200).optional(),
  linkId: z.string().trim().max(200).optional(),
  name: z.string().max(300).optional(),
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
