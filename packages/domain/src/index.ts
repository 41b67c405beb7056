/**
 * @chalktalk/domain: the product's shared vocabulary and rules, identical in the services and the
 * web app. Isomorphic and dependency-free: no Node or DOM APIs.
 */
export * from './shared';
export * from './app';
export * from './sports';
export * from './plays';
export * from './play';
export * from './field';
export * from './formations';
export * from './teams';
export * from './profile';
export * from './schedule';
export * from './sharing';
export * from './evaluations';
export * from './roster';
export * from './notifications';
export * from './plans';
export * from './billing';
export * from './errors';
export * from './messages';
export * from './validation';
export * from './documents';
export * from './community';
