import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  CheckEmailResponse,
  KeepAliveResponse,
  LogoutResponse,
  RequestLinkResponse,
  VerifyTokenResponse,
  checkEmailRoute,
  keepAliveRoute,
  logoutEverywhereRoute,
  logoutRoute,
  requestLinkRoute,
  verifyTokenRoute,
} from '@greenroom/contracts';
import { ClientIp } from '../common/client-ip.decorator';
import { CurrentMember, CurrentSessionId } from '../common/current-member.decorator';
import { MemberEntity } from '../members/entities/member.entity';
import { AuthService } from './auth.service';
import { CheckEmailDto, RequestLinkDto, VerifyTokenDto } from './dto/auth.dto';
import { Route } from '../common/route.decorator';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Route(checkEmailRoute)
  checkEmail(@Body() body: CheckEmailDto, @ClientIp() ip: string | null): Promise<CheckEmailResponse> {
    return this.auth.checkEmail(body, ip);
  }

  @Route(requestLinkRoute)
  requestLink(@Body() body: RequestLinkDto, @ClientIp() ip: string | null): Promise<RequestLinkResponse> {
    return this.auth.requestLink(body, ip);
  }

  @Route(verifyTokenRoute)
  verifyToken(@Body() body: VerifyTokenDto, @ClientIp() ip: string | null): Promise<VerifyTokenResponse> {
    return this.auth.verifyToken(body.token, ip);
  }

  /**
   * Sent by the browser, at most every few minutes, while the member types or taps without loading anything: the
   * guard's sign-in check has already restarted the session's idle clock, which otherwise moves only with requests.
   */
  @Route(keepAliveRoute)
  @ApiBearerAuth()
  keepAlive(): KeepAliveResponse {
    return { message: 'Still signed in.' };
  }

  @Route(logoutRoute)
  @ApiBearerAuth()
  logout(@CurrentMember() member: MemberEntity, @CurrentSessionId() sessionId: string, @ClientIp() ip: string | null): Promise<LogoutResponse> {
    return this.auth.logout(member, sessionId, ip);
  }

  @Route(logoutEverywhereRoute)
  @ApiBearerAuth()
  logoutEverywhere(@CurrentMember() member: MemberEntity, @ClientIp() ip: string | null): Promise<LogoutResponse> {
    return this.auth.logoutEverywhere(member, ip);
  }
}
