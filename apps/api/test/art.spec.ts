import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { png } from './support/images';
import { createTestApp, TestApp } from './harness';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const EDITIONS = JSON.stringify([
  { editionType: 'Original Art Work', price: 1234.56 },
  { editionType: 'Giclée print (A3)', price: '180' },
]);

describe('/api/v1/art', () => {
  let t: TestApp;
  let auth: string;
  let artistId: string;
  let categoryId: string;
  let collectionId: string;
  const uploads = () => readdirSync(join(t.dataDir, 'uploads'));
  const assetCount = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM asset'))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    const artist = await t
      .http()
      .post('/api/v1/artist')
      .set('Authorization', auth)
      .field('name', 'Aline')
      .field('description', 'Painter')
      .attach('image', await png(), 'a.png');
    artistId = artist.body.data.data._id;
    const category = await t
      .http()
      .post('/api/v1/category')
      .set('Authorization', auth)
      .field('name', 'Paintings')
      .attach('image', await png(), 'c.png');
    categoryId = category.body.data.data._id;
    const collection = await t
      .http()
      .post('/api/v1/collection')
      .set('Authorization', auth)
      .field('name', 'Virunga')
      .field('categories', categoryId)
      .attach('image', await png(), 'c.png');
    collectionId = collection.body.data.data._id;
  });
  afterAll(() => t.close());

  function createArt(fields: Record<string, string>) {
    const req = t.http().post('/api/v1/art').set('Authorization', auth);
    const all = {
      artName: 'Silverback',
      artDescription: 'At dawn',
      artSize: '120 x 90 cm',
      artMaterial: 'Oil',
      quantity: '1',
      artists: artistId,
      editions: EDITIONS,
      ...fields,
    };
    for (const [key, value] of Object.entries(all)) req.field(key, value);
    return req;
  }

  it('creates an artwork with a cover, a gallery and exact edition prices, in the legacy shape', async () => {
    const res = await createArt({ productCode: 'P-1', collections: collectionId })
      .attach('artImageCover', await png(800, 600), 'cover.png')
      .attach('artImages', await png(), 'one.png')
      .attach('artImages', await png(), 'two.png');
    expect(res.status).toBe(201);
    const art = res.body.data.data;
    expect(res.body.status).toBe('success');
    expect(Object.keys(art).sort()).toEqual(
      [
        '_id',
        'artName',
        'productCode',
        'artDescription',
        'artSize',
        'artMaterial',
        'quantity',
        'artists',
        'artistName',
        'artImageCover',
        'artImages',
        'categories',
        'collections',
        'editions',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(art).toMatchObject({
      artName: 'Silverback',
      productCode: 'P-1',
      quantity: 1,
      artists: artistId,
      artistName: 'Aline',
      categories: null,
      collections: collectionId,
    });
    expect(art.editions.map((e: { editionType: string; price: number }) => [e.editionType, e.price])).toEqual([
      ['Original Art Work', 1234.56],
      ['Giclée print (A3)', 180],
    ]);
    const [{ price }] = await t.dataSource.query(`SELECT price FROM edition WHERE art_id = $1 AND position = 0`, [art._id]);
    expect(price).toBe('1234.56');
    expect(art.artImageCover).toMatch(/^\/uploads\/[0-9a-f]+\.jpg$/);
    expect(art.artImages).toHaveLength(2);
    const served = await t.http().get(art.artImageCover).expect(200);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(existsSync(join(t.dataDir, art.artImageCover))).toBe(true);
  });

  it('lists newest first at data.data, filters by category, collection and artist, and answers recent', async () => {
    await createArt({ productCode: 'P-2', categories: categoryId, artName: 'Crane' }).expect(201);
    const list = await t.http().get('/api/v1/art').expect(200);
    expect(list.body.results).toBe(2);
    expect(list.body.data.data.map((a: { productCode: string }) => a.productCode)).toEqual(['P-2', 'P-1']);
    const byCategory = await t.http().get(`/api/v1/art?categories=${categoryId}`).expect(200);
    expect(byCategory.body.data.data.map((a: { productCode: string }) => a.productCode)).toEqual(['P-2']);
    const byCollection = await t.http().get(`/api/v1/art?collections=${collectionId}`).expect(200);
    expect(byCollection.body.data.data.map((a: { productCode: string }) => a.productCode)).toEqual(['P-1']);
    const byArtist = await t.http().get(`/api/v1/art?artists=${artistId}`).expect(200);
    expect(byArtist.body.results).toBe(2);
    const empty = await t.http().get(`/api/v1/art?categories=${UNKNOWN}`).expect(200);
    expect(empty.body.data.data).toEqual([]);
    const recent = await t.http().get('/api/v1/art/recent?limit=1').expect(200);
    expect(recent.body.data.data.map((a: { productCode: string }) => a.productCode)).toEqual(['P-2']);
    await t.http().get('/api/v1/art?categories=nope').expect(400);
  });

  it('reads one artwork at data.data; unknown id 404, malformed id 400', async () => {
    const list = await t.http().get('/api/v1/art').expect(200);
    const id = list.body.data.data[0]._id;
    const one = await t.http().get(`/api/v1/art/${id}`).expect(200);
    expect(one.body.data.data._id).toBe(id);
    const missing = await t.http().get(`/api/v1/art/${UNKNOWN}`).expect(404);
    expect(missing.body).toEqual({ status: 'fail', message: `No artwork found with id ${UNKNOWN}` });
    const bad = await t.http().get('/api/v1/art/123').expect(400);
    expect(bad.body.status).toBe('fail');
  });

  it('updates: editions replaced with exact prices (a row keeps the edition of its type), the cover replaced and its old files removed, moved to a category', async () => {
    const created = await createArt({ productCode: 'P-3', collections: collectionId })
      .attach('artImageCover', await png(), 'c.png')
      .expect(201);
    const before = created.body.data.data;
    const res = await t
      .http()
      .patch(`/api/v1/art/${before._id}`)
      .set('Authorization', auth)
      .field(
        'editions',
        JSON.stringify([
          { editionType: 'Original Art Work', price: '0.30' },
          { editionType: 'Print', price: 99.99 },
          { editionType: 'Big print', price: '1000000' },
        ]),
      )
      .field('categories', categoryId)
      .field('quantity', '0')
      .attach('artImageCover', await png(), 'new.png')
      .expect(200);
    const after = res.body.data.data;
    expect(after.editions.map((e: { price: number }) => e.price)).toEqual([0.3, 99.99, 1000000]);
    // Sent without ids (as the legacy client does), the original keeps its edition (and stock); the new types are new editions.
    expect(after.editions[0]._id).toBe(before.editions[0]._id);
    expect(after.editions.map((e: { _id: string }) => e._id)).not.toContain(before.editions[1]._id);
    expect(after).toMatchObject({ categories: categoryId, collections: null, quantity: 0, productCode: 'P-3' });
    expect(after.artImageCover).not.toBe(before.artImageCover);
    expect(existsSync(join(t.dataDir, before.artImageCover))).toBe(false);
    expect(existsSync(join(t.dataDir, after.artImageCover))).toBe(true);
    const prices = await t.dataSource.query(`SELECT price FROM edition WHERE art_id = $1 ORDER BY position`, [before._id]);
    expect(prices.map((p: { price: string }) => p.price)).toEqual(['0.30', '99.99', '1000000.00']);
  });

  describe('the gallery, image by image (keepArtImages)', () => {
    /** Every file of an image (the main JPEG and its variants) by its address's stem. */
    const filesOf = (address: string) =>
      uploads().filter((name) =>
        name.startsWith(
          address
            .split('/')
            .pop()!
            .replace(/\.jpg$/, ''),
        ),
      );
    const patch = (id: string) => t.http().patch(`/api/v1/art/${id}`).set('Authorization', auth);
    async function withGallery(productCode: string, count: number) {
      let req = createArt({ productCode, categories: categoryId });
      for (let i = 0; i < count; i += 1) req = req.attach('artImages', await png(), `g${i}.png`);
      return (await req.expect(201)).body.data.data as { _id: string; artImages: string[] };
    }

    it('a legacy client: new artImages without keepArtImages replace the whole gallery, and none leave it as it is', async () => {
      const art = await withGallery('G-1', 2);
      const unchanged = await patch(art._id).field('artName', 'Renamed').expect(200);
      expect(unchanged.body.data.data.artImages).toEqual(art.artImages);
      const res = await patch(art._id)
        .attach('artImages', await png(), 'new.png')
        .expect(200);
      const after = res.body.data.data.artImages as string[];
      expect(after).toHaveLength(1);
      expect(art.artImages).not.toContain(after[0]);
      for (const old of art.artImages) expect(filesOf(old)).toEqual([]);
    });

    it('keeps the images named, in their order, adds the new ones after them, and deletes the others with all their files', async () => {
      const art = await withGallery('G-2', 3);
      const [first, second, third] = art.artImages;
      expect(filesOf(first).length).toBeGreaterThan(1); // the JPEG and its variants
      const res = await patch(art._id)
        .field('keepArtImages', JSON.stringify([third, first]))
        .attach('artImages', await png(), 'added.png')
        .expect(200);
      const after = res.body.data.data.artImages as string[];
      expect(after).toHaveLength(3);
      expect(after.slice(0, 2)).toEqual([third, first]);
      expect(art.artImages).not.toContain(after[2]);
      expect(filesOf(second)).toEqual([]);
      for (const kept of after) expect(existsSync(join(t.dataDir, kept))).toBe(true);
      expect((await t.http().get(`/api/v1/art/${art._id}`).expect(200)).body.data.data.artImages).toEqual(after);

      // One image out, nothing added: the field repeated once per address (a single one arrives as plain text).
      const one = await patch(art._id).field('keepArtImages', after[2]).expect(200);
      expect(one.body.data.data.artImages).toEqual([after[2]]);
      expect(filesOf(third)).toEqual([]);
      expect(filesOf(first)).toEqual([]);
      const none = await patch(art._id).field('keepArtImages', '[]').expect(200);
      expect(none.body.data.data.artImages).toEqual([]);
      expect(filesOf(after[2])).toEqual([]);
    });

    it('refuses an address that is not in the gallery, one named twice, bad JSON and more than the limit, changing nothing', async () => {
      const art = await withGallery('G-3', 2);
      const other = await withGallery('G-4', 1);
      const files = uploads().length;
      const assets = await assetCount();
      const refusals: [Record<string, string>, number, string][] = [
        [{ keepArtImages: JSON.stringify([other.artImages[0]]) }, 0, `${other.artImages[0]} is not one of this artwork's gallery images.`],
        [{ keepArtImages: JSON.stringify([art.artImages[0], art.artImages[0]]) }, 0, 'keepArtImages names an image twice'],
        [{ keepArtImages: '["/uploads/x.jpg"' }, 0, 'keepArtImages must be a JSON array of image addresses'],
        [{ keepArtImages: JSON.stringify([7]) }, 0, 'keepArtImages must be a list of image addresses'],
        [{ keepArtImages: JSON.stringify(art.artImages) }, 9, 'An artwork has at most 10 gallery images (2 kept and 9 added).'],
      ];
      for (const [fields, added, message] of refusals) {
        let req = patch(art._id);
        for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
        for (let i = 0; i < added; i += 1) req = req.attach('artImages', await png(), `n${i}.png`);
        const res = await req;
        expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(message)]);
      }
      expect((await t.http().get(`/api/v1/art/${art._id}`)).body.data.data.artImages).toEqual(art.artImages);
      expect(uploads().length).toBe(files);
      expect(await assetCount()).toBe(assets);
    });
  });

  it.each([
    [{ productCode: '' }, 'productCode is required'],
    [{ productCode: 'V-1', quantity: 'many' }, 'quantity must be a whole number'],
    [{ productCode: 'V-2', quantity: '-1' }, 'quantity must be 0 or more'],
    [{ productCode: 'V-3', editions: 'not json' }, 'editions must be a JSON array'],
    [{ productCode: 'V-4', editions: '[]' }, 'editions must have at least one edition'],
    [{ productCode: 'V-5', editions: '[{"editionType":"","price":10}]' }, 'editionType is required'],
    [{ productCode: 'V-6', editions: '[{"editionType":"Print","price":-5}]' }, 'price must be an amount'],
    [{ productCode: 'V-7', editions: '[{"editionType":"Print","price":"1.234"}]' }, 'price must be an amount'],
    [{ productCode: 'V-8', categories: 'CAT', collections: 'COL' }, 'Choose exactly one of a category or a collection.'],
    [{ productCode: 'V-9' }, 'Choose exactly one of a category or a collection.'],
    [{ productCode: 'V-10', artists: 'ARTIST_UNKNOWN', categories: 'CAT' }, 'There is no artist with id'],
    [{ productCode: 'V-11', categories: 'UNKNOWN' }, 'There is no category with id'],
  ])('refuses bad input %j with 400 naming the problem', async (fields, message) => {
    const resolved = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [
        k,
        v === 'CAT' ? categoryId : v === 'COL' ? collectionId : v === 'UNKNOWN' || v === 'ARTIST_UNKNOWN' ? UNKNOWN : v,
      ]),
    );
    const res = await createArt(resolved);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(res.body.message).toContain(message);
  });

  it('refuses a duplicate product code with 409 and writes nothing, files included', async () => {
    const files = uploads().length;
    const assets = await assetCount();
    const res = await createArt({ productCode: 'P-1', categories: categoryId }).attach('artImageCover', await png(), 'c.png');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 'fail', message: 'An artwork with product code P-1 already exists.' });
    expect(uploads().length).toBe(files);
    expect(await assetCount()).toBe(assets);
  });

  it('refuses an image-named text file and an SVG with 415, leaving nothing behind', async () => {
    const files = uploads().length;
    const arts = (await t.http().get('/api/v1/art')).body.results;
    const text = await createArt({ productCode: 'F-1', categories: categoryId }).attach(
      'artImageCover',
      Buffer.from('just some text, not a picture'),
      'cover.jpg',
    );
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/JPEG, PNG, WebP and AVIF/);
    const svg = await createArt({ productCode: 'F-2', categories: categoryId }).attach(
      'artImages',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      { filename: 'x.png', contentType: 'image/png' },
    );
    expect(svg.status).toBe(415);
    expect(uploads().length).toBe(files);
    expect((await t.http().get('/api/v1/art')).body.results).toBe(arts);
  });

  it('needs a valid admin token for every write', async () => {
    const id = (await t.http().get('/api/v1/art')).body.data.data[0]._id;
    const forged = `Bearer ${jwt.sign({ sub: 'x', jti: '00000000-0000-4000-8000-000000000001' }, 'another-secret-that-is-long-enough-123')}`;
    for (const authorization of [undefined, forged]) {
      const withAuth = <T extends { set: (k: string, v: string) => T }>(req: T) => (authorization ? req.set('Authorization', authorization) : req);
      expect((await withAuth(t.http().post('/api/v1/art')).field('productCode', 'X')).status).toBe(401);
      expect((await withAuth(t.http().patch(`/api/v1/art/${id}`)).field('artName', 'X')).status).toBe(401);
      expect((await withAuth(t.http().delete(`/api/v1/art/${id}`))).status).toBe(401);
    }
    expect((await t.http().get(`/api/v1/art/${id}`)).status).toBe(200);
  });

  it('deletes an artwork with its editions and image files', async () => {
    const created = await createArt({ productCode: 'D-1', categories: categoryId })
      .attach('artImageCover', await png(), 'c.png')
      .attach('artImages', await png(), 'g.png')
      .expect(201);
    const art = created.body.data.data;
    await t.http().delete(`/api/v1/art/${art._id}`).set('Authorization', auth).expect(204);
    await t.http().get(`/api/v1/art/${art._id}`).expect(404);
    expect(existsSync(join(t.dataDir, art.artImageCover))).toBe(false);
    expect(existsSync(join(t.dataDir, art.artImages[0]))).toBe(false);
    const editions = await t.dataSource.query('SELECT count(*)::int AS n FROM edition WHERE art_id = $1', [art._id]);
    expect(editions[0].n).toBe(0);
    await t.http().delete(`/api/v1/art/${art._id}`).set('Authorization', auth).expect(404);
  });

  it('keeps the database rules even past the service: stock per edition, price and exactly one place', async () => {
    const q = (sql: string) =>
      t.dataSource.query(sql).then(
        () => 'ok',
        (e: { driverError?: { constraint?: string } }) => e.driverError?.constraint,
      );
    const id = (await t.http().get('/api/v1/art')).body.data.data[0]._id;
    const original = `art_id = '${id}' AND edition_type = 'Original Art Work'`;
    expect(await q(`UPDATE edition SET reserved = -1 WHERE ${original}`)).toBe('edition_counts_not_negative');
    expect(await q(`UPDATE edition SET reserved = 1, sold = 1 WHERE ${original}`)).toBe('edition_counts_within_size');
    expect(await q(`UPDATE edition SET edition_size = 2 WHERE ${original}`)).toBe('edition_original_is_unique');
    expect(await q(`UPDATE edition SET edition_size = NULL, withheld = 1 WHERE art_id = '${id}' AND edition_type <> 'Original Art Work'`)).toBe(
      'edition_open_withholds_nothing',
    );
    expect(await q(`UPDATE art SET category_id = '${categoryId}', collection_id = '${collectionId}' WHERE id = '${id}'`)).toBe(
      'art_exactly_one_of_category_or_collection',
    );
    expect(await q(`UPDATE edition SET price = -1 WHERE art_id = '${id}'`)).toBe('edition_price_not_negative');
  });
});
