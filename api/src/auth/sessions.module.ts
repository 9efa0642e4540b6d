import { Module } from '@nestjs/common';
import { MemberLogModule } from '../member-log/member-log.module';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';

/**
 * Sessions on their own, so the members domain can end a member's sessions without importing the auth module
 * (which imports members for sign-in).
 */
@Module({
  imports: [MemberLogModule],
  providers: [SessionService, SessionRepository],
  exports: [SessionService],
})
export class SessionsModule {}
