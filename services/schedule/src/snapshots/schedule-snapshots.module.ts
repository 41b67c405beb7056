import { Module } from '@nestjs/common';
import { EventSnapshotSource } from './event-snapshot.source';

/** The current schedule events for consumers rebuilding (GET /internal/snapshot/<topic>, platform). */
@Module({ providers: [EventSnapshotSource] })
export class ScheduleSnapshotsModule {}
