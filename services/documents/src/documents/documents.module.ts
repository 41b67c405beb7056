import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { DocumentEvents } from './document-events';
import { AcknowledgementsController, DocumentsController } from './documents.controller';
import { DocumentsRepository } from './documents.repository';
import { DocumentsService } from './documents.service';

@Module({
  imports: [AccessModule],
  controllers: [DocumentsController, AcknowledgementsController],
  providers: [DocumentsService, DocumentsRepository, DocumentEvents],
})
export class DocumentsModule {}
