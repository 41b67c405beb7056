import type { z } from 'zod';
import { Controller, Get } from '@nestjs/common';
import { Input, Public } from '@chalktalk/platform';
import { communityPlayIdSchema, id } from '../plays/dto/community-plays.dto';
import { CommunityGifService } from './gif-export.service';

const statusSchema = communityPlayIdSchema.extend({ nonce: id('export') });

/** Anonymous (spec 2 §6: anonymous visitors request GIF export and check its status). */
@Public()
@Controller('api/community')
export class CommunityGifController {
  constructor(private readonly gifs: CommunityGifService) {}

  @Get('exportCommunityGIF')
  exportCommunityGIF(@Input(communityPlayIdSchema) input: z.infer<typeof communityPlayIdSchema>) {
    return this.gifs.export(input.id);
  }

  @Get('checkCommunityGIFStatus')
  checkCommunityGIFStatus(@Input(statusSchema) input: z.infer<typeof statusSchema>) {
    return this.gifs.status(input.id, input.nonce);
  }
}
