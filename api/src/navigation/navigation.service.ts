import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { NavigationResponse } from '@greenroom/contracts';
import { Repository } from 'typeorm';
import { NavigationItemEntity } from './entities/navigation-item.entity';

@Injectable()
export class NavigationService {
  constructor(@InjectRepository(NavigationItemEntity) private readonly items: Repository<NavigationItemEntity>) {}

  /** Every record, hidden ones included: the client looks permissions up by path and filters by role (docs/spec-summary.md §1.6). */
  async menu(): Promise<NavigationResponse> {
    const items = await this.items.find({ order: { sortOrder: 'ASC', title: 'ASC' } });
    return {
      records: items.map((item) => ({
        id: item.id,
        fields: {
          Title: item.title,
          Url: item.url,
          Icon: item.icon,
          Type: item.type,
          ParentId: item.parentId,
          Permission: item.permission,
          NavigationId: item.navigationId,
          SortOrder: item.sortOrder,
          Visible: item.visible,
        },
      })),
    };
  }
}
