import { Module } from '@nestjs/common';
import { PlaybooksModule } from '../playbooks/playbooks.module';
import { FormationsController } from './formations.controller';
import { FormationEvents } from './formation-events';
import { FormationsService } from './formations.service';

@Module({
  imports: [PlaybooksModule],
  controllers: [FormationsController],
  providers: [FormationsService, FormationEvents],
})
export class FormationsModule {}
