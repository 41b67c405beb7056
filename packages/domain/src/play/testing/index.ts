export * from './play-factory';
export * from './test-editor';
