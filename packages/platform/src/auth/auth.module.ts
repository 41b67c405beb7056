import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth.types';
import { JwtAuthGuard } from './jwt-auth.guard';

@Module({})
export class AuthModule {
  /** Registers JwtAuthGuard for every route of the app; opt out per route with @Public(). */
  static forRoot(options: AuthModuleOptions): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      providers: [
        { provide: AUTH_OPTIONS, useValue: options },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
      ],
      exports: [AUTH_OPTIONS],
    };
  }
}
