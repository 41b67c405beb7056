import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import {
  deleteFormationSchema,
  getFormationsSchema,
  saveFormationSchema,
  searchFormationsSchema,
} from './dto/formations.dto';
import { FormationsService } from './formations.service';

@Controller('api')
export class FormationsController {
  constructor(private readonly formations: FormationsService) {}

  @HttpCode(200)
  @Post('playbook/saveFormation')
  saveFormation(
    @CurrentUser() user: AuthUser,
    @Input(saveFormationSchema) input: z.infer<typeof saveFormationSchema>,
  ) {
    return this.formations.saveFormation(user, input.playbookId, input.formation);
  }

  @HttpCode(200)
  @Post('playbook/deleteFormation')
  deleteFormation(
    @CurrentUser() user: AuthUser,
    @Input(deleteFormationSchema) input: z.infer<typeof deleteFormationSchema>,
  ) {
    return this.formations.deleteFormation(user, input.playbookId, input.formationId);
  }

  @Get('playbook/getFormations')
  getFormations(
    @CurrentUser() user: AuthUser,
    @Input(getFormationsSchema) input: z.infer<typeof getFormationsSchema>,
  ) {
    return this.formations.getFormations(user, input.playbookId);
  }

  /** search/formations of spec section 7 (the gateway must route this one call of the search group here). */
  @Get('search/formations')
  search(
    @CurrentUser() user: AuthUser,
    @Input(searchFormationsSchema) input: z.infer<typeof searchFormationsSchema>,
  ) {
    return this.formations.search(user, input.query, input.playbookIds);
  }
}
