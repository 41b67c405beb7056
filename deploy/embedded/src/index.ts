export { startEmbedded, type Embedded } from './runner';
export { embeddedConfigSchema, loadEmbeddedConfig, type EmbeddedConfig } from './config';
export { DEMO_COACH, DEMO_PLAYER, DEMO_PROGRAM } from './seed/demo-accounts';
