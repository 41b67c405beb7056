import { Module } from '@nestjs/common';
import { PlaybooksModule } from '../playbooks/playbooks.module';
import { ViewersController } from './viewers.controller';
import { ViewersService } from './viewers.service';

@Module({
  imports: [PlaybooksModule],
  controllers: [ViewersController],
  providers: [ViewersService],
})
export class ViewersModule {}
