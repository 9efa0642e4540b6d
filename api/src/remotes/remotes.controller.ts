import { Body, Controller, Param, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  RemoteNameSchema,
  type ReleaseIntegrityResponse,
  type RemoteRegistry,
  type RemotesResponse,
  type StageReleaseResponse,
  activateReleaseRoute,
  registerReleaseRoute,
  releaseIntegrityRoute,
  remoteRegistryRoute,
  remoteReportsRoute,
  remotesRoute,
  rollbackReleaseRoute,
  stageReleaseRoute,
  stagedRemoteRegistryRoute,
  stopRolloutRoute,
} from '@greenroom/contracts';
import type { Request, Response } from 'express';
import { CurrentMember } from '../common/current-member.decorator';
import type { MemberEntity } from '../members/entities/member.entity';
import { SessionService } from '../auth/session.service';
import { ActivateReleaseDto, RegisterReleaseDto, RemoteReportBatchDto, StageReleaseDto, StopRolloutQueryDto } from './dto/remotes.dto';
import { RemoteReportsService } from './remote-reports.service';
import { ReleaseCaller } from './release-actor.decorator';
import type { ReleaseActor } from './remotes.repository';
import { RemotesService, type RegistryDocument } from './remotes.service';
import type { RegistryReader } from './rollouts/rollouts.service';
import { RolloutsService } from './rollouts/rollouts.service';
import { Route } from '../common/route.decorator';

/** A route's :name that is not a remote name cannot name a remote: 404 like an unknown one. */
function remoteName(name: string): string {
  return RemoteNameSchema.safeParse(name).success ? name : '';
}

@ApiTags('remotes')
@ApiBearerAuth()
@Controller()
export class RemotesController {
  constructor(
    private readonly remotes: RemotesService,
    private readonly reports: RemoteReportsService,
    private readonly rollouts: RolloutsService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * The shell's registry document (remote name -> the release's manifest and pins); the shell's server revalidates it.
   * With a member's session (the shell's server passes the page's Authorization on) it is that person's answer: a
   * staged release where the person is in the stage. Without one, or with one that is no longer valid, the active
   * releases: the sign-in pages need no session.
   */
  @Route(remoteRegistryRoute)
  async registry(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<RemoteRegistry | undefined> {
    return answerWithEtag(request, response, await this.remotes.registry(await this.reader(request)));
  }

  /** The staged releases' entries, so the shell's server lets every version a person may get through its CSP. */
  @Route(stagedRemoteRegistryRoute)
  async stagedRegistry(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<RemoteRegistry | undefined> {
    return answerWithEtag(request, response, await this.remotes.stagedRegistry());
  }

  private async reader(request: Request): Promise<RegistryReader | null> {
    const token = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    try {
      const { member } = await this.sessions.authenticate(token, request.ip ?? null);
      return { memberId: member.id, role: member.portalPermission };
    } catch (error) {
      if (error instanceof UnauthorizedException) return null;
      throw error;
    }
  }

  @Route(remotesRoute)
  list(): Promise<RemotesResponse> {
    return this.remotes.list();
  }

  /**
   * What a member's browser saw of the remotes it drew (drawn, failed to load, failed to render), counted by release
   * and the member's role: the Releases screen shows it beside each version. Nothing about the member is kept.
   */
  @Route(remoteReportsRoute)
  async report(@Body() body: RemoteReportBatchDto, @CurrentMember() member: MemberEntity): Promise<void> {
    await this.reports.record(body.reports, { memberId: member.id, role: member.portalPermission });
  }

  /** Fetches each active release's manifest again and says whether it is still the file that passed the check. */
  @Route(releaseIntegrityRoute)
  async integrity(): Promise<ReleaseIntegrityResponse> {
    return { releases: await this.remotes.integrity() };
  }

  @Route(registerReleaseRoute)
  register(
    @Param('name') name: string,
    @Body() body: RegisterReleaseDto,
    @ReleaseCaller() caller: ReleaseActor,
  ): Promise<{ version: string; status: 'passed' }> {
    return this.remotes.register(remoteName(name), body.version, body.manifestUrl, caller);
  }

  @Route(activateReleaseRoute)
  activate(
    @Param('name') name: string,
    @Body() body: ActivateReleaseDto,
    @ReleaseCaller() caller: ReleaseActor,
  ): Promise<{ activeVersion: string; previousVersion: string | null }> {
    return this.remotes.activate(remoteName(name), body.version, caller);
  }

  /**
   * Stages a release: for the Admins only, for a share of the members, or for everyone (which activates it); or moves
   * the rollout under way, named by its revision (409 when someone changed it meanwhile). By an Admin or a pipeline.
   */
  @Route(stageReleaseRoute)
  async stage(@Param('name') name: string, @Body() body: StageReleaseDto, @ReleaseCaller() caller: ReleaseActor): Promise<StageReleaseResponse> {
    const remote = remoteName(name);
    await this.remotes.requireRemote(remote, caller);
    this.remotes.requireActivateScope(caller);
    return this.rollouts.stage(remote, body, caller);
  }

  /** Stops the rollout under way: everyone gets the active release again. */
  @Route(stopRolloutRoute)
  async stop(@Param('name') name: string, @Query() query: StopRolloutQueryDto, @ReleaseCaller() caller: ReleaseActor): Promise<StageReleaseResponse> {
    const remote = remoteName(name);
    await this.remotes.requireRemote(remote, caller);
    this.remotes.requireActivateScope(caller);
    return this.rollouts.stop(remote, query.revision, caller);
  }

  @Route(rollbackReleaseRoute)
  rollback(@Param('name') name: string, @ReleaseCaller() caller: ReleaseActor): Promise<{ activeVersion: string; previousVersion: string | null }> {
    return this.remotes.rollback(remoteName(name), caller);
  }
}

function answerWithEtag(request: Request, response: Response, { body, etag }: RegistryDocument): RemoteRegistry | undefined {
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', 'no-cache');
  if (request.headers['if-none-match'] === etag) {
    response.status(304);
    return undefined;
  }
  return body;
}
