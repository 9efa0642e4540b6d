import { ALL_MEMBER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import { FeatureWindowsResponseSchema } from './feature-window';

export const featureWindowsRoute = defineRoute({
  method: 'GET',
  path: '/api/feature-windows',
  response: FeatureWindowsResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
