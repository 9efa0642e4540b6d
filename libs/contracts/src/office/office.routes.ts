import { defineRoute } from '../routes/define-route';
import { OfficeInfoResponseSchema } from './office-info';

export const officeInfoRoute = defineRoute({ method: 'GET', path: '/api/office-info', response: OfficeInfoResponseSchema, access: { public: true } });
