import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ALL_MEMBER_ROLES,
  CheckEmailResponse,
  KeepAliveResponse,
  LogoutResponse,
  RequestLinkResponse,
  VerifyTokenResponse,
} from '@greenroom/contracts';
import { Public, Roles } from '../common/access.decorators';
import { ClientIp } from '../common/client-ip.decorator';
import { CurrentMember, CurrentSessionId } from '../common/current-member.decorator';
import { MemberEntity } from '../members/entities/member.entity';
import { AuthService } from './auth.service';
import { CheckEmailDto, RequestLinkDto, VerifyTokenDto } from './dto/auth.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('check-email')
  @HttpCode(200)
  @Public()
  checkEmail(@Body() body: CheckEmailDto, @ClientIp() ip: string | null): Promise<CheckEmailResponse> {
    return this.auth.checkEmail(body, ip);
  }

  @Post('request-link')
  @HttpCode(200)
  @Public()
  requestLink(@Body() body: RequestLinkDto, @ClientIp() ip: string | null): Promise<RequestLinkResponse> {
    return this.auth.requestLink(body, ip);
  }

  @Post('verify-token')
  @HttpCode(200)
  @Public()
  verifyToken(@Body() body: VerifyTokenDto, @ClientIp() ip: string | null): Promise<VerifyTokenResponse> {
    return this.auth.verifyToken(body.token, ip);
  }

  /**
   * Sent by the browser, at most every few minutes, while the member types or taps without loading anything: the
   * guard's sign-in check has already restarted the session's idle clock, which otherwise moves only with requests.
   */
  @Post('keep-alive')
  @HttpCode(200)
  @ApiBearerAuth()
  @Roles(...ALL_MEMBER_ROLES)
  keepAlive(): KeepAliveResponse {
    return { message: 'Still signed in.' };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @Roles(...ALL_MEMBER_ROLES)
  logout(@CurrentMember() member: MemberEntity, @CurrentSessionId() sessionId: string, @ClientIp() ip: string | null): Promise<LogoutResponse> {
    return this.auth.logout(member, sessionId, ip);
  }

  @Post('logout-everywhere')
  @HttpCode(200)
  @ApiBearerAuth()
  @Roles(...ALL_MEMBER_ROLES)
  logoutEverywhere(@CurrentMember() member: MemberEntity, @ClientIp() ip: string | null): Promise<LogoutResponse> {
    return this.auth.logoutEverywhere(member, ip);
  }
}
