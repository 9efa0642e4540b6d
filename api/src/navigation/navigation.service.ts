import { Injectable } from '@nestjs/common';
import type { NavigationResponse } from '@greenroom/contracts';
import { NavigationRepository } from './navigation.repository';

@Injectable()
export class NavigationService {
  constructor(private readonly items: NavigationRepository) {}

  /** Every record, hidden ones included: the client looks permissions up by path and filters by role (docs/spec-summary.md §1.6). */
  async menu(): Promise<NavigationResponse> {
    const items = await this.items.all();
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
