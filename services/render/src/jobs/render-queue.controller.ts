import { Controller, Get } from '@nestjs/common';
import { Public } from '@chalktalk/platform';
import { RenderJobRepository } from './render-job.repository';

/**
 * The render backlog for operators and metrics scrapers. The Kafka consumer group only records jobs (its lag
 * stays near zero), so the number to scale on is here: jobs queued or running across all pods. Public and
 * harmless (two counts); keep it off the public ingress in production.
 */
@Controller('api/render')
export class RenderQueueController {
  constructor(private readonly jobs: RenderJobRepository) {}

  @Public()
  @Get('queue')
  async queue(): Promise<{ waiting: number }> {
    return { waiting: await this.jobs.depth() };
  }
}
