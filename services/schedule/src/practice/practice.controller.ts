import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, editedVersion, Input, versionWithId } from '@chalktalk/platform';
import { z as zod } from 'zod';
import { TEXT_LIMITS } from '@chalktalk/domain';
import { id, object, practicePlanSchema, teamRefSchema } from '../events/dto/events.dto';
import { PracticeService } from './practice.service';

export const savePracticeTemplateSchema = object({
  teamId: id('team'),
  id: id('practice template').optional(),
  /** With an id: the version the template was edited from (another one is refused with G010). */
  version: editedVersion().optional(),
  name: zod.string().trim().min(1, { error: 'Please enter a name' }).max(TEXT_LIMITS.label),
  sections: practicePlanSchema.shape.sections.min(1, { error: 'Add at least one section' }),
}).superRefine(versionWithId);

export const practiceTemplateRefSchema = object({ teamId: id('team'), id: id('practice template') });

export const applyPracticeTemplateSchema = object({
  teamId: id('team'),
  eventId: id('event'),
  templateId: id('practice template'),
  sendNotification: zod.boolean().optional(),
});

@Controller('api/schedule')
export class PracticeController {
  constructor(private readonly practice: PracticeService) {}

  @Get('getPracticeTemplates')
  getPracticeTemplates(
    @CurrentUser() user: AuthUser,
    @Input(teamRefSchema) input: z.infer<typeof teamRefSchema>,
  ) {
    return this.practice.list(user, input.teamId);
  }

  @HttpCode(200)
  @Post('savePracticeTemplate')
  savePracticeTemplate(
    @CurrentUser() user: AuthUser,
    @Input(savePracticeTemplateSchema) input: z.infer<typeof savePracticeTemplateSchema>,
  ) {
    return this.practice.save(user, input);
  }

  @HttpCode(200)
  @Post('deletePracticeTemplate')
  deletePracticeTemplate(
    @CurrentUser() user: AuthUser,
    @Input(practiceTemplateRefSchema) input: z.infer<typeof practiceTemplateRefSchema>,
  ) {
    return this.practice.delete(user, input.teamId, input.id);
  }

  @HttpCode(200)
  @Post('applyPracticeTemplate')
  applyPracticeTemplate(
    @CurrentUser() user: AuthUser,
    @Input(applyPracticeTemplateSchema) input: z.infer<typeof applyPracticeTemplateSchema>,
  ) {
    return this.practice.apply(user, input);
  }
}
