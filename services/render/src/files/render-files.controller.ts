import { Controller, Get, Headers, Inject, Query, Res } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { etagMatches, Input, Public } from '@chalktalk/platform';
import { z } from 'zod';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage';
import { attachmentDisposition } from './content-disposition';

interface Reply {
  status(code: number): Reply;
  header(name: string, value: string): Reply;
  send(payload?: unknown): unknown;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  'play.gif': 'image/gif',
  'play.mp4': 'video/mp4',
  'poster.png': 'image/png',
};

/**
 * The path's parts as text. Their shape (two hex digits, a sha-256 in hex that starts with them, one of TYPES) is
 * checked in the handler: a path that names no stored file is G004, as a missing file is, not a G001.
 */
const filePathSchema = z.object({
  shard: z.string().max(2),
  hash: z.string().max(64),
  name: z.string().max(20),
});

/**
 * Serves the stored files, whichever the storage (local folder or S3 bucket): the gateway proxies
 * `render/files/*` here, so neither the gateway nor the browser needs storage credentials. Public: GIFs of public and community plays are shown to
 * anonymous visitors, and the path is a content hash nobody can guess. Files never change (content-addressed),
 * so they are cached for a year, and a revalidation (If-None-Match of the hash and name) is a 304 without reading.
 */
@Controller('api/render/files')
export class RenderFilesController {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  @Public()
  @Get(':shard/:hash/:name')
  async file(
    @Input(filePathSchema, 'params') { shard, hash, name }: z.infer<typeof filePathSchema>,
    // ?download=<file name>: saved as that file (the web's "Save the GIF" link works across origins too).
    @Query('download') download: string | string[] | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: Reply,
  ): Promise<void> {
    const type = TYPES[name];
    if (!type || !/^[0-9a-f]{2}$/.test(shard) || !/^[0-9a-f]{64}$/.test(hash) || !hash.startsWith(shard))
      throw new AppError('G004');
    const key = `${shard}/${hash}/${name}`;
    const etag = `"${hash}-${name}"`;
    if (etagMatches(ifNoneMatch, etag) && (await this.storage.urlIfExists(key))) {
      reply.status(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      return;
    }
    const stored = await this.storage.read(key);
    if (!stored) throw new AppError('G004');
    reply.header('etag', etag).header('cache-control', IMMUTABLE);
    const disposition = attachmentDisposition(Array.isArray(download) ? download[0] : download, name);
    if (disposition) reply.header('content-disposition', disposition);
    reply
      .status(200)
      .header('content-type', type)
      .header('content-length', String(stored.size))
      .send(stored.body);
  }
}
