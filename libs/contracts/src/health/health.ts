export type DependencyStatus = 'up' | 'down';

/** 200 when both dependencies answer; 503 (with statusCode and message, like every error) otherwise. */
export interface HealthResponse {
  statusCode?: number;
  status: 'ok' | 'error';
  database: DependencyStatus;
  redis: DependencyStatus;
  message?: string;
}
