import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';

/** Structured JSON logs; session tokens never reach them. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Express 5 route syntax; the default '*' makes Nest print a conversion warning at start-up.
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          autoLogging: { ignore: (request) => request.url === '/api/health' },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
