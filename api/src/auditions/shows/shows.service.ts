import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AUDITION_TITLE, SHOW_MESSAGES, derivedFillColor, textColorFor, type Show, type ShowUpdate, type ShowWrite } from '@greenroom/contracts';
import type { CalendarEventEntity } from '../../calendar/entities/calendar-event.entity';
import { differingLabels, staleVersion } from '../../database/record-version';
import { Transactions } from '../../database/transactions';
import { AuditionApplicationsRepository } from '../audition-applications.repository';
import type { ShowCharacterEntity } from '../entities/show-character.entity';
import type { ShowEntity } from '../entities/show.entity';
import { ShowsRepository } from './shows.repository';

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
    version: show.version,
  };
}

const seconds = (date: Date | number | null) => (date === null ? null : typeof date === 'number' ? date : toSeconds(date));

/** What the stored show and a refused save differ in, by the labels of the show form. */
function showDifferences(stored: Show, body: ShowUpdate): string[] {
  const characters = (list: Show['characters']) => list.map(({ name, gender, ageRange, descriptors }) => [name, gender, ageRange, descriptors]);
  const dates = (list: { StartDateTime: Date | number; EndDateTime: Date | number | null }[]) =>
    list.map((date) => [seconds(date.StartDateTime), seconds(date.EndDateTime)]);
  return differingLabels({
    'Show Name': [stored.name, body.name],
    Description: [stored.description, body.description],
    'Audition Location': [stored.auditionLocation, body.auditionLocation],
    Characters: [characters(stored.characters), characters(body.characters)],
    'Audition Dates': [dates(stored.auditionDates), dates(body.auditionDates)],
  });
}

/**
 * Shows, their characters and audition dates. An audition date is a calendar event titled 'Audition' whose
 * category is the show's name (docs/spec-summary.md §2.3), so the pre-registration flow offers it unchanged; each write is one
 * transaction, so a refused date leaves the show as it was.
 */
@Injectable()
export class ShowsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly shows: ShowsRepository,
    private readonly applications: AuditionApplicationsRepository,
  ) {}

  async list(): Promise<Show[]> {
    const shows = await this.shows.list();
    if (shows.length === 0) return [];
    const characters = await this.shows.charactersOf(shows.map((show) => show.id));
    const dates = await this.shows.auditionDatesOf(shows.map((show) => show.name));
    return shows.map((show) => toShow(show, characters, dates));
  }

  create(body: ShowWrite): Promise<Show> {
    return this.transactions.run(async () => {
      await this.assertNameFree(body.name);
      const show = await this.shows.insert({ name: body.name, description: body.description, auditionLocation: body.auditionLocation });
      await this.ensureCategory(body.name);
      await this.shows.insertCharacters(show.id, body.characters);
      await this.writeAuditionDates(body, []);
      return this.one(show.id);
    });
  }

  /** The show, its characters and its dates are replaced whole, only at the version the Admin loaded (else 409). */
  update(id: string, body: ShowUpdate): Promise<Show> {
    return this.transactions.run(async () => {
      const show = await this.lock(id);
      const dates = await this.shows.auditionDatesOf([show.name]);
      if (body.name !== show.name) await this.assertNameFree(body.name, show);
      const fields = { name: body.name, description: body.description, auditionLocation: body.auditionLocation };
      if (!(await this.shows.updateAtVersion(id, body.version, fields))) throw staleVersion('show', showDifferences(await this.one(id), body));
      if (body.name !== show.name) await this.rename(show, body.name);
      await this.shows.deleteCharacters(id);
      await this.shows.insertCharacters(id, body.characters);
      await this.writeAuditionDates(body, dates);
      return this.one(id);
    });
  }

  retire(id: string, now = new Date()): Promise<Show> {
    return this.transactions.run(async () => {
      const show = await this.lock(id);
      if (!show.retiredAt) await this.shows.update(id, { retiredAt: now });
      return this.one(id);
    });
  }

  private async one(id: string): Promise<Show> {
    const found = (await this.list()).find((show) => show.id === id);
    if (!found) throw new NotFoundException(SHOW_MESSAGES.notFound);
    return found;
  }

  private async lock(id: string): Promise<ShowEntity> {
    const show = await this.shows.lock(id);
    if (!show) throw new NotFoundException(SHOW_MESSAGES.notFound);
    return show;
  }

  /**
   * A new name is no other show's (compared without case: "Annie" and "ANNIE" would look like one on the calendar)
   * and no other category's, whose events would otherwise seem to be the show's.
   */
  private async assertNameFree(name: string, current?: ShowEntity): Promise<void> {
    const taken = await this.shows.nameTaken(name, current);
    if (taken) throw new ConflictException(taken === 'show' ? SHOW_MESSAGES.nameTaken : SHOW_MESSAGES.categoryTaken);
  }

  /** The show's calendar category, so its audition dates have a colour and a name in the legend. */
  private async ensureCategory(name: string): Promise<void> {
    if (await this.shows.categoryExists(name)) return;
    const fillColor = derivedFillColor(name);
    await this.shows.insertCategory({ name, fillColor, textColor: textColorFor(fillColor), retiredAt: null });
  }

  /** A new name moves the show's events, its category and its pre-registrations along, so nothing is left behind. */
  private async rename(show: ShowEntity, name: string): Promise<void> {
    await this.assertNameFree(name, show);
    await this.shows.renameCategory(show.name, name);
    await this.applications.renameShow(show.name, name);
    await this.ensureCategory(name);
  }

  /** Dates keep their ids (members' choices point at them); dates left out are removed, new ones added. */
  private async writeAuditionDates(body: ShowWrite, existing: CalendarEventEntity[]): Promise<void> {
    const known = new Map(existing.map((event) => [event.id, event]));
    const unknown = body.auditionDates.find((date) => date.id && !known.has(date.id));
    if (unknown) throw new BadRequestException('One of the audition dates is not a date of this show. Please reload the page.');
    const kept = new Set(body.auditionDates.flatMap((date) => (date.id ? [date.id] : [])));
    await this.shows.deleteAuditionDates(existing.filter((event) => !kept.has(event.id)).map((event) => event.id));
    const columns = {
      title: AUDITION_TITLE,
      category: body.name,
      isAllDay: false,
      location: body.auditionLocation || null,
      details: body.description || null,
    };
    await this.shows.saveAuditionDates(
      body.auditionDates.map((date) => ({
        ...(date.id ? known.get(date.id) : { seriesId: null }),
        ...columns,
        startAt: date.StartDateTime,
        endAt: date.EndDateTime,
      })),
    );
  }
}
