import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';

/** GET /health/live (the process answers) and GET /health/ready (database and event bus reachable). */
@Module({ controllers: [HealthController] })
export class HealthModule {}
