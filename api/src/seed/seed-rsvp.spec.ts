import { socialSeason } from './seed-rsvp';

const datesOn = (now: string) =>
  Object.fromEntries(socialSeason(new Date(`${now}T15:00:00Z`)).events.map((event) => [event.key, [event.eventDate, event.endsOn]]));

describe('the seeded socials keep their seasons', () => {
  it('puts the Holiday Party on the coming 25 December and the May Social in the coming May', () => {
    expect(datesOn('2026-11-28')).toEqual({ 'holiday-party': ['2026-12-25', '2026-12-21'], 'may-social': ['2027-05-14', '2027-05-14'] });
    expect(datesOn('2027-03-01')).toEqual({ 'holiday-party': ['2027-12-25', '2027-12-21'], 'may-social': ['2027-05-14', '2027-05-14'] });
  });

  it("moves to next year's party once this year's page has closed", () => {
    expect(datesOn('2026-12-22')['holiday-party']).toEqual(['2027-12-25', '2027-12-21']);
    expect(datesOn('2026-12-21')['holiday-party']).toEqual(['2026-12-25', '2026-12-21']);
  });
});
