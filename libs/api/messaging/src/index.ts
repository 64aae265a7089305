export * from './lib/messaging.module';
export * from './lib/outbox/outbox-message.entity';
export * from './lib/outbox/outbox.service';
export * from './lib/newsletter/newsletter-subscriber.entity';
export * from './lib/newsletter/newsletter.service';
export * from './lib/commissions/commission-request.entity';
export * from './lib/commissions/commission.service';
export * from './lib/templates/layout';
