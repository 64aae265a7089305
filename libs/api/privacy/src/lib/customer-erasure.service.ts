import { AuditLog } from '@sawa/api/audit';
import { Injectable } from '@nestjs/common';
import { BookingService, OrderService } from '@sawa/api/commerce';
import { badInput, conflict } from '@sawa/api/common';
import { MediaService } from '@sawa/api/media';
import { CommissionService, NewsletterService, OutboxService } from '@sawa/api/messaging';
import { normaliseEmailAddress } from '@sawa/shared/domain';

export interface CustomerErasure {
  email: string | null;
  phone: string | null;
  ordersAnonymised: number;
  visitsAnonymised: number;
  commissionRequestsDeleted: number;
  subscriptionsDeleted: number;
  messagesDeleted: number;
}

/**
 * A person's data erased on request, found by their e-mail address (and their studio visits by their phone
 * number too: a visit may be booked with a phone alone), in one transaction: their orders and
 * studio visits keep the money records (amounts, lines, payment references, dates) with the name,
 * e-mail, phone and shipping address erased; their commission requests (with reference images), their
 * newsletter subscription and every mail to or from them are deleted. Refused while an order or visit
 * still needs the contact details (waiting for payment, paid and not shipped, owed a refund).
 */
@Injectable()
export class CustomerErasureService {
  constructor(
    private readonly media: MediaService,
    private readonly orders: OrderService,
    private readonly bookings: BookingService,
    private readonly commissions: CommissionService,
    private readonly newsletter: NewsletterService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditLog,
  ) {}

  async erase(request: { email?: string | null; phone?: string | null }): Promise<CustomerErasure> {
    const email = request.email ? normaliseEmailAddress(request.email) : null;
    const phone = request.phone?.trim() || null;
    if (!email && !phone) throw badInput('Give the e-mail address or the phone number the customer used.');
    return this.media.transaction(async (tx) => {
      const openOrders = email ? await this.orders.needingContact(tx.manager, email) : [];
      const visits = await this.bookings.visitsOf(tx.manager, { email: email ?? undefined, phone: phone ?? undefined });
      const openVisits = visits.filter((v) => v.needsContact).map((v) => v.reference);
      if (openOrders.length + openVisits.length > 0) {
        const waiting = [
          openOrders.length
            ? `orders ${openOrders.join(', ')} (waiting for payment, paid and not yet shipped, or owed a refund: ship, cancel or refund them first)`
            : '',
          openVisits.length
            ? `studio visits ${openVisits.join(', ')} (waiting for payment, still to come, or owed a refund: let them pass, cancel or refund them first)`
            : '',
        ].filter(Boolean);
        throw conflict(
          `${[email, phone].filter(Boolean).join(' / ')} still has ${waiting.join(' and ')}. Nothing was erased; try again once they are settled.`,
        );
      }
      // Mail first: every message to or from the address counts here, those about requests and the subscription included.
      let messagesDeleted = email ? await this.outbox.removeFor(tx.manager, email) : 0;
      // The studio's alerts about a visit quote the visitor's phone as they wrote it.
      for (const written of new Set(visits.map((v) => v.phone).filter((p): p is string => !!p)))
        messagesDeleted += await this.outbox.removeMentioning(tx.manager, written);
      const counts = {
        ordersAnonymised: email ? await this.orders.anonymiseCustomer(tx.manager, email) : 0,
        visitsAnonymised: await this.bookings.anonymiseVisits(
          tx.manager,
          visits.map((v) => v.id),
        ),
        commissionRequestsDeleted: email ? await this.commissions.removeAllFrom(tx, email) : 0,
        subscriptionsDeleted: email ? await this.newsletter.removeAddress(tx.manager, email) : 0,
        messagesDeleted,
      };
      // Counts only: the address itself never enters the audit log.
      await this.audit.record(tx.manager, { action: 'privacy.customer-erased', details: counts });
      return { email, phone, ...counts };
    });
  }
}
