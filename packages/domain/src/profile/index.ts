export * from './profile-flags';
