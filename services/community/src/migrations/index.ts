import { platformMigrations, PlayPosters1766000000100, teamProjectionMigrations } from '@chalktalk/platform';
import { Community1764900000000 } from './1764900000000-community';
import { CommunityGifExports1764900000100 } from './1764900000100-community-gif-exports';
import { CommunityTrendingTail1764900000200 } from './1764900000200-community-trending-tail';
import { CommunitySportFamily1764900000300 } from './1764900000300-community-sport-family';
import { CommunityTrendingByFamily1764900000400 } from './1764900000400-community-trending-by-family';
import { CommunityWeightedReports1766100000000 } from './1766100000000-community-weighted-reports';
import { CommunityModerators1766100000100 } from './1766100000100-community-moderators';

export const communityMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  Community1764900000000,
  CommunityGifExports1764900000100,
  CommunityTrendingTail1764900000200,
  CommunitySportFamily1764900000300,
  CommunityTrendingByFamily1764900000400,
  PlayPosters1766000000100,
  CommunityWeightedReports1766100000000,
  CommunityModerators1766100000100,
];
