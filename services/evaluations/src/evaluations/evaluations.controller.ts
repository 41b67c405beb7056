import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, NoInput } from '@chalktalk/platform';
import { getPlayerEvaluationsSchema, saveEvaluationSchema, shareEvaluationSchema } from './evaluations.dto';
import { EvaluationsService } from './evaluations.service';

/** Spec 3 §7's three teams/* evaluation calls (routed here by the gateway) and the save that replaces direct writes. */
@Controller('api')
export class EvaluationsController {
  constructor(private readonly evaluations: EvaluationsService) {}

  @Post('evaluations/saveEvaluation')
  @HttpCode(200)
  save(
    @CurrentUser() user: AuthUser,
    @Input(saveEvaluationSchema) input: z.infer<typeof saveEvaluationSchema>,
  ) {
    return this.evaluations.save(user, input);
  }

  @Get('teams/getPlayerEvaluations')
  playerEvaluations(
    @CurrentUser() user: AuthUser,
    @Input(getPlayerEvaluationsSchema) input: z.infer<typeof getPlayerEvaluationsSchema>,
  ) {
    return this.evaluations.playerEvaluations(user, input.teamId, input.rosterId);
  }

  @Post('teams/shareEvaluation')
  @HttpCode(200)
  share(
    @CurrentUser() user: AuthUser,
    @Input(shareEvaluationSchema) input: z.infer<typeof shareEvaluationSchema>,
  ) {
    return this.evaluations.share(user, input);
  }

  @Get('teams/getMyEvaluations')
  @NoInput()
  mine(@CurrentUser() user: AuthUser) {
    return this.evaluations.myEvaluations(user);
  }
}
