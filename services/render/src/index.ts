export { createRenderApp, renderRootModule } from './app';
export { loadRenderConfig, renderConfigSchema, type RenderConfig } from './config';
export { RENDER_SERVICE, RenderServiceModule } from './render-service.module';
export { renderHash, canonicalJson, storageKeys, RENDERER_VERSION } from './render/render-hash';
export { normaliseOptions, DEFAULT_RENDER_OPTIONS, type RenderOptions } from './render/render-options';
