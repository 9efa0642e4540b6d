import type { Role } from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { memberFixture } from '@greenroom/testing';

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
  signIn(memberFixture({ First_Name: 'Rose', Last_Name: 'Tester', Email: 'rose@greenroom.test', Portal_Permission: role, isAdmin: role === 'Admin' }), 'x'.repeat(43));
}
