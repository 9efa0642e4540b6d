import { digestBody } from './digest-body';

const EVENT = {
  ID: 'e1',
  Title: 'Rehearsal',
  Category: 'Rehearsal',
  StartTime: 'Thu, Nov 26, 7:00 PM',
  EndTime: '9:00 PM',
  Description: '',
  Location: 'Hall',
};

describe('digestBody', () => {
  it('links each event and the calendar, drops a category that repeats the title and gives start and end', () => {
    const html = digestBody(
      'Events for Thursday',
      [EVENT, { ...EVENT, ID: 'e2', Title: 'Auditions & <Tea>', Category: 'Audition', EndTime: '' }],
      'https://portal.test',
    );
    expect(html).toContain(
      '<a href="https://portal.test/event-calendar?event=e1"><strong>Rehearsal</strong></a><br>Thu, Nov 26, 7:00 PM to 9:00 PM at Hall',
    );
    expect(html).not.toContain('(Rehearsal)');
    expect(html).toContain('<strong>Auditions &#38; &#60;Tea&#62;</strong></a> (Audition)<br>Thu, Nov 26, 7:00 PM at Hall');
    expect(html).toContain('See the full <a href="https://portal.test/event-calendar">Event Calendar</a> in the members portal.');
  });
});
