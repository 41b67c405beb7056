export * from './timeline';
export * from './frame-motion';
export * from './ball-motion';
export * from './state-at';
export * from './onion-skin';
