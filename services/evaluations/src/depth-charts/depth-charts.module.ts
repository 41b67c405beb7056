import { Module } from '@nestjs/common';
import { SharedModule } from '../shared/shared.module';
import { DepthChartsController } from './depth-charts.controller';
import { DepthChartsEvents } from './depth-charts.events';
import { DepthChartsRepository } from './depth-charts.repository';
import { DepthChartsService } from './depth-charts.service';

@Module({
  imports: [SharedModule],
  controllers: [DepthChartsController],
  providers: [DepthChartsService, DepthChartsRepository, DepthChartsEvents],
})
export class DepthChartsModule {}
