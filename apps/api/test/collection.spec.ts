import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { png } from './support/images';
import { ID, UNKNOWN_ID, insertArt } from './support/fixtures';
import { createTestApp, TestApp } from './harness';

const UNKNOWN = UNKNOWN_ID;

describe('/api/v1/collection', () => {
  let t: TestApp;
  let auth: string;
  let categoryId: string;
  const fileOf = (path: string) => join(t.dataDir, path);

  async function createCategory(name = 'Paintings') {
    const res = await t
      .http()
      .post('/api/v1/category')
      .set('Authorization', auth)
      .field('name', name)
      .attach('image', await png(), 'c.png');
    expect(res.status).toBe(201);
    return res.body.data.data._id as string;
  }

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
    categoryId = await createCategory();
  });
  afterAll(() => t.close());

  async function postCollection(fields: Record<string, string>, image = true) {
    const req = t.http().post('/api/v1/collection').set('Authorization', auth);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return image ? req.attach('image', await png(), 'c.png') : req;
  }

  async function createCollection(name = 'Gorillas', category = categoryId) {
    const res = await postCollection({ name, categories: category });
    expect(res.status).toBe(201);
    return res.body.data.data;
  }

  it('creates a collection in a category and serves its image', async () => {
    const collection = await createCollection('Big cats');
    expect(Object.keys(collection).sort()).toEqual(['_id', 'categories', 'createdAt', 'image', 'name', 'updatedAt']);
    expect(collection).toMatchObject({ _id: expect.stringMatching(ID), name: 'Big cats', categories: categoryId });
    expect(collection.image).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(existsSync(fileOf(collection.image))).toBe(true);
    await t.http().get(collection.image).expect(200);
    const one = await t.http().get(`/api/v1/collection/${collection._id}`).expect(200);
    expect(one.body).toEqual({ status: 'success', data: { data: collection } });
  });

  it('lists collections newest first, and those of one category with ?categories=', async () => {
    const otherCategory = await createCategory('Prints');
    const older = await createCollection('Older');
    const newer = await createCollection('Newer');
    const elsewhere = await createCollection('Elsewhere', otherCategory);

    const all = await t.http().get('/api/v1/collection').expect(200);
    expect(all.body.status).toBe('success');
    expect(all.body.results).toBe(all.body.data.data.length);
    const ids = all.body.data.data.map((c: { _id: string }) => c._id);
    expect(ids.slice(0, 3)).toEqual([elsewhere._id, newer._id, older._id]);

    const filtered = await t.http().get(`/api/v1/collection?categories=${otherCategory}`).expect(200);
    expect(filtered.body.data.data).toEqual([elsewhere]);
    expect(filtered.body.results).toBe(1);

    const bad = await t.http().get('/api/v1/collection?categories=nope').expect(400);
    expect(bad.body.message).toContain('categories');
  });

  it('updates the name without an image, moves category only when given', async () => {
    const otherCategory = await createCategory('Sculpture');
    const collection = await createCollection();
    const renamed = await t.http().patch(`/api/v1/collection/${collection._id}`).set('Authorization', auth).field('name', 'Renamed').expect(200);
    expect(renamed.body.data.data).toMatchObject({ name: 'Renamed', categories: categoryId, image: collection.image });

    const moved = await t.http().patch(`/api/v1/collection/${collection._id}`).set('Authorization', auth).field('categories', otherCategory).expect(200);
    expect(moved.body.data.data).toMatchObject({ name: 'Renamed', categories: otherCategory });
    expect(existsSync(fileOf(collection.image))).toBe(true);
  });

  it('replaces the image and removes the old files', async () => {
    const collection = await createCollection();
    const res = await t
      .http()
      .patch(`/api/v1/collection/${collection._id}`)
      .set('Authorization', auth)
      .attach('image', await png(), 'n.png')
      .expect(200);
    const image = res.body.data.data.image;
    expect(image).not.toBe(collection.image);
    expect(existsSync(fileOf(image))).toBe(true);
    expect(existsSync(fileOf(collection.image))).toBe(false);
  });

  it('deletes a collection without arts and removes its image files', async () => {
    const collection = await createCollection();
    await t.http().delete(`/api/v1/collection/${collection._id}`).set('Authorization', auth).expect(204);
    expect(existsSync(fileOf(collection.image))).toBe(false);
    await t.http().get(`/api/v1/collection/${collection._id}`).expect(404);
  });

  it('refuses to delete a collection that still has an artwork', async () => {
    const collection = await createCollection();
    await insertArt(t, { collectionId: collection._id });
    const res = await t.http().delete(`/api/v1/collection/${collection._id}`).set('Authorization', auth).expect(409);
    expect(res.body).toEqual({ status: 'fail', message: 'This collection still has 1 artwork. Move or delete it first.' });
    await t.http().get(`/api/v1/collection/${collection._id}`).expect(200);
    expect(existsSync(fileOf(collection.image))).toBe(true);
  });

  describe('validation', () => {
    it('requires a name', async () => {
      const res = await postCollection({ categories: categoryId });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'fail', message: expect.stringContaining('name is required') });
    });

    it('requires a category', async () => {
      const res = await postCollection({ name: 'No category' });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('categories');
    });

    it('refuses an unknown category and stores nothing', async () => {
      const before = (await t.http().get('/api/v1/collection')).body.results;
      const res = await postCollection({ name: 'Lost', categories: UNKNOWN });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'fail', message: `There is no category with id ${UNKNOWN}.` });
      expect((await t.http().get('/api/v1/collection')).body.results).toBe(before);
    });

    it('refuses an unknown category on update', async () => {
      const collection = await createCollection();
      const res = await t.http().patch(`/api/v1/collection/${collection._id}`).set('Authorization', auth).field('categories', UNKNOWN).expect(400);
      expect(res.body.message).toBe(`There is no category with id ${UNKNOWN}.`);
    });

    it('requires an image on create', async () => {
      const res = await postCollection({ name: 'No image', categories: categoryId }, false);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'fail', message: 'image is required' });
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await t.http().get(`/api/v1/collection/${UNKNOWN}`).expect(404);
    expect(res.body).toEqual({ status: 'fail', message: `No collection found with id ${UNKNOWN}` });
    await t.http().patch(`/api/v1/collection/${UNKNOWN}`).set('Authorization', auth).field('name', 'x').expect(404);
    await t.http().delete(`/api/v1/collection/${UNKNOWN}`).set('Authorization', auth).expect(404);
    await t.http().get('/api/v1/collection/abc').expect(400);
    await t.http().delete('/api/v1/collection/abc').set('Authorization', auth).expect(400);
  });

  it('answers 401 on every write route without a token or with a forged one', async () => {
    const collection = await createCollection('Kept');
    const forged = `Bearer ${jwt.sign({ sub: randomUUID() }, 'a-different-secret-that-is-long-enough-to-sign')}`;
    const routes = [
      () => t.http().post('/api/v1/collection'),
      () => t.http().patch(`/api/v1/collection/${collection._id}`),
      () => t.http().delete(`/api/v1/collection/${collection._id}`),
    ];
    for (const route of routes) {
      const none = await route().field('name', 'Hacked');
      expect(none.status).toBe(401);
      expect(none.body.status).toBe('fail');
      expect((await route().set('Authorization', forged).field('name', 'Hacked')).status).toBe(401);
    }
    expect((await t.http().get(`/api/v1/collection/${collection._id}`)).body.data.data.name).toBe('Kept');
  });
});
