import { defineRoute } from '../routes/define-route';
import { HealthResponseSchema, LiveResponseSchema } from './health';

export const healthRoute = defineRoute({ method: 'GET', path: '/api/health', response: HealthResponseSchema, access: { public: true } });
export const healthLiveRoute = defineRoute({ method: 'GET', path: '/api/health/live', response: LiveResponseSchema, access: { public: true } });
export const healthReadyRoute = defineRoute({ method: 'GET', path: '/api/health/ready', response: HealthResponseSchema, access: { public: true } });
