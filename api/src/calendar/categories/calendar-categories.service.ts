import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CATEGORY_MESSAGES,
  textColorFor,
  type CalendarCategoryCreate,
  type CalendarCategoryItem,
  type CalendarCategoryUpdate,
} from '@greenroom/contracts';
import { DataSource, EntityManager, ILike, Not } from 'typeorm';
import { CalendarCategoryEntity } from '../entities/calendar-category.entity';
import { CalendarEventEntity } from '../entities/calendar-event.entity';

export function toCategoryItem(row: CalendarCategoryEntity): CalendarCategoryItem {
  // The text colour always follows the fill, so no stored value can make a badge unreadable.
  return { id: row.id, name: row.name, fillColor: row.fillColor, textColor: textColorFor(row.fillColor), retired: row.retiredAt !== null };
}

/** Admins' changes to the calendar's categories. Events name their category, so a rename moves them in the same transaction. */
@Injectable()
export class CalendarCategoriesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  create(body: CalendarCategoryCreate): Promise<CalendarCategoryItem> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertNameFree(manager, body.name);
      const row = manager.create(CalendarCategoryEntity, {
        name: body.name,
        fillColor: body.fillColor,
        textColor: textColorFor(body.fillColor),
        retiredAt: null,
      });
      return toCategoryItem(await manager.save(CalendarCategoryEntity, row));
    });
  }

  update(id: string, body: CalendarCategoryUpdate): Promise<CalendarCategoryItem> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      if (body.name !== row.name) {
        await this.assertNameFree(manager, body.name, id);
        await manager.update(CalendarEventEntity, { category: row.name }, { category: body.name });
      }
      Object.assign(row, { name: body.name, fillColor: body.fillColor, textColor: textColorFor(body.fillColor) });
      return toCategoryItem(await manager.save(CalendarCategoryEntity, row));
    });
  }

  /** Retiring keeps the category's events (and their colours); it is only no longer offered for new ones. */
  retire(id: string, now = new Date()): Promise<CalendarCategoryItem> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      row.retiredAt ??= now;
      return toCategoryItem(await manager.save(CalendarCategoryEntity, row));
    });
  }

  /** Back in the list for new events. */
  restore(id: string): Promise<CalendarCategoryItem> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      row.retiredAt = null;
      return toCategoryItem(await manager.save(CalendarCategoryEntity, row));
    });
  }

  private async lock(manager: EntityManager, id: string): Promise<CalendarCategoryEntity> {
    const row = await manager.findOne(CalendarCategoryEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw new NotFoundException(CATEGORY_MESSAGES.notFound);
    return row;
  }

  /** Names differ by more than case: the legend would otherwise show "Rehearsal" twice. */
  private async assertNameFree(manager: EntityManager, name: string, exceptId?: string): Promise<void> {
    if (!name.trim()) throw new BadRequestException('Please enter the category name.');
    const pattern = name.replace(/[\\%_]/g, '\\$&');
    if (await manager.exists(CalendarCategoryEntity, { where: { name: ILike(pattern), ...(exceptId ? { id: Not(exceptId) } : {}) } })) {
      throw new ConflictException(CATEGORY_MESSAGES.nameTaken);
    }
  }
}
