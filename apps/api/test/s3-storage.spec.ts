import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { png } from './support/images';
import { startObjectStore, TestObjectStore } from './support/s3';
import { createTestApp, TestApp } from './harness';

/**
 * Images in an S3-compatible bucket (a real s3rver on a free port), served by the app at the legacy
 * `/uploads/...` addresses; the store briefly away gives clean 503s and the app recovers by itself.
 */
describe('S3-compatible image storage (S3_BUCKET set)', () => {
  let store: TestObjectStore;
  let t: TestApp;
  let auth: string;
  const uploadsFolder = () => join(t.dataDir, 'uploads');

  beforeAll(async () => {
    store = await startObjectStore();
    t = await createTestApp(store.env);
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  const createCategory = async (name: string, status?: number) => {
    const res = await t
      .http()
      .post('/api/v1/category')
      .set('Authorization', auth)
      .field('name', name)
      .attach('image', await png(640, 480), 'c.png');
    if (status) expect(res.status).toBe(status);
    return res;
  };

  it('stores every file of an upload as an object and serves it at /uploads with immutable caching, nosniff and its content type', async () => {
    const res = await createCategory('Paintings', 201);
    const image: string = res.body.data.data.image;
    expect(image).toMatch(/^\/uploads\/[0-9a-f]+\.jpg$/);
    const key = image.split('/').pop()!;
    const keys = await store.keys();
    expect(keys).toContain(key);
    // The JPEG and its responsive variants (480 JPEG and WebP for a 640 px image), nothing on the local disk.
    expect(keys.filter((k) => k.startsWith(key.replace('.jpg', '')))).toHaveLength(3);
    expect(existsSync(uploadsFolder()) ? readdirSync(uploadsFolder()) : []).toEqual([]);

    const stored = await store.object(key);
    expect(stored.contentType).toBe('image/jpeg');
    expect(stored.cacheControl).toContain('immutable');

    const served = await t.http().get(image).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(stored.body.length);
    expect(Buffer.compare(served.body as Buffer, stored.body)).toBe(0);

    const webp = keys.find((k) => k.endsWith('.webp'))!;
    const variant = await t.http().get(`/uploads/${webp}`).expect(200);
    expect(variant.headers['content-type']).toBe('image/webp');

    // A revalidation with the ETag answers 304 without the bytes; HEAD answers the headers only.
    const again = await t.http().get(image).set('If-None-Match', served.headers['etag']).expect(304);
    expect(again.text ?? '').toBe('');
    const head = await t.http().head(image).expect(200);
    expect(head.headers['content-length']).toBe(String(stored.body.length));
  });

  it("stores a visitor's reference image with private caching on its objects too, so no CDN in front of the bucket keeps it", async () => {
    const req = t.http().post('/api/v1/commissions/send-commission');
    for (const [key, value] of Object.entries({
      name: 'Grace Uwimana',
      email: 'grace@example.org',
      phone: '+250 788 123 456',
      country: 'Rwanda',
      artworkType: 'Painting',
      size: 'A2',
      stylePreferences: 'Warm',
      message: 'A golden monkey',
    }))
      req.field(key, value);
    const res = await req.attach('referenceImage', await png(640, 480), { filename: 'ref.png', contentType: 'image/png' }).expect(200);
    const [{ key }] = await t.dataSource.query(`SELECT a.key FROM commission_request r JOIN asset a ON a.id = r.reference_image_id WHERE r.id = $1`, [
      res.body.data.id,
    ]);
    const objects = (await store.keys()).filter((k) => k.startsWith(key as string));
    expect(objects).toHaveLength(3);
    for (const object of objects)
      expect({ object, cacheControl: (await store.object(object)).cacheControl }).toEqual({ object, cacheControl: 'private, no-cache' });
    expect((await t.http().get(`/uploads/${objects[0]}`).expect(200)).headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 404 for a missing image and for a name that is not a stored image', async () => {
    const missing = await t.http().get('/uploads/0123456789abcdef.jpg').expect(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    await t.http().get('/uploads/..%2F..%2Fetc%2Fpasswd').expect(404);
    await t.http().get('/uploads/readme.txt').expect(404);
  });

  it('removes the objects of an image that is replaced or deleted', async () => {
    const res = await createCategory('Prints', 201);
    const { _id: id, image } = res.body.data.data;
    const key = (image as string).split('/').pop()!.replace('.jpg', '');
    expect((await store.keys()).some((k) => k.startsWith(key))).toBe(true);
    await t.http().delete(`/api/v1/category/${id}`).set('Authorization', auth).expect(204);
    expect((await store.keys()).some((k) => k.startsWith(key))).toBe(false);
    await t.http().get(image).expect(404);
  });

  it('answers 503 with a message while the store is away, commits nothing, and serves again once it is back, without a restart', async () => {
    const res = await createCategory('Sculptures', 201);
    const image: string = res.body.data.data.image;
    const categories = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM category'))[0].n);
    const before = await categories();

    await store.stop();
    const started = Date.now();
    const read = await t.http().get(image);
    expect(read.status).toBe(503);
    expect(read.text).toBe('Images cannot be stored or read right now. Please try again in a moment.');
    expect(read.headers['cache-control']).toBe('no-store');

    const upload = await createCategory('Lost while away');
    expect(upload.status).toBe(503);
    expect(upload.body).toEqual({ status: 'error', message: 'Images cannot be stored or read right now. Please try again in a moment.' });
    expect(await categories()).toBe(before);
    // Failing is quick: no hanging request while the store is gone.
    expect(Date.now() - started).toBeLessThan(10_000);

    await store.start();
    await t.http().get(image).expect(200);
    await createCategory('After the outage', 201);
  });
});
