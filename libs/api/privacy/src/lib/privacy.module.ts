import { Module } from '@nestjs/common';
import { AnalyticsModule } from '@sawa/api/analytics';
import { CommerceModule } from '@sawa/api/commerce';
import { MessagingModule } from '@sawa/api/messaging';
import { CustomerErasureResolver } from './customer-erasure.resolver';
import { CustomerErasureService } from './customer-erasure.service';
import { RetentionJob } from './retention.job';

/** Privacy as the policy promises it: data kept for a set time (the retention job), and a customer's data erased on request. */
@Module({
  imports: [AnalyticsModule, CommerceModule, MessagingModule],
  providers: [RetentionJob, CustomerErasureService, CustomerErasureResolver],
  exports: [RetentionJob, CustomerErasureService],
})
export class PrivacyModule {}
