import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  createReleaseTokenRoute,
  releaseTokensRoute,
  revokeReleaseTokenRoute,
  type CreatedReleaseToken,
  type ReleaseTokensResponse,
} from '@greenroom/contracts';
import { CurrentMember } from '../../common/current-member.decorator';
import type { MemberEntity } from '../../members/entities/member.entity';
import { CreateReleaseTokenDto } from './dto/release-tokens.dto';
import { ReleaseTokensService } from './release-tokens.service';
import { Route } from '../../common/route.decorator';

/** Admins make a token per remote (or for all) for a team's pipeline, and revoke it; the secret is shown once. */
@ApiTags('remotes')
@ApiBearerAuth()
@Controller()
export class ReleaseTokensController {
  constructor(private readonly tokens: ReleaseTokensService) {}

  @Route(releaseTokensRoute)
  async list(): Promise<ReleaseTokensResponse> {
    return { tokens: await this.tokens.list() };
  }

  @Route(createReleaseTokenRoute)
  create(@Body() body: CreateReleaseTokenDto, @CurrentMember() admin: MemberEntity): Promise<CreatedReleaseToken> {
    return this.tokens.create(body, admin.id);
  }

  @Route(revokeReleaseTokenRoute)
  revoke(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.tokens.revoke(id);
  }
}
