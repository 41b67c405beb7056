import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import { getDepthChartSchema, saveDepthChartSchema } from './depth-charts.dto';
import { DepthChartsService } from './depth-charts.service';

/** The depth chart (the original read and wrote the roster's depthChart document directly). */
@Controller('api/evaluations')
export class DepthChartsController {
  constructor(private readonly charts: DepthChartsService) {}

  @Get('getDepthChart')
  get(@CurrentUser() user: AuthUser, @Input(getDepthChartSchema) input: z.infer<typeof getDepthChartSchema>) {
    return this.charts.get(user, input.teamId);
  }

  @Post('saveDepthChart')
  @HttpCode(200)
  save(
    @CurrentUser() user: AuthUser,
    @Input(saveDepthChartSchema) input: z.infer<typeof saveDepthChartSchema>,
  ) {
    return this.charts.save(user, input);
  }
}
