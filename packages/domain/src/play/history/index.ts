export * from './history';
export * from './editor-state';
