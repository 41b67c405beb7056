export * from './profile-flags';
export * from './onboarding';
