import type { GuardedRoute } from './guarded-route';
import { decideRoute, type GuardInput } from './guard-decision';

const members: GuardedRoute = { path: '/event-calendar', access: { kind: 'roles', roles: ['Member', 'Leader', 'Board', 'Admin'] } };
const adminOnly: GuardedRoute = { path: '/mass-email', access: { kind: 'roles', roles: ['Admin'] } };
const holidayParty: GuardedRoute = { ...members, path: '/holiday-party', window: { startsOn: '2025-04-20', endsOn: '2025-12-01' } };
const login: GuardedRoute = { path: '/login', access: { kind: 'public' }, signedInRedirect: '/dashboard' };

function decide(overrides: Partial<GuardInput> & Pick<GuardInput, 'route'>) {
  return decideRoute({ email: 'ann@example.com', permission: 'Member', windows: [], today: '2025-06-01', ...overrides });
}

describe('decideRoute', () => {
  it('1. sends a visitor without a signed-in e-mail from a protected route to /login', () => {
    expect(decide({ route: members, email: null })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide({ route: { path: '/edit-teams', access: { kind: 'signed-in' } }, email: null })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('1. checks sign-in before anything else, even the window', () => {
    expect(decide({ route: holidayParty, email: null, today: '2026-01-01' })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('2. refuses a windowed route before its start with the formatted date', () => {
    expect(decide({ route: holidayParty, today: '2025-04-19' })).toEqual({
      kind: 'redirect',
      to: '/my-information',
      alert: 'This feature will become available on April 20, 2025.',
    });
  });

  it('2. refuses a windowed route after its end', () => {
    expect(decide({ route: holidayParty, today: '2025-12-02' })).toEqual({
      kind: 'redirect',
      to: '/my-information',
      alert: 'This feature is no longer available.',
    });
  });

  it('2. opens a windowed route on its first and last day', () => {
    expect(decide({ route: holidayParty, today: '2025-04-20' })).toEqual({ kind: 'allow' });
    expect(decide({ route: holidayParty, today: '2025-12-01' })).toEqual({ kind: 'allow' });
  });

  it("2. prefers the server's window over the route table's", () => {
    const windows = [{ route: '/holiday-party', startsOn: '2026-04-20', endsOn: '2026-12-01' }];
    expect(decide({ route: holidayParty, windows, today: '2025-06-01' })).toMatchObject({
      alert: 'This feature will become available on April 20, 2026.',
    });
  });

  it('2. waits for the windows before deciding a windowed route', () => {
    expect(decide({ route: holidayParty, windows: undefined })).toEqual({ kind: 'wait' });
  });

  it('2. a windowed route skips the role check', () => {
    const boardOnlyWindowed: GuardedRoute = { ...holidayParty, access: { kind: 'roles', roles: ['Board'] } };
    expect(decide({ route: boardOnlyWindowed, permission: 'Member' })).toEqual({ kind: 'allow' });
  });

  it('3. refuses a member whose permission is not in the role list', () => {
    expect(decide({ route: adminOnly, permission: 'Board' })).toEqual({
      kind: 'redirect',
      to: '/my-information',
      alert: 'You do not have permission to access this feature.',
    });
    expect(decide({ route: adminOnly, permission: 'Admin' })).toEqual({ kind: 'allow' });
  });

  it('3. lets any signed-in member through a route without a role list', () => {
    expect(decide({ route: { path: '/edit-teams', access: { kind: 'signed-in' } }, permission: 'Member' })).toEqual({ kind: 'allow' });
  });

  it("4. sends a signed-in member from /login on, to the route's signedInRedirect", () => {
    expect(decide({ route: login })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ route: login, email: null })).toEqual({ kind: 'allow' });
  });
});
