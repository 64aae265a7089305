import { Args, ArgsType, Extensions, Field, GraphQLISODateTime, IntersectionType, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IsDate, IsIn, IsOptional, IsString } from 'class-validator';
import { PublicRateLimit } from '@sawa/api/auth';
import { Allow, MaxChars, Public } from '@sawa/api/common';
import { LIST_SIZE, PageArgs, PaginatedShape } from '@sawa/api/graphql';
import { addDays, fromCents, kigaliToday, VISIT_SCHEDULE_LIMITS } from '@sawa/shared/domain';
import { BookingList, BookingStatusEnum, BookingType, MobileMoneyPushResult, PaymentLink, VisitStatusView } from '../commerce.types';
import { PaymentsSettings } from '../payments/payments.settings';
import { CalendarRangeArgs } from '../visit-schedule/visit-schedule.input';
import { VisitScheduleService } from '../visit-schedule/visit-schedule.service';
import { VisitBookingOptions, VisitBookingResult, VisitSlotType, VisitTimeChosen } from '../visit-schedule/visit-schedule.types';
import { BookingInput, BookVisitInput } from './booking.input';
import { BookingService } from './booking.service';
import { toBookingType, toVisitSlot, toVisitStatusView } from './visit.mapper';
import { VisitNotices } from './visit-notices';
import { MobileMoneyArgs } from '../mobile-money/mobile-money.args';
import { MobileMoney } from '../mobile-money/mobile-money.service';

@ArgsType()
class BookingsArgs extends PageArgs {
  @Field(() => BookingStatusEnum, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(BookingStatusEnum))
  status?: BookingStatusEnum;
}

/** A visit, by its reference (the key to its page). */
@ArgsType()
export class VisitArgs {
  @Field({ description: 'e.g. VISIT-7K3F9QXM' })
  @IsString()
  @MaxChars(40)
  reference: string;
}

@ArgsType()
class VisitPageArgs extends VisitArgs {
  @Field(() => String, { nullable: true, description: "The signed key of the visit's confirmation mail: when valid, reschedule and cancel are offered" })
  @IsOptional()
  @IsString()
  @MaxChars(100)
  key?: string | null;
}

@ArgsType()
class VisitChangeArgs extends VisitArgs {
  @Field({ description: "The signed key of the visit's confirmation mail" })
  @IsString()
  @MaxChars(100)
  key: string;
}

@ArgsType()
export class VisitTimeArgs extends VisitArgs {
  @Field(() => GraphQLISODateTime, { description: 'The new time: a `startsAt` of `visitSlots`' })
  @IsDate({ message: 'startsAt must be a date and time' })
  startsAt: Date;
}

@ArgsType()
class RescheduleArgs extends VisitTimeArgs {
  @Field({ description: "The signed key of the visit's confirmation mail" })
  @IsString()
  @MaxChars(100)
  key: string;
}

@ArgsType()
class PayVisitArgs extends IntersectionType(VisitArgs, MobileMoneyArgs) {}

const visitKey = (reference: string) => reference.trim().toUpperCase();

/** Booking a studio visit on the calendar, the visitor's page and its changes (public), and the list of visits (admin). */
@Resolver(() => BookingType)
export class BookingResolver {
  constructor(
    private readonly bookingService: BookingService,
    private readonly schedule: VisitScheduleService,
    private readonly notices: VisitNotices,
    private readonly settings: PaymentsSettings,
    private readonly mobileMoney: MobileMoney,
  ) {}

  @Query(() => VisitBookingOptions, { description: 'What a studio visit costs per visitor, and the rules of booking one now.' })
  @Public()
  async visitBookingOptions(): Promise<VisitBookingOptions> {
    const rules = await this.schedule.settings();
    const today = kigaliToday();
    return {
      unitPrice: fromCents(this.settings.visitPrice * 100),
      currency: this.settings.visitCurrency,
      maxPartySize: rules.maxPartySize,
      noticeHours: rules.noticeHours,
      horizonDays: rules.horizonDays,
      changeCutoffHours: rules.changeCutoffHours,
      visitMinutes: rules.visitMinutes,
      today,
      lastDay: addDays(today, rules.horizonDays),
      address: this.notices.address,
      mapUrl: this.notices.mapUrl,
    };
  }

  @Query(() => [VisitSlotType], {
    description: `The visit times of the days from..to (Kigali dates, at most ${VISIT_SCHEDULE_LIMITS.rangeDays} days) that can be booked now, with their free places.`,
  })
  @Extensions({ [LIST_SIZE]: VISIT_SCHEDULE_LIMITS.rangeDays * VISIT_SCHEDULE_LIMITS.slotsPerDay })
  @Public()
  async visitSlots(@Args() { from, to }: CalendarRangeArgs): Promise<VisitSlotType[]> {
    return (await this.schedule.bookable(from, to)).map(toVisitSlot);
  }

  @Mutation(() => VisitBookingResult, {
    description:
      "Book a studio visit on the calendar for a party: its places are held until the invoice expires, and the payment link returned. CONFLICT 'This time is full; choose another' (extensions.slotsWithRoom) when the party no longer fits.",
  })
  @PublicRateLimit(20, 600)
  @Public()
  async bookVisit(@Args('input') input: BookVisitInput): Promise<VisitBookingResult> {
    const booking = await this.bookingService.book(input);
    return {
      reference: booking.reference,
      paymentLinkUrl: booking.paymentLinkUrl as string,
      startsAt: input.startsAt,
      partySize: booking.partySize,
      amount: booking.amount,
      currency: booking.currency,
      expiresAt: booking.expiresAt,
    };
  }

  @Mutation(() => Boolean, {
    description:
      "While payments are off (no IremboPay account, no sandbox): the visit asked for and the visitor's details go to the studio as an enquiry (mailed to the studio, acknowledged to the visitor). No place is held.",
  })
  @PublicRateLimit(10, 600)
  @Public()
  async sendVisitEnquiry(@Args('input') input: BookVisitInput): Promise<boolean> {
    await this.bookingService.enquire(input);
    return true;
  }

  @Mutation(() => PaymentLink, {
    description:
      'The old Book Now: a paid visit for one with no time yet (after payment its visitor chooses one on the visit page, `chooseVisitTime`). New clients use bookVisit.',
  })
  @PublicRateLimit(20, 600)
  @Public()
  async bookStudioVisit(@Args('input', { type: () => BookingInput, nullable: true }) input?: BookingInput): Promise<PaymentLink> {
    const booking = await this.bookingService.bookUndated(input ?? {});
    return { paymentLinkUrl: booking.paymentLinkUrl as string, reference: booking.reference };
  }

  @Query(() => VisitStatusView, { description: "A visit's live status, by its reference: the visitor's page." })
  @Public()
  async visit(@Args() { reference, key }: VisitPageArgs): Promise<VisitStatusView> {
    return this.view(visitKey(reference), key);
  }

  @Mutation(() => MobileMoneyPushResult, {
    description:
      'Pay a visit waiting for payment by mobile money: the request is pushed to the phone (MTN MoMo or Airtel Money), approved there with the PIN, and the visit shows paid when the payment arrives. Invoices in RWF only; the number must be of the network chosen.',
  })
  @PublicRateLimit(5, 600)
  @Public()
  payVisitByMobileMoney(@Args() { reference, provider, phone }: PayVisitArgs): Promise<MobileMoneyPushResult> {
    return this.mobileMoney.payVisit(visitKey(reference), provider, phone);
  }

  @Mutation(() => VisitTimeChosen, { description: 'A paid visit with no time yet (the old Book Now) takes one; answers its signed page for later changes.' })
  @PublicRateLimit(20, 600)
  @Public()
  async chooseVisitTime(@Args() { reference, startsAt }: VisitTimeArgs): Promise<VisitTimeChosen> {
    const visit = await this.bookingService.chooseTime(visitKey(reference), startsAt);
    return { reference: visit.reference, startsAt, manageUrl: this.bookingService.manageUrl(visit.reference) };
  }

  @Mutation(() => VisitStatusView, { description: "Move a visit to another time (the visit's signed key), until the change deadline; the payment stays." })
  @PublicRateLimit(20, 600)
  @Public()
  async rescheduleVisit(@Args() { reference, key, startsAt }: RescheduleArgs): Promise<VisitStatusView> {
    await this.bookingService.reschedule(visitKey(reference), key, startsAt);
    return this.view(visitKey(reference), key);
  }

  @Mutation(() => VisitStatusView, { description: "Cancel a visit (the visit's signed key), until the change deadline: a paid one is refunded by the studio." })
  @PublicRateLimit(20, 600)
  @Public()
  async cancelVisit(@Args() { reference, key }: VisitChangeArgs): Promise<VisitStatusView> {
    await this.bookingService.cancelByVisitor(visitKey(reference), key);
    return this.view(visitKey(reference), key);
  }

  @Query(() => BookingList)
  @Allow('visits.read')
  async bookings(@Args() args: BookingsArgs): Promise<PaginatedShape<BookingType>> {
    const { items, totalItems } = await this.bookingService.list(args);
    return { items: items.map(toBookingType), totalItems, page: args.page, pageSize: args.pageSize };
  }

  private async view(reference: string, key: string | null | undefined): Promise<VisitStatusView> {
    const visit = await this.bookingService.findByReference(reference);
    return toVisitStatusView(visit, {
      rules: await this.schedule.settings(),
      keyValid: this.bookingService.canChange(visit.reference, key),
      address: this.notices.address,
      mapUrl: this.notices.mapUrl,
    });
  }
}
