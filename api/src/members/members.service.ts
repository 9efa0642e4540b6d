import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
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
  type MemberFieldChange,
  type MemberLogAction,
  MEMBER_NOT_FOUND_MESSAGE,
  OwnMemberUpdate,
  OwnMemberUpdateResponse,
  UNKNOWN_TEAMS_MESSAGE,
} from '@greenroom/contracts';
import { SessionService } from '../auth/session.service';
import { assertOwnEmail } from '../common/own-email';
import { AppConfig } from '../config/app-config';
import { staleVersion } from '../database/record-version';
import { Transactions } from '../database/transactions';
import { EmailQueue } from '../mail-delivery/email-queue';
import { MemberLogService } from '../member-log/member-log.service';
import { TeamEntity } from '../teams/entities/team.entity';
import { MemberEntity } from './entities/member.entity';
import { differingFieldLabels, memberChanges } from './member-changes';
import { adminUpdateColumns, ownUpdateColumns } from './member-fields';
import { toAdminMember, toMember } from './member.mapper';
import { MembersRepository } from './members.repository';
import { membershipActiveEmail } from './membership-activation';

export const NOT_YOUR_RECORD_MESSAGE = 'You can only view your own member information.';
export const NOT_YOUR_UPDATE_MESSAGE = 'You can only change your own member information.';

@Injectable()
export class MembersService {
  private readonly logger = new Logger(MembersService.name);

  constructor(
    private readonly members: MembersRepository,
    private readonly transactions: Transactions,
    private readonly sessions: SessionService,
    private readonly memberLog: MemberLogService,
    private readonly emailQueue: EmailQueue,
    private readonly config: AppConfig,
  ) {}

  /** Members whose stored phone or ZIP code the rules refuse (records from before the rules): an admin corrects them. */
  async contactProblems(): Promise<ContactProblemsResponse> {
    const records = (await this.members.contactDetails()).flatMap((member) => {
      const contact = { Mobile: member.mobile, Landline: member.landline, Zip_Code: member.zipCode };
      const fields = contactProblems(contact);
      return fields.length === 0
        ? []
        : [{ id: member.id, First_Name: member.firstName, Last_Name: member.lastName, Email: member.email, ...contact, fields }];
    });
    return { records };
  }

  /** Whether an application from this e-mail waits for the office (a Pending member). `email` is lower-cased. */
  hasPendingApplication(email: string): Promise<boolean> {
    return this.members.hasPendingApplication(email);
  }

  /** Members who may sign in with this e-mail (several when a household shares one). `email` is lower-cased. */
  findSignInMembers(email: string): Promise<MemberEntity[]> {
    return this.members.signInMembers(email);
  }

  /** The member with this id, if this e-mail is theirs and they may sign in. */
  findSignInMember(memberId: string, email: string): Promise<MemberEntity | null> {
    return this.members.signInMember(memberId, email);
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
    const { changes, updatedFields } = ownUpdateColumns(fields);
    // The change and its member-log entry are written together (the log says who changed which fields).
    return this.transactions.run(async () => {
      if (updatedFields.length > 0) await this.members.update(member.id, changes);
      const fresh = await this.members.withTeamsOrFail(member.id);
      // Only the fields sent: the session's member may come without its teams loaded.
      const changed = memberChanges(toMember(member), toMember(fresh)).filter((change) => (updatedFields as string[]).includes(change.field));
      if (changed.length > 0) await this.log(MEMBER_LOG_ACTIONS.ownRecordUpdated, fresh.email, member.id, member.email, changed);
      return { member: toMember(fresh), updatedFields };
    });
  }

  /** Whether a (not deleted) member has this id: lets another domain tell "not yours" from "no such member". */
  async exists(memberId: string): Promise<boolean> {
    return (await this.members.withTeams(memberId)) !== null;
  }

  /** A change the member made to their own record outside its columns (their profile photo), in the member log. */
  recordOwnChange(member: MemberEntity, changes: MemberFieldChange[]): Promise<void> {
    return this.log(MEMBER_LOG_ACTIONS.ownRecordUpdated, member.email, member.id, member.email, changes);
  }

  /** GET /api/members/detail: one member by e-mail (and id when a household shares the address). */
  async detail(email: string, id?: string): Promise<AdminMember> {
    return toAdminMember(await this.findByEmail(email, id));
  }

  private async findByEmail(email: string, id?: string): Promise<MemberEntity> {
    const found = await this.members.firstByEmail(email, id);
    if (!found) throw new NotFoundException(MEMBER_NOT_FOUND_MESSAGE);
    return found;
  }

  /** Team entities for these names, or 400 naming the first unknown one. */
  async teamsNamed(names: readonly string[]): Promise<TeamEntity[]> {
    const unique = [...new Set(names)];
    if (unique.length === 0) return [];
    const teams = await this.members.teamsNamed(unique);
    const unknown = unique.find((name) => !teams.some((team) => team.name === name));
    if (unknown !== undefined) throw new BadRequestException(`${UNKNOWN_TEAMS_MESSAGE}${unknown}`);
    return teams;
  }

  /**
   * The member's own teams become exactly these (400 naming the first unknown one); answers the member as stored.
   * A change is logged in the member log with the teams before and after.
   */
  async setTeams(member: MemberEntity, teamNames: readonly string[]): Promise<Member> {
    return this.transactions.run(async () => {
      await this.members.lock(member.id);
      const teams = await this.teamsNamed(teamNames);
      const before = toMember(await this.members.withTeamsOrFail(member.id));
      await this.members.setTeams(member.id, teams);
      const after = toMember(await this.members.withTeamsOrFail(member.id));
      const changes = memberChanges({ Teams: before.Teams }, { Teams: after.Teams });
      if (changes.length > 0) await this.log(MEMBER_LOG_ACTIONS.ownRecordUpdated, member.email, member.id, member.email, changes);
      return after;
    });
  }

  /**
   * POST /api/members/update (Admin). Keyed by id: a changed e-mail keeps the member's log, RSVPs and
   * subscriptions, which all point at the id. A changed permission, status or e-mail ends the member's sessions.
   * Pending → Active approves an application: the applicant gets the e-mail their confirmation promised.
   */
  async adminUpdate(actor: MemberEntity, update: AdminMemberUpdate): Promise<AdminMember> {
    const { member, approved } = await this.transactions.run(() => this.saveAdminUpdate(actor, update));
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

  /** Runs inside adminUpdate's transaction. */
  private async saveAdminUpdate(actor: MemberEntity, update: AdminMemberUpdate): Promise<{ member: AdminMember; approved: Date | null }> {
    await this.members.lock(update.id);
    const before = await this.members.withTeams(update.id);
    if (!before) throw new NotFoundException(MEMBER_NOT_FOUND_MESSAGE);
    if (actor.id === before.id && update.Portal_Permission !== 'Admin') {
      throw new BadRequestException('You cannot remove your own Admin permission.');
    }
    const columns = adminUpdateColumns(update);
    // The write itself checks the version (not a read before it): of two saves from one read, one finds it moved.
    if (!(await this.members.updateAtVersion(before.id, update.version, columns))) {
      const stored = await this.members.withTeams(before.id);
      if (!stored) throw new NotFoundException(MEMBER_NOT_FOUND_MESSAGE);
      throw staleVersion('member', differingFieldLabels(toAdminMember(stored), update));
    }
    if (update.Teams !== undefined) await this.members.setTeams(before.id, await this.teamsNamed(update.Teams));
    const changed = (Object.keys(columns) as (keyof MemberEntity)[]).filter((key) => before[key] !== columns[key]);
    // A new address is a new identity: whoever held the old one's sessions must sign in again through the new one.
    const emailChanged = columns.email !== undefined && columns.email.trim().toLowerCase() !== before.email.trim().toLowerCase();
    if (columns.portalPermission !== before.portalPermission || columns.membershipStatus !== before.membershipStatus || emailChanged) {
      await this.revokeSessions(before.id);
    }
    await this.members.audit({
      action: 'member.updated',
      actorMemberId: actor.id,
      targetMemberId: before.id,
      details: { changed, previousEmail: before.email },
    });
    const after = toAdminMember(await this.members.withTeamsOrFail(before.id));
    const fieldChanges = memberChanges(toAdminMember(before), after);
    if (fieldChanges.length > 0) await this.log(MEMBER_LOG_ACTIONS.memberUpdated, after.Email, before.id, actor.email, fieldChanges);
    const approved = before.membershipStatus === 'Pending' && after.Membership_Status === 'Active' ? new Date() : null;
    if (approved) {
      // The log names the Admin who approved; the new member starts on the dues reminder list (they may leave it).
      await this.log(MEMBER_LOG_ACTIONS.membershipApproved, before.email, before.id, actor.email, [
        { field: 'Membership_Status', before: 'Pending', after: 'Active' },
      ]);
      await this.members.joinList(before.id, DUES_REMINDER_LIST);
    }
    return { member: after, approved };
  }

  /** POST /api/members/delete (Admin): a soft delete, so the log keeps its member; the member's sessions end. */
  async delete(actor: MemberEntity, email: string, id?: string): Promise<void> {
    await this.transactions.run(async () => {
      const target = await this.findByEmail(email, id);
      if (target.id === actor.id) throw new BadRequestException(CANNOT_DELETE_SELF_MESSAGE);
      const name = `${target.firstName} ${target.lastName}`;
      await this.members.softDelete(target.id);
      await this.revokeSessions(target.id);
      await this.members.audit({
        action: 'member.deleted',
        actorMemberId: actor.id,
        targetMemberId: target.id,
        details: { email: target.email, name },
      });
      await this.log(MEMBER_LOG_ACTIONS.memberDeleted, target.email, target.id, actor.email, [{ field: 'Name', before: name, after: '' }]);
    });
  }

  /** A successful change to a member's record, in the member log (in the caller's transaction). */
  private log(action: MemberLogAction, email: string, memberId: string, changedBy: string, changes: MemberFieldChange[]): Promise<void> {
    return this.memberLog.record({ action, result: LOGIN_RESULTS.success, email, ipAddress: null, memberId, changedBy, changes });
  }

  /**
   * Ends the member's sessions in the caller's transaction. SessionService (auth) still takes the manager as an
   * argument rather than reading Transactions in its repository, so it is handed the transaction's here.
   */
  private revokeSessions(memberId: string): Promise<number> {
    return this.sessions.revokeMemberSessions(memberId);
  }
}
