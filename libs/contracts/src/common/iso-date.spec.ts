import { EventsPreviewQuerySchema } from '../email/notifications';
import { MemberLogQuerySchema } from '../member-log/member-log-query';
import { RsvpEventFieldsSchema } from '../rsvp/rsvp';

describe('calendar days in requests', () => {
  const event = {
    title: 'Holiday Party',
    eventDate: '2026-12-12',
    timeText: '6 PM',
    location: 'Clubhouse',
    rsvpBy: '2026-12-01',
    details: '',
    startsOn: '2026-11-01',
    endsOn: '2026-12-12',
  };

  it('refuse a day that does not exist (PostgreSQL would fail on it), accept a leap day', () => {
    expect(EventsPreviewQuerySchema.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(EventsPreviewQuerySchema.safeParse({ date: '2024-02-29' }).success).toBe(true);
    expect(MemberLogQuerySchema.safeParse({ startDate: '2026-02-01', endDate: '2026-02-31' }).success).toBe(false);
    expect(MemberLogQuerySchema.safeParse({ startDate: '2026-02-01', endDate: '2026-02-28' }).success).toBe(true);
    expect(RsvpEventFieldsSchema.safeParse({ ...event, rsvpBy: '2026-11-31' }).success).toBe(false);
    expect(RsvpEventFieldsSchema.safeParse(event).success).toBe(true);
  });
});
