import { Args, Context, Field, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Allow, Public } from '@sawa/api/common';
import { BadRequestException } from '@nestjs/common';
import type { Request } from 'express';
import { PublicRateLimit } from '@sawa/api/auth';
import { AnalyticsService } from './analytics.service';

@ObjectType()
class DailyPageViews {
  @Field({ description: 'YYYY-MM-DD' }) day: string;
  @Field(() => Int) views: number;
}

@ObjectType()
class PagePopularity {
  @Field() path: string;
  @Field(() => Int) views: number;
}

@ObjectType({ description: 'First-party page views (no cookies, no IP addresses).' })
class PageViewStats {
  @Field(() => Int) days: number;
  @Field(() => Int) totalViews: number;
  @Field(() => [DailyPageViews]) perDay: DailyPageViews[];
  @Field(() => [PagePopularity]) topPages: PagePopularity[];
}

export const PAGE_VIEW_RATE_LIMIT = { limit: 120, seconds: 60 };

@Resolver()
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  @Mutation(() => Boolean, {
    description: 'Record a page view of the public site (path and referrer only). True when counted; bots and back-office pages are not.',
  })
  @PublicRateLimit(PAGE_VIEW_RATE_LIMIT.limit, PAGE_VIEW_RATE_LIMIT.seconds)
  @Public()
  recordPageView(
    @Args('path') path: string,
    @Args('referrer', { type: () => String, nullable: true }) referrer: string | null,
    @Context('req') req: Request,
  ): Promise<boolean> {
    return this.analytics.record(path, referrer, req.headers['user-agent']);
  }

  @Query(() => PageViewStats, { description: 'Views per day (zeros included) and the most viewed pages.' })
  @Allow('analytics.read')
  async pageViewStats(@Args('days', { type: () => Int, defaultValue: 30 }) days: number): Promise<PageViewStats> {
    if (days < 1 || days > 366) throw new BadRequestException('days must be between 1 and 366');
    const [perDay, topPages] = await Promise.all([this.analytics.viewsPerDay(days), this.analytics.topPages(days, 10)]);
    return { days, perDay, topPages, totalViews: perDay.reduce((sum, d) => sum + d.views, 0) };
  }
}
