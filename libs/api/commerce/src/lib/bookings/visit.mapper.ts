import { fromCents, isTestPayment, phoneEnding, toCents } from '@sawa/shared/domain';
import { BookingSourceEnum, BookingStatusEnum, BookingType, VisitStatusView } from '../commerce.types';
import type { SlotWithPlaces } from '../visit-schedule/visit-schedule.service';
import type { VisitSchedule } from '../visit-schedule/visit-schedule.entity';
import type { CalendarVisitType, VisitSlotType } from '../visit-schedule/visit-schedule.types';
import type { Booking } from './booking.entity';

const amount = (b: Booking) => fromCents(toCents(b.amount));

export const toVisitSlot = (slot: SlotWithPlaces): VisitSlotType => ({
  startsAt: slot.startsAt,
  date: slot.date,
  time: slot.time,
  capacity: slot.capacity,
  free: slot.free,
});

export const toBookingType = (b: Booking): BookingType => ({
  ...b,
  status: b.status as BookingStatusEnum,
  source: b.source as BookingSourceEnum,
  amount: amount(b),
  startsAt: b.slot?.startsAt ?? undefined,
  visitorName: b.visitorName ?? undefined,
  visitorEmail: b.visitorEmail ?? undefined,
  visitorPhone: b.visitorPhone ?? undefined,
  paymentReference: b.paymentReference ?? undefined,
  paymentIssue: b.paymentIssue ?? undefined,
  paymentMethod: b.paymentMethod ?? undefined,
  testPayment: isTestPayment(b.paymentMethod),
  paidAt: b.paidAt ?? undefined,
  refundedAt: b.refundedAt ?? undefined,
});

export const toCalendarVisit = (b: Booking): CalendarVisitType => ({
  reference: b.reference,
  status: b.status as BookingStatusEnum,
  source: b.source as BookingSourceEnum,
  name: b.visitorName ?? undefined,
  email: b.visitorEmail ?? undefined,
  phone: b.visitorPhone ?? undefined,
  partySize: b.partySize,
  testPayment: isTestPayment(b.paymentMethod),
});

/** What the visitor's page shows: no contact details; the changes only with the visit's signed key. */
export function toVisitStatusView(b: Booking, context: { rules: VisitSchedule; keyValid: boolean; address: string; mapUrl: string }): VisitStatusView {
  const startsAt = b.slot?.startsAt;
  const open = b.holdsPlaces && (b.status === 'pending' || b.status === 'paid');
  const changeableUntil = startsAt && open ? new Date(startsAt.getTime() - context.rules.changeCutoffHours * 3_600_000) : undefined;
  return {
    reference: b.reference,
    status: b.status as BookingStatusEnum,
    amount: amount(b),
    currency: b.currency,
    paymentLinkUrl: b.status === 'pending' ? (b.paymentLinkUrl ?? undefined) : undefined,
    paidAt: b.paidAt ?? undefined,
    testPayment: isTestPayment(b.paymentMethod),
    startsAt,
    endsAt: startsAt ? new Date(startsAt.getTime() + context.rules.visitMinutes * 60_000) : undefined,
    partySize: b.partySize,
    needsTime: b.status === 'paid' && !b.slotId,
    keyValid: context.keyValid,
    changeableUntil,
    canChange: context.keyValid && changeableUntil !== undefined && changeableUntil.getTime() > Date.now(),
    refundDue: b.refundDue,
    address: context.address,
    mapUrl: context.mapUrl,
    phoneEnding: b.status === 'pending' && b.visitorPhone ? phoneEnding(b.visitorPhone) : undefined,
  };
}
