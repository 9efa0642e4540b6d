import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CreatedReleaseToken, ReleaseTokensResponse } from '@greenroom/contracts';
import { Roles } from '../../common/access.decorators';
import { CurrentMember } from '../../common/current-member.decorator';
import type { MemberEntity } from '../../members/entities/member.entity';
import { CreateReleaseTokenDto } from './dto/release-tokens.dto';
import { ReleaseTokensService } from './release-tokens.service';

/** Admins make a token per remote (or for all) for a team's pipeline, and revoke it; the secret is shown once. */
@ApiTags('remotes')
@ApiBearerAuth()
@Controller('release-tokens')
export class ReleaseTokensController {
  constructor(private readonly tokens: ReleaseTokensService) {}

  @Get()
  @Roles('Admin')
  async list(): Promise<ReleaseTokensResponse> {
    return { tokens: await this.tokens.list() };
  }

  @Post()
  @Roles('Admin')
  create(@Body() body: CreateReleaseTokenDto, @CurrentMember() admin: MemberEntity): Promise<CreatedReleaseToken> {
    return this.tokens.create(body, admin.id);
  }

  @Delete(':id')
  @HttpCode(204)
  @Roles('Admin')
  revoke(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.tokens.revoke(id);
  }
}
