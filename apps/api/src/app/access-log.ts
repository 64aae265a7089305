import { DynamicModule, Module, Provider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LoggerModule, type Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { pinoHttp, type HttpLogger, type Options } from 'pino-http';
import type { Environment } from '@sawa/api/common';
import { maskPathSecrets } from '@sawa/shared/domain';

/** An order number or visit reference anywhere else in an address (a query value, another route), percent-encoded or not. */
const REFERENCE = /(SAWA|VISIT)-[0-9A-Z]{8}(?![0-9A-Z])/i;
/** Query parameters whose value is a credential (the unsubscribe token, any token, key or signature) or an address. */
const SECRET_PARAMETER = /token|key|secret|sig|password|auth|code|email/i;

const holdsReference = (text: string) => REFERENCE.test(decodeSafely(text));

/** A request address as the access log keeps it: keys, references and tokens replaced by `***`, the rest as it was. */
export function privateUrl(url: string): string {
  const queryAt = url.indexOf('?');
  // The keys of private pages and the API's secret addresses (site-routes.ts), however the path is spelt.
  const path = maskPathSecrets(queryAt === -1 ? url : url.slice(0, queryAt))
    .split('/')
    .map((segment) => (holdsReference(segment) ? '***' : segment))
    .join('/');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at === -1) return holdsReference(pair) ? '***' : pair;
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      return SECRET_PARAMETER.test(decodeSafely(name)) || holdsReference(value) ? `${name}=***` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
}

/** The access log's middleware (pino-http), made once per app; `configureApp` mounts it before anything else. */
export const ACCESS_LOG = Symbol('ACCESS_LOG');

/**
 * The HTTP access log: method, masked address, status and time, nothing about the visitor. No IP address,
 * user agent, referrer or other header is written (pino-http's default serializers would write them all),
 * so the log holds no personal data the privacy policy does not name.
 */
export function accessLogOptions(env: Pick<Environment, 'LOG_LEVEL' | 'NODE_ENV'>, pretty: boolean): Options {
  return {
    level: env.LOG_LEVEL,
    autoLogging: { ignore: (req) => req.url === '/health' || req.url?.startsWith('/uploads/') === true },
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: privateUrl(req.url ?? '') }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    transport: pretty && env.NODE_ENV === 'development' ? { target: 'pino-pretty' } : undefined,
  };
}

/**
 * The access log as a provider, and nestjs-pino set to use it (`useExisting`): one logger for the access
 * log and the app's own messages, mounted in front of every route (pages, files and cached answers
 * included), not only Nest's controllers. `destination` (tests): where the log goes instead of stdout.
 */
@Module({})
export class AccessLogModule {
  static forRoot(destination?: DestinationStream): DynamicModule {
    const provider: Provider = {
      provide: ACCESS_LOG,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>): HttpLogger => {
        const env = { LOG_LEVEL: config.get('LOG_LEVEL', { infer: true }), NODE_ENV: config.get('NODE_ENV', { infer: true }) };
        return destination ? pinoHttp(accessLogOptions(env, false), destination) : pinoHttp(accessLogOptions(env, process.stdout.isTTY));
      },
    };
    return { module: AccessLogModule, providers: [provider], exports: [provider] };
  }

  /** nestjs-pino's settings: the access log's logger, and no second pino-http of its own. */
  static loggerModule(destination?: DestinationStream): DynamicModule {
    return LoggerModule.forRootAsync({
      imports: [AccessLogModule.forRoot(destination)],
      inject: [ACCESS_LOG],
      useFactory: (http: HttpLogger): Params => ({ pinoHttp: { logger: http.logger }, useExisting: true }),
    });
  }
}
