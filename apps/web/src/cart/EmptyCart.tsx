import { Link } from 'react-router';

/** What the cart and the checkout show when nothing is in the cart. */
export function EmptyCart() {
  return (
    <div className="cart__empty">
      <p>Your cart is empty.</p>
      <Link to="/shop" className="button">
        Browse the shop
      </Link>
    </div>
  );
}
