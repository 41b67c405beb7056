export * from './email';
export * from './name';
export * from './team-key';
export * from './time';
export * from './account-forms';
export * from './document-upload';
export * from './input-limits';
export * from './body-limits';
