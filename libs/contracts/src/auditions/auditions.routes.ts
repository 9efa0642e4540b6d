import { FileResponseSchema } from '../common/responses';
import { ALL_MEMBER_ROLES, ORGANIZER_ROLES, SHOW_MANAGER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import {
  AuditionApplicationsResponseSchema,
  AuditionSubmissionResponseSchema,
  MyAuditionApplicationsResponseSchema,
  ShowInformationResponseSchema,
} from './auditions';
import { ShowResponseSchema, ShowsResponseSchema } from './shows';

export const auditionApplicationsRoute = defineRoute({
  method: 'GET',
  path: '/api/auditions/applications',
  response: AuditionApplicationsResponseSchema,
  access: { roles: ORGANIZER_ROLES },
});
export const auditionSheetTemplateRoute = defineRoute({
  method: 'GET',
  path: '/api/auditions/sheet-template',
  response: FileResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const showInformationRoute = defineRoute({
  method: 'GET',
  path: '/api/show-information',
  response: ShowInformationResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const myAuditionApplicationsRoute = defineRoute({
  method: 'GET',
  path: '/api/audition-applications/mine',
  response: MyAuditionApplicationsResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const submitAuditionApplicationRoute = defineRoute({
  method: 'POST',
  path: '/api/audition-applications',
  response: AuditionSubmissionResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const showsRoute = defineRoute({ method: 'GET', path: '/api/shows', response: ShowsResponseSchema, access: { roles: ALL_MEMBER_ROLES } });
export const createShowRoute = defineRoute({
  method: 'POST',
  path: '/api/shows',
  response: ShowResponseSchema,
  access: { roles: SHOW_MANAGER_ROLES },
  status: 201,
});
export const updateShowRoute = defineRoute({
  method: 'PUT',
  path: '/api/shows/:id',
  response: ShowResponseSchema,
  access: { roles: SHOW_MANAGER_ROLES },
});
export const retireShowRoute = defineRoute({
  method: 'POST',
  path: '/api/shows/:id/retire',
  response: ShowResponseSchema,
  access: { roles: SHOW_MANAGER_ROLES },
});
