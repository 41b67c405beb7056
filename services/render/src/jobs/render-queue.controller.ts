import { Controller, Get, Header } from '@nestjs/common';
import { Public, NoInput } from '@chalktalk/platform';
import { RenderJobRepository } from './render-job.repository';
import { backlogMetrics } from './render-metrics';

/**
 * The render backlog for operators and metrics scrapers. The Kafka consumer group only records jobs (its lag
 * stays near zero), so the number to scale on is here: jobs queued or running across all pods. Public and
 * harmless (two counts); keep it off the public ingress in production.
 */
@Controller('api/render')
export class RenderQueueController {
  constructor(private readonly jobs: RenderJobRepository) {}

  @Public()
  @NoInput()
  @Get('queue')
  async queue(): Promise<{ waiting: number }> {
    return { waiting: await this.jobs.depth() };
  }

  /** The same count for Prometheus (scraped from each pod; the chart's pod annotations point at it). */
  @Public()
  @NoInput()
  @Get('metrics')
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  async metrics(): Promise<string> {
    return backlogMetrics(await this.jobs.depth());
  }
}
