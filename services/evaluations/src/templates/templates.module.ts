import { Module } from '@nestjs/common';
import { SharedModule } from '../shared/shared.module';
import { TemplatesController } from './templates.controller';
import { TemplatesRepository } from './templates.repository';
import { TemplatesService } from './templates.service';

@Module({
  imports: [SharedModule],
  controllers: [TemplatesController],
  providers: [TemplatesService, TemplatesRepository],
  exports: [TemplatesRepository],
})
export class TemplatesModule {}
