import { Module } from '@nestjs/common';
import { SharedModule } from '../shared/shared.module';
import { TemplatesModule } from '../templates/templates.module';
import { EvaluationsController } from './evaluations.controller';
import { EvaluationsRepository } from './evaluations.repository';
import { EvaluationsService } from './evaluations.service';

@Module({
  imports: [SharedModule, TemplatesModule],
  controllers: [EvaluationsController],
  providers: [EvaluationsService, EvaluationsRepository],
})
export class EvaluationsModule {}
