import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DepthChartEntity } from './depth-chart.entity';

/** The only code that touches the depth chart table. */
@Injectable()
export class DepthChartsRepository {
  constructor(private readonly db: DataSource) {}

  find(
    teamId: string,
    manager: EntityManager = this.db.manager,
    lock = false,
  ): Promise<DepthChartEntity | null> {
    return manager.getRepository(DepthChartEntity).findOne({
      where: { teamId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  async save(manager: EntityManager, row: DepthChartEntity): Promise<void> {
    await manager.getRepository(DepthChartEntity).save(row);
  }
}
