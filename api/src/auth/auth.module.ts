import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { OutboxModule } from '../outbox/outbox.module';
import { MemberLogModule } from '../member-log/member-log.module';
import { MembersModule } from '../members/members.module';
import { ReleaseTokensModule } from '../remotes/release-tokens/release-tokens.module';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginLinkRateLimit } from './login-link-rate-limit';
import { LoginTokensRepository } from './login-tokens.repository';
import { SessionsModule } from './sessions.module';
import { SignInChoices } from './sign-in-choices';

@Module({
  imports: [SessionsModule, MembersModule, MemberLogModule, OutboxModule.forApi(), ReleaseTokensModule],
  controllers: [AuthController],
  providers: [AuthService, LoginTokensRepository, LoginLinkRateLimit, SignInChoices, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionsModule],
})
export class AuthModule {}
