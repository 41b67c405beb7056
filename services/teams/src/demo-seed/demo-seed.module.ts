import { Module } from '@nestjs/common';
import { DemoSeedRepository } from './demo-seed.repository';
import { DemoSeedService } from './demo-seed.service';

@Module({
  providers: [DemoSeedRepository, DemoSeedService],
  exports: [DemoSeedService],
})
export class DemoSeedModule {}
