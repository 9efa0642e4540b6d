import * as auditionsRoutes from '../auditions/auditions.routes';
import * as authRoutes from '../auth/auth.routes';
import * as sessionRoutes from '../auth/session.routes';
import * as calendarRoutes from '../calendar/calendar.routes';
import * as clockRoutes from '../common/clock.routes';
import * as emailRoutes from '../email/email.routes';
import * as subscriptionsRoutes from '../email/subscriptions.routes';
import * as featureWindowsRoutes from '../feature-windows/feature-windows.routes';
import * as healthRoutes from '../health/health.routes';
import * as memberLogRoutes from '../member-log/member-log.routes';
import * as memberChoicesRoutes from '../members/member-choices.routes';
import * as memberRoutes from '../members/member.routes';
import * as membersRoutes from '../members/members.routes';
import * as navigationRoutes from '../navigation/navigation.routes';
import * as officeRoutes from '../office/office.routes';
import * as remoteReportsRoutes from '../remotes/remote-reports.routes';
import * as remotesRoutes from '../remotes/remotes.routes';
import * as rsvpRoutes from '../rsvp/rsvp.routes';
import * as teamsRoutes from '../teams/teams.routes';

/**
 * Every route the API serves. For the API, the docs and the checks only: an app imports the routes it calls one by
 * one, so its bundle carries no other.
 */
export const API_ROUTES = [
  ...Object.values(auditionsRoutes),
  ...Object.values(authRoutes),
  ...Object.values(sessionRoutes),
  ...Object.values(calendarRoutes),
  ...Object.values(clockRoutes),
  ...Object.values(emailRoutes),
  ...Object.values(subscriptionsRoutes),
  ...Object.values(featureWindowsRoutes),
  ...Object.values(healthRoutes),
  ...Object.values(memberLogRoutes),
  ...Object.values(memberRoutes),
  ...Object.values(memberChoicesRoutes),
  ...Object.values(membersRoutes),
  ...Object.values(navigationRoutes),
  ...Object.values(officeRoutes),
  ...Object.values(remotesRoutes),
  ...Object.values(remoteReportsRoutes),
  ...Object.values(rsvpRoutes),
  ...Object.values(teamsRoutes),
];

export type AnyApiRoute = (typeof API_ROUTES)[number];
