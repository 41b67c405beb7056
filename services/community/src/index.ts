export { createCommunityApp, communityRootModule } from './app';
export { loadCommunityConfig, communityConfigSchema, type CommunityConfig } from './config';
export { COMMUNITY_SERVICE, CommunityServiceModule } from './community-service.module';
export { DemoModeratorSeed } from './profiles/demo-moderator.seed';
