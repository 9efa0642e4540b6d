import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { runTraced } from './trace-context';

/**
 * Runs each handler with its request's id (set by pino-http from X-Request-Id) as the trace, so the jobs it queues
 * carry the id on. An interceptor rather than a middleware: Express runs middleware continuations (after the body
 * is read) outside the context a middleware would open.
 */
@Injectable()
export class RequestTraceInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const requestId = context.switchToHttp().getRequest<{ id?: unknown }>().id;
    return new Observable((subscriber) =>
      runTraced(typeof requestId === 'string' ? requestId : undefined, () => next.handle().subscribe(subscriber)),
    );
  }
}
