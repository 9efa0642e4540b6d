import {
  ArgumentsHost,
  Body,
  Catch,
  Controller,
  ExceptionFilter,
  Param,
  ParseUUIDPipe,
  PayloadTooLargeException,
  StreamableFile,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  HEADSHOT_FIELD,
  HEADSHOT_MAX_BYTES,
  type ApiErrorBody,
  type HeadshotInfoResponse,
  type MemberProfilePatch,
  memberHeadshotInfoRoute,
  memberHeadshotRoute,
  patchMemberProfileRoute,
  uploadMemberHeadshotRoute,
} from '@greenroom/contracts';
import type { Response } from 'express';
import { CurrentMember } from '../common/current-member.decorator';
import { MemberEntity } from '../members/entities/member.entity';
import { MemberProfilePatchDto } from './dto/auditions.dto';
import { HeadshotsService } from './headshots/headshots.service';
import { MemberProfileService } from './member-profile.service';
import { Route } from '../common/route.decorator';

/** Multer stops reading at the limit and reports "File too large"; the member gets the spec's wording. */
@Catch(PayloadTooLargeException)
class HeadshotTooLargeFilter implements ExceptionFilter {
  catch(_exception: PayloadTooLargeException, host: ArgumentsHost): void {
    const body: ApiErrorBody = { statusCode: 413, message: 'File size must be less than 5MB' };
    host.switchToHttp().getResponse<Response>().status(413).json(body);
  }
}

/**
 * The upload form sends one file and no fields. Multer keeps text fields in memory and (in Nest) allows 1,000
 * parts of 1 MB each: a few small fields are tolerated, anything more is refused as a 400 by Nest's multer
 * error mapping before the route runs.
 */
const HEADSHOT_MULTIPART_LIMITS = {
  fileSize: HEADSHOT_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldNameSize: 100,
  fieldSize: 1024,
  parts: 3,
  headerPairs: 20,
};

@ApiTags('auditions')
@ApiBearerAuth()
@Controller()
export class MemberHeadshotController {
  constructor(
    private readonly headshots: HeadshotsService,
    private readonly profiles: MemberProfileService,
  ) {}

  @Route(memberHeadshotRoute)
  async read(@Param('memberId', ParseUUIDPipe) memberId: string, @CurrentMember() viewer: MemberEntity): Promise<StreamableFile> {
    const { data, contentType } = await this.headshots.read(memberId, viewer);
    return new StreamableFile(data, { type: contentType, length: data.length, disposition: 'inline' });
  }

  @Route(memberHeadshotInfoRoute)
  async info(@Param('memberId', ParseUUIDPipe) memberId: string, @CurrentMember() viewer: MemberEntity): Promise<HeadshotInfoResponse> {
    return { headshot: await this.headshots.info(memberId, viewer) };
  }

  @Route(uploadMemberHeadshotRoute)
  @UseFilters(HeadshotTooLargeFilter)
  @UseInterceptors(FileInterceptor(HEADSHOT_FIELD, { limits: HEADSHOT_MULTIPART_LIMITS }))
  async upload(
    @Param('memberId', ParseUUIDPipe) memberId: string,
    @CurrentMember() viewer: MemberEntity,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<HeadshotInfoResponse> {
    return { headshot: await this.headshots.upload(memberId, viewer, file) };
  }

  @Route(patchMemberProfileRoute)
  patch(
    @Param('memberId', ParseUUIDPipe) memberId: string,
    @CurrentMember() me: MemberEntity,
    @Body() body: MemberProfilePatchDto,
  ): Promise<MemberProfilePatch> {
    return this.profiles.patch(memberId, me, body);
  }
}
