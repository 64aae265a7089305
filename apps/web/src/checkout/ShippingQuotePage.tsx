import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatKigaliDate, formatMoney, humanError, publicPath } from '@sawa/shared/domain';
import { Notice } from '@sawa/web/ui';
import { useRecordNotFound } from '../app/not-found';
import { PageHero } from '../components/PageHero';
import { QueryState } from '../components/QueryState';
import { ShippingQuoteDocument, TakeUpShippingQuoteDocument } from '../gql/graphql';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Seo } from '../seo/Seo';

/**
 * A buyer's shipping quote (issue 24), opened from the link the studio's answer mailed them: the works, the quoted
 * shipping and the total; taking it up places the order (the usual checkout, the works held from then on) and goes on
 * to the payment page. A private page: the secret in its address is the key, it is never cached publicly.
 */
export function ShippingQuotePage() {
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ShippingQuoteDocument, { variables: { token } });
  const [takeUp, { loading: taking }] = useMutation(TakeUpShippingQuoteDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const quote = data?.shippingQuote;
  const validUntil = quote?.validUntil ? formatKigaliDate(quote.validUntil) : '';
  if (useRecordNotFound(error, loading)) return <NotFoundPage />;

  const pay = async () => {
    setFailure(null);
    try {
      const { data: taken } = await takeUp({ variables: { token } });
      if (!taken) throw new Error('The quote could not be taken up.');
      setLeaving(true);
      window.location.assign(taken.takeUpShippingQuote.paymentLinkUrl);
    } catch (e) {
      setFailure(humanError((e as Error).message));
      void refetch();
    }
  };

  return (
    <main>
      <Seo title="Your shipping quote" description="The studio's shipping quote for your works." path={publicPath.shippingQuote(token)} noindex />
      <PageHero eyebrow="Shop" title={quote ? `Shipping quote ${quote.number}` : 'Your shipping quote'} />
      <div className="container section">
        {!quote ? (
          <QueryState loading={loading} error={error} />
        ) : (
          <div className="order">
            <p className="order__status" role="status">
              {quote.status === 'requested'
                ? 'The studio is preparing your quote: you will receive a mail with its amount and a link to pay.'
                : quote.status === 'taken'
                  ? `You took up this quote: order ${quote.orderNumber}.`
                  : quote.expired
                    ? `This quote expired on ${validUntil}. Ask the studio for a new quote.`
                    : `Delivery to ${quote.destination} by ${quote.carrier}, valid until ${validUntil}.`}
            </p>
            {quote.status !== 'requested' && (
              <p>
                Crate {quote.crateIncluded ? 'included' : 'not included'}; insurance {quote.insuranceIncluded ? 'included' : 'not included'}.
              </p>
            )}
            <table className="order__lines">
              <caption className="visually-hidden">Works in this quote</caption>
              <thead>
                <tr>
                  <th scope="col">Work</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {quote.lines.map((line) => (
                  <tr key={`${line.artName}|${line.edition}`}>
                    <td>
                      {line.artName} <span className="order__edition">({line.edition})</span>
                    </td>
                    <td>{line.quantity}</td>
                    <td>{formatMoney(line.unitPrice, quote.currency)}</td>
                  </tr>
                ))}
                <tr>
                  <td>Shipping{quote.carrier ? ` (${quote.carrier})` : ''}</td>
                  <td />
                  <td>{quote.shipping ? formatMoney(quote.shipping, quote.currency) : 'On quote'}</td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td>{formatMoney(quote.total ?? quote.works, quote.currency)}</td>
                </tr>
              </tfoot>
            </table>
            {failure && <Notice tone="error">{failure}</Notice>}
            {quote.status === 'answered' && !quote.expired && (
              <>
                <p>The works are held for you once you take up the quote, if they are still available.</p>
                <button type="button" className="button" disabled={taking || leaving} onClick={() => void pay()}>
                  {taking || leaving ? 'Processing...' : `Take up the quote and pay ${formatMoney(quote.total ?? '0', quote.currency)}`}
                </button>
              </>
            )}
            {quote.status === 'taken' && quote.orderNumber && (
              <Link className="text-link" to={publicPath.order(quote.orderNumber)}>
                See your order
              </Link>
            )}
          </div>
        )}
      </div>
    </main>
  );
}
