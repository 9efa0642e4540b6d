import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDITION_TITLE, SHOW_MESSAGES, derivedFillColor, textColorFor, type Show, type ShowWrite } from '@greenroom/contracts';
import { And, DataSource, EntityManager, ILike, In, Not } from 'typeorm';
import { CalendarCategoryEntity } from '../../calendar/entities/calendar-category.entity';
import { CalendarEventEntity } from '../../calendar/entities/calendar-event.entity';
import { AuditionApplicationEntity } from '../entities/audition-application.entity';
import { ShowCharacterEntity } from '../entities/show-character.entity';
import { ShowEntity } from '../entities/show.entity';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function toShow(show: ShowEntity, characters: ShowCharacterEntity[], dates: CalendarEventEntity[]): Show {
  return {
    id: show.id,
    name: show.name,
    description: show.description,
    auditionLocation: show.auditionLocation,
    characters: characters
      .filter((character) => character.showId === show.id)
      .map(({ name, gender, ageRange, descriptors }) => ({ name, gender, ageRange, descriptors })),
    auditionDates: dates
      .filter((event) => event.category === show.name)
      .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())
      .map((event) => ({ id: event.id, StartDateTime: toSeconds(event.startAt), EndDateTime: event.endAt ? toSeconds(event.endAt) : null })),
    retired: show.retiredAt !== null,
  };
}

/**
 * Shows, their characters and audition dates. An audition date is a calendar event titled 'Audition' whose
 * category is the show's name (docs/spec-summary.md §2.3), so the pre-registration flow offers it unchanged; each write is one
 * transaction, so a refused date leaves the show as it was.
 */
@Injectable()
export class ShowsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(manager: EntityManager = this.dataSource.manager): Promise<Show[]> {
    const shows = await manager.find(ShowEntity, { order: { name: 'ASC' } });
    if (shows.length === 0) return [];
    const characters = await manager.find(ShowCharacterEntity, { where: { showId: In(shows.map((show) => show.id)) }, order: { position: 'ASC' } });
    const dates = await manager.find(CalendarEventEntity, { where: { title: AUDITION_TITLE, category: In(shows.map((show) => show.name)) } });
    return shows.map((show) => toShow(show, characters, dates));
  }

  create(body: ShowWrite): Promise<Show> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertNameFree(manager, body.name);
      const show = await manager.save(
        ShowEntity,
        manager.create(ShowEntity, { name: body.name, description: body.description, auditionLocation: body.auditionLocation, retiredAt: null }),
      );
      await this.ensureCategory(manager, body.name);
      await this.writeCharacters(manager, show.id, body);
      await this.writeAuditionDates(manager, body, []);
      return this.one(manager, show.id);
    });
  }

  update(id: string, body: ShowWrite): Promise<Show> {
    return this.dataSource.transaction(async (manager) => {
      const show = await this.lock(manager, id);
      const dates = await manager.find(CalendarEventEntity, { where: { title: AUDITION_TITLE, category: show.name } });
      if (body.name !== show.name) await this.rename(manager, show, body.name);
      await manager.update(ShowEntity, { id }, { name: body.name, description: body.description, auditionLocation: body.auditionLocation });
      await manager.delete(ShowCharacterEntity, { showId: id });
      await this.writeCharacters(manager, id, body);
      await this.writeAuditionDates(manager, body, dates);
      return this.one(manager, id);
    });
  }

  retire(id: string, now = new Date()): Promise<Show> {
    return this.dataSource.transaction(async (manager) => {
      const show = await this.lock(manager, id);
      if (!show.retiredAt) await manager.update(ShowEntity, { id }, { retiredAt: now });
      return this.one(manager, id);
    });
  }

  private async one(manager: EntityManager, id: string): Promise<Show> {
    const found = (await this.list(manager)).find((show) => show.id === id);
    if (!found) throw new NotFoundException(SHOW_MESSAGES.notFound);
    return found;
  }

  private async lock(manager: EntityManager, id: string): Promise<ShowEntity> {
    const show = await manager.findOne(ShowEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!show) throw new NotFoundException(SHOW_MESSAGES.notFound);
    return show;
  }

  /**
   * A new name is no other show's (compared without case: "Annie" and "ANNIE" would look like one on the calendar)
   * and no other category's, whose events would otherwise seem to be the show's.
   */
  private async assertNameFree(manager: EntityManager, name: string, current?: ShowEntity): Promise<void> {
    const pattern = name.replace(/[\\%_]/g, '\\$&');
    const taken =
      (await manager.exists(ShowEntity, { where: { name: ILike(pattern), ...(current ? { id: Not(current.id) } : {}) } })) ||
      (await manager.exists(CalendarCategoryEntity, { where: { name: current ? And(ILike(pattern), Not(current.name)) : ILike(pattern) } }));
    if (taken) throw new ConflictException(SHOW_MESSAGES.nameTaken);
  }

  /** The show's calendar category, so its audition dates have a colour and a name in the legend. */
  private async ensureCategory(manager: EntityManager, name: string): Promise<void> {
    if (await manager.exists(CalendarCategoryEntity, { where: { name } })) return;
    const fillColor = derivedFillColor(name);
    await manager.save(
      CalendarCategoryEntity,
      manager.create(CalendarCategoryEntity, { name, fillColor, textColor: textColorFor(fillColor), retiredAt: null }),
    );
  }

  /** A new name moves the show's events, its category and its pre-registrations along, so nothing is left behind. */
  private async rename(manager: EntityManager, show: ShowEntity, name: string): Promise<void> {
    await this.assertNameFree(manager, name, show);
    await manager.update(CalendarCategoryEntity, { name: show.name }, { name });
    await manager.update(CalendarEventEntity, { category: show.name }, { category: name });
    await manager.update(AuditionApplicationEntity, { showName: show.name }, { showName: name });
    await this.ensureCategory(manager, name);
  }

  private async writeCharacters(manager: EntityManager, showId: string, body: ShowWrite): Promise<void> {
    if (body.characters.length === 0) return;
    await manager.insert(
      ShowCharacterEntity,
      body.characters.map((character, position) => ({ showId, position, ...character })),
    );
  }

  /** Dates keep their ids (members' choices point at them); dates left out are removed, new ones added. */
  private async writeAuditionDates(manager: EntityManager, body: ShowWrite, existing: CalendarEventEntity[]): Promise<void> {
    const known = new Map(existing.map((event) => [event.id, event]));
    const unknown = body.auditionDates.find((date) => date.id && !known.has(date.id));
    if (unknown) throw new BadRequestException('One of the audition dates is not a date of this show. Please reload the page.');
    const kept = new Set(body.auditionDates.flatMap((date) => (date.id ? [date.id] : [])));
    const removed = existing.filter((event) => !kept.has(event.id)).map((event) => event.id);
    if (removed.length) await manager.delete(CalendarEventEntity, { id: In(removed) });
    const columns = {
      title: AUDITION_TITLE,
      category: body.name,
      isAllDay: false,
      location: body.auditionLocation || null,
      details: body.description || null,
    };
    await manager.save(
      CalendarEventEntity,
      body.auditionDates.map((date) =>
        manager.create(CalendarEventEntity, {
          ...(date.id ? known.get(date.id) : { seriesId: null }),
          ...columns,
          startAt: date.StartDateTime,
          endAt: date.EndDateTime,
        }),
      ),
    );
  }
}
