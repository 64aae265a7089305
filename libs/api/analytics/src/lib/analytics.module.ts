import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsResolver } from './analytics.resolver';
import { AnalyticsService } from './analytics.service';
import { PageView } from './page-view.entity';

/** First-party page views for the dashboard. */
@Module({ imports: [TypeOrmModule.forFeature([PageView])], providers: [AnalyticsService, AnalyticsResolver], exports: [AnalyticsService] })
export class AnalyticsModule {}
