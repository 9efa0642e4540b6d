import { ConflictException, HttpException, HttpStatus, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ALREADY_A_MEMBER_MESSAGE, DUPLICATE_APPLICATION_MESSAGE, MemberApplication, splitTeamNames } from '@greenroom/contracts';
import { QueryFailedError } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import { EmailQueue } from '../mail-delivery/email-queue';
import { clientAddressKey } from '../rate-limit/client-address-key';
import { RateLimiter, RateLimitUnavailableError } from '../rate-limit/rate-limiter';
import { ApplicationNoticesQueue } from './application-notices/application-notices-queue';
import { OfficeSettings } from '../office/office-settings';
import { applicationConfirmationEmail } from './member-application-emails';
import { MembersRepository } from './members.repository';
import { MembersService } from './members.service';

export const TOO_MANY_APPLICATIONS_MESSAGE =
  'We have received several applications from this computer in the last hour. Please wait an hour and try again.';
export const APPLICATIONS_UNAVAILABLE_MESSAGE = 'We could not take your application right now. Please try again in a few minutes.';

const GENDER_NAMES: Record<string, string | null> = { M: 'Male', F: 'Female', Other: 'Other', 'Prefer not to say': null, '': null };

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}

/**
 * POST /api/members/new: a visitor's application becomes a Pending member. The applicant is e-mailed at once;
 * the Admins get one digest per window (application-notices/) instead of one e-mail per application.
 */
@Injectable()
export class MemberApplicationService {
  private readonly logger = new Logger(MemberApplicationService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly members: MembersService,
    private readonly byEmail: MembersRepository,
    private readonly emailQueue: EmailQueue,
    private readonly digestQueue: ApplicationNoticesQueue,
    private readonly office: OfficeSettings,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async apply(application: MemberApplication, ip: string | null): Promise<void> {
    await this.countAgainstLimit(ip);
    if (application.Website) {
      // The honeypot was filled: answered like any application, so a bot learns nothing; nothing is kept or sent.
      this.logger.log('application with the honeypot field filled: dropped');
      return;
    }
    const teamNames = splitTeamNames(application.Teams);
    let applicantId: string;
    try {
      applicantId = await this.transactions.run(async () => {
        const teams = await this.members.teamsNamed(teamNames);
        if (await this.byEmail.hasPendingApplication(application.Email)) throw new ConflictException(DUPLICATE_APPLICATION_MESSAGE);
        // E-mails arrive lower-cased (the contract), so "Member@Greenroom.test" is Walter's own address.
        if (await this.byEmail.isMemberNamed(application.Email, application.First_Name, application.Last_Name))
          throw new ConflictException(ALREADY_A_MEMBER_MESSAGE);
        const id = await this.byEmail.addApplicant({
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
        });
        await this.byEmail.audit({ action: 'member.applied', actorMemberId: null, targetMemberId: id, details: {} });
        return id;
      });
    } catch (error) {
      // Two submissions at the same moment: the partial unique index refuses the second.
      if (isUniqueViolation(error)) throw new ConflictException(DUPLICATE_APPLICATION_MESSAGE);
      throw error;
    }

    const applicant = { firstName: application.First_Name, lastName: application.Last_Name, email: application.Email, teams: teamNames };
    // The application is stored either way; mail that cannot be queued is logged, not turned into an error
    // (the notice row stays, so the Admins' next digest still lists this application).
    await this.emailQueue
      .enqueue(applicationConfirmationEmail(applicant, this.office.info), `application-${applicantId}-applicant`)
      .catch((error: Error) => this.logger.warn(`application confirmation not queued: ${error.message}`));
    await this.digestQueue.schedule().catch((error: Error) => this.logger.warn(`application digest not scheduled: ${error.message}`));
  }

  /** Every submission from an address counts, the refused and the honeypot ones too. */
  private async countAgainstLimit(ip: string | null): Promise<void> {
    if (!ip) return;
    let exceeded: string[];
    try {
      exceeded = await this.limiter.hit([
        { name: 'member-application:ip', key: clientAddressKey(ip), limit: this.config.applicationsPerIpPerHour, windowSeconds: 3600 },
      ]);
    } catch (error) {
      if (error instanceof RateLimitUnavailableError) throw new ServiceUnavailableException(APPLICATIONS_UNAVAILABLE_MESSAGE);
      throw error;
    }
    if (exceeded.length > 0) throw new HttpException(TOO_MANY_APPLICATIONS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}
