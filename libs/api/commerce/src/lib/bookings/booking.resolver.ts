import { Args, ArgsType, Field, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IsIn, IsOptional } from 'class-validator';
import { AdminOnly, PublicRateLimit } from '@sawa/api/auth';
import { PageArgs, PaginatedShape } from '@sawa/api/graphql';
import { fromCents, isTestPayment, toCents } from '@sawa/shared/domain';
import { BookingList, BookingStatusEnum, BookingType, PaymentLink, VisitStatusView } from '../commerce.types';
import { Booking } from './booking.entity';
import { BookingInput } from './booking.input';
import { BookingService } from './booking.service';

@ArgsType()
class BookingsArgs extends PageArgs {
  @Field(() => BookingStatusEnum, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(BookingStatusEnum))
  status?: BookingStatusEnum;
}

const toType = (b: Booking): BookingType => ({
  ...b,
  status: b.status as BookingStatusEnum,
  amount: fromCents(toCents(b.amount)),
  visitorName: b.visitorName ?? undefined,
  visitorEmail: b.visitorEmail ?? undefined,
  visitorPhone: b.visitorPhone ?? undefined,
  paymentReference: b.paymentReference ?? undefined,
  paymentIssue: b.paymentIssue ?? undefined,
  paymentMethod: b.paymentMethod ?? undefined,
  testPayment: isTestPayment(b.paymentMethod),
  paidAt: b.paidAt ?? undefined,
});

@Resolver(() => BookingType)
export class BookingResolver {
  constructor(private readonly bookingService: BookingService) {}

  @Mutation(() => PaymentLink, { description: 'Book a paid studio visit: creates the invoice and returns its payment link (Book Now).' })
  @PublicRateLimit(20, 600)
  async bookStudioVisit(@Args('input', { type: () => BookingInput, nullable: true }) input?: BookingInput): Promise<PaymentLink> {
    const booking = await this.bookingService.book(input ?? {});
    return { paymentLinkUrl: booking.paymentLinkUrl as string, reference: booking.reference };
  }

  @Query(() => VisitStatusView, { description: "A booking's live status, by its reference: the visitor's return page." })
  async visit(@Args('reference') reference: string): Promise<VisitStatusView> {
    const b = await this.bookingService.findByReference(reference.trim().toUpperCase());
    return {
      reference: b.reference,
      status: b.status as BookingStatusEnum,
      amount: fromCents(toCents(b.amount)),
      currency: b.currency,
      paymentLinkUrl: b.status === 'pending' ? (b.paymentLinkUrl ?? undefined) : undefined,
      paidAt: b.paidAt ?? undefined,
      testPayment: isTestPayment(b.paymentMethod),
    };
  }

  @Query(() => BookingList)
  @AdminOnly()
  async bookings(@Args() args: BookingsArgs): Promise<PaginatedShape<BookingType>> {
    const { items, totalItems } = await this.bookingService.list(args);
    return { items: items.map(toType), totalItems, page: args.page, pageSize: args.pageSize };
  }
}
