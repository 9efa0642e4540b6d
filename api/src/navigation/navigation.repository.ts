import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NavigationItemEntity } from './entities/navigation-item.entity';

@Injectable()
export class NavigationRepository {
  constructor(@InjectRepository(NavigationItemEntity) private readonly items: Repository<NavigationItemEntity>) {}

  /** Every item, hidden ones included, in menu order. */
  all(): Promise<NavigationItemEntity[]> {
    return this.items.find({ order: { sortOrder: 'ASC', title: 'ASC' } });
  }
}
