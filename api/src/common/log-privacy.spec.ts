import { stdSerializers } from 'pino-http';
import { loggablePath, serializeError } from './log-privacy';

describe('loggablePath', () => {
  it.each([
    ['/api/calendar-feed/3CkWGGLY3n0ETCIL_yZcqD/calendar.ics', '/api/calendar-feed/[secret]/calendar.ics'],
    ['/api/Calendar-Feed/3CkWGGLY3n0ETCIL_yZcqD/calendar.ics?x=1', '/api/Calendar-Feed/[secret]/calendar.ics'],
    ['/api/calendar-feed', '/api/calendar-feed'],
    ['/api/unsubscribe?token=abc.def', '/api/unsubscribe'],
    ['/api/unsubscribe/abc.def', '/api/unsubscribe/[secret]'],
    ['/api/user-subscriptions?email=ann%40example.com', '/api/user-subscriptions'],
    ['/api/members/ann@example.com/headshot', '/api/members/[email]/headshot'],
    ['/api/members/ann%40example.com', '/api/members/[email]'],
    ['/api/members/ann%2540example.com', '/api/members/[email]'],
    ['/api/members/%E0%A4%A/headshot', '/api/members/%E0%A4%A/headshot'],
    ['/api/calendar-data/5f0c?filter=%7B%7D#top', '/api/calendar-data/5f0c'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
  });
});

describe('serializeError', () => {
  it('keeps type, code, message and stack, masks e-mail addresses, and leaves out query parameters and details', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "ann@example.com"'), {
      code: '22P02',
      query: 'SELECT * FROM members WHERE id = $1',
      parameters: ['ann@example.com'],
      detail: 'Key (email)=(ann@example.com) already exists.',
    });
    const logged = serializeError(stdSerializers.err(error));
    expect(logged).toEqual({
      type: 'Error',
      code: '22P02',
      message: 'invalid input syntax for type uuid: "[email]"',
      stack: expect.stringContaining('[email]'),
    });
    expect(JSON.stringify(logged)).not.toContain('ann@example.com');
  });

  it('passes a value that is not an error through', () => {
    expect(serializeError('plain text' as never)).toBe('plain text');
  });
});
