import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import {
  CartLine,
  CartLineIssue,
  cartLineIssue,
  cartLineKey,
  formatMoney,
  fromCents,
  isUnavailable,
  linePrice,
  ORIGINAL_ART_WORK,
  payableSubtotal,
  publicPath,
  toCents,
} from '@sawa/shared/domain';
import { useToast } from '@sawa/web/ui';
import { isNotFound } from '../app/errors';
import { useCart } from '../cart/CartProvider';
import { CartLoading } from '../cart/CartLoading';
import { EmptyCart } from '../cart/EmptyCart';
import { useDisplayCurrency } from '../catalog/currency';
import { PageHero } from '../components/PageHero';
import { CartArtworkDocument } from '../gql/graphql';
import { Seo } from '../seo/Seo';

/** What the cart page says under the Checkout button while a line needs the buyer. */
export const CART_NEEDS_ATTENTION = 'Some works above need your attention before checkout.';

export function CartPage() {
  const cart = useCart();
  // The visitor's currency (the chooser, issue 22): every line and the total are in it; checkout may then follow the delivery.
  const { currency } = useDisplayCurrency();
  const money = (amount: string) => formatMoney(amount, currency);
  const navigate = useNavigate();
  // Each line's issue as its row found it (keyed by cartLineKey): the total and Checkout follow them.
  const [issues, setIssues] = useState<Record<string, CartLineIssue | undefined>>({});
  const report = useCallback((key: string, issue: CartLineIssue | undefined) => {
    setIssues((all) => (all[key]?.message === issue?.message && all[key]?.kind === issue?.kind ? all : { ...all, [key]: issue }));
  }, []);
  // Remove and Clear Cart can be undone while the page is open.
  const [undo, setUndo] = useState<{ message: string; lines: CartLine[] } | null>(null);
  const current = cart.lines.map((line) => issues[cartLineKey(line)]);
  const blocked = current.some((issue) => issue !== undefined);
  const total = payableSubtotal(cart.lines, issues, currency);
  const remove = (line: CartLine) => {
    setUndo({ message: `Removed ${line.name} (${line.edition}).`, lines: cart.lines });
    cart.remove(line);
  };
  const clear = () => {
    setUndo({ message: 'The cart was cleared.', lines: cart.lines });
    cart.clear();
  };
  return (
    <main>
      <Seo title="Your Cart" description="The works you have chosen at Sawa Art Studio." path="/cart" noindex />
      <PageHero eyebrow="Shop" title="Your Cart" />
      <div className="container section cart">
        {undo && (
          <p className="notice cart__undo" role="status">
            {undo.message}{' '}
            <button
              type="button"
              className="text-button"
              onClick={() => {
                cart.restore(undo.lines);
                setUndo(null);
              }}
            >
              Undo
            </button>
          </p>
        )}
        {!cart.loaded ? (
          <CartLoading />
        ) : cart.lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <>
            <section aria-labelledby="cart-lines">
              <h2 id="cart-lines" className="visually-hidden">
                Items
              </h2>
              <ul className="cart__lines">
                {cart.lines.map((line) => (
                  <CartLineRow key={cartLineKey(line)} line={line} onIssue={report} onRemove={remove} />
                ))}
              </ul>
              <button type="button" className="button button--ghost" onClick={clear}>
                Clear Cart
              </button>
            </section>
            <section className="cart__summary" aria-labelledby="summary">
              <h2 id="summary">Summary</h2>
              <dl>
                <dt>Subtotal</dt>
                <dd>{money(total)}</dd>
                <dt>Shipping</dt>
                <dd>Confirmed by e-mail</dd>
                <dt className="cart__total">Total</dt>
                <dd className="cart__total">{money(total)}</dd>
              </dl>
              <button
                type="button"
                className="button button--wide"
                disabled={blocked}
                aria-describedby={blocked ? 'cart-blocked' : undefined}
                onClick={() => void navigate('/checkout')}
              >
                Checkout
              </button>
              {blocked && (
                <p className="cart__blocked" id="cart-blocked">
                  {CART_NEEDS_ATTENTION}
                </p>
              )}
            </section>
          </>
        )}
      </div>
    </main>
  );
}

/** One line, checked against the catalogue: a work that was deleted or sold is flagged, not silently kept. */
function CartLineRow({
  line,
  onIssue,
  onRemove,
}: {
  line: CartLine;
  onIssue: (key: string, issue: CartLineIssue | undefined) => void;
  onRemove: (line: CartLine) => void;
}) {
  const cart = useCart();
  const toast = useToast();
  const { data, error } = useQuery(CartArtworkDocument, { variables: { id: line.id }, errorPolicy: 'all' });
  // null: the API says the art is gone; undefined: no answer yet (or another failure), so no flag.
  const art = isNotFound(error) ? null : (data?.artwork ?? undefined);
  const { currency } = useDisplayCurrency();
  const money = (amount: string) => formatMoney(amount, currency);
  const issue = cartLineIssue(line, art, currency);
  const problem = issue?.message;
  const key = cartLineKey(line);
  useEffect(() => onIssue(key, issue), [key, issue?.kind, issue?.message, onIssue]); // eslint-disable-line react-hooks/exhaustive-deps -- the issue is compared by its kind and text
  useEffect(() => () => onIssue(key, undefined), [key, onIssue]);
  const unit = linePrice(line, currency);
  const lineTotal = unit === undefined ? undefined : fromCents(toCents(unit) * line.quantity);
  const plus = () => {
    const result = cart.increase(line);
    if (!result.ok) toast.show('error', result.error);
  };
  return (
    <li className={`cart-line${problem ? ' cart-line--problem' : ''}`}>
      {line.artImageCover ? <img src={line.artImageCover} alt="" width="96" height="96" className="cart-line__image" /> : <span className="cart-line__image" />}
      <div className="cart-line__text">
        <h3>
          <Link to={publicPath.product(line.id)}>{line.name}</Link>
        </h3>
        <p>
          {line.edition}
          {unit !== undefined && ` · ${money(unit)}`}
        </p>
        {problem && (
          <p className="cart-line__problem" role="status">
            {problem}
          </p>
        )}
        {isUnavailable(issue) && <p>Not counted in the total.</p>}
        {issue?.kind === 'priceChanged' && (
          <button type="button" className="button button--small" onClick={() => cart.reprice(line, issue.price, currency)}>
            Use the new price ({money(issue.price)})
          </button>
        )}
        {issue?.kind === 'fewerLeft' && (
          <button type="button" className="button button--small" onClick={() => cart.setQuantity(line, issue.available)}>
            Take the {issue.available} left
          </button>
        )}
      </div>
      <div className="cart-line__quantity" role="group" aria-label={`Quantity of ${line.name}`}>
        <button type="button" aria-label="Decrease quantity" onClick={() => cart.decrease(line)} disabled={line.quantity <= 1}>
          −
        </button>
        <output aria-live="polite">{line.quantity}</output>
        <button type="button" aria-label="Increase quantity" onClick={plus} className={line.edition === ORIGINAL_ART_WORK ? 'is-limited' : undefined}>
          +
        </button>
      </div>
      <p className="cart-line__total">{lineTotal === undefined ? '' : isUnavailable(issue) ? <s>{money(lineTotal)}</s> : money(lineTotal)}</p>
      <button type="button" className="text-button" onClick={() => onRemove(line)}>
        Remove
      </button>
    </li>
  );
}
