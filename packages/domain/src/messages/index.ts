export * from './account.messages';
export * from './team.messages';
export * from './guard.messages';
export * from './app.messages';
export * from './playbook.messages';
export * from './documents.messages';
