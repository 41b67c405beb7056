import { z } from 'zod';

/**
 * The shapes of a few answers as the published API description (/api/openapi.json) gives them (@Answer): what a
 * partner can rely on. Loose: an answer may carry more fields than listed (playbook.dto.ts has them all).
 */
const folderAnswer = z
  .object({
    id: z.uuid(),
    name: z.string(),
    parentId: z.uuid().nullable(),
    position: z.number().nullable(),
    plays: z.array(z.string()),
    folders: z.array(z.string()),
    readOnly: z.boolean(),
  })
  .loose();

const playbookAnswer = z
  .object({
    id: z.uuid(),
    type: z.enum(['team', 'personal']),
    readOnly: z.boolean(),
    items: z.array(z.object({ kind: z.enum(['folder', 'play']), id: z.string() })),
    plays: z.array(z.object({ id: z.string(), folderId: z.string().nullable() }).loose()),
    folders: z.array(folderAnswer),
  })
  .loose();

/** getMyPlaybook, getTeamPlaybook, updateFolder, deleteFolder. */
export const playbookAnswerSchema = z.object({ playbook: playbookAnswer });

/** createFolder: the new folder and the playbook it is in. */
export const folderCreatedAnswerSchema = z.object({
  folder: z.object({ id: z.uuid(), name: z.string(), parentId: z.uuid().nullable() }),
  playbook: playbookAnswer,
});
