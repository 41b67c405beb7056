import { Module } from '@nestjs/common';
import { UrlPreviewController, VideoDetailsController } from './previews.controller';
import { PreviewsService } from './previews.service';

@Module({
  controllers: [UrlPreviewController, VideoDetailsController],
  providers: [PreviewsService],
  exports: [PreviewsService],
})
export class PreviewsModule {}
