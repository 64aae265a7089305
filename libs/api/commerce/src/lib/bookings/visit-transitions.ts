import { Injectable } from '@nestjs/common';
import { formatMoney } from '@sawa/shared/domain';
import { LifecycleKit, PaymentLifecycle } from '../lifecycle/payment-lifecycle';
import { TransitionTable } from '../lifecycle/payable';
import { freePlaces, holdPlaces, lockSlotRows, releasePlaces } from '../visit-schedule/visit-places';
import { Booking, BookingStatus } from './booking.entity';
import { VisitNotices } from './visit-notices';

/**
 * The one table of a studio visit's statuses: pending → paid → attended or no_show (either may be corrected
 * to the other); pending → expired or cancelled; paid → cancelled (the money is then to be refunded);
 * expired → paid only for a late payment while the visit's time still has room. cancelled is final.
 */
export const VISIT_TRANSITIONS: TransitionTable<BookingStatus> = {
  pending: ['paid', 'expired', 'cancelled'],
  paid: ['attended', 'no_show', 'cancelled'],
  attended: ['no_show'],
  no_show: ['attended'],
  expired: ['paid'],
  cancelled: [],
};

/** Written on a visit whose payment came after it had ended and could not be honoured: the money goes back. */
export const VISIT_LATE_PAYMENT_NOTE = 'Paid after the visit had ended, when its time had no room left (or had passed): refund the visitor.';
export const VISIT_CANCELLED_AFTER_PAYMENT_NOTE = 'Cancelled after payment: refund the visitor.';

/**
 * Every change of a visit's status, through the same payment lifecycle as orders (PaymentLifecycle). What
 * is the visit's own: it holds places on its slot (visit-places.ts) from booking until it expires, is
 * cancelled or moves; a paid visit keeps them; its mails (VisitNotices); and a late payment is honoured
 * when the visit's time still has room (the places are taken again under the slot's lock), else it is
 * recorded as late, refund due, and the studio alerted, exactly as for an order.
 */
@Injectable()
export class VisitTransitions {
  readonly lifecycle: PaymentLifecycle<Booking, BookingStatus>;

  constructor(kit: LifecycleKit, notices: VisitNotices) {
    this.lifecycle = new PaymentLifecycle<Booking, BookingStatus>(
      {
        what: 'Studio visit',
        noun: 'visit',
        auditTarget: 'visit',
        entity: Booking,
        table: VISIT_TRANSITIONS,
        keyColumn: 'reference',
        keyOf: (visit) => visit.reference,
        expected: (visit) => ({ total: visit.amount, currency: visit.currency }),
        paidStatuses: ['paid', 'attended', 'no_show'],
        // A legacy visit has no time (it holds nothing until its visitor chooses one after paying).
        holds: (visit) => visit.slotId === null || visit.holdsPlaces,
        async reclaim(manager, visit) {
          if (visit.status !== 'expired') return false;
          if (!visit.slotId) return true;
          const slot = (await lockSlotRows(manager, [visit.slotId])).get(visit.slotId);
          if (!slot || slot.row.startsAt.getTime() <= Date.now() || freePlaces(slot) < visit.partySize) return false;
          await holdPlaces(manager, visit, slot);
          visit.holdsPlaces = true;
          return true;
        },
        // A paid visit keeps the places it held.
        take: () => Promise.resolve(),
        release: (manager, visit) => releasePlaces(manager, visit),
        paid: (manager, visit) => notices.paid(manager, visit),
        // The visit's own cancel paths write its mails (they know who cancelled).
        cancelledAfterPayment: () => Promise.resolve(),
        lateAlert: (visit) => ({
          reason:
            visit.status === 'expired'
              ? `A payment of ${formatMoney(visit.amount, visit.currency)} arrived after the visit's invoice had expired, and its time has no room left for ${visit.partySize} (or has passed).`
              : `A payment of ${formatMoney(visit.amount, visit.currency)} arrived after the visit had been cancelled.`,
          action: 'Refund the visitor (or agree with them on another time and book it for them); the visit holds no places.',
          details: [visit.visitorName, visit.visitorEmail, visit.visitorPhone].filter((v): v is string => Boolean(v)),
        }),
        mismatchAction: 'Check the payment in the IremboPay merchant portal and refund it; the visit stays unpaid.',
        notes: { late: VISIT_LATE_PAYMENT_NOTE, cancelledAfterPayment: VISIT_CANCELLED_AFTER_PAYMENT_NOTE },
      },
      kit,
    );
  }
}
