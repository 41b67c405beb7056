export { createIdentityApp, IDENTITY_SERVICE, identityRootModule } from './app';
export { identityConfigSchema, loadIdentityConfig, type IdentityConfig } from './config';
export { IdentityModule } from './identity.module';
export { createBotChallenge, solveBotChallenge, type BotChallenge } from './bot-check/bot-challenge';
