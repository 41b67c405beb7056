import { Module } from '@nestjs/common';
import { PlaybooksModule } from '../playbooks/playbooks.module';
import { FolderCopyService } from './folder-copy.service';
import { FoldersController } from './folders.controller';
import { FoldersService } from './folders.service';

@Module({
  imports: [PlaybooksModule],
  controllers: [FoldersController],
  providers: [FoldersService, FolderCopyService],
})
export class FoldersModule {}
