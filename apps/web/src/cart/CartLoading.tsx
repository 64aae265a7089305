/**
 * What the cart and the checkout show before the stored cart is read (the server's HTML, and the moment before the
 * script runs on a slow connection): neither "empty" nor a shop button, which would tell a returning buyer the cart is lost.
 */
export function CartLoading() {
  return (
    <div className="cart__loading" role="status">
      <p>Opening your cart…</p>
    </div>
  );
}
