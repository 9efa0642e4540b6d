import { BadRequestException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  AUDITION_PROBLEMS_HEADING,
  auditionProblems,
  SHOW_MESSAGES,
  characterNameDescription,
  type AuditionApplicationsResponse,
  type AuditionSubmission,
  type AuditionSubmissionResponse,
  type MyAuditionApplicationsResponse,
  type RecordsResponse,
  type ShowInformationFields,
} from '@greenroom/contracts';
import { EmailQueue } from '../mail-delivery/email-queue';
import { MemberEntity } from '../members/entities/member.entity';
import { auditionConfirmationEmail } from './audition-confirmation-email';
import { auditionDateText } from './audition-date-text';
import { AuditionApplicationsRepository } from './audition-applications.repository';
import { HeadshotsService } from './headshots/headshots.service';
import { ShowsRepository } from './shows/shows.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

@Injectable()
export class AuditionsService {
  private readonly logger = new Logger(AuditionsService.name);

  constructor(
    private readonly shows: ShowsRepository,
    private readonly applications: AuditionApplicationsRepository,
    private readonly headshots: HeadshotsService,
    private readonly emailQueue: EmailQueue,
  ) {}

  async showInformation(titles: string[]): Promise<RecordsResponse<ShowInformationFields>> {
    const rows = await this.shows.list(titles);
    const characters = rows.length ? await this.shows.charactersOf(rows.map((row) => row.id)) : [];
    return {
      records: rows.map((row) => ({
        id: row.id,
        fields: {
          Title: row.name,
          CharacterNameDescription: characterNameDescription(characters.filter((character) => character.showId === row.id)),
        },
      })),
    };
  }

  async submit(member: MemberEntity, payload: AuditionSubmission, now = new Date()): Promise<AuditionSubmissionResponse> {
    if (payload.memberId !== member.id) throw new ForbiddenException('You can only submit your own pre-registration.');
    const showName = payload.showName.trim();
    const show = await this.shows.byName(showName);
    const showDates = await this.shows.auditionDatesOf([showName]);
    if (!show && showDates.length === 0) throw new NotFoundException(`Unknown show: ${showName}`);
    if (show?.retiredAt) throw new BadRequestException(SHOW_MESSAGES.retired);

    const characters = show ? await this.shows.charactersOf([show.id]) : [];
    // Name and e-mail are read-only on the form: they are checked, and stored, from the member's own record.
    const problems = auditionProblems(
      { ...payload, firstName: member.firstName, lastName: member.lastName, email: member.email, selectedDateCount: payload.selectedDates.length },
      characters.length > 0,
    );
    if (problems.length > 0) throw new BadRequestException(`${AUDITION_PROBLEMS_HEADING} ${problems.join(' ')}`);

    const wanted = new Set(payload.selectedDates.map((date) => date.id));
    const chosen = showDates.filter((event) => wanted.has(event.id));
    if ([...wanted].some((id) => !UUID.test(id)) || chosen.length !== wanted.size) {
      throw new BadRequestException(`One or more selected dates are not audition dates for ${showName}.`);
    }
    if (!showDates.some((event) => event.startAt > now)) throw new BadRequestException(`Auditions for ${showName} are closed.`);
    if (chosen.some((event) => event.startAt <= now)) throw new BadRequestException('One or more selected audition dates have already passed.');
    const knownCharacters = new Set(characters.map((character) => character.name));
    const unknown = payload.selectedCharacters.filter((name) => !knownCharacters.has(name));
    if (unknown.length > 0) throw new BadRequestException(`Unknown character for ${showName}: ${unknown.join(', ')}`);

    const existing = await this.applications.find(member.id, showName);
    const saved = await this.applications.save({
      id: existing?.id,
      memberId: member.id,
      showName,
      auditionId: payload.auditionId,
      // The dates as the server knows them, so a client cannot store other times under a real id.
      selectedDates: chosen
        .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())
        .map((event) => auditionDateText(event.id, toSeconds(event.startAt), event.endAt ? toSeconds(event.endAt) : null)),
      selectedCharacters: [...new Set(payload.selectedCharacters)],
      acceptOtherRole: characters.length > 0 ? payload.acceptOtherRole : '',
      conflicts: payload.conflicts.trim(),
      // The form saves the phones on the member's record first, where the rule refuses a wrong one; here they are
      // stored in that record's form when they fit it.
      landline: payload.landline,
      mobile: payload.mobile,
      showBio: payload.showBio.trim(),
      userAgent: payload.userAgent,
      submittedAt: now,
    });

    const mail = auditionConfirmationEmail(member, saved);
    try {
      await this.emailQueue.enqueue({ to: member.email, ...mail }, `audition-${saved.id}-${now.getTime()}`);
    } catch (error) {
      // The pre-registration is stored; a confirmation that cannot be queued is only logged.
      this.logger.warn(`audition confirmation not queued: ${(error as Error).message}`);
    }
    return { id: saved.id, updated: Boolean(existing) };
  }

  async applicationsOf(member: MemberEntity): Promise<MyAuditionApplicationsResponse> {
    const rows = await this.applications.ofMember(member.id);
    return {
      applications: rows.map((row) => ({
        showName: row.showName,
        auditionId: row.auditionId,
        firstSubmittedAt: row.createdAt.toISOString(),
        lastSubmittedAt: row.submittedAt.toISOString(),
        selectedDates: row.selectedDates,
        selectedCharacters: row.selectedCharacters,
        acceptOtherRole: row.acceptOtherRole,
        conflicts: row.conflicts,
      })),
    };
  }

  async applicationsByShow(): Promise<AuditionApplicationsResponse> {
    // A deleted member's pre-registration is left out: the deletion is respected, and a row without a name or
    // contact details would not help the audition team (the row itself stays, with the soft-deleted record).
    const rows = await this.applications.withMembers();
    const headshots = await this.headshots.infoFor(rows.map((row) => row.memberId));
    const shows = new Map<string, AuditionApplicationsResponse['shows'][number]>();
    for (const row of rows) {
      const show = shows.get(row.showName) ?? { showName: row.showName, applications: [] };
      shows.set(row.showName, show);
      show.applications.push({
        id: row.id,
        memberId: row.memberId,
        firstName: row.member.firstName,
        lastName: row.member.lastName,
        email: row.member.email,
        mobile: row.mobile,
        landline: row.landline,
        showBio: row.showBio,
        // Worded again from the stored instants: rows saved before the server owned these texts held the browser's.
        selectedDates: row.selectedDates.map((date) => auditionDateText(date.id, date.unixStart, date.unixEnd)),
        selectedCharacters: row.selectedCharacters,
        acceptOtherRole: row.acceptOtherRole,
        conflicts: row.conflicts,
        submittedAt: row.submittedAt.toISOString(),
        headshot: headshots.get(row.memberId) ?? null,
      });
    }
    for (const show of shows.values())
      show.applications.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
    return { shows: [...shows.values()] };
  }
}
