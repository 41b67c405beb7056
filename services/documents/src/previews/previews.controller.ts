import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { Input } from '@chalktalk/platform';
import { urlPreviewQuerySchema, videoDetailsSchema } from './previews.dto';
import { PreviewsService } from './previews.service';

/** GET messaging/urlPreview (q → title, description, imagePreview); signed-in users only (the gateway checks). */
@Controller('api/messaging')
export class UrlPreviewController {
  constructor(private readonly previews: PreviewsService) {}

  @Get('urlPreview')
  urlPreview(@Input(urlPreviewQuerySchema, 'query') q: z.infer<typeof urlPreviewQuerySchema>) {
    return this.previews.urlPreview(q.q);
  }
}

/** callable main/getVideoDetails (videoLink → thumbnailUrl, title, description); routed here by the gateway. */
@Controller('api/main')
export class VideoDetailsController {
  constructor(private readonly previews: PreviewsService) {}

  @Post('getVideoDetails')
  @HttpCode(200)
  async getVideoDetails(@Input(videoDetailsSchema) input: z.infer<typeof videoDetailsSchema>) {
    const details = await this.previews.videoDetails(input.videoLink);
    // Spec 3 section 5: only youtube, youtu.be, vimeo and hudl links are videos.
    if (!details)
      throw new AppError('G001', {
        message: 'Only youtube, vimeo and hudl links are videos.',
        details: { field: 'videoLink' },
      });
    return details;
  }
}
