export type DependencyStatus = 'up' | 'down';

export interface HealthResponse {
  status: 'ok' | 'error';
  database: DependencyStatus;
  redis: DependencyStatus;
  message?: string;
}
