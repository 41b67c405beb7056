import { Controller, Get, Header } from '@nestjs/common';
import { Public, NoInput } from '@chalktalk/platform';
import type { JSONWebKeySet } from 'jose';
import { KeysService } from './keys.service';

@Controller()
export class KeysController {
  constructor(private readonly keys: KeysService) {}

  /** Internal address the other services' JWKS_URL points at. */
  @Public()
  @Get('.well-known/jwks.json')
  @Header('cache-control', 'public, max-age=300')
  wellKnown(): Promise<JSONWebKeySet> {
    return this.keys.jwks();
  }

  /** The same key set through the gateway (/api/account/jwks). */
  @Public()
  @NoInput()
  @Get('api/account/jwks')
  @Header('cache-control', 'public, max-age=300')
  jwks(): Promise<JSONWebKeySet> {
    return this.keys.jwks();
  }
}
