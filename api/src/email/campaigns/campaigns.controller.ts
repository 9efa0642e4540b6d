import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  CampaignListResponse,
  CampaignMessageResponse,
  CampaignResponse,
  CountRecipientsResponse,
  MembershipGroupsResponse,
  MergeCheckResponse,
  PreviewRecipientsResponse,
  SendMassEmailResponse,
  SendTestResponse,
} from '@greenroom/contracts';
import { Roles } from '../../common/access.decorators';
import { AttachmentBodyInterceptor } from '../../common/body-limits';
import { CurrentMember } from '../../common/current-member.decorator';
import type { MemberEntity } from '../../members/entities/member.entity';
import { CampaignsService } from './campaigns.service';
import { MergeCheckDto, RecipientCriteriaDto, SendMassEmailDto, SendTestEmailDto } from './dto/campaigns.dto';
import { RecipientsRepository } from './recipients.repository';

@ApiTags('email')
@ApiBearerAuth()
@Controller()
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly recipients: RecipientsRepository,
  ) {}

  @Get('membership-groups')
  @Roles('Admin')
  async membershipGroups(): Promise<MembershipGroupsResponse> {
    return { groups: await this.recipients.membershipGroups() };
  }

  @Post('email/preview-recipients')
  @HttpCode(200)
  @Roles('Admin')
  previewRecipients(@Body() body: RecipientCriteriaDto): Promise<PreviewRecipientsResponse> {
    return this.campaigns.preview(body);
  }

  @Post('email/count-recipients-v2')
  @HttpCode(200)
  @Roles('Admin')
  countRecipients(@Body() body: RecipientCriteriaDto): Promise<CountRecipientsResponse> {
    return this.campaigns.countWithOptOuts(body);
  }

  /** Empty merge values before a send, and the message as one recipient's copy reads. */
  @Post('email/merge-check')
  @HttpCode(200)
  @Roles('Admin')
  mergeCheck(@Body() body: MergeCheckDto): Promise<MergeCheckResponse> {
    return this.campaigns.mergeCheck(body);
  }

  @Post('email/send-test')
  @UseInterceptors(AttachmentBodyInterceptor)
  @HttpCode(200)
  @Roles('Admin')
  async sendTest(@CurrentMember() admin: MemberEntity, @Body() body: SendTestEmailDto): Promise<SendTestResponse> {
    return { message: (await this.campaigns.sendTest(admin, body)).message };
  }

  /** Answers at once: `sentCount` is how many were accepted for sending; follow the campaign for progress. */
  @Post('email/send-mass')
  @UseInterceptors(AttachmentBodyInterceptor)
  @HttpCode(202)
  @Roles('Admin')
  sendMass(@CurrentMember() admin: MemberEntity, @Body() body: SendMassEmailDto): Promise<SendMassEmailResponse> {
    return this.campaigns.sendMass(admin, body);
  }

  @Get('email/campaigns')
  @Roles('Admin')
  async campaignHistory(): Promise<CampaignListResponse> {
    return { campaigns: await this.campaigns.history() };
  }

  @Get('email/campaigns/:id/message')
  @Roles('Admin')
  async campaignMessage(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<CampaignMessageResponse> {
    const message = await this.campaigns.message(id);
    if (!message) throw new NotFoundException('Campaign not found');
    return message;
  }

  @Get('email/campaigns/:id')
  @Roles('Admin')
  async campaign(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<CampaignResponse> {
    const campaign = await this.campaigns.progress(id);
    if (!campaign) throw new NotFoundException('Campaign not found');
    return { campaign };
  }
}
