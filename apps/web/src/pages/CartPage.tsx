import { Link, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CartLine, cartLineIssue, fromCents, ORIGINAL_ART_WORK, publicPath, toCents } from '@sawa/shared/domain';
import { useToast } from '@sawa/web/ui';
import { isNotFound } from '../app/errors';
import { useCart } from '../cart/CartProvider';
import { CartLoading } from '../cart/CartLoading';
import { EmptyCart } from '../cart/EmptyCart';
import { useShopCurrency, usePrice } from '../catalog/money';
import { PageHero } from '../components/PageHero';
import { CartArtworkDocument } from '../gql/graphql';
import { Seo } from '../seo/Seo';

export function CartPage() {
  const cart = useCart();
  const money = usePrice();
  const navigate = useNavigate();
  return (
    <main>
      <Seo title="Your Cart" description="The works you have chosen at Sawa Art Studio." path="/cart" noindex />
      <PageHero eyebrow="Shop" title="Your Cart" />
      <div className="container section cart">
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
                  <CartLineRow key={`${line.id}|${line.edition}`} line={line} />
                ))}
              </ul>
              <button type="button" className="button button--ghost" onClick={cart.clear}>
                Clear Cart
              </button>
            </section>
            <section className="cart__summary" aria-labelledby="summary">
              <h2 id="summary">Summary</h2>
              <dl>
                <dt>Subtotal</dt>
                <dd>{money(cart.subtotal)}</dd>
                <dt>Shipping</dt>
                <dd>Confirmed by e-mail</dd>
                <dt className="cart__total">Total</dt>
                <dd className="cart__total">{money(cart.subtotal)}</dd>
              </dl>
              <button type="button" className="button button--wide" onClick={() => void navigate('/checkout')}>
                Checkout
              </button>
            </section>
          </>
        )}
      </div>
    </main>
  );
}

/** One line, checked against the catalogue: a work that was deleted or sold is flagged, not silently kept. */
function CartLineRow({ line }: { line: CartLine }) {
  const cart = useCart();
  const toast = useToast();
  const { data, error } = useQuery(CartArtworkDocument, { variables: { id: line.id }, errorPolicy: 'all' });
  // null: the API says the art is gone; undefined: no answer yet (or another failure), so no flag.
  const art = isNotFound(error) ? null : (data?.artwork ?? undefined);
  const currency = useShopCurrency();
  const money = usePrice();
  const problem = cartLineIssue(line, art, currency)?.message;
  const lineTotal = fromCents(toCents(line.price) * line.quantity);
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
          {line.edition} · {money(line.price)}
        </p>
        {problem && (
          <p className="cart-line__problem" role="status">
            {problem}
          </p>
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
      <p className="cart-line__total">{money(lineTotal)}</p>
      <button type="button" className="text-button" onClick={() => cart.remove(line)}>
        Remove
      </button>
    </li>
  );
}
