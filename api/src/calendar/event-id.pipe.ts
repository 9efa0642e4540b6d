import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** Event ids are UUIDs; anything else is the caller's mistake (400), never a database error. */
export const EventIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('Invalid event id.') });
