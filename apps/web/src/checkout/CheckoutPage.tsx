import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  ADDRESS_LIMITS,
  CHECKOUT_CURRENCY_MESSAGES,
  checkoutCurrencies,
  checkoutCurrencyProblem,
  COUNTRIES,
  COUNTRY_CODES,
  FIELD_LIMITS,
  formatMoney,
  humanError,
  linePrice,
  linePrices,
  RWANDA,
  RWANDA_PROVINCE_NAMES,
  rwandaDistricts,
  subtotal,
} from '@sawa/shared/domain';
import { Field, fieldDescription, Notice } from '@sawa/web/ui';
import { useCart } from '../cart/CartProvider';
import { CartLoading } from '../cart/CartLoading';
import { EmptyCart } from '../cart/EmptyCart';
import { useDisplayCurrency } from '../catalog/currency';
import { PageHero } from '../components/PageHero';
import {
  CartArtworkDocument,
  CheckoutDocument,
  DeliveryMethod,
  DeliveryQuoteDocument,
  RequestShippingQuoteDocument,
  SendOrderEnquiryDocument,
} from '../gql/graphql';
import { InclVat } from '../catalog/vat';
import { PaymentsOffNotice, usePaymentsOff } from './PaymentsOff';
import { Seo } from '../seo/Seo';
import { addressInput, addressLabels, CHECKOUT_FIELDS, EMPTY_CHECKOUT, validateCheckout, type CheckoutValues } from './checkout-rules';

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ code, name: COUNTRIES[code].name }));

/** The cart's Checkout: contact and shipping details, then the order is placed and the buyer goes to the payment page. */
export function CheckoutPage() {
  const cart = useCart();
  const client = useApolloClient();
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<ReturnType<typeof validateCheckout>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [placeOrder, { loading }] = useMutation(CheckoutDocument);
  const [sendEnquiry, { loading: sending }] = useMutation(SendOrderEnquiryDocument);
  const [requestQuote, { loading: requesting }] = useMutation(RequestShippingQuoteDocument);
  // A cart with a work on quote asked for a shipping quote: its number and the address the studio answers to.
  const [quoteRequested, setQuoteRequested] = useState<{ number: string; email: string } | null>(null);
  const paymentsOff = usePaymentsOff();
  // Payments off: the request went to the studio (the address it will write to).
  const [enquirySent, setEnquirySent] = useState<string | null>(null);

  // The cart's lines with their edition ids (the cart keeps edition names): for the delivery quote and the order.
  const [orderLines, setOrderLines] = useState<{ artworkId: string; editionId: string; quantity: number; unitPrice: string }[] | null>(null);
  const [linesError, setLinesError] = useState<string | null>(null);
  const cartKey = JSON.stringify(cart.lines.map((l) => [l.id, l.edition, l.quantity, l.price]));
  useEffect(() => {
    if (!cart.loaded || cart.lines.length === 0) return;
    let current = true;
    resolveLines()
      .then((lines) => current && (setOrderLines(lines), setLinesError(null)))
      .catch((error: Error) => current && setLinesError(humanError(error.message)));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cartKey stands for the lines
  }, [cart.loaded, cartKey]);
  const shipping = values.delivery === 'shipping';
  // The currency follows the delivery (issue 22, checkoutCurrencies): a pickup or a Rwandan address is in francs; abroad
  // the buyer chooses, starting from the currency they browse in.
  const { currency: browsing, currencies: sold } = useDisplayCurrency();
  const [picked, setPicked] = useState<string | null>(null);
  const currencies = checkoutCurrencies(values.delivery, shipping ? values.countryCode : null, sold);
  const currency = picked && currencies.includes(picked) ? picked : currencies.includes(browsing) ? browsing : currencies[0];
  const money = (amount: string) => formatMoney(amount, currency);
  const currencyProblem = checkoutCurrencyProblem(
    { delivery: values.delivery, countryCode: shipping ? values.countryCode : null, currency, sold },
    cart.lines.map((line) => ({ work: line.name, edition: line.edition, prices: linePrices(line) })),
  );
  const works = subtotal(cart.lines, currency);
  const quote = useQuery(DeliveryQuoteDocument, {
    variables: {
      input: {
        delivery: shipping ? DeliveryMethod.Shipping : DeliveryMethod.Pickup,
        countryCode: shipping ? values.countryCode : undefined,
        currency,
        lines: (orderLines ?? []).map(({ artworkId, editionId, quantity }) => ({ artworkId, editionId, quantity })),
      },
    },
    skip: !orderLines?.length || (shipping && !values.countryCode) || paymentsOff || Boolean(currencyProblem),
    fetchPolicy: 'network-only',
  });
  const delivered = quote.data?.deliveryQuote;
  const quoteRefusal = quote.error ? humanError(quote.error.message) : null;
  // Shipped, with a work the studio quotes for (issue 24): the buyer asks for a shipping quote instead of paying.
  const onQuote = shipping && !paymentsOff ? (delivered?.onQuote ?? []) : [];

  async function resolveLines() {
    return Promise.all(
      cart.lines.map(async (line) => {
        const { data } = await client.query({ query: CartArtworkDocument, variables: { id: line.id }, fetchPolicy: 'network-only' });
        const edition = data?.artwork.editions.find((e) => e.type === line.edition);
        if (!edition) throw new Error(`"${line.name}" (${line.edition}) is no longer available.`);
        return { artworkId: line.id, editionId: edition.id, quantity: line.quantity, unitPrice: line.price };
      }),
    );
  }

  /** The lines as the order takes them: the unit price the buyer saw, in the checkout's currency. */
  const inCurrency = (lines: { artworkId: string; editionId: string; quantity: number; unitPrice: string }[]) =>
    lines.map((line, i) => ({ ...line, unitPrice: linePrice(cart.lines[i], currency) ?? line.unitPrice }));

  const change = (name: keyof CheckoutValues, value: string) => {
    setValues((v) => {
      const next = { ...v, [name]: value };
      // Rwanda's province and district come from lists: a change of country or province empties what no longer fits.
      if (name === 'countryCode' && (v.countryCode === RWANDA || value === RWANDA)) Object.assign(next, { region: '', city: '' });
      if (name === 'region' && v.countryCode === RWANDA) next.city = '';
      return next;
    });
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const labels = addressLabels(values.countryCode);
  const rwanda = values.countryCode === RWANDA;
  const textInput = (name: 'region' | 'city' | 'postcode' | 'line1' | 'line2', autoComplete: string, required: boolean) => (
    <Field key={name} id={`checkout-${name}`} label={labels[name]} required={required} error={errors[name]}>
      <input
        id={`checkout-${name}`}
        type="text"
        autoComplete={autoComplete}
        required={required}
        maxLength={name === 'postcode' ? ADDRESS_LIMITS.postcode : name === 'line1' || name === 'line2' ? ADDRESS_LIMITS.line : ADDRESS_LIMITS.city}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={fieldDescription(`checkout-${name}`, errors[name])}
        onChange={(e) => change(name, e.target.value)}
      />
    </Field>
  );
  const listInput = (name: 'region' | 'city', options: readonly string[]) => (
    <Field key={name} id={`checkout-${name}`} label={labels[name]} required error={errors[name]}>
      <select
        id={`checkout-${name}`}
        required
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={fieldDescription(`checkout-${name}`, errors[name])}
        onChange={(e) => change(name, e.target.value)}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateCheckout(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`checkout-${first}`)?.focus();
    if (currencyProblem) return setFailure(currencyProblem);
    try {
      // The cart keeps edition names; the order needs their ids (and sends the price the buyer saw, which the server checks).
      const lines = inCurrency(await resolveLines());
      const input = {
        delivery: shipping ? DeliveryMethod.Shipping : DeliveryMethod.Pickup,
        currency,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        address: addressInput(values),
        notes: values.notes.trim() || undefined,
        lines,
      };
      if (onQuote.length) {
        const { data } = await requestQuote({ variables: { input } });
        if (data) setQuoteRequested(data.requestShippingQuote);
        return;
      }
      if (paymentsOff) {
        await sendEnquiry({ variables: { input } });
        cart.clear(); // the studio has the request now
        setEnquirySent(input.email);
        return;
      }
      const { data } = await placeOrder({ variables: { input } });
      if (!data) throw new Error('The order could not be placed.');
      setLeaving(true);
      cart.clear(); // the order holds the works now
      window.location.assign(data.checkout.paymentLinkUrl);
    } catch (error) {
      setFailure(humanError((error as Error).message));
    }
  };

  const busy = loading || leaving || sending || requesting;
  return (
    <main>
      <Seo title="Checkout" description="Your details and payment for the works in your cart." path="/checkout" noindex />
      <PageHero eyebrow="Shop" title="Checkout" />
      <div className="container section cart">
        {quoteRequested ? (
          <p className="notice notice--success" role="status">
            Thank you: the studio received your request for a shipping quote ({quoteRequested.number}). It will write to you at {quoteRequested.email} with the
            cost of crating, insurance and freight, and a link to pay. Nothing is reserved until you take up the quote.
          </p>
        ) : enquirySent ? (
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
              </div>
              <fieldset className="checkout__delivery" aria-labelledby="checkout-delivery">
                <legend id="checkout-delivery">Delivery</legend>
                <label htmlFor="checkout-delivery-shipping">
                  <input
                    id="checkout-delivery-shipping"
                    type="radio"
                    name="delivery"
                    value="shipping"
                    checked={shipping}
                    onChange={() => change('delivery', 'shipping')}
                  />{' '}
                  Deliver to my address
                </label>
                <label htmlFor="checkout-delivery-pickup">
                  <input
                    id="checkout-delivery-pickup"
                    type="radio"
                    name="delivery"
                    value="pickup"
                    checked={!shipping}
                    onChange={() => change('delivery', 'pickup')}
                  />{' '}
                  Collect at the studio in Musanze (free)
                </label>
              </fieldset>
              <fieldset className="checkout__currency" aria-labelledby="checkout-currency">
                <legend id="checkout-currency">Currency</legend>
                {currencies.length === 1 ? (
                  <p>{currencies[0] === 'RWF' ? CHECKOUT_CURRENCY_MESSAGES.domesticNote : CHECKOUT_CURRENCY_MESSAGES.payIn(currencies[0])}</p>
                ) : (
                  currencies.map((code) => (
                    <label key={code} htmlFor={`checkout-currency-${code}`}>
                      <input
                        id={`checkout-currency-${code}`}
                        type="radio"
                        name="currency"
                        value={code}
                        checked={currency === code}
                        onChange={() => setPicked(code)}
                      />{' '}
                      {CHECKOUT_CURRENCY_MESSAGES.payIn(code)}
                    </label>
                  ))
                )}
              </fieldset>
              {shipping && (
                <fieldset className="form-grid" aria-labelledby="checkout-address">
                  <legend id="checkout-address">Delivery address</legend>
                  <Field id="checkout-countryCode" label="Country" required error={errors.countryCode}>
                    <select
                      id="checkout-countryCode"
                      autoComplete="country"
                      required
                      value={values.countryCode}
                      aria-invalid={errors.countryCode ? true : undefined}
                      aria-describedby={fieldDescription('checkout-countryCode', errors.countryCode)}
                      onChange={(e) => change('countryCode', e.target.value)}
                    >
                      <option value="">Choose a country…</option>
                      {COUNTRY_OPTIONS.map((country) => (
                        <option key={country.code} value={country.code}>
                          {country.name}
                        </option>
                      ))}
                    </select>
                  </Field>
                  {rwanda ? listInput('region', RWANDA_PROVINCE_NAMES) : textInput('region', 'address-level1', true)}
                  {rwanda ? listInput('city', rwandaDistricts(values.region)) : textInput('city', 'address-level2', true)}
                  {textInput('postcode', 'postal-code', false)}
                  {textInput('line1', 'address-line1', true)}
                  {textInput('line2', 'address-line2', false)}
                </fieldset>
              )}
              <div className="form-grid">
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
                {busy ? 'Processing...' : onQuote.length ? 'Request a shipping quote' : paymentsOff ? 'Send my order request' : 'Place order and pay'}
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
                <dt>Works</dt>
                <dd>{money(works)}</dd>
                <dt>{shipping ? 'Shipping' : 'Pickup at the studio'}</dt>
                <dd aria-live="polite">
                  {!shipping
                    ? 'Free'
                    : onQuote.length
                      ? 'On quote'
                      : delivered
                        ? money(delivered.shipping)
                        : values.countryCode
                          ? quote.loading
                            ? 'Calculating…'
                            : '—'
                          : 'Choose a country'}
                </dd>
                <dt className="cart__total">Total</dt>
                <dd className="cart__total">
                  {money(delivered && !quote.error && delivered.currency === currency ? delivered.total : works)}
                  {/* Domestic: collected at the studio or delivered in Rwanda (an order delivered abroad is a zero-rated export). */}
                  <InclVat domestic={!shipping || values.countryCode === 'RW'} />
                </dd>
              </dl>
              {onQuote.length > 0 && (
                <p className="notice" role="status">
                  {onQuote.map((work) => `"${work}"`).join(', ')} {onQuote.length === 1 ? 'is' : 'are'} shipped on quote: the studio prices crating, insurance
                  and freight for your address. Request a shipping quote; you will receive a link to pay the works and the quoted shipping.
                </p>
              )}
              {(currencyProblem || quoteRefusal || linesError) && <Notice tone="error">{currencyProblem ?? quoteRefusal ?? linesError}</Notice>}
              <Link to="/cart">Back to the cart</Link>
            </section>
          </>
        )}
      </div>
    </main>
  );
}
