import { Module, type Type } from '@nestjs/common';
import { CALL_BODY_LIMITS } from '@chalktalk/domain';
import { createServiceApp } from '@chalktalk/platform';
import type { DocumentsConfig } from './config';
import { DOCUMENTS_SERVICE, DocumentsServiceModule } from './documents-service.module';

/** Builds the documents app without listening; main.ts and the embedded runner both start it. */
export function createDocumentsApp(config: DocumentsConfig): ReturnType<typeof createServiceApp> {
  return createServiceApp({
    name: DOCUMENTS_SERVICE,
    module: documentsRootModule(config),
    config,
    // uploadDocument and replaceFile carry a file (base64) of up to DOCUMENT_FILE_MAX_BYTES.
    callBodyLimits: CALL_BODY_LIMITS,
  });
}

/** The service's root module bound to its configuration (Nest builds modules from classes, config arrives late). */
export function documentsRootModule(config: DocumentsConfig): Type<unknown> {
  @Module({ imports: [DocumentsServiceModule.forRoot(config)] })
  class DocumentsRootModule {}
  return DocumentsRootModule;
}
