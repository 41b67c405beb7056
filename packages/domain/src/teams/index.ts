export * from './team-roles';
export * from './team-flags';
export * from './team-access';
export * from './team-rules';
export * from './active-team';
export * from './program-theme';
