import { formatMoney, TEST_PAYMENT } from '@sawa/shared/domain';
import type { VisitQuery } from '../gql/graphql';

/**
 * The payment part of the visit page, in one place (a mobile-money push will join it): what the visit
 * costs, how to pay while it waits, and what happened to the money.
 */
export function VisitPayment({ visit }: { visit: VisitQuery['visit'] }) {
  return (
    <div className="visit-payment">
      <p>
        {visit.partySize} {visit.partySize === 1 ? 'person' : 'people'}: {formatMoney(visit.amount, visit.currency)}
        {visit.paidAt ? ' (paid)' : ''}
      </p>
      {visit.status === 'pending' && visit.paymentLinkUrl && (
        <a className="button" href={visit.paymentLinkUrl}>
          Pay now
        </a>
      )}
      {visit.testPayment && <p className="notice">{TEST_PAYMENT}: paid in the payment sandbox, nothing was charged.</p>}
      {visit.refundDue && <p className="notice">The studio will refund your payment.</p>}
    </div>
  );
}
