import { Module } from '@nestjs/common';
import { PlaybooksModule } from '../playbooks/playbooks.module';
import { PlaysController } from './plays.controller';
import { PlaysService } from './plays.service';

@Module({
  imports: [PlaybooksModule],
  controllers: [PlaysController],
  providers: [PlaysService],
  exports: [PlaysService],
})
export class PlaysModule {}
