import { applyForMembershipRoute, type MemberApplication } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const submitApplication = (application: MemberApplication) => apiFetch(applyForMembershipRoute, { body: application });
