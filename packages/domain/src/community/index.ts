export * from './community-ranking';
export * from './community-profile';
export * from './report-standing';
