export { createDocumentsApp, documentsRootModule } from './app';
export { loadDocumentsConfig, documentsConfigSchema, type DocumentsConfig } from './config';
export { DOCUMENTS_SERVICE, DocumentsServiceModule } from './documents-service.module';
