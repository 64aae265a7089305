import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { Public } from '@sawa/api/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckResult, HealthCheckService } from '@nestjs/terminus';
import type { Response } from 'express';
import { DependencyHealth } from './dependency-health';
import { ShutdownState } from './shutdown-state';

type HealthAnswer = HealthCheckResult & { message?: string };

/**
 * Probes for a load balancer or an orchestrator:
 * - `/health`: every service this instance uses (database, Redis when configured, image storage), for monitoring;
 * - `/health/ready`: whether this process can serve: the database only (a shared Redis or store that is
 *   down would take every instance out at once), and 503 while the instance drains after SIGTERM;
 * - `/health/live`: the process answers at all (restart it only when this fails).
 * A 503 keeps terminus's report (`info`, `error`, `details` per service) and says in `message` what is down.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly dependencies: DependencyHealth,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'The database, Redis (when REDIS_URL is set) and the image storage: 200 when all answer, 503 naming the failing ones otherwise.' })
  @Public()
  check(@Res({ passthrough: true }) res: Response): Promise<HealthAnswer> {
    return this.report(res);
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({
    summary:
      'Readiness: 200 while this process can serve (its database answers), whatever Redis and the image storage do (see /health); 503 while the instance is stopping (draining its requests).',
  })
  @Public()
  async ready(@Res({ passthrough: true }) res: Response): Promise<HealthAnswer> {
    if (this.shutdown.draining) {
      res.status(503).setHeader('Cache-Control', 'no-store');
      return {
        status: 'error',
        message: 'This instance is stopping.',
        info: {},
        error: { instance: { status: 'down', message: 'draining requests' } },
        details: {},
      };
    }
    return this.report(res, this.dependencies.readinessChecks());
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: 200 while the process answers, whatever its dependencies.' })
  @Public()
  live(@Res({ passthrough: true }) res: Response): { status: 'ok' } {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  private async report(res: Response, checks = this.dependencies.checks()): Promise<HealthAnswer> {
    res.setHeader('Cache-Control', 'no-store');
    try {
      return await this.health.check(checks);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      res.status(503);
      return { ...result, message: `Not available: ${Object.keys(result.error ?? {}).join(', ')}.` };
    }
  }
}
