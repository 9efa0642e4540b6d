import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_MEMBER_ROLES, SubscriptionChoicesResponse, UpdateUserSubscriptionsResponse, UserSubscriptionsResponse } from '@greenroom/contracts';
import { Public, Roles } from '../common/access.decorators';
import { CurrentMember } from '../common/current-member.decorator';
import type { Response } from 'express';
import type { MemberEntity } from '../members/entities/member.entity';
import { UnsubscribeQueryDto, UpdateUserSubscriptionsDto, UserSubscriptionsQueryDto } from './dto/subscriptions.dto';
import { SubscriptionsService } from './subscriptions.service';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('subscription-choices')
  @Roles(...ALL_MEMBER_ROLES)
  async choices(): Promise<SubscriptionChoicesResponse> {
    return { choices: await this.subscriptions.choices() };
  }

  @Get('user-subscriptions')
  @Roles(...ALL_MEMBER_ROLES)
  mine(@CurrentMember() member: MemberEntity, @Query() query: UserSubscriptionsQueryDto): Promise<UserSubscriptionsResponse> {
    return this.subscriptions.forMember(member, query.email);
  }

  @Post('update-user-subscriptions')
  @HttpCode(200)
  @Roles(...ALL_MEMBER_ROLES)
  async update(@CurrentMember() member: MemberEntity, @Body() body: UpdateUserSubscriptionsDto): Promise<UpdateUserSubscriptionsResponse> {
    const subscriptions = await this.subscriptions.update(member, body.subscriptions, body.email);
    return { subscriptions, message: 'Your email subscriptions have been updated successfully!' };
  }

  /** The link in every mass and digest e-mail: signed, so it works without signing in. */
  @Get('unsubscribe')
  @Public()
  async unsubscribePage(@Query() query: UnsubscribeQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const what = await this.subscriptions.unsubscribe(query.token);
    // Set only on success: an error keeps the JSON { statusCode, message } body and type.
    response.type('html');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed</title></head>
<body style="font-family: Arial, sans-serif; font-size: 22px; line-height: 1.5; max-width: 40em; margin: 3em auto; color: #111">
<h1>You are unsubscribed</h1><p>You will no longer receive ${escapeHtml(what)}.</p>
<p>You can change this at any time under My Email Subscriptions in the members portal.</p></body></html>`;
  }

  /** RFC 8058 one-click unsubscribe, which mail programs POST to the List-Unsubscribe address. */
  @Post('unsubscribe')
  @HttpCode(200)
  @Public()
  async unsubscribeOneClick(@Query() query: UnsubscribeQueryDto): Promise<{ message: string }> {
    return { message: `Unsubscribed from ${await this.subscriptions.unsubscribe(query.token)}.` };
  }
}
