import { Module } from '@nestjs/common';
import { PlaybooksModule } from '../playbooks/playbooks.module';
import { FoldersController } from './folders.controller';
import { FoldersService } from './folders.service';

@Module({
  imports: [PlaybooksModule],
  controllers: [FoldersController],
  providers: [FoldersService],
})
export class FoldersModule {}
