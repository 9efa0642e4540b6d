import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_MEMBER_ROLES, RemoteNameSchema, type ReleaseIntegrityResponse, type RemoteRegistry, type RemotesResponse } from '@greenroom/contracts';
import type { Request, Response } from 'express';
import { AllowDeployToken, Public, Roles } from '../common/access.decorators';
import { CurrentMember } from '../common/current-member.decorator';
import type { MemberEntity } from '../members/entities/member.entity';
import { ActivateReleaseDto, RegisterReleaseDto, RemoteReportBatchDto } from './dto/remotes.dto';
import { RemoteReportsService } from './remote-reports.service';
import { ReleaseCaller } from './release-actor.decorator';
import type { ReleaseActor } from './remotes.repository';
import { RemotesService } from './remotes.service';

/** A route's :name that is not a remote name cannot name a remote: 404 like an unknown one. */
function remoteName(name: string): string {
  return RemoteNameSchema.safeParse(name).success ? name : '';
}

@ApiTags('remotes')
@ApiBearerAuth()
@Controller('remotes')
export class RemotesController {
  constructor(
    private readonly remotes: RemotesService,
    private readonly reports: RemoteReportsService,
  ) {}

  /** The shell's registry document (remote name -> the active release's manifest and pins); the shell's server revalidates it. */
  @Get('registry')
  @Public()
  async registry(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<RemoteRegistry | undefined> {
    const { body, etag } = await this.remotes.registry();
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === etag) {
      response.status(304);
      return undefined;
    }
    return body;
  }

  @Get()
  @Roles('Admin')
  list(): Promise<RemotesResponse> {
    return this.remotes.list();
  }

  /**
   * What a member's browser saw of the remotes it drew (drawn, failed to load, failed to render), counted by release
   * and the member's role: the Releases screen shows it beside each version. Nothing about the member is kept.
   */
  @Post('reports')
  @HttpCode(204)
  @Roles(...ALL_MEMBER_ROLES)
  async report(@Body() body: RemoteReportBatchDto, @CurrentMember() member: MemberEntity): Promise<void> {
    await this.reports.record(body.reports, { memberId: member.id, role: member.portalPermission });
  }

  /** Fetches each active release's manifest again and says whether it is still the file that passed the check. */
  @Get('integrity')
  @Roles('Admin')
  async integrity(): Promise<ReleaseIntegrityResponse> {
    return { releases: await this.remotes.integrity() };
  }

  @Post(':name/releases')
  @Roles('Admin')
  @AllowDeployToken()
  register(
    @Param('name') name: string,
    @Body() body: RegisterReleaseDto,
    @ReleaseCaller() caller: ReleaseActor,
  ): Promise<{ version: string; status: 'passed' }> {
    return this.remotes.register(remoteName(name), body.version, body.manifestUrl, caller);
  }

  @Post(':name/activate')
  @HttpCode(200)
  @Roles('Admin')
  @AllowDeployToken()
  activate(
    @Param('name') name: string,
    @Body() body: ActivateReleaseDto,
    @ReleaseCaller() caller: ReleaseActor,
  ): Promise<{ activeVersion: string; previousVersion: string | null }> {
    return this.remotes.activate(remoteName(name), body.version, caller);
  }

  @Post(':name/rollback')
  @HttpCode(200)
  @Roles('Admin')
  @AllowDeployToken()
  rollback(@Param('name') name: string, @ReleaseCaller() caller: ReleaseActor): Promise<{ activeVersion: string; previousVersion: string | null }> {
    return this.remotes.rollback(remoteName(name), caller);
  }
}
