import { SetMetadata } from '@nestjs/common';
import { IS_PUBLIC } from './auth.types';

/** Marks a route (or a whole controller) as callable without a token; a valid token still sets the user. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
