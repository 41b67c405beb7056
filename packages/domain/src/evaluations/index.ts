export * from './rating-criteria';
export * from './rating-scales';
