import { HttpStatus } from '@nestjs/common';
import {
  ALREADY_SAVED_MESSAGE,
  AUDITION_APPLICATION_ALREADY_IN_MESSAGE,
  CATEGORY_MESSAGES,
  DUES_MESSAGES,
  DUPLICATE_APPLICATION_MESSAGE,
  SHOW_MESSAGES,
  TEAM_NAME_TAKEN_MESSAGE,
  type ApiErrorBody,
} from '@greenroom/contracts';

/** PostgreSQL's SQLSTATE for a unique (or primary key) violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The words for each unique constraint a person can run into (two clicks, two admins): the database, not a check
 * before the insert, decides who was first, so the loser of such a race is told in words what is already there.
 * The TypeORM-generated names are those of the entities' `unique: true` columns.
 */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  UQ_2dedd01ff513b3af9515ab0dd79: SHOW_MESSAGES.nameTaken,
  audition_applications_member_show_key: AUDITION_APPLICATION_ALREADY_IN_MESSAGE,
  UQ_720a42286885496071f64121d20: CATEGORY_MESSAGES.nameTaken,
  UQ_48c0c32e6247a2de155baeaf980: TEAM_NAME_TAKEN_MESSAGE,
  members_pending_email_idx: DUPLICATE_APPLICATION_MESSAGE,
  event_rsvps_member_event_key: 'Your answer is already recorded. Please reload the page to see it.',
  play_reading_rsvps_member_event_key: 'Your answer is already recorded. Please reload the page to see it.',
  dues_payments_one_a_day_key: DUES_MESSAGES.alreadyRecordedToday,
  dues_payments_idempotency_key: DUES_MESSAGES.keyReused,
};

function driverErrorOf(exception: unknown): { code?: unknown; constraint?: unknown } | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const driverError = (exception as { driverError?: unknown }).driverError ?? exception;
  return typeof driverError === 'object' && driverError !== null ? driverError : null;
}

/** A unique violation anywhere in the API as a 409 with words (the constraint's own, or a general "already saved"); null for any other error. */
export function uniqueViolationOf(exception: unknown): ApiErrorBody | null {
  const driverError = driverErrorOf(exception);
  if (driverError?.code !== UNIQUE_VIOLATION) return null;
  const constraint = typeof driverError.constraint === 'string' ? driverError.constraint : '';
  return { statusCode: HttpStatus.CONFLICT, message: CONSTRAINT_MESSAGES[constraint] ?? ALREADY_SAVED_MESSAGE };
}
