import { ConfigService } from '@nestjs/config';
import type { Pool } from 'pg';
import { IMAGES_BUSY, ImageProcessor } from '@sawa/api/media';
import type { UploadedImage } from '@sawa/api/common';
import { createTestApp, TestApp } from './harness';
import { png } from './support/images';

const COMMISSION = {
  name: 'Grace Uwimana',
  email: 'grace@example.org',
  phone: '+250 788 123 456',
  country: 'Rwanda',
  artworkType: 'Painting',
  size: '60 x 90 cm',
  stylePreferences: 'Warm colours, realistic',
  message: 'A golden monkey in bamboo, for our living room.',
};

/**
 * The real image processor, with a gate in front of it: a decode "takes" as long as the test
 * keeps the gate shut, so the test can look at the database while images are being processed.
 */
class GatedImageProcessor extends ImageProcessor {
  private open: Promise<void> = Promise.resolve();
  private release: () => void = () => undefined;
  entered = 0;

  shut(): void {
    this.open = new Promise((resolve) => (this.release = resolve));
  }

  openGate(): void {
    this.release();
  }

  override async process(upload: UploadedImage, publicPath: (name: string) => string, maxPixels: number) {
    this.entered += 1;
    await this.open;
    return super.process(upload, publicPath, maxPixels);
  }
}

async function gatedApp(env: Record<string, string>): Promise<{ t: TestApp; processor: GatedImageProcessor }> {
  let processor!: GatedImageProcessor;
  const t = await createTestApp(env, (builder) =>
    builder
      .overrideProvider(ImageProcessor)
      .useFactory({ factory: (config: ConfigService) => (processor = new GatedImageProcessor(config as never)), inject: [ConfigService] }),
  );
  return { t, processor };
}

const sendCommission = async (t: TestApp, image: Buffer) => {
  const req = t.http().post('/api/v1/commissions/send-commission');
  for (const [key, value] of Object.entries(COMMISSION)) req.field(key, value);
  return req.attach('referenceImage', image, { filename: 'reference.png', contentType: 'image/png' });
};

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

const count = async (t: TestApp, table: string) => (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

describe('image uploads are decoded outside database transactions, through a bounded queue', () => {
  let t: TestApp;
  let processor: GatedImageProcessor;
  beforeAll(async () => {
    ({ t, processor } = await gatedApp({ IMAGE_CONCURRENCY: '2', IMAGE_QUEUE_MAX_WAITING: '1' }));
  });
  afterAll(() => t.close());

  it('holds no pooled connection and no open transaction while images are decoded; the site keeps answering', async () => {
    processor.shut();
    const pool = (t.dataSource.driver as unknown as { master: Pool }).master;
    const uploads = [sendCommission(t, await png()), sendCommission(t, await png())].map((r) => r.then((res) => res));
    await until(() => processor.entered === 2);

    // Both visitors' images are "being decoded": nothing of ours is checked out of the pool or idle in a transaction.
    // (Waited for, not read once: the app's own background work, such as the outbox's poll, may borrow a connection for a
    // moment; an upload holding one would keep it for as long as the gate is shut, so the pool would never empty.)
    await until(() => pool.totalCount - pool.idleCount === 0);
    const [{ n: idleInTransaction }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()`,
    );
    expect(idleInTransaction).toBe(0);
    await t.http().get('/health').expect(200);
    expect(await count(t, 'commission_request')).toBe(0);

    processor.openGate();
    for (const res of await Promise.all(uploads)) expect(res.status).toBe(200);
    expect(await count(t, 'commission_request')).toBe(2);
    expect(await count(t, 'asset')).toBe(2);
  });

  it('answers 503 with a message when every slot and the wait list are taken, and stores nothing for that request', async () => {
    processor.shut();
    processor.entered = 0;
    const token = await t.token();
    const createCategory = async (name: string) =>
      t
        .http()
        .post('/api/v1/category')
        .set('Authorization', `Bearer ${token}`)
        .field('name', name)
        .attach('image', await png(), { filename: `${name}.png`, contentType: 'image/png' })
        .then((res) => res);
    const assets = await count(t, 'asset');
    // Two are decoded (IMAGE_CONCURRENCY=2), one waits (IMAGE_QUEUE_MAX_WAITING=1), the fourth is refused at once.
    const admitted = ['One', 'Two', 'Three'].map(createCategory);
    await until(() => processor.entered === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await createCategory('Four');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ status: 'error', message: IMAGES_BUSY });

    processor.openGate();
    for (const res of await Promise.all(admitted)) expect(res.status).toBe(201);
    expect((await t.dataSource.query('SELECT name FROM category ORDER BY name')).map((r: { name: string }) => r.name)).toEqual(['One', 'Three', 'Two']);
    expect(await count(t, 'asset')).toBe(assets + 3);
  });
});

describe('visitors reference images have a lower pixel cap than the admin uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 64 x 48 = 3072 pixels: over the reference cap, well under the admin's.
    t = await createTestApp({ REFERENCE_IMAGE_MAX_PIXELS: '3000' });
  });
  afterAll(() => t.close());

  it('refuses the image with a commission request (REST 413, nothing stored) but takes it from the admin', async () => {
    const image = await png(64, 48);
    const res = await sendCommission(t, image);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 'fail', message: 'The image is 64 x 48 pixels; at most 3,000 pixels are accepted.' });
    expect(await count(t, 'commission_request')).toBe(0);
    expect(await count(t, 'outbox_message')).toBe(0);
    expect(await count(t, 'asset')).toBe(0);

    await t
      .http()
      .post('/api/v1/category')
      .set('Authorization', `Bearer ${await t.token()}`)
      .field('name', 'Paintings')
      .attach('image', image, { filename: 'paintings.png', contentType: 'image/png' })
      .expect(201);
    expect(await count(t, 'asset')).toBe(1);
  });

  it('refuses it through GraphQL too, naming the field', async () => {
    const res = await t
      .http()
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .field(
        'operations',
        JSON.stringify({
          query: 'mutation ($input: CommissionRequestInput!, $image: Upload) { requestCommission(input: $input, referenceImage: $image) { id } }',
          variables: { input: COMMISSION, image: null },
        }),
      )
      .field('map', JSON.stringify({ 0: ['variables.image'] }))
      .attach('0', await png(64, 48), { filename: 'ref.png', contentType: 'image/png' });
    expect(res.body.errors[0]).toMatchObject({
      message: 'The image is 64 x 48 pixels; at most 3,000 pixels are accepted.',
      extensions: { code: 'BAD_USER_INPUT', field: 'referenceImage' },
    });
    expect(await count(t, 'commission_request')).toBe(0);
  });
});
