import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams/teams.module';
import { FlagsController } from './flags.controller';
import { FlagsService } from './flags.service';

@Module({
  imports: [TeamsModule],
  controllers: [FlagsController],
  providers: [FlagsService],
})
export class FlagsModule {}
