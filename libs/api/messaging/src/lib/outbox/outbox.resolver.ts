import { Args, ArgsType, Field, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IsIn, IsOptional } from 'class-validator';
import { Allow, ParseIdPipe } from '@sawa/api/common';
import { PageArgs, PaginatedShape } from '@sawa/api/graphql';
import { MailStatusType, OutboxMessageList, OutboxMessageType, OutboxStatusEnum } from '../messaging.types';
import { OutboxMessage, SENSITIVE_BODY } from './outbox-message.entity';
import { OutboxService } from './outbox.service';

@ArgsType()
class OutboxArgs extends PageArgs {
  @Field(() => OutboxStatusEnum, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(OutboxStatusEnum))
  status?: OutboxStatusEnum;
}

const toType = (m: OutboxMessage): OutboxMessageType => ({
  ...m,
  // A single-use link is for its recipient only, not for whoever reads the outbox.
  ...(m.sensitive ? { html: SENSITIVE_BODY, text: SENSITIVE_BODY } : {}),
  status: m.status as OutboxStatusEnum,
  attachmentNames: m.attachments.map((a) => a.filename),
});

@Resolver(() => OutboxMessageType)
export class OutboxResolver {
  constructor(private readonly outbox: OutboxService) {}

  @Query(() => OutboxMessageList, { description: 'Outgoing mail, newest first: pending, sent and failed.' })
  @Allow('mail.manage')
  async outboxMessages(@Args() args: OutboxArgs): Promise<PaginatedShape<OutboxMessageType>> {
    const { items, totalItems } = await this.outbox.list(args);
    return { items: items.map(toType), totalItems, page: args.page, pageSize: args.pageSize };
  }

  @Query(() => MailStatusType, { description: 'Whether mail can leave (a mail server is set), and what waits in the outbox.' })
  @Allow('mail.manage')
  mailStatus(): Promise<MailStatusType> {
    return this.outbox.status();
  }

  @Mutation(() => OutboxMessageType, { description: 'Queue a failed message again.' })
  @Allow('mail.manage')
  async retryOutboxMessage(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<OutboxMessageType> {
    return toType(await this.outbox.retry(id));
  }
}
