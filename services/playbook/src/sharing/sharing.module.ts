import { Module } from '@nestjs/common';
import { PlaybooksModule } from '../playbooks/playbooks.module';
import { PlaysModule } from '../plays/plays.module';
import { SharingController } from './sharing.controller';
import { SharingRepository } from './sharing.repository';
import { SharingService } from './sharing.service';

@Module({
  imports: [PlaybooksModule, PlaysModule],
  controllers: [SharingController],
  providers: [SharingService, SharingRepository],
  exports: [SharingRepository],
})
export class SharingModule {}
