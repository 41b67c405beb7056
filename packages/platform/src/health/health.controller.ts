import { Controller, Get, type OnModuleDestroy, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness';

const CHECK_TIMEOUT_MS = 2000;

@Public()
@Controller('health')
export class HealthController implements OnModuleDestroy {
  private draining = false;

  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleDestroy(): void {
    // From the first moment of shutdown the load balancer should stop sending traffic here.
    this.draining = true;
  }

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(
    @Res({ passthrough: true }) reply: { status(code: number): unknown },
  ): Promise<{ status: string; checks: Record<string, string> }> {
    const checks: Record<string, string> = {};
    if (this.draining) checks.shutdown = 'draining';
    await Promise.all(
      this.readinessChecks().map(async (c) => {
        checks[c.name] = await withTimeout(c.check()).then(
          () => 'ok',
          (error: unknown) => `down: ${error instanceof Error ? error.message : String(error)}`,
        );
      }),
    );
    const ok = Object.values(checks).every((v) => v === 'ok');
    reply.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'unavailable', checks };
  }

  private readinessChecks(): ReadinessCheck[] {
    const checks: ReadinessCheck[] = [];
    const dataSource = this.optional<DataSource>(DataSource);
    if (dataSource) {
      checks.push({
        name: 'database',
        check: async () => {
          if (!dataSource.isInitialized) throw new Error('not initialised');
          await dataSource.query('SELECT 1');
        },
      });
    }
    checks.push(...(this.optional<ReadinessCheck[]>(READINESS_CHECKS) ?? []));
    return checks;
  }

  private optional<T>(token: unknown): T | undefined {
    try {
      return this.moduleRef.get<T>(token as never, { strict: false });
    } catch {
      return undefined;
    }
  }
}

function withTimeout(promise: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
