import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageUploadsModule } from '@sawa/api/media';
import { CommissionRequest } from './commissions/commission-request.entity';
import { CommissionController } from './commissions/commission.controller';
import { CommissionResolver } from './commissions/commission.resolver';
import { CommissionService } from './commissions/commission.service';
import { NewsletterSubscriber } from './newsletter/newsletter-subscriber.entity';
import { NewsletterController } from './newsletter/newsletter.controller';
import { NewsletterResolver } from './newsletter/newsletter.resolver';
import { NewsletterService } from './newsletter/newsletter.service';
import { unsubscribeKeys } from './newsletter/unsubscribe-keys';
import { MailTransport } from './outbox/mail-transport';
import { OutboxMessage } from './outbox/outbox-message.entity';
import { OutboxResolver } from './outbox/outbox.resolver';
import { OutboxService } from './outbox/outbox.service';
import { OutboxDeliveryJob } from './outbox/outbox-delivery.job';

/** Mail that is never lost (outbox + worker), commission requests and the newsletter. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage, NewsletterSubscriber, CommissionRequest]), ImageUploadsModule],
  controllers: [CommissionController, NewsletterController],
  providers: [
    unsubscribeKeys,
    MailTransport,
    OutboxService,
    OutboxDeliveryJob,
    OutboxResolver,
    NewsletterService,
    NewsletterResolver,
    CommissionService,
    CommissionResolver,
  ],
  exports: [OutboxService, NewsletterService, CommissionService],
})
export class MessagingModule {}
