import { Injectable } from '@nestjs/common';
import { Transactions } from '../database/transactions';
import { FeatureWindowEntity } from './entities/feature-window.entity';

export type FeatureWindow = Pick<FeatureWindowEntity, 'route' | 'startsOn' | 'endsOn'>;

/** The date windows that open seasonal routes. Writes join the caller's transaction (a season change moves its window). */
@Injectable()
export class FeatureWindowsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get windows() {
    return this.transactions.manager.getRepository(FeatureWindowEntity);
  }

  list(): Promise<FeatureWindowEntity[]> {
    return this.windows.find({ order: { route: 'ASC' } });
  }

  /** One window per route: a second call for the same route moves it. */
  async upsert(window: FeatureWindow): Promise<void> {
    await this.windows.upsert(window, ['route']);
  }
}
