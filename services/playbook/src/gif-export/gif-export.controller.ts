import type { z } from 'zod';
import { Controller, Get, Req } from '@nestjs/common';
import { type AuthUser, Public, Input } from '@chalktalk/platform';
import { checkGifStatusSchema, exportGifSchema } from './gif-export.dto';
import { GifExportService } from './gif-export.service';

/** The caller when a valid token came with the request; undefined for anonymous visitors. */
function optionalUser(request: unknown): AuthUser | undefined {
  return (request as { user?: AuthUser }).user;
}

/**
 * Public routes: anonymous visitors may export public-link and community plays (the service decides per
 * play); a token, when sent, is still verified and identifies the caller for saved plays.
 */
@Controller('api/playbook')
export class GifExportController {
  constructor(private readonly gifs: GifExportService) {}

  @Public()
  @Get('exportGIF')
  exportGif(@Req() request: unknown, @Input(exportGifSchema) input: z.infer<typeof exportGifSchema>) {
    return this.gifs.exportGif(optionalUser(request), input);
  }

  @Public()
  @Get('checkGIFStatus')
  checkGifStatus(@Input(checkGifStatusSchema) input: z.infer<typeof checkGifStatusSchema>) {
    return this.gifs.checkGifStatus(input);
  }
}
