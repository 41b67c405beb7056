export * from './roster-filters';
export * from './depth-chart';
