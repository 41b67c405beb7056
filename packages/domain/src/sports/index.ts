export * from './edition';
export * from './sport-lines';
export * from './positions';
export * from './defender-roles';
