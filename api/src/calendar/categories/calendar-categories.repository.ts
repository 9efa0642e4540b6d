import { Injectable } from '@nestjs/common';
import { ILike, Not } from 'typeorm';
import { updateAtVersion } from '../../database/record-version';
import { Transactions } from '../../database/transactions';
import { CalendarCategoryEntity } from '../entities/calendar-category.entity';

/** The calendar's categories. Every call joins the caller's transaction, if any. */
@Injectable()
export class CalendarCategoriesRepository {
  constructor(private readonly transactions: Transactions) {}

  private get categories() {
    return this.transactions.manager.getRepository(CalendarCategoryEntity);
  }

  /** Every category, in the office's order. */
  all(): Promise<CalendarCategoryEntity[]> {
    return this.categories.find({ order: { position: 'ASC', name: 'ASC' } });
  }

  /** Every category, locked until the transaction ends (in one order, so two such locks never wait on each other). */
  lockAll(): Promise<CalendarCategoryEntity[]> {
    return this.categories.find({ order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  async setPosition(id: string, position: number): Promise<void> {
    await this.categories.update({ id }, { position });
  }

  byName(name: string): Promise<CalendarCategoryEntity | null> {
    return this.categories.findOne({ where: { name } });
  }

  /** The category, locked until the transaction ends. */
  lock(id: string): Promise<CalendarCategoryEntity | null> {
    return this.categories.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Whether a category other than `exceptId` has this name, ignoring case. */
  nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const pattern = name.replace(/[\\%_]/g, '\\$&');
    return this.categories.exists({ where: { name: ILike(pattern), ...(exceptId ? { id: Not(exceptId) } : {}) } });
  }

  insert(row: Omit<CalendarCategoryEntity, 'id' | 'version' | 'position'>): Promise<CalendarCategoryEntity> {
    return this.categories.save(this.categories.create(row));
  }

  /** The row as stored after the save (its version raised by the table's trigger). */
  async save(row: CalendarCategoryEntity): Promise<CalendarCategoryEntity> {
    await this.categories.save(row);
    return this.categories.findOneByOrFail({ id: row.id });
  }

  /** Writes the columns only while the category is still at `version`; false when another save came first. */
  updateAtVersion(id: string, version: number, columns: Partial<CalendarCategoryEntity>): Promise<boolean> {
    return updateAtVersion(this.transactions.manager, CalendarCategoryEntity, id, version, columns);
  }

  /** The category as stored. */
  byId(id: string): Promise<CalendarCategoryEntity> {
    return this.categories.findOneByOrFail({ id });
  }
}
