import { CalendarEventCreateSchema, EndTimestampSchema, EVENT_TEXT_MAX, TIME_ZONE_REQUIRED_MESSAGE, TimestampSchema } from '../calendar/calendar';
import { AuditionSubmissionSchema } from '../auditions/auditions';
import { SHOW_DESCRIPTION_MAX, ShowWriteSchema } from '../auditions/shows';
import { MemberApplicationSchema } from '../members/member-application';
import { MemberSearchCriteriaSchema, NAME_FRAGMENT_MESSAGE } from '../members/member-search';
import { OwnMemberUpdateSchema } from '../members/member-update';
import { PlayReadingEventWriteSchema } from '../rsvp/play-reading-admin';
import { RsvpEventFieldsSchema } from '../rsvp/rsvp';
import { calendarDaySchema, CalendarDaySchema, theaterCalendarDay, theaterWallClockToInstant } from './calendar-day';
import { EmailSchema } from './email';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];
/** A play reading is a full replacement: every field is sent, null where empty. */
const emptyReading = { End_Date: null, Start_Time: null, End_Time: null, Location: null, Address: null, Description: null };
const daysFromToday = (days: number) => new Date(Date.parse(`${theaterCalendarDay()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('dates at the theater (issue 34 item 5)', () => {
  it('reads a date alone as that day at the theater, in and out of daylight time', () => {
    expect(theaterWallClockToInstant('2027-03-20').toISOString()).toBe('2027-03-20T04:00:00.000Z');
    expect(theaterWallClockToInstant('2027-01-22', 19).toISOString()).toBe('2027-01-23T00:00:00.000Z');
    // The morning the clocks go forward and the night they go back.
    expect(theaterWallClockToInstant('2027-03-14', 3).toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(theaterWallClockToInstant('2027-11-07', 0).toISOString()).toBe('2027-11-07T04:00:00.000Z');
    expect(theaterWallClockToInstant('2027-11-08', 0).toISOString()).toBe('2027-11-08T05:00:00.000Z');
  });

  it('keeps an all-day event on its days: first midnight to last 23:59 at the theater', () => {
    const parsed = CalendarEventCreateSchema.parse({
      Title: 'Set build',
      Category: 'Shows',
      IsAllDay: true,
      StartDateTime: '2027-04-10',
      EndDateTime: '2027-04-12',
    });
    expect(parsed.StartDateTime.toISOString()).toBe('2027-04-10T04:00:00.000Z');
    expect(parsed.EndDateTime?.toISOString()).toBe('2027-04-13T03:59:00.000Z');
    expect(theaterCalendarDay(parsed.StartDateTime)).toBe('2027-04-10');
    expect(theaterCalendarDay(parsed.EndDateTime ?? undefined)).toBe('2027-04-12');
  });

  it('refuses a time without a zone in words, and reads one with a zone or as seconds', () => {
    expect(messages(TimestampSchema.safeParse('2027-01-22T19:00:00'))).toEqual([TIME_ZONE_REQUIRED_MESSAGE]);
    expect(messages(EndTimestampSchema.safeParse('2027-01-22 19:00'))).toEqual([TIME_ZONE_REQUIRED_MESSAGE]);
    expect(messages(TimestampSchema.safeParse('next tuesday'))[0]).toMatch(/^Invalid date/);
    expect(TimestampSchema.parse('2027-01-22T19:00:00-05:00').toISOString()).toBe('2027-01-23T00:00:00.000Z');
    expect(TimestampSchema.parse('2027-01-23T00:00:00Z').toISOString()).toBe('2027-01-23T00:00:00.000Z');
    expect(TimestampSchema.parse(1800000000).toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });
});

describe('one rule for calendar days (item 6)', () => {
  it.each(['0000-01-01', '1999-12-31', '2101-01-01', '2026-02-30', '9999-12-31', '20270320', 'tomorrow'])('refuses %s in words', (day) => {
    const result = CalendarDaySchema.safeParse(day);
    expect(result.success).toBe(false);
    expect(messages(result).join(' ')).toMatch(/^Please enter a real date as yyyy-mm-dd/);
  });

  it('accepts a real day in range, and an earlier first year where one is allowed', () => {
    expect(CalendarDaySchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(calendarDaySchema({ earliestYear: 1900 }).safeParse('1985-06-01').success).toBe(true);
  });

  it('holds for the RSVP event, and keeps play readings from today to three years ahead', () => {
    const event = {
      title: 'Holiday Party',
      eventDate: '0000-01-01',
      timeText: '6 PM',
      location: 'Hall',
      rsvpBy: '2026-12-01',
      details: '',
      startsOn: '2026-11-01',
      endsOn: '2026-12-12',
    };
    expect(RsvpEventFieldsSchema.safeParse(event).success).toBe(false);
    const reading = (Start_Date: string) => PlayReadingEventWriteSchema.safeParse({ ...emptyReading, Title: 'Our Town', Start_Date });
    expect(reading(daysFromToday(0)).success).toBe(true);
    expect(messages(reading(daysFromToday(-1)))).toEqual(['A play reading cannot be dated in the past. Please choose today or a later date.']);
    expect(messages(reading('9999-12-31'))[0]).toMatch(/^Please enter a real date/);
    expect(messages(reading(daysFromToday(4 * 366)))).toEqual(['A play reading can be planned at most 3 years ahead.']);
  });
});

describe('limits agree and text rules match across routes (items 7 and 8)', () => {
  const show = { name: 'Our Town', description: '', auditionLocation: '', characters: [], auditionDates: [] };

  it('gives a show description the calendar Details limit it is copied into', () => {
    expect(SHOW_DESCRIPTION_MAX).toBe(EVENT_TEXT_MAX);
    expect(ShowWriteSchema.safeParse({ ...show, description: 'x'.repeat(EVENT_TEXT_MAX) }).success).toBe(true);
    expect(messages(ShowWriteSchema.safeParse({ ...show, description: 'x'.repeat(EVENT_TEXT_MAX + 1) }))).toEqual([
      `Description can be at most ${EVENT_TEXT_MAX} characters long.`,
    ]);
  });

  it('refuses unknown fields on shows and play readings', () => {
    expect(ShowWriteSchema.safeParse({ ...show, isAdmin: true }).success).toBe(false);
    expect(PlayReadingEventWriteSchema.safeParse({ ...emptyReading, Title: 'Our Town', Start_Date: daysFromToday(1) }).success).toBe(true);
    expect(PlayReadingEventWriteSchema.safeParse({ ...emptyReading, Title: 'Our Town', Start_Date: daysFromToday(1), Extra: 1 }).success).toBe(false);
  });

  it("uses the member record's phone rule on the audition form", () => {
    const shape = AuditionSubmissionSchema.shape;
    expect(shape.mobile.safeParse('call me maybe =1+1').success).toBe(false);
    expect(shape.mobile.parse('352.555.0100')).toBe('(352) 555-0100');
    expect(shape.landline.parse('')).toBe('');
  });

  it.each(['12 Main St\nApt 4', 'The\tVillages'])('refuses a line break or a tab in City and Street Address (%j)', (text) => {
    expect(OwnMemberUpdateSchema.safeParse({ City: text }).success).toBe(false);
    expect(OwnMemberUpdateSchema.safeParse({ Street_Address: text }).success).toBe(false);
    expect(MemberApplicationSchema.shape.City.safeParse(text).success).toBe(false);
    expect(MemberApplicationSchema.shape.Street_Address.safeParse(text).success).toBe(false);
  });

  it('refuses a name fragment with no letter, which would match every member', () => {
    expect(messages(MemberSearchCriteriaSchema.safeParse({ Last_Name: "'" }))).toEqual([NAME_FRAGMENT_MESSAGE]);
    expect(MemberSearchCriteriaSchema.safeParse({ Last_Name: "O'B" }).success).toBe(true);
  });

  it('accepts an address at a Unicode domain and stores its one ASCII form', () => {
    expect(EmailSchema.parse('probe@bücher.test')).toBe('probe@xn--bcher-kva.test');
    expect(EmailSchema.parse('Probe@XN--BCHER-KVA.test')).toBe('probe@xn--bcher-kva.test');
    expect(EmailSchema.safeParse('probe@bü cher.test').success).toBe(false);
  });
});
