import { Injectable } from '@nestjs/common';
import { AUDITION_TITLE } from '@greenroom/contracts';
import { And, ILike, In, Not } from 'typeorm';
import { CalendarCategoryEntity } from '../../calendar/entities/calendar-category.entity';
import { CalendarEventEntity } from '../../calendar/entities/calendar-event.entity';
import { updateAtVersion } from '../../database/record-version';
import { Transactions } from '../../database/transactions';
import { ShowCharacterEntity } from '../entities/show-character.entity';
import { ShowEntity } from '../entities/show.entity';

export type ShowFields = Pick<ShowEntity, 'name' | 'description' | 'auditionLocation'>;
export type NewCharacter = Pick<ShowCharacterEntity, 'name' | 'gender' | 'ageRange' | 'descriptors'>;
/** A known date keeps its row's other columns (id, series); a new one has none. */
export type AuditionDateRow = Partial<CalendarEventEntity> & Pick<CalendarEventEntity, 'title' | 'category' | 'startAt' | 'endAt'>;

/**
 * A show is one aggregate over four tables: the show, its characters, its audition dates (calendar events titled
 * 'Audition' whose category is the show's name) and that calendar category. Every call joins the caller's transaction.
 */
@Injectable()
export class ShowsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager() {
    return this.transactions.manager;
  }

  /** Every show, by name; with `names`, only those. */
  list(names?: string[]): Promise<ShowEntity[]> {
    return this.manager.find(ShowEntity, { where: names ? { name: In(names) } : {}, order: { name: 'ASC' } });
  }

  byName(name: string): Promise<ShowEntity | null> {
    return this.manager.findOne(ShowEntity, { where: { name } });
  }

  /** The show, locked until the transaction ends. */
  lock(id: string): Promise<ShowEntity | null> {
    return this.manager.findOne(ShowEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Characters of these shows, in each show's order. */
  charactersOf(showIds: string[]): Promise<ShowCharacterEntity[]> {
    return this.manager.find(ShowCharacterEntity, { where: { showId: In(showIds) }, order: { position: 'ASC' } });
  }

  /** Audition dates of the shows with these names. */
  auditionDatesOf(showNames: string[]): Promise<CalendarEventEntity[]> {
    return this.manager.find(CalendarEventEntity, { where: { title: AUDITION_TITLE, category: In(showNames) } });
  }

  /**
   * Whether another show or another calendar category has this name, ignoring case; `current` (the show being
   * renamed) and its own category do not count.
   */
  async nameTaken(name: string, current?: ShowEntity): Promise<'show' | 'category' | null> {
    const pattern = name.replace(/[\\%_]/g, '\\$&');
    if (await this.manager.exists(ShowEntity, { where: { name: ILike(pattern), ...(current ? { id: Not(current.id) } : {}) } })) return 'show';
    const category = await this.manager.exists(CalendarCategoryEntity, {
      where: { name: current ? And(ILike(pattern), Not(current.name)) : ILike(pattern) },
    });
    return category ? 'category' : null;
  }

  insert(fields: ShowFields): Promise<ShowEntity> {
    return this.manager.save(ShowEntity, this.manager.create(ShowEntity, { ...fields, retiredAt: null }));
  }

  async update(id: string, fields: Partial<ShowFields & Pick<ShowEntity, 'retiredAt'>>): Promise<void> {
    await this.manager.update(ShowEntity, { id }, fields);
  }

  /** Writes the fields only while the show is still at `version`; false when another save came first. */
  updateAtVersion(id: string, version: number, fields: ShowFields): Promise<boolean> {
    return updateAtVersion(this.manager, ShowEntity, id, version, fields);
  }

  async deleteCharacters(showId: string): Promise<void> {
    await this.manager.delete(ShowCharacterEntity, { showId });
  }

  /** Characters in the given order (their position). */
  async insertCharacters(showId: string, characters: NewCharacter[]): Promise<void> {
    if (characters.length === 0) return;
    await this.manager.insert(
      ShowCharacterEntity,
      characters.map((character, position) => ({ showId, position, ...character })),
    );
  }

  categoryExists(name: string): Promise<boolean> {
    return this.manager.exists(CalendarCategoryEntity, { where: { name } });
  }

  async insertCategory(row: Omit<CalendarCategoryEntity, 'id' | 'version' | 'position'>): Promise<void> {
    await this.manager.save(CalendarCategoryEntity, this.manager.create(CalendarCategoryEntity, row));
  }

  /** The show's category and every event in it take the new name. */
  async renameCategory(from: string, to: string): Promise<void> {
    await this.manager.update(CalendarCategoryEntity, { name: from }, { name: to });
    await this.manager.update(CalendarEventEntity, { category: from }, { category: to });
  }

  async deleteAuditionDates(ids: string[]): Promise<void> {
    if (ids.length) await this.manager.delete(CalendarEventEntity, { id: In(ids) });
  }

  /** Rows with an id update that event (keeping the id members' choices point at); the others are added. */
  async saveAuditionDates(rows: AuditionDateRow[]): Promise<void> {
    await this.manager.save(
      CalendarEventEntity,
      rows.map((row) => this.manager.create(CalendarEventEntity, row)),
    );
  }
}
