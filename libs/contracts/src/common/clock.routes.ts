import { defineRoute } from '../routes/define-route';
import { TheaterClockSchema } from './theater-clock';

export const clockRoute = defineRoute({ method: 'GET', path: '/api/clock', response: TheaterClockSchema, access: { public: true } });
