import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FIELD_LIMITS, humanError } from '@sawa/shared/domain';
import { Field, fieldDescription, Notice } from '@sawa/web/ui';
import { useCart } from '../cart/CartProvider';
import { CartLoading } from '../cart/CartLoading';
import { EmptyCart } from '../cart/EmptyCart';
import { usePrice } from '../catalog/money';
import { PageHero } from '../components/PageHero';
import { CartArtworkDocument, CheckoutDocument, SendOrderEnquiryDocument } from '../gql/graphql';
import { PaymentsOffNotice, usePaymentsOff } from './PaymentsOff';
import { Seo } from '../seo/Seo';
import { CHECKOUT_FIELDS, EMPTY_CHECKOUT, validateCheckout, type CheckoutValues } from './checkout-rules';

/** The cart's Checkout: contact and shipping details, then the order is placed and the buyer goes to the payment page. */
export function CheckoutPage() {
  const cart = useCart();
  const money = usePrice();
  const client = useApolloClient();
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<ReturnType<typeof validateCheckout>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [placeOrder, { loading }] = useMutation(CheckoutDocument);
  const [sendEnquiry, { loading: sending }] = useMutation(SendOrderEnquiryDocument);
  const paymentsOff = usePaymentsOff();
  // Payments off: the request went to the studio (the address it will write to).
  const [enquirySent, setEnquirySent] = useState<string | null>(null);

  const change = (name: keyof CheckoutValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateCheckout(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`checkout-${first}`)?.focus();
    try {
      // The cart keeps edition names; the order needs their ids (and sends the price the buyer saw, which the server checks).
      const lines = await Promise.all(
        cart.lines.map(async (line) => {
          const { data } = await client.query({ query: CartArtworkDocument, variables: { id: line.id }, fetchPolicy: 'network-only' });
          const edition = data?.artwork.editions.find((e) => e.type === line.edition);
          if (!edition) throw new Error(`"${line.name}" (${line.edition}) is no longer available.`);
          return { artworkId: line.id, editionId: edition.id, quantity: line.quantity, unitPrice: line.price };
        }),
      );
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as CheckoutValues;
      if (paymentsOff) {
        await sendEnquiry({ variables: { input: { ...trimmed, notes: trimmed.notes || undefined, lines } } });
        cart.clear(); // the studio has the request now
        setEnquirySent(trimmed.email);
        return;
      }
      const { data } = await placeOrder({ variables: { input: { ...trimmed, notes: trimmed.notes || undefined, lines } } });
      if (!data) throw new Error('The order could not be placed.');
      setLeaving(true);
      cart.clear(); // the order holds the works now
      window.location.assign(data.checkout.paymentLinkUrl);
    } catch (error) {
      setFailure(humanError((error as Error).message));
    }
  };

  const busy = loading || leaving || sending;
  return (
    <main>
      <Seo title="Checkout" description="Your details and payment for the works in your cart." path="/checkout" noindex />
      <PageHero eyebrow="Shop" title="Checkout" />
      <div className="container section cart">
        {enquirySent ? (
          <p className="notice notice--success" role="status">
            Thank you: the studio received your request and will write to you at {enquirySent} to arrange payment and delivery.
          </p>
        ) : !cart.loaded ? (
          <CartLoading />
        ) : cart.lines.length === 0 && !leaving ? (
          <EmptyCart />
        ) : (
          <>
            <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby="checkout-details">
              <h2 id="checkout-details">Your details</h2>
              <PaymentsOffNotice what="order" />
              <p>Fields marked * are required.{paymentsOff ? '' : ' You pay on the next page (card or mobile money through IremboPay).'}</p>
              <div className="form-grid">
                {CHECKOUT_FIELDS.map((field) => (
                  <Field key={field.name} id={`checkout-${field.name}`} label={field.label} required error={errors[field.name]}>
                    <input
                      id={`checkout-${field.name}`}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      required
                      maxLength={FIELD_LIMITS.checkout[field.name]}
                      value={values[field.name]}
                      aria-invalid={errors[field.name] ? true : undefined}
                      aria-describedby={fieldDescription(`checkout-${field.name}`, errors[field.name])}
                      onChange={(e) => change(field.name, e.target.value)}
                    />
                  </Field>
                ))}
                <Field id="checkout-shippingAddress" label="Shipping address" required full error={errors.shippingAddress}>
                  <textarea
                    id="checkout-shippingAddress"
                    autoComplete="street-address"
                    required
                    maxLength={FIELD_LIMITS.checkout.shippingAddress}
                    value={values.shippingAddress}
                    aria-invalid={errors.shippingAddress ? true : undefined}
                    aria-describedby={fieldDescription('checkout-shippingAddress', errors.shippingAddress)}
                    onChange={(e) => change('shippingAddress', e.target.value)}
                  />
                </Field>
                <Field id="checkout-notes" label="Notes (optional)" full>
                  <textarea
                    id="checkout-notes"
                    maxLength={FIELD_LIMITS.checkout.notes}
                    value={values.notes}
                    onChange={(e) => change('notes', e.target.value)}
                  />
                </Field>
              </div>
              {failure && <Notice tone="error">{failure}</Notice>}
              <button type="submit" className="button" disabled={busy}>
                {busy ? 'Processing...' : paymentsOff ? 'Send my order request' : 'Place order and pay'}
              </button>
            </form>
            <section className="cart__summary" aria-labelledby="checkout-summary">
              <h2 id="checkout-summary">Summary</h2>
              <ul className="checkout__lines">
                {cart.lines.map((line) => (
                  <li key={`${line.id}|${line.edition}`}>
                    {line.quantity} × {line.name} ({line.edition})
                  </li>
                ))}
              </ul>
              <dl>
                <dt className="cart__total">Total</dt>
                <dd className="cart__total">{money(cart.subtotal)}</dd>
              </dl>
              <Link to="/cart">Back to the cart</Link>
            </section>
          </>
        )}
      </div>
    </main>
  );
}
