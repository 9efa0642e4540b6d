import {
  checkEmailRoute,
  deleteCalendarEventRoute,
  membersNavRoute,
  myMemberRecordRoute,
  remoteReportsRoute,
  requestLinkRoute,
  routeKey,
  routeUrl,
  seasonAttendeesRoute,
  updateRsvpEventRoute,
} from '@greenroom/contracts';
import { memberFixture, stubApi } from '@greenroom/testing';
import { clearSession, isSignedIn, signIn, signOutReason } from '../session/session-store';
import { ApiError, messageOr, UnexpectedResponseError } from './api-error';
import { apiFetch } from './api-fetch';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiFetch', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();

  beforeEach(() => {
    clearSession();
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  function sentHeaders(): Headers {
    const init = fetchMock.mock.calls[0][1];
    return new Headers(init?.headers);
  }

  it('calls the relative URL and returns the parsed JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ records: [] }));

    await expect(apiFetch(membersNavRoute)).resolves.toEqual({ records: [] });
    expect(fetchMock.mock.calls[0][0]).toBe(routeUrl(membersNavRoute));
    expect(fetchMock.mock.calls[0][1]?.method).toBe('GET');
    expect(sentHeaders().get('Authorization')).toBeNull();
  });

  it("sends the route's method to its URL, with its params and query", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ deleted: 1 }));

    await apiFetch(deleteCalendarEventRoute, { params: { id: 'a/b c' }, query: { scope: 'series', from: undefined } }).catch(() => undefined);

    expect(fetchMock.mock.calls[0][0]).toBe(routeUrl(deleteCalendarEventRoute, { id: 'a/b c' }, { scope: 'series' }));
    expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
  });

  it("is answered by a test's stub keyed by its route, whatever the route's params", async () => {
    const api = stubApi({ [routeKey(updateRsvpEventRoute)]: () => Response.json({}, { status: 418 }) });

    await expect(apiFetch(updateRsvpEventRoute, { params: { key: 'may-social' }, body: {} })).rejects.toMatchObject({ status: 418 });
    await expect(apiFetch(seasonAttendeesRoute, { params: { key: 'may-social', season: 2 } })).rejects.toMatchObject({ status: 404 });
    expect(api.calls.map((call) => call.url)).toEqual([
      routeUrl(updateRsvpEventRoute, { key: 'may-social' }),
      routeUrl(seasonAttendeesRoute, { key: 'may-social', season: 2 }),
    ]);
  });

  it('reads the answer of a request already sent instead of sending it again', async () => {
    const sent = Promise.resolve(jsonResponse({ records: [] }));

    await expect(apiFetch(membersNavRoute, { sent })).resolves.toEqual({ records: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a request already sent that found no server into the connection message', async () => {
    await expect(apiFetch(membersNavRoute, { sent: Promise.reject(new TypeError('Failed to fetch')) })).rejects.toThrow(
      'Unable to reach the server. Please check your connection and try again.',
    );
  });

  it('sends a plain object body as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ exists: true, members: [] }));

    await apiFetch(checkEmailRoute, { body: { email: 'a@b.com' } });

    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.com"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('sends the session token as a bearer token, never the e-mail', async () => {
    signIn(memberFixture(), 'session-token');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await apiFetch(remoteReportsRoute, { body: JSON.stringify({ reports: [] }) });

    expect(sentHeaders().get('Authorization')).toBe('Bearer session-token');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it("turns the server's { statusCode, message } into an ApiError", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 429, message: 'Too many login links requested.' }, 429));

    const error = await apiFetch(requestLinkRoute, { body: {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Too many login links requested.', serverMessage: 'Too many login links requested.' });
    expect(messageOr(error, 'fallback')).toBe('Too many login links requested.');
  });

  it('joins a list of validation messages', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 400, message: ['email is required', 'memberId is required'] }, 400));

    await expect(apiFetch(membersNavRoute)).rejects.toMatchObject({ message: 'email is required. memberId is required' });
  });

  it('keeps the status when the body has no message, so screens use their fallback', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await apiFetch(membersNavRoute).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 502, message: 'API error (502)', serverMessage: null });
    expect(messageOr(error, 'Request failed. Please try again.')).toBe('Request failed. Please try again.');
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));

    await expect(apiFetch(membersNavRoute)).rejects.toMatchObject({ status: 0 });
  });

  it("gives the spec's 'unexpected' fallback only to a call that got no answer", async () => {
    const failed = 'Failed to update RSVP status';
    const unexpected = 'An unexpected error occurred while updating your RSVP status';
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(messageOr(await apiFetch(membersNavRoute).catch((caught: unknown) => caught), failed, unexpected)).toBe(unexpected);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    expect(messageOr(await apiFetch(membersNavRoute).catch((caught: unknown) => caught), failed, unexpected)).toBe(failed);
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 403, message: 'This feature is no longer available.' }, 403));
    expect(messageOr(await apiFetch(membersNavRoute).catch((caught: unknown) => caught), failed, unexpected)).toBe(
      'This feature is no longer available.',
    );
    expect(messageOr(new Error('a bug'), failed, unexpected)).toBe(unexpected);
    expect(messageOr(new Error('a bug'), failed)).toBe(failed);
  });

  it('logs out when an authenticated call answers 401', async () => {
    signIn(memberFixture(), 'expired-token');
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 401, message: 'Your session has ended.' }, 401));

    await expect(apiFetch(myMemberRecordRoute)).rejects.toMatchObject({ status: 401 });
    expect(isSignedIn()).toBe(false);
  });

  it('keeps "signed out" when a call in flight at Logout comes back 401 afterwards', async () => {
    signIn(memberFixture(), 'token-at-logout');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const inFlight = apiFetch(myMemberRecordRoute);
    clearSession('signed-out');
    answer(jsonResponse({ statusCode: 401, message: 'Your session has ended.' }, 401));

    await expect(inFlight).rejects.toMatchObject({ status: 401 });
    expect(signOutReason()).toBe('signed-out');
  });

  it('answers undefined for an empty success body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiFetch(remoteReportsRoute, { body: { reports: [] } })).resolves.toBeUndefined();
  });

  it('parses the answer with its contract schema, dropping what the contract does not promise', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ records: [], extra: 'not in the contract' }));

    await expect(apiFetch(membersNavRoute)).resolves.toEqual({ records: [] });
  });

  it('refuses an OK answer of another shape with an UnexpectedResponseError, so the screen shows its fallback', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ items: [] }));

    const error = await apiFetch(membersNavRoute).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error).toMatchObject({ status: 200, path: routeUrl(membersNavRoute), serverMessage: null });
    expect(messageOr(error, 'fallback')).toBe('fallback');
  });
});
