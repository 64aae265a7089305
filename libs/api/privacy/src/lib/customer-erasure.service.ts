import { AuditLog } from '@sawa/api/audit';
import { Injectable } from '@nestjs/common';
import { BookingService, OrderService } from '@sawa/api/commerce';
import { conflict } from '@sawa/api/common';
import { MediaService } from '@sawa/api/media';
import { CommissionService, NewsletterService, OutboxService } from '@sawa/api/messaging';
import { normaliseEmailAddress } from '@sawa/shared/domain';

export interface CustomerErasure {
  email: string;
  ordersAnonymised: number;
  visitsAnonymised: number;
  commissionRequestsDeleted: number;
  subscriptionsDeleted: number;
  messagesDeleted: number;
}

/**
 * A person's data erased on request, found by their e-mail address, in one transaction: their orders and
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

  async erase(rawEmail: string): Promise<CustomerErasure> {
    const email = normaliseEmailAddress(rawEmail);
    return this.media.transaction(async (tx) => {
      const openOrders = await this.orders.needingContact(tx.manager, email);
      const openVisits = await this.bookings.needingContact(tx.manager, email);
      if (openOrders.length + openVisits.length > 0) {
        const waiting = [
          openOrders.length
            ? `orders ${openOrders.join(', ')} (waiting for payment, paid and not yet shipped, or owed a refund: ship, cancel or refund them first)`
            : '',
          openVisits.length
            ? `studio visits ${openVisits.join(', ')} (waiting for payment, still to come, or owed a refund: let them pass, cancel or refund them first)`
            : '',
        ].filter(Boolean);
        throw conflict(`${email} still has ${waiting.join(' and ')}. Nothing was erased; try again once they are settled.`);
      }
      // Mail first: every message to or from the address counts here, those about requests and the subscription included.
      const messagesDeleted = await this.outbox.removeFor(tx.manager, email);
      const counts = {
        ordersAnonymised: await this.orders.anonymiseCustomer(tx.manager, email),
        visitsAnonymised: await this.bookings.anonymiseVisitor(tx.manager, email),
        commissionRequestsDeleted: await this.commissions.removeAllFrom(tx, email),
        subscriptionsDeleted: await this.newsletter.removeAddress(tx.manager, email),
        messagesDeleted,
      };
      // Counts only: the address itself never enters the audit log.
      await this.audit.record(tx.manager, { action: 'privacy.customer-erased', details: counts });
      return { email, ...counts };
    });
  }
}
