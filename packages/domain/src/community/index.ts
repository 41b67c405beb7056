export * from './community-ranking';
export * from './community-profile';
