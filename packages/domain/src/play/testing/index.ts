export * from './play-factory';
