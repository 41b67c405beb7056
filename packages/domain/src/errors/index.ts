export * from './error-catalogue';
export * from './app-error';
export * from './frame-errors';
export * from './error-mapping';
export * from './version-conflict';
