export * from './plans';
export * from './addons';
export * from './price-display';
export * from './team-sizes';
export * from './team-limits';
