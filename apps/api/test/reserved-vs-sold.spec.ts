import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify } from './support/commerce';

const STATE = `query ($id: ID!) { artwork(id: $id) { soldOut onHold editions { type soldOut onHold } } }`;

/** An original held by an unpaid order reads 'Reserved' (it may come back), not 'Sold'; once paid it is sold. */
describe('reserved vs sold', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => (t = await listening()), 120_000);
  afterAll(() => t.close());

  it('held by an unpaid order: on hold; paid: sold, not on hold', async () => {
    const art = await artwork(t, null);
    const original = async () => (await gql(t, STATE, { id: art.id })).body.data.artwork;
    // Only the original has a limit here (the print is an open edition): hold the original, then the work still sells prints.
    const res = await gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] } },
      newClient(),
    );
    expect(res.body.errors).toBeUndefined();
    const held = await original();
    expect(held.editions.find((e: { type: string }) => e.type === 'Original Art Work')).toEqual({ type: 'Original Art Work', soldOut: true, onHold: true });
    expect(held.onHold).toBe(false); // the work itself is not sold out: its print is for sale

    await notify(t, { transactionId: res.body.data.checkout.orderNumber }).expect(200);
    expect((await original()).editions.find((e: { type: string }) => e.type === 'Original Art Work')).toEqual({
      type: 'Original Art Work',
      soldOut: true,
      onHold: false,
    });
  });

  it('a work whose every unit is held by unpaid orders reads Reserved on its card (onHold), not Sold', async () => {
    const art = await artwork(t, 1);
    const res = await gql(
      t,
      CHECKOUT,
      {
        input: {
          ...BUYER,
          email: 'both@example.org',
          phone: '+250 788 000 222',
          lines: [
            { artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' },
            { artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' },
          ],
        },
      },
      newClient(),
    );
    expect(res.body.errors).toBeUndefined();
    const read = (await gql(t, STATE, { id: art.id })).body.data.artwork;
    expect({ soldOut: read.soldOut, onHold: read.onHold }).toEqual({ soldOut: true, onHold: true });
  });
});
