export { createPlaybookApp, playbookRootModule } from './app';
export { loadPlaybookConfig, playbookConfigSchema, type PlaybookConfig } from './config';
export { PLAYBOOK_SERVICE, PlaybookServiceModule } from './playbook-service.module';
