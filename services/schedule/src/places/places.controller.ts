import { Controller, Get } from '@nestjs/common';
import { TEXT_LIMITS } from '@chalktalk/domain';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import { z } from 'zod';
import { id, object } from '../events/dto/events.dto';
import { PlacesService } from './places.service';

export const searchPlacesSchema = object({
  teamId: id('team'),
  q: z.string().trim().min(2, { error: 'Type at least 2 characters' }).max(TEXT_LIMITS.searchQuery),
});

@Controller('api/schedule')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get('searchPlaces')
  searchPlaces(
    @CurrentUser() user: AuthUser,
    @Input(searchPlacesSchema, 'query') input: z.infer<typeof searchPlacesSchema>,
  ) {
    return this.places.search(user, input.teamId, input.q);
  }
}
