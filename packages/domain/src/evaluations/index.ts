export * from './rating-criteria';
export * from './rating-scales';
export * from './measurements';
export * from './position-weights';
export * from './templates';
export * from './depth-chart-suggest';
