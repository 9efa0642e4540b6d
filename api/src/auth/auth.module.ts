import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailQueueModule } from '../mail/email-queue.module';
import { MemberLogModule } from '../member-log/member-log.module';
import { MembersModule } from '../members/members.module';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginTokenEntity } from './entities/login-token.entity';
import { SessionEntity } from './entities/session.entity';
import { LoginLinkRateLimit } from './login-link-rate-limit.service';
import { SessionService } from './session.service';
import { SignInChoices } from './sign-in-choices.service';

@Module({
  imports: [TypeOrmModule.forFeature([LoginTokenEntity, SessionEntity]), MembersModule, MemberLogModule, EmailQueueModule],
  controllers: [AuthController],
  providers: [AuthService, SessionService, LoginLinkRateLimit, SignInChoices, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionService],
})
export class AuthModule {}
