import { createTestApp, TestApp } from './harness';
import { requireBuilt } from './support/built';

/**
 * The cart lives in the buyer's browser: the server cannot know it, so its HTML of /cart and /checkout must not say
 * the cart is empty (on a slow link that HTML is all a returning buyer sees for seconds). The client decides after
 * reading the stored cart (apps/web/src/cart/cart-loading.spec.tsx).
 */
describe('server-rendered cart and checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    requireBuilt('web');
    t = await createTestApp({ SEED_DEMO: 'true' });
  }, 180_000);
  afterAll(() => t.close());

  it.each(['/cart', '/checkout'])('%s says the cart is opening, not that it is empty', async (path) => {
    const html = (await t.http().get(path).expect(200)).text;
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('Opening your cart');
    expect(html).not.toContain('Your cart is empty.');
    expect(main).not.toContain('Browse the shop');
    expect(html).not.toContain('Cart, 0 items');
  });
});
