import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TerminusModule } from '@nestjs/terminus';
import type { DestinationStream } from 'pino';
import { Environment, validateEnvironment } from '@sawa/api/common';
import { dataSourceOptions, runMigrationsExclusively } from '@sawa/api/database';
import { DataSource } from 'typeorm';
import { AuthModule } from '@sawa/api/auth';
import { CatalogModule } from '@sawa/api/catalog';
import { MediaModule } from '@sawa/api/media';
import { TeamModule } from '@sawa/api/team';
import { GraphqlApiModule } from '@sawa/api/graphql';
import { SiteModule } from '@sawa/api/site';
import { MessagingModule } from '@sawa/api/messaging';
import { AnalyticsModule } from '@sawa/api/analytics';
import { CommerceModule } from '@sawa/api/commerce';
import { JobsModule } from '@sawa/api/jobs';
import { RedisModule } from '@sawa/api/redis';
import { PublicCacheModule } from '@sawa/api/cache';
import { PrivacyModule } from '@sawa/api/privacy';
import { AuditModule } from '@sawa/api/audit';
import { StaffModule } from '@sawa/api/staff';
import { ENTITIES } from '../entities';
import { AccessLogModule } from './access-log';
import { HealthController } from './health/health.controller';
import { DependencyHealth } from './health/dependency-health';
import { ShutdownState } from './health/shutdown-state';
import { DashboardResolver } from '../dashboard/dashboard.resolver';
import { DemoSeedModule } from '../seed/demo-seed.module';

export interface AppOptions {
  /** The resolved PostgreSQL URL (DATABASE_URL, or the embedded server's). */
  databaseUrl: string;
  /** True when the database is the embedded one (drives the demo seed default). */
  embedded: boolean;
  /** Values that take precedence over process.env (tests). */
  env?: Record<string, string>;
  /** Where the log goes; unset: standard output (tests read the log from here). */
  logDestination?: DestinationStream;
}

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Validated once, read only from here: nothing is copied into or read back from process.env,
        // so overrides (tests) never leak from one app instance to the next.
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          ignoreEnvVars: true,
          skipProcessEnv: true,
          cache: true,
          load: [() => ({ ...validateEnvironment({ ...process.env, ...options.env }) })],
        }),
        AccessLogModule.loggerModule(options.logDestination),
        TypeOrmModule.forRootAsync({
          // Migrations run after connecting, under an advisory lock: instances that start together migrate once.
          inject: [ConfigService],
          useFactory: (config: ConfigService<Environment, true>) => ({
            ...dataSourceOptions(options.databaseUrl, ENTITIES, {
              statementMs: config.get('DATABASE_STATEMENT_TIMEOUT_SECONDS', { infer: true }) * 1000,
              idleInTransactionMs: config.get('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS', { infer: true }) * 1000,
            }),
            migrationsRun: false,
            retryAttempts: 3,
            retryDelay: 1000,
          }),
          dataSourceFactory: async (dataSourceOptions) => {
            const dataSource = await new DataSource(dataSourceOptions!).initialize();
            await runMigrationsExclusively(dataSource);
            return dataSource;
          },
        }),
        TerminusModule,
        RedisModule,
        JobsModule.forRoot({ databaseUrl: options.databaseUrl }),
        PublicCacheModule,
        GraphqlApiModule,
        MediaModule,
        AuditModule,
        AuthModule,
        StaffModule,
        CatalogModule,
        TeamModule,
        SiteModule,
        MessagingModule,
        AnalyticsModule,
        CommerceModule,
        PrivacyModule,
        DemoSeedModule.forRoot({ embedded: options.embedded }),
      ],
      controllers: [HealthController],
      providers: [DashboardResolver, DependencyHealth, ShutdownState],
    };
  }
}
