import type { Member, Role } from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';

export interface StubCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: StubCall) => { status?: number; body: unknown } | undefined;

/** Stubs fetch, the network boundary: each call goes to the first handler that answers, and is recorded. */
export function stubApi(handler: Handler): StubCall[] {
  const calls: StubCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { statusCode: 404, message: 'Not found' } };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, text: async () => JSON.stringify(answer.body) } as Response;
  });
  return calls;
}

export function signInAs(role: Role): void {
  clearSession();
  const member: Member = {
    id: 'member-1',
    First_Name: 'Rose',
    Last_Name: 'Tester',
    Email: 'rose@greenroom.test',
    Mobile: null,
    Landline: null,
    Gender: null,
    Street_Address: null,
    City: null,
    State: null,
    Zip_Code: null,
    Member_Since: null,
    Membership_Status: 'Active',
    Dues_Status: null,
    Last_Paid_Date: null,
    Dues_Expire: null,
    Access_Level: null,
    Villages_ID: null,
    Personal_Bio: null,
    Show_Bio: null,
    Teams: [],
    Team_Leader: false,
    Level: null,
    Portal_Permission: role,
    isAdmin: role === 'Admin',
  };
  signIn(member, 'x'.repeat(43));
}
