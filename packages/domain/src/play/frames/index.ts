export * from './frame-state';
export * from './frame-validation';
export * from './line-spacing';
export * from './render-next-frame';
