export { startEmbedded, type Embedded } from './runner';
export { openProduct, type OpenedProduct } from './open-product';
export { prepareApps, type AppsOptions, type PreparedApps, type RunningApps } from './services';
export { embeddedConfigSchema, loadEmbeddedConfig, type EmbeddedConfig } from './config';
export { DEMO_COACH, DEMO_PLAYER, DEMO_PROGRAM } from './seed/demo-accounts';
