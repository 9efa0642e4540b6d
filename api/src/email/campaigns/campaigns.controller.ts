import { Body, Controller, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  campaignMessageRoute,
  campaignRoute,
  campaignsRoute,
  countRecipientsRoute,
  membershipGroupsRoute,
  mergeCheckRoute,
  previewRecipientsRoute,
  sendMassEmailRoute,
  sendTestEmailRoute,
  type CampaignListResponse,
  type CampaignMessageResponse,
  type CampaignResponse,
  type CountRecipientsResponse,
  type MembershipGroupsResponse,
  type MergeCheckResponse,
  type PreviewRecipientsResponse,
  type SendMassEmailResponse,
  type SendTestResponse,
} from '@greenroom/contracts';
import { CurrentMember } from '../../common/current-member.decorator';
import type { MemberEntity } from '../../members/entities/member.entity';
import { CampaignsService } from './campaigns.service';
import { MergeCheckDto, RecipientCriteriaDto, SendMassEmailDto, SendTestEmailDto } from './dto/campaigns.dto';
import { AudienceRepository } from './audience.repository';
import { Route } from '../../common/route.decorator';

@ApiTags('email')
@ApiBearerAuth()
@Controller()
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly audience: AudienceRepository,
  ) {}

  @Route(membershipGroupsRoute)
  async membershipGroups(): Promise<MembershipGroupsResponse> {
    return { groups: await this.audience.membershipGroups() };
  }

  @Route(previewRecipientsRoute)
  previewRecipients(@Body() body: RecipientCriteriaDto): Promise<PreviewRecipientsResponse> {
    return this.campaigns.preview(body);
  }

  @Route(countRecipientsRoute)
  countRecipients(@Body() body: RecipientCriteriaDto): Promise<CountRecipientsResponse> {
    return this.campaigns.countWithOptOuts(body);
  }

  /** Empty merge values before a send, and the message as one recipient's copy reads. */
  @Route(mergeCheckRoute)
  mergeCheck(@Body() body: MergeCheckDto): Promise<MergeCheckResponse> {
    return this.campaigns.mergeCheck(body);
  }

  @Route(sendTestEmailRoute)
  async sendTest(@CurrentMember() admin: MemberEntity, @Body() body: SendTestEmailDto): Promise<SendTestResponse> {
    return { message: (await this.campaigns.sendTest(admin, body)).message };
  }

  /** Answers at once: `sentCount` is how many were accepted for sending; follow the campaign for progress. */
  @Route(sendMassEmailRoute)
  sendMass(@CurrentMember() admin: MemberEntity, @Body() body: SendMassEmailDto): Promise<SendMassEmailResponse> {
    return this.campaigns.sendMass(admin, body);
  }

  @Route(campaignsRoute)
  async campaignHistory(): Promise<CampaignListResponse> {
    return { campaigns: await this.campaigns.history() };
  }

  @Route(campaignMessageRoute)
  async campaignMessage(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<CampaignMessageResponse> {
    const message = await this.campaigns.message(id);
    if (!message) throw new NotFoundException('Campaign not found');
    return message;
  }

  @Route(campaignRoute)
  async campaign(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<CampaignResponse> {
    const campaign = await this.campaigns.progress(id);
    if (!campaign) throw new NotFoundException('Campaign not found');
    return { campaign };
  }
}
