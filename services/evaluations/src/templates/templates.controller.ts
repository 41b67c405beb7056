import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import { getTemplatesSchema, saveTemplateSchema } from './templates.dto';
import { TemplatesService } from './templates.service';

/** Evaluation templates (the original read and wrote evaluationTemplates directly; these calls replace that). */
@Controller('api/evaluations')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get('getEvaluationTemplates')
  list(@CurrentUser() user: AuthUser, @Input(getTemplatesSchema) input: z.infer<typeof getTemplatesSchema>) {
    return this.templates.list(user, input.teamId);
  }

  @Post('saveEvaluationTemplate')
  @HttpCode(200)
  save(@CurrentUser() user: AuthUser, @Input(saveTemplateSchema) input: z.infer<typeof saveTemplateSchema>) {
    return this.templates.save(user, input);
  }
}
