import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Image, Paginated } from '@sawa/api/graphql';

export enum CommissionStatusEnum {
  new = 'new',
  replied = 'replied',
  accepted = 'accepted',
  declined = 'declined',
}
registerEnumType(CommissionStatusEnum, { name: 'CommissionStatus' });

export enum OutboxStatusEnum {
  pending = 'pending',
  sent = 'sent',
  failed = 'failed',
}
registerEnumType(OutboxStatusEnum, { name: 'OutboxStatus' });

@ObjectType({ description: 'What a visitor sees after sending a commission request.' })
export class CommissionReceipt {
  @Field(() => ID) id: string;
  @Field() message: string;
}

@ObjectType({ description: 'The answer to a newsletter sign-up.' })
export class NewsletterSubscription {
  @Field() message: string;
}

@ObjectType('CommissionRequest')
export class CommissionRequestType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() phone: string;
  @Field() country: string;
  @Field() artworkType: string;
  @Field() size: string;
  @Field() stylePreferences: string;
  @Field() message: string;
  @Field(() => Image, { nullable: true }) referenceImage: Image | null;
  @Field(() => CommissionStatusEnum) status: CommissionStatusEnum;
  @Field() notes: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}
export const CommissionRequestList = Paginated(CommissionRequestType, 'CommissionRequest');

@ObjectType('NewsletterSubscriber')
export class NewsletterSubscriberType {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field() subscribed: boolean;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) unsubscribedAt: Date | null;
}
export const NewsletterSubscriberList = Paginated(NewsletterSubscriberType, 'NewsletterSubscriber');

@ObjectType('OutboxMessage', { description: 'An e-mail in the outbox: waiting, sent, or failed after every retry.' })
export class OutboxMessageType {
  @Field(() => ID) id: string;
  @Field() to: string;
  @Field() subject: string;
  @Field({ description: 'The plain-text version of the message' }) text: string;
  @Field({ description: 'The HTML version of the message (show it only in a sandboxed frame)' }) html: string;
  @Field(() => String, { nullable: true }) replyTo: string | null;
  @Field(() => OutboxStatusEnum) status: OutboxStatusEnum;
  @Field(() => Int) attempts: number;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field() nextAttemptAt: Date;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
  @Field() createdAt: Date;
  @Field(() => [String], { description: 'File names of the attachments' }) attachmentNames: string[];
}
export const OutboxMessageList = Paginated(OutboxMessageType, 'OutboxMessage');

@ObjectType('MailStatus', { description: 'Whether mail can leave, and what waits in the outbox.' })
export class MailStatusType {
  @Field({ description: 'A mail server is set (SMTP_URL): mail is sent. False: every mail waits in the outbox and nobody receives it.' })
  configured: boolean;
  @Field(() => Int, { description: 'Messages waiting to be sent' }) waiting: number;
  @Field(() => Int, { description: 'Messages that failed after every retry' }) failed: number;
  @Field({ nullable: true, description: 'When the oldest waiting message was written' }) oldestWaitingAt?: Date;
}
