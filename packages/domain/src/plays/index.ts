export * from './play-tags';
export * from './play-kinds';
export * from './editor-constants';
export * from './playback';
