import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  SubscriptionChoicesResponse,
  UpdateUserSubscriptionsResponse,
  UserSubscriptionsResponse,
  confirmUnsubscribeRoute,
  subscriptionChoicesRoute,
  unsubscribeRoute,
  updateUserSubscriptionsRoute,
  userSubscriptionsRoute,
} from '@greenroom/contracts';
import { CurrentMember } from '../common/current-member.decorator';
import type { Response } from 'express';
import { AppConfig } from '../config/app-config';
import { UNSUBSCRIBE_LINK_DAYS } from '../mail-delivery/unsubscribe-token';
import type { MemberEntity } from '../members/entities/member.entity';
import { UnsubscribeQueryDto, UpdateUserSubscriptionsDto, UserSubscriptionsQueryDto } from './dto/subscriptions.dto';
import { SubscriptionsService, UnsubscribeLink } from './subscriptions.service';
import {
  UNSUBSCRIBE_PAGE_CSP,
  alreadyUnsubscribedPage,
  confirmUnsubscribePage,
  expiredLinkPage,
  invalidLinkPage,
  unsubscribedPage,
} from './unsubscribe-page';
import { Route } from '../common/route.decorator';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller()
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly config: AppConfig,
  ) {}

  @Route(subscriptionChoicesRoute)
  async choices(): Promise<SubscriptionChoicesResponse> {
    return { choices: await this.subscriptions.choices() };
  }

  @Route(userSubscriptionsRoute)
  mine(@CurrentMember() member: MemberEntity, @Query() query: UserSubscriptionsQueryDto): Promise<UserSubscriptionsResponse> {
    return this.subscriptions.forMember(member, query.email);
  }

  @Route(updateUserSubscriptionsRoute)
  async update(@CurrentMember() member: MemberEntity, @Body() body: UpdateUserSubscriptionsDto): Promise<UpdateUserSubscriptionsResponse> {
    const subscriptions = await this.subscriptions.update(member, body.subscriptions, body.email);
    return { subscriptions, message: 'Your email subscriptions have been updated successfully!' };
  }

  /**
   * The link in every mass and digest e-mail: a GET only asks (mail scanners open every link), or says it is done
   * when the member already is off the list (the link opened again).
   */
  @Route(confirmUnsubscribeRoute)
  async confirmUnsubscribe(@Query() query: UnsubscribeQueryDto, @Res() response: Response): Promise<void> {
    const link = await this.subscriptions.checkUnsubscribeLink(query.token);
    const done = link.status === 'valid' && link.alreadyUnsubscribed;
    this.sendPage(response, link, (what) =>
      done ? alreadyUnsubscribedPage(what, this.subscriptionsUrl) : confirmUnsubscribePage(what, query.token),
    );
  }

  /** The confirmation page's button, and RFC 8058 one-click (`List-Unsubscribe=One-Click`) from mail programs. */
  @Route(unsubscribeRoute)
  async unsubscribe(@Query() query: UnsubscribeQueryDto, @Res() response: Response): Promise<void> {
    const link = await this.subscriptions.unsubscribe(query.token);
    this.sendPage(response, link, (what) => unsubscribedPage(what, this.subscriptionsUrl));
  }

  private get subscriptionsUrl(): string {
    return `${this.config.portalUrl}/my-subs`;
  }

  /** These answers are pages for people, so a refused link gets a page too (410 expired, 400 not valid). */
  private sendPage(response: Response, link: UnsubscribeLink, pageFor: (what: string) => string): void {
    response.setHeader('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP);
    response.type('html');
    if (link.status === 'valid') response.status(200).send(pageFor(link.what));
    else if (link.status === 'expired') response.status(410).send(expiredLinkPage(this.subscriptionsUrl, UNSUBSCRIBE_LINK_DAYS));
    else response.status(400).send(invalidLinkPage(this.subscriptionsUrl));
  }
}
