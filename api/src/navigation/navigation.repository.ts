import { Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import { NavigationItemEntity } from './entities/navigation-item.entity';
import { Transactions } from '../database/transactions';

@Injectable()
export class NavigationRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The transaction's, inside Transactions.run; the pool's outside it. */
  private get items(): Repository<NavigationItemEntity> {
    return this.transactions.manager.getRepository(NavigationItemEntity);
  }

  /** Every item, hidden ones included, in menu order. */
  all(): Promise<NavigationItemEntity[]> {
    return this.items.find({ order: { sortOrder: 'ASC', title: 'ASC' } });
  }
}
