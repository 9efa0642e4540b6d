import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { AppConfig } from '../config/app-config';
import { requestIdFor } from '../tracing/request-id';
import { maskEmailAddressesInMessages, serializeError, serializeRequest, serializeResponse } from './log-privacy';

export type LogDestination = NonNullable<Options['stream']>;

/** Structured JSON logs, each line of a request with its requestId; session tokens, link secrets and e-mail addresses never reach them. */
@Module({})
export class LoggingModule {
  /** `destination` (default: standard output) lets a test read what the process logs. */
  static forRoot(destination?: LogDestination): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            // Express 5 route syntax; the default '*' makes Nest print a conversion warning at start-up.
            forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
            pinoHttp: {
              stream: destination,
              level: config.logLevel,
              serializers: { req: serializeRequest, res: serializeResponse, err: serializeError },
              hooks: { logMethod: maskEmailAddressesInMessages },
              autoLogging: { ignore: (request) => request.url === '/api/health' },
              // Every line of a request carries its id (from X-Request-Id, or new), not the whole request again.
              genReqId: requestIdFor,
              quietReqLogger: true,
              customAttributeKeys: { reqId: 'requestId' },
            },
          }),
        }),
      ],
    };
  }
}
