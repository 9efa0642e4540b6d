import { membersNavRoute, routeKey, routeUrl, type NavigationRecord } from '@greenroom/contracts';
import { memberFixture, stubApi, type ApiStubs, type StubbedApi } from '@greenroom/testing';
import { clearSession, forcedLogout, signIn } from '../session/session-store';
import { getMenu, loadMenu, reloadMenu, resetMenu } from './menu-store';

function record(id: string, title: string, sortOrder: number): NavigationRecord {
  return {
    id,
    fields: {
      Title: title,
      Url: `/${id}`,
      Icon: null,
      Type: null,
      ParentId: null,
      Permission: null,
      NavigationId: null,
      SortOrder: sortOrder,
      Visible: true,
    },
  };
}

describe('menu store', () => {
  /** The menu call answers each time with the next of `answers`, the last one from then on. */
  function stubMenu(...answers: (() => Response)[]): StubbedApi {
    let next = 0;
    const stubs: ApiStubs = { [routeKey(membersNavRoute)]: () => answers[Math.min(next++, answers.length - 1)]() };
    return stubApi(stubs);
  }

  beforeEach(() => {
    clearSession();
    resetMenu();
    signIn(memberFixture(), 'tok');
  });

  it('fetches the items once per session, sorted', async () => {
    const { calls } = stubMenu(() => Response.json({ records: [record('b', 'Second', 2), record('a', 'First', 1)] }));

    await Promise.all([loadMenu(), loadMenu()]);
    await loadMenu();

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(routeUrl(membersNavRoute));
    expect(getMenu()).toMatchObject({ status: 'success', error: null });
    expect(getMenu().items.map((item) => item.title)).toEqual(['First', 'Second']);
  });

  it("fails with the spec's message when records are missing", async () => {
    stubMenu(() => Response.json({ items: [] }));

    await loadMenu();

    expect(getMenu()).toEqual({ status: 'error', items: [], error: 'Invalid data format: missing records array' });
  });

  it("fails with 'API error (status)' on a non-OK answer, and Try Again fetches again", async () => {
    stubMenu(
      () => Response.json({ statusCode: 503, message: 'down' }, { status: 503 }),
      () => Response.json({ records: [record('a', 'First', 1)] }),
    );
    await loadMenu();
    expect(getMenu().error).toBe('API error (503)');

    await reloadMenu();
    expect(getMenu().status).toBe('success');
  });

  it('empties the cache when the session ends', async () => {
    const { calls } = stubMenu(() => Response.json({ records: [record('a', 'First', 1)] }));
    await loadMenu();

    forcedLogout();

    expect(getMenu()).toEqual({ status: 'idle', items: [], error: null });
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok-2');
    await loadMenu();
    expect(calls).toHaveLength(2);
  });
});
