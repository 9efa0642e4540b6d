import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AdminMember,
  AdminMemberUpdate,
  CANNOT_DELETE_SELF_MESSAGE,
  contactProblems,
  DUES_REMINDER_LIST,
  type ContactProblemsResponse,
  LOGIN_RESULTS,
  Member,
  MEMBER_LOG_ACTIONS,
  MEMBER_NOT_FOUND_MESSAGE,
  OwnMemberUpdate,
  OwnMemberUpdateResponse,
  UNKNOWN_TEAMS_MESSAGE,
} from '@greenroom/contracts';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { SessionService } from '../auth/session.service';
import { assertOwnEmail } from '../common/own-email';
import { AppConfig } from '../config/app-config';
import { EmailQueue } from '../mail/email-queue.service';
import { MemberLogService } from '../member-log/member-log.service';
import { TeamEntity } from '../teams/entities/team.entity';
import { MemberAuditEntryEntity } from './entities/member-audit-entry.entity';
import { MemberEntity } from './entities/member.entity';
import { memberChanges } from './member-changes';
import { adminUpdateColumns, blankToNull, OWN_FIELD_COLUMNS } from './member-fields';
import { toMember } from './member.mapper';
import { MembersRepository } from './members.repository';
import { membershipActiveEmail } from './membership-activation';

export const NOT_YOUR_RECORD_MESSAGE = 'You can only view your own member information.';
export const NOT_YOUR_UPDATE_MESSAGE = 'You can only change your own member information.';

export function toAdminMember(entity: MemberEntity): AdminMember {
  return { ...toMember(entity), Director_Notes: entity.directorNotes };
}

@Injectable()
export class MembersService {
  private readonly logger = new Logger(MembersService.name);

  constructor(
    @InjectRepository(MemberEntity) private readonly members: Repository<MemberEntity>,
    private readonly byEmail: MembersRepository,
    private readonly sessions: SessionService,
    private readonly memberLog: MemberLogService,
    private readonly dataSource: DataSource,
    private readonly emailQueue: EmailQueue,
    private readonly config: AppConfig,
  ) {}

  /** Members whose stored phone or ZIP code the rules refuse (records from before the rules): an admin corrects them. */
  async contactProblems(): Promise<ContactProblemsResponse> {
    const records = (await this.byEmail.contactDetails()).flatMap((member) => {
      const contact = { Mobile: member.mobile, Landline: member.landline, Zip_Code: member.zipCode };
      const fields = contactProblems(contact);
      return fields.length === 0
        ? []
        : [{ id: member.id, First_Name: member.firstName, Last_Name: member.lastName, Email: member.email, ...contact, fields }];
    });
    return { records };
  }

  /** Members who may sign in with this e-mail (several when a household shares one). `email` is lower-cased. */
  findSignInMembers(email: string): Promise<MemberEntity[]> {
    return this.byEmail.signInMembers(email);
  }

  /** The member with this id, if this e-mail is theirs and they may sign in. */
  findSignInMember(memberId: string, email: string): Promise<MemberEntity | null> {
    return this.byEmail.signInMember(memberId, email);
  }

  /** The signed-in member's own record; an e-mail in the request, if any, must be theirs. */
  ownRecord(member: MemberEntity, requestedEmail?: string): Member {
    assertOwnEmail(member, requestedEmail, NOT_YOUR_RECORD_MESSAGE);
    return toMember(member);
  }

  /** PATCH /api/members/update: only the session's member, only personal, address and bio fields. */
  async updateOwn(member: MemberEntity, update: OwnMemberUpdate): Promise<OwnMemberUpdateResponse> {
    const { Email: email, ...fields } = update;
    assertOwnEmail(member, email, NOT_YOUR_UPDATE_MESSAGE);
    const changes: Partial<MemberEntity> = {};
    const updatedFields: string[] = [];
    for (const [field, value] of Object.entries(fields) as [keyof typeof OWN_FIELD_COLUMNS, string | null | undefined][]) {
      if (value === undefined) continue;
      const column = OWN_FIELD_COLUMNS[field];
      // First and last name are required by the schema (min 1), so only the optional fields become null.
      (changes as Record<string, string | null>)[column] = blankToNull(value);
      updatedFields.push(field);
    }
    // The change and its member-log entry are written together (the log says who changed which fields).
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(MemberEntity);
      if (updatedFields.length > 0) await repository.update({ id: member.id }, changes);
      const fresh = await repository.findOneOrFail({ where: { id: member.id }, relations: { teams: true } });
      // Only the fields sent: the session's member may come without its teams loaded.
      const changed = memberChanges(toMember(member), toMember(fresh)).filter((change) => updatedFields.includes(change.field));
      if (changed.length > 0)
        await this.memberLog.record(
          {
            action: MEMBER_LOG_ACTIONS.ownRecordUpdated,
            result: LOGIN_RESULTS.success,
            email: fresh.email,
            ipAddress: null,
            memberId: member.id,
            changedBy: member.email,
            changes: changed,
          },
          manager,
        );
      return { member: toMember(fresh), updatedFields };
    });
  }

  /** GET /api/members/detail: one member by e-mail (and id when a household shares the address). */
  async detail(email: string, id?: string): Promise<AdminMember> {
    return toAdminMember(await this.findByEmail(email, id));
  }

  private async findByEmail(email: string, id?: string, manager: EntityManager = this.dataSource.manager): Promise<MemberEntity> {
    const found = await this.byEmail.firstByEmail(email, id, manager);
    if (!found) throw new NotFoundException(MEMBER_NOT_FOUND_MESSAGE);
    return found;
  }

  /** Team entities for these names, or 400 naming the first unknown one. */
  async teamsNamed(names: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<TeamEntity[]> {
    const unique = [...new Set(names)];
    if (unique.length === 0) return [];
    const teams = await manager.getRepository(TeamEntity).find({ where: { name: In(unique) } });
    const unknown = unique.find((name) => !teams.some((team) => team.name === name));
    if (unknown !== undefined) throw new BadRequestException(`${UNKNOWN_TEAMS_MESSAGE}${unknown}`);
    return teams;
  }

  /**
   * The member's own teams become exactly these (400 naming the first unknown one); answers the member as stored.
   * A change is logged in the member log with the teams before and after.
   */
  async setTeams(member: MemberEntity, teamNames: readonly string[]): Promise<Member> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(MemberEntity);
      const teams = await this.teamsNamed(teamNames, manager);
      const before = toMember(await repository.findOneOrFail({ where: { id: member.id }, relations: { teams: true } }));
      await repository.save({ id: member.id, teams });
      const after = toMember(await repository.findOneOrFail({ where: { id: member.id }, relations: { teams: true } }));
      const changes = memberChanges({ Teams: before.Teams }, { Teams: after.Teams });
      if (changes.length > 0)
        await this.memberLog.record(
          {
            action: MEMBER_LOG_ACTIONS.ownRecordUpdated,
            result: LOGIN_RESULTS.success,
            email: member.email,
            ipAddress: null,
            memberId: member.id,
            changedBy: member.email,
            changes,
          },
          manager,
        );
      return after;
    });
  }

  /**
   * POST /api/members/update (Admin). Keyed by id: a changed e-mail keeps the member's log, RSVPs and
   * subscriptions, which all point at the id. A changed permission or status ends the member's sessions.
   * Pending → Active approves an application: the applicant gets the e-mail their confirmation promised.
   */
  async adminUpdate(actor: MemberEntity, update: AdminMemberUpdate): Promise<AdminMember> {
    const { member, approved } = await this.saveAdminUpdate(actor, update);
    // After the commit: the e-mail never announces an approval that was rolled back. A queue that is down is
    // logged (the status stands; the Admin can tell the member), like the application's own confirmation.
    if (approved)
      await this.emailQueue
        .enqueue(
          membershipActiveEmail({ to: member.Email, firstName: member.First_Name, portalUrl: this.config.portalUrl }),
          `membership-active-${member.id}-${approved.getTime()}`,
        )
        .catch((error: Error) => this.logger.warn(`activation e-mail to ${member.Email} not queued: ${error.message}`));
    return member;
  }

  private async saveAdminUpdate(actor: MemberEntity, update: AdminMemberUpdate): Promise<{ member: AdminMember; approved: Date | null }> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(MemberEntity);
      const before = await repository.findOne({ where: { id: update.id }, relations: { teams: true } });
      if (!before) throw new NotFoundException(MEMBER_NOT_FOUND_MESSAGE);
      if (actor.id === before.id && update.Portal_Permission !== 'Admin') {
        throw new BadRequestException('You cannot remove your own Admin permission.');
      }
      const columns = adminUpdateColumns(update);
      await repository.update({ id: before.id }, columns);
      if (update.Teams !== undefined) {
        const teams = await this.teamsNamed(update.Teams, manager);
        await repository.save({ id: before.id, teams });
      }
      const changed = (Object.keys(columns) as (keyof MemberEntity)[]).filter((key) => before[key] !== columns[key]);
      if (columns.portalPermission !== before.portalPermission || columns.membershipStatus !== before.membershipStatus) {
        await this.sessions.revokeMemberSessions(before.id, manager);
      }
      await manager.getRepository(MemberAuditEntryEntity).insert({
        action: 'member.updated',
        actorMemberId: actor.id,
        targetMemberId: before.id,
        details: { changed, previousEmail: before.email },
      });
      const after = toAdminMember(await repository.findOneOrFail({ where: { id: before.id }, relations: { teams: true } }));
      const fieldChanges = memberChanges(toAdminMember(before), after);
      if (fieldChanges.length > 0)
        await this.memberLog.record(
          {
            action: MEMBER_LOG_ACTIONS.memberUpdated,
            result: LOGIN_RESULTS.success,
            email: after.Email,
            ipAddress: null,
            memberId: before.id,
            changedBy: actor.email,
            changes: fieldChanges,
          },
          manager,
        );
      const approved = before.membershipStatus === 'Pending' && after.Membership_Status === 'Active' ? new Date() : null;
      if (approved) await this.recordApproval(actor, before, manager);
      return { member: after, approved };
    });
  }

  /** The log names the Admin who approved; the new member starts on the dues reminder list (they may leave it). */
  private async recordApproval(actor: MemberEntity, member: MemberEntity, manager: EntityManager): Promise<void> {
    await this.memberLog.record(
      {
        action: MEMBER_LOG_ACTIONS.membershipApproved,
        result: LOGIN_RESULTS.success,
        email: member.email,
        ipAddress: null,
        memberId: member.id,
        changedBy: actor.email,
        changes: [{ field: 'Membership_Status', before: 'Pending', after: 'Active' }],
      },
      manager,
    );
    await this.byEmail.joinList(member.id, DUES_REMINDER_LIST, manager);
  }

  /** POST /api/members/delete (Admin): a soft delete, so the log keeps its member; the member's sessions end. */
  async delete(actor: MemberEntity, email: string, id?: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const target = await this.findByEmail(email, id, manager);
      if (target.id === actor.id) throw new BadRequestException(CANNOT_DELETE_SELF_MESSAGE);
      await manager.getRepository(MemberEntity).softDelete({ id: target.id });
      await this.sessions.revokeMemberSessions(target.id, manager);
      await manager.getRepository(MemberAuditEntryEntity).insert({
        action: 'member.deleted',
        actorMemberId: actor.id,
        targetMemberId: target.id,
        details: { email: target.email, name: `${target.firstName} ${target.lastName}` },
      });
      await this.memberLog.record(
        {
          action: MEMBER_LOG_ACTIONS.memberDeleted,
          result: LOGIN_RESULTS.success,
          email: target.email,
          ipAddress: null,
          memberId: target.id,
          changedBy: actor.email,
          changes: [{ field: 'Name', before: `${target.firstName} ${target.lastName}`, after: '' }],
        },
        manager,
      );
    });
  }
}
