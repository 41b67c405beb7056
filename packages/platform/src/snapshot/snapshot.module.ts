import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { INTERNAL_CREDENTIAL, InternalCredentialGuard } from './internal-credential';
import { SnapshotController } from './snapshot.controller';
import { SnapshotRegistry } from './snapshot-registry';

/** The internal snapshot endpoint of a service (serviceModule adds it to every service). */
@Module({})
export class SnapshotModule {
  static forRoot(options: { credential: string | undefined }): DynamicModule {
    return {
      module: SnapshotModule,
      imports: [DiscoveryModule],
      controllers: [SnapshotController],
      providers: [
        { provide: INTERNAL_CREDENTIAL, useValue: options.credential },
        InternalCredentialGuard,
        SnapshotRegistry,
      ],
      exports: [SnapshotRegistry],
    };
  }
}
