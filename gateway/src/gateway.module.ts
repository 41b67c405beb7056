import { type DynamicModule, Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { EdgeAuthService } from './edge-auth/edge-auth.service';
import { MainController } from './main-calls/main.controller';
import { PublicApiDescription } from './openapi/public-api-description.service';
import { IN_PROCESS_SERVICES, type InProcessServices } from './proxy/in-process-upstream';
import { ProxyController } from './proxy/proxy.controller';
import { ProxyService } from './proxy/proxy.service';
import { UpstreamClient } from './proxy/upstream-client';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, inProcess: InProcessServices = new Map()): DynamicModule {
    return {
      module: GatewayModule,
      // MainController before ProxyController: its exact routes must not be shadowed by the wildcard.
      controllers: [MainController, ProxyController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: IN_PROCESS_SERVICES, useValue: inProcess },
        EdgeAuthService,
        UpstreamClient,
        ProxyService,
        PublicApiDescription,
      ],
    };
  }
}
