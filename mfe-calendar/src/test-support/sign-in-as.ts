import type { Role } from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { memberFixture } from '@greenroom/testing';

export function signInAs(role: Role): void {
  clearSession();
  signIn(
    memberFixture({ First_Name: 'Rose', Last_Name: 'Tester', Email: 'rose@greenroom.test', Portal_Permission: role, isAdmin: role === 'Admin' }),
    'x'.repeat(43),
  );
}
