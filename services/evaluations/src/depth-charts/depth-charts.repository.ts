import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DepthChartEntity } from './depth-chart.entity';

/** The only code that touches the depth chart table. */
@Injectable()
export class DepthChartsRepository {
  constructor(private readonly db: DataSource) {}

  find(teamId: string, manager: EntityManager = this.db.manager): Promise<DepthChartEntity | null> {
    return manager.getRepository(DepthChartEntity).findOneBy({ teamId });
  }

  async save(manager: EntityManager, row: DepthChartEntity): Promise<void> {
    await manager.getRepository(DepthChartEntity).save(row);
  }
}
