import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CATEGORY_MESSAGES,
  textColorFor,
  type CalendarCategoryCreate,
  type CalendarCategoryItem,
  type CalendarCategoryOrder,
  type CalendarCategoryUpdate,
} from '@greenroom/contracts';
import { differingLabels, staleVersion } from '../../database/record-version';
import { Transactions } from '../../database/transactions';
import { CalendarEventsRepository } from '../calendar-events.repository';
import type { CalendarCategoryEntity } from '../entities/calendar-category.entity';
import { CalendarCategoriesRepository } from './calendar-categories.repository';

export function toCategoryItem(row: CalendarCategoryEntity): CalendarCategoryItem {
  // The text colour always follows the fill, so no stored value can make a badge unreadable.
  return {
    id: row.id,
    name: row.name,
    fillColor: row.fillColor,
    textColor: textColorFor(row.fillColor),
    retired: row.retiredAt !== null,
    version: row.version,
  };
}

/** Admins' changes to the calendar's categories. Events name their category, so a rename moves them in the same transaction. */
@Injectable()
export class CalendarCategoriesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly categories: CalendarCategoriesRepository,
    private readonly events: CalendarEventsRepository,
  ) {}

  create(body: CalendarCategoryCreate): Promise<CalendarCategoryItem> {
    return this.transactions.run(async () => {
      await this.assertNameFree(body.name);
      const row = await this.categories.insert({
        name: body.name,
        fillColor: body.fillColor,
        textColor: textColorFor(body.fillColor),
        retiredAt: null,
      });
      return toCategoryItem(row);
    });
  }

  update(id: string, body: CalendarCategoryUpdate): Promise<CalendarCategoryItem> {
    return this.transactions.run(async () => {
      const row = await this.lock(id);
      const name = body.name ?? row.name;
      const fillColor = body.fillColor ?? row.fillColor;
      if (name !== row.name) await this.assertNameFree(name, id);
      const columns = { name, fillColor, textColor: textColorFor(fillColor) };
      if (!(await this.categories.updateAtVersion(id, body.version, columns))) {
        throw staleVersion('category', differingLabels({ Name: [row.name, name], Colour: [row.fillColor, fillColor] }));
      }
      if (name !== row.name) await this.events.renameCategory(row.name, name);
      return toCategoryItem(await this.categories.byId(id));
    });
  }

  /**
   * Puts the whole list in the order sent, in one transaction. The list must name every category once, each at the
   * version the screen loaded: of two orders built from the same list, the second is refused (409) rather than
   * quietly undoing the first; so is a list that misses a category added since, or names one deleted since. Only the
   * categories whose place changes are written.
   */
  reorder(body: CalendarCategoryOrder): Promise<CalendarCategoryItem[]> {
    return this.transactions.run(async () => {
      const stored = new Map((await this.categories.lockAll()).map((row) => [row.id, row]));
      const rows = body.categories.map((entry) => stored.get(entry.id));
      const listChanged = rows.length !== stored.size || rows.includes(undefined);
      if (listChanged || body.categories.some((entry) => stored.get(entry.id)?.version !== entry.version))
        throw staleVersion('list of categories', []);
      for (const [index, row] of rows.entries()) if (row && row.position !== index + 1) await this.categories.setPosition(row.id, index + 1);
      return (await this.categories.all()).map(toCategoryItem);
    });
  }

  /** Retiring keeps the category's events (and their colours); it is only no longer offered for new ones. */
  retire(id: string, now = new Date()): Promise<CalendarCategoryItem> {
    return this.transactions.run(async () => {
      const row = await this.lock(id);
      row.retiredAt ??= now;
      return toCategoryItem(await this.categories.save(row));
    });
  }

  /** Back in the list for new events. */
  restore(id: string): Promise<CalendarCategoryItem> {
    return this.transactions.run(async () => {
      const row = await this.lock(id);
      row.retiredAt = null;
      return toCategoryItem(await this.categories.save(row));
    });
  }

  private async lock(id: string): Promise<CalendarCategoryEntity> {
    const row = await this.categories.lock(id);
    if (!row) throw new NotFoundException(CATEGORY_MESSAGES.notFound);
    return row;
  }

  /** Names differ by more than case: the legend would otherwise show "Rehearsal" twice. */
  private async assertNameFree(name: string, exceptId?: string): Promise<void> {
    if (!name.trim()) throw new BadRequestException('Please enter the category name.');
    if (await this.categories.nameTaken(name, exceptId)) throw new ConflictException(CATEGORY_MESSAGES.nameTaken);
  }
}
