import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AdminMember,
  AdminMemberUpdate,
  CANNOT_DELETE_SELF_MESSAGE,
  contactProblems,
  type ContactProblemsResponse,
  Member,
  MEMBER_NOT_FOUND_MESSAGE,
  OwnMemberUpdate,
  OwnMemberUpdateResponse,
  UNKNOWN_TEAMS_MESSAGE,
} from '@greenroom/contracts';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { SessionService } from '../auth/session.service';
import { assertOwnEmail } from '../common/own-email';
import { TeamEntity } from '../teams/entities/team.entity';
import { MemberAuditEntryEntity } from './entities/member-audit-entry.entity';
import { MemberEntity } from './entities/member.entity';
import { adminUpdateColumns, blankToNull, OWN_FIELD_COLUMNS } from './member-fields';
import { toMember } from './member.mapper';
import { MembersRepository } from './members.repository';

export const NOT_YOUR_RECORD_MESSAGE = 'You can only view your own member information.';
export const NOT_YOUR_UPDATE_MESSAGE = 'You can only change your own member information.';

export function toAdminMember(entity: MemberEntity): AdminMember {
  return { ...toMember(entity), Director_Notes: entity.directorNotes };
}

@Injectable()
export class MembersService {
  constructor(
    @InjectRepository(MemberEntity) private readonly members: Repository<MemberEntity>,
    private readonly byEmail: MembersRepository,
    private readonly sessions: SessionService,
    private readonly dataSource: DataSource,
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
    if (updatedFields.length > 0) await this.members.update({ id: member.id }, changes);
    const fresh = await this.members.findOneOrFail({ where: { id: member.id }, relations: { teams: true } });
    return { member: toMember(fresh), updatedFields };
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

  /** A member's teams become exactly these (400 naming the first unknown one); answers the member as stored. */
  async setTeams(memberId: string, teamNames: readonly string[]): Promise<Member> {
    const teams = await this.teamsNamed(teamNames);
    await this.members.save({ id: memberId, teams });
    return toMember(await this.members.findOneOrFail({ where: { id: memberId }, relations: { teams: true } }));
  }

  /**
   * POST /api/members/update (Admin). Keyed by id: a changed e-mail keeps the member's log, RSVPs and
   * subscriptions, which all point at the id. A changed permission or status ends the member's sessions.
   */
  async adminUpdate(actor: MemberEntity, update: AdminMemberUpdate): Promise<AdminMember> {
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
      return toAdminMember(await repository.findOneOrFail({ where: { id: before.id }, relations: { teams: true } }));
    });
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
    });
  }
}
