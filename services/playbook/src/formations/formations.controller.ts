import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
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
  saveFormation(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    const input = parseInput(saveFormationSchema, body);
    return this.formations.saveFormation(user, input.playbookId, input.formation);
  }

  @HttpCode(200)
  @Post('playbook/deleteFormation')
  deleteFormation(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    const input = parseInput(deleteFormationSchema, body);
    return this.formations.deleteFormation(user, input.playbookId, input.formationId);
  }

  @Get('playbook/getFormations')
  getFormations(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    return this.formations.getFormations(user, parseInput(getFormationsSchema, query).playbookId);
  }

  /** search/formations of spec section 7 (the gateway must route this one call of the search group here). */
  @Get('search/formations')
  search(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    const input = parseInput(searchFormationsSchema, query);
    return this.formations.search(user, input.query, input.playbookIds);
  }
}
