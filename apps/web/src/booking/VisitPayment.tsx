import { formatMoney, MOBILE_MONEY_CURRENCY, TEST_PAYMENT } from '@sawa/shared/domain';
import type { VisitQuery } from '../gql/graphql';
import { MobileMoneyPayment } from '../checkout/MobileMoneyPayment';

/**
 * The payment part of the visit page, in one place: what the visit costs, how to pay while it waits (by card or
 * IremboPay's page, and by mobile money for a visit in francs), and what happened to the money.
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
      {visit.status === 'pending' && visit.paymentLinkUrl && visit.currency === MOBILE_MONEY_CURRENCY && (
        <MobileMoneyPayment kind="visit" reference={visit.reference} phoneEnding={visit.phoneEnding} />
      )}
      {visit.testPayment && <p className="notice">{TEST_PAYMENT}: paid in the payment sandbox, nothing was charged.</p>}
      {visit.refundDue && <p className="notice">The studio will refund your payment.</p>}
    </div>
  );
}
