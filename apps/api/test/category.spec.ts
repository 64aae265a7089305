import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { png } from './support/images';
import { ID, UNKNOWN_ID, insertArt } from './support/fixtures';
import { createTestApp, TestApp } from './harness';

const UNKNOWN = UNKNOWN_ID;

describe('/api/v1/category', () => {
  let t: TestApp;
  let auth: string;
  const fileOf = (path: string) => join(t.dataDir, path);

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  async function createCategory(name = 'Paintings') {
    const res = await t
      .http()
      .post('/api/v1/category')
      .set('Authorization', auth)
      .field('name', name)
      .attach('image', await png(), 'c.png');
    expect(res.status).toBe(201);
    return res.body.data.data;
  }

  async function createCollection(categoryId: string) {
    const res = await t
      .http()
      .post('/api/v1/collection')
      .set('Authorization', auth)
      .field('name', 'Gorillas')
      .field('categories', categoryId)
      .attach('image', await png(), 'c.png');
    expect(res.status).toBe(201);
    return res.body.data.data;
  }

  it('creates a category from a multipart form and serves its image', async () => {
    const category = await createCategory('Sculptures');
    expect(Object.keys(category).sort()).toEqual(['_id', 'collections', 'createdAt', 'image', 'name', 'updatedAt']);
    expect(category).toMatchObject({ _id: expect.stringMatching(ID), name: 'Sculptures', collections: [] });
    expect(category.image).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(existsSync(fileOf(category.image))).toBe(true);
    await t.http().get(category.image).expect(200);
  });

  it('lists categories newest first with the ids of their collections', async () => {
    const older = await createCategory('Older');
    const newer = await createCategory('Newer');
    const a = await createCollection(older._id);
    const b = await createCollection(older._id);
    const res = await t.http().get('/api/v1/category').expect(200);
    expect(res.body.status).toBe('success');
    expect(res.body.results).toBe(res.body.data.data.length);
    const list = res.body.data.data as { _id: string; collections: string[] }[];
    expect(list.findIndex((c) => c._id === newer._id)).toBeLessThan(list.findIndex((c) => c._id === older._id));
    expect(list.find((c) => c._id === older._id)?.collections).toEqual([a._id, b._id]);
    expect(list.find((c) => c._id === newer._id)?.collections).toEqual([]);

    const one = await t.http().get(`/api/v1/category/${older._id}`).expect(200);
    expect(one.body.status).toBe('success');
    expect(one.body.data.data).toEqual({ ...older, collections: [a._id, b._id] });
  });

  it('renames without an image and keeps the image', async () => {
    const category = await createCategory();
    const res = await t.http().patch(`/api/v1/category/${category._id}`).set('Authorization', auth).field('name', 'Prints').expect(200);
    expect(res.body.data.data).toMatchObject({ _id: category._id, name: 'Prints', image: category.image });
    expect(existsSync(fileOf(category.image))).toBe(true);
  });

  it('replaces the image and removes the old files', async () => {
    const category = await createCategory();
    const res = await t
      .http()
      .patch(`/api/v1/category/${category._id}`)
      .set('Authorization', auth)
      .field('name', 'New look')
      .attach('image', await png(), 'n.png')
      .expect(200);
    const image = res.body.data.data.image;
    expect(res.body.data.data.name).toBe('New look');
    expect(image).not.toBe(category.image);
    expect(existsSync(fileOf(image))).toBe(true);
    expect(existsSync(fileOf(category.image))).toBe(false);
  });

  it('deletes an empty category and removes its image files', async () => {
    const category = await createCategory();
    await t.http().delete(`/api/v1/category/${category._id}`).set('Authorization', auth).expect(204);
    expect(existsSync(fileOf(category.image))).toBe(false);
    await t.http().get(`/api/v1/category/${category._id}`).expect(404);
  });

  it('refuses to delete a category that still has a collection', async () => {
    const category = await createCategory();
    await createCollection(category._id);
    const res = await t.http().delete(`/api/v1/category/${category._id}`).set('Authorization', auth).expect(409);
    expect(res.body).toEqual({ status: 'fail', message: 'This category still has 1 collection and 0 artworks. Move or delete it first.' });
    await t.http().get(`/api/v1/category/${category._id}`).expect(200);
    expect(existsSync(fileOf(category.image))).toBe(true);
  });

  it('refuses to delete a category that still has an artwork', async () => {
    const category = await createCategory();
    await insertArt(t, { categoryId: category._id });
    await insertArt(t, { categoryId: category._id });
    const res = await t.http().delete(`/api/v1/category/${category._id}`).set('Authorization', auth).expect(409);
    expect(res.body.message).toBe('This category still has 0 collections and 2 artworks. Move or delete them first.');
    await t.http().get(`/api/v1/category/${category._id}`).expect(200);
  });

  describe('validation', () => {
    it('requires a name', async () => {
      const res = await t
        .http()
        .post('/api/v1/category')
        .set('Authorization', auth)
        .attach('image', await png(), 'c.png')
        .expect(400);
      expect(res.body).toEqual({ status: 'fail', message: expect.stringContaining('name is required') });
    });

    it('requires an image on create', async () => {
      const res = await t.http().post('/api/v1/category').set('Authorization', auth).field('name', 'No image').expect(400);
      expect(res.body).toEqual({ status: 'fail', message: 'image is required' });
    });

    it('refuses an empty name on update', async () => {
      const category = await createCategory();
      const res = await t.http().patch(`/api/v1/category/${category._id}`).set('Authorization', auth).field('name', ' ').expect(400);
      expect(res.body.message).toContain('name is required');
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await t.http().get(`/api/v1/category/${UNKNOWN}`).expect(404);
    expect(res.body).toEqual({ status: 'fail', message: `No category found with id ${UNKNOWN}` });
    await t.http().patch(`/api/v1/category/${UNKNOWN}`).set('Authorization', auth).field('name', 'x').expect(404);
    await t.http().delete(`/api/v1/category/${UNKNOWN}`).set('Authorization', auth).expect(404);
    await t.http().get('/api/v1/category/42').expect(400);
    await t.http().patch('/api/v1/category/42').set('Authorization', auth).field('name', 'x').expect(400);
  });

  it('answers 401 on every write route without a token or with a forged one', async () => {
    const category = await createCategory('Kept');
    const forged = `Bearer ${jwt.sign({ sub: randomUUID() }, 'a-different-secret-that-is-long-enough-to-sign')}`;
    const routes = [
      () => t.http().post('/api/v1/category'),
      () => t.http().patch(`/api/v1/category/${category._id}`),
      () => t.http().delete(`/api/v1/category/${category._id}`),
    ];
    for (const route of routes) {
      const none = await route().field('name', 'Hacked');
      expect(none.status).toBe(401);
      expect(none.body.status).toBe('fail');
      expect((await route().set('Authorization', forged).field('name', 'Hacked')).status).toBe(401);
    }
    expect((await t.http().get(`/api/v1/category/${category._id}`)).body.data.data.name).toBe('Kept');
  });
});
