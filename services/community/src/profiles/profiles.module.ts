import { Module } from '@nestjs/common';
import { PlaysModule } from '../plays/plays.module';
import { ContributorsModule } from './contributors.module';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';

@Module({
  imports: [ContributorsModule, PlaysModule],
  controllers: [ProfilesController],
  providers: [ProfilesService],
})
export class ProfilesModule {}
