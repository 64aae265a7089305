import { Args, ArgsType, Field, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { Allow, MaxChars, ParseIdPipe, Public } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { PublicRateLimit } from '@sawa/api/auth';
import { PageArgs, PaginatedShape } from '@sawa/api/graphql';
import { NewsletterSubscriberList, NewsletterSubscriberType, NewsletterSubscription } from '../messaging.types';
import { SUBSCRIBE_RATE_LIMIT } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

@ArgsType()
class SubscribersArgs extends PageArgs {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.search)
  search?: string;

  @Field({ nullable: true, description: 'Only addresses still subscribed' })
  @IsOptional()
  @IsBoolean()
  activeOnly?: boolean;
}

@Resolver()
export class NewsletterResolver {
  constructor(private readonly newsletter: NewsletterService) {}

  @Mutation(() => NewsletterSubscription, {
    description:
      'Sign up for the newsletter (double opt-in): the address gets a confirmation link and is subscribed once it confirms. The same answer for an address already subscribed. Rate-limited per client.',
  })
  @PublicRateLimit(SUBSCRIBE_RATE_LIMIT.limit, SUBSCRIBE_RATE_LIMIT.seconds)
  @Public()
  subscribeToNewsletter(@Args('email') email: string): Promise<NewsletterSubscription> {
    return this.newsletter.subscribe(email);
  }

  @Query(() => NewsletterSubscriberList)
  @Allow('newsletter.manage')
  async newsletterSubscribers(@Args() args: SubscribersArgs): Promise<PaginatedShape<NewsletterSubscriberType>> {
    const { items, totalItems } = await this.newsletter.list(args);
    return { items: items.map((s) => ({ ...s, subscribed: !s.unsubscribedAt })), totalItems, page: args.page, pageSize: args.pageSize };
  }

  @Mutation(() => Boolean, {
    description: 'Delete a subscriber on request: the address and the mail sent to it as a subscriber are gone (unsubscribing only marks it).',
  })
  @Allow('newsletter.manage')
  async deleteNewsletterSubscriber(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<boolean> {
    await this.newsletter.remove(id);
    return true;
  }

  @Query(() => Int, { description: 'Addresses currently subscribed (confirmed, not unsubscribed).' })
  @Allow('newsletter.manage')
  newsletterSubscriberCount(): Promise<number> {
    return this.newsletter.countActive();
  }

  @Query(() => String, { description: 'Every subscriber as CSV text (also at GET /api/v1/mail/subscribers.csv).' })
  @Allow('newsletter.manage')
  newsletterSubscribersCsv(): Promise<string> {
    return this.newsletter.csv();
  }
}
