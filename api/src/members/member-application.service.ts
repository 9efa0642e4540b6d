import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { DUPLICATE_APPLICATION_MESSAGE, MemberApplication, splitTeamNames } from '@greenroom/contracts';
import { DataSource, QueryFailedError, Raw } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EmailQueue } from '../mail/email-queue.service';
import { MemberAuditEntryEntity } from './entities/member-audit-entry.entity';
import { MemberEntity } from './entities/member.entity';
import { applicationConfirmationEmail, applicationNoticeEmail } from './member-application-emails';
import { MembersService } from './members.service';

const GENDER_NAMES: Record<string, string | null> = { M: 'Male', F: 'Female', Other: 'Other', 'Prefer not to say': null, '': null };

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}

/** POST /api/members/new: a visitor's application becomes a Pending member; the applicant and the admins are e-mailed. */
@Injectable()
export class MemberApplicationService {
  private readonly logger = new Logger(MemberApplicationService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly emailQueue: EmailQueue,
    private readonly config: AppConfig,
  ) {}

  async apply(application: MemberApplication): Promise<void> {
    const teamNames = splitTeamNames(application.Teams);
    let applicantId: string;
    try {
      applicantId = await this.dataSource.transaction(async (manager) => {
        const teams = await this.members.teamsNamed(teamNames, manager);
        const repository = manager.getRepository(MemberEntity);
        const pending = await repository.exists({
          where: { membershipStatus: 'Pending', email: Raw((column) => `lower(${column}) = :email`, { email: application.Email }) },
        });
        if (pending) throw new ConflictException(DUPLICATE_APPLICATION_MESSAGE);
        const saved = await repository.save(
          repository.create({
            email: application.Email,
            firstName: application.First_Name,
            lastName: application.Last_Name,
            mobile: application.Mobile,
            landline: application.Landline || null,
            gender: GENDER_NAMES[application.Gender ?? ''] ?? null,
            villagesId: application.Villages_ID,
            streetAddress: application.Street_Address,
            city: application.City,
            state: application.State,
            zipCode: application.Zip_Code,
            personalBio: application.Personal_Bio || null,
            membershipStatus: 'Pending',
            portalPermission: 'Member',
            memberSince: new Date().toISOString().slice(0, 10),
            teams,
          }),
        );
        await manager.getRepository(MemberAuditEntryEntity).insert({ action: 'member.applied', actorMemberId: null, targetMemberId: saved.id, details: {} });
        return saved.id;
      });
    } catch (error) {
      // Two submissions at the same moment: the partial unique index refuses the second.
      if (isUniqueViolation(error)) throw new ConflictException(DUPLICATE_APPLICATION_MESSAGE);
      throw error;
    }

    const applicant = { firstName: application.First_Name, lastName: application.Last_Name, email: application.Email, teams: teamNames };
    const admins = await this.dataSource.getRepository(MemberEntity).find({ where: { portalPermission: 'Admin' }, select: { email: true } });
    const mails = [
      { job: applicationConfirmationEmail(applicant), id: `application-${applicantId}-applicant` },
      ...[...new Set(admins.map((admin) => admin.email.toLowerCase()))].map((email) => ({
        job: applicationNoticeEmail(email, applicant, this.config.portalUrl),
        id: `application-${applicantId}-admin-${email}`,
      })),
    ];
    // The application is stored either way; a mail that cannot be queued is logged, not turned into an error.
    for (const mail of mails) {
      await this.emailQueue.enqueue(mail.job, mail.id).catch((error: Error) => this.logger.warn(`application e-mail not queued: ${error.message}`));
    }
  }
}
