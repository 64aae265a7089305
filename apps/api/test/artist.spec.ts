import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Edition } from '@sawa/api/catalog';
import { png } from './support/images';
import { ID, UNKNOWN_ID, insertArt as insertArtRow } from './support/fixtures';
import { createTestApp, TestApp } from './harness';

const UNKNOWN = UNKNOWN_ID;

describe('/api/v1/artist', () => {
  let t: TestApp;
  let auth: string;
  const fileOf = (path: string) => join(t.dataDir, path);

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  async function createArtist(fields: Record<string, string> = {}) {
    const req = t.http().post('/api/v1/artist').set('Authorization', auth);
    const all = { name: 'Amani Uwase', description: 'Paints gorillas.', ...fields };
    for (const [k, v] of Object.entries(all)) req.field(k, v);
    return req.attach('image', await png(), 'portrait.png');
  }

  async function createCategory() {
    const res = await t
      .http()
      .post('/api/v1/category')
      .set('Authorization', auth)
      .field('name', 'Paintings')
      .attach('image', await png(), 'c.png');
    expect(res.status).toBe(201);
    return res.body.data.data._id as string;
  }

  /** Inserts an art directly, so these tests do not depend on the art routes. */
  async function insertArt(artistId: string, categoryId: string, name = 'Silverback', createdAt = new Date()) {
    const art = await insertArtRow(t, { categoryId }, { artistId, name, createdAt });
    await t.dataSource.getRepository(Edition).save([
      { artId: art.id, type: 'Original Art Work', price: '1500.50', position: 0 },
      { artId: art.id, type: 'Print', price: '80.00', position: 1 },
    ]);
    return art;
  }

  it('creates an artist from a multipart form and serves its image', async () => {
    const res = await createArtist({ x: '@amani', instagram: 'https://instagram.com/amani', linkedin: '', facebook: 'https://facebook.com/amani' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    const artist = res.body.data.data;
    expect(Object.keys(artist).sort()).toEqual(
      ['_id', 'createdAt', 'description', 'facebook', 'image', 'instagram', 'linkedin', 'name', 'updatedAt', 'x'].sort(),
    );
    expect(artist).toMatchObject({
      _id: expect.stringMatching(ID),
      name: 'Amani Uwase',
      description: 'Paints gorillas.',
      x: '@amani',
      instagram: 'https://instagram.com/amani',
      linkedin: null,
      facebook: 'https://facebook.com/amani',
    });
    expect(artist.image).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(existsSync(fileOf(artist.image))).toBe(true);
    const image = await t.http().get(artist.image).expect(200);
    expect(image.headers['content-type']).toMatch(/image\/jpeg/);
  });

  it('lists artists newest first in the nested envelope', async () => {
    const older = (await createArtist({ name: 'Older' })).body.data.data;
    const newer = (await createArtist({ name: 'Newer' })).body.data.data;
    const res = await t.http().get('/api/v1/artist').expect(200);
    expect(res.body.status).toBe('success');
    expect(res.body.results).toBe(res.body.data.data.length);
    const ids = res.body.data.data.map((a: { _id: string }) => a._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(res.body.data.data[0].image).toMatch(/^\/uploads\//);
  });

  it('reads one artist with its artworks, newest first, prices as JSON numbers', async () => {
    const artist = (await createArtist({ name: 'With works' })).body.data.data;
    const categoryId = await createCategory();
    const first = await insertArt(artist._id, categoryId, 'First', new Date(Date.now() - 60_000));
    const second = await insertArt(artist._id, categoryId, 'Second');
    const res = await t.http().get(`/api/v1/artist/${artist._id}`).expect(200);
    const item = res.body.data.data;
    expect(item).toMatchObject({ _id: artist._id, name: 'With works', image: artist.image });
    expect(item.artworks.map((a: { _id: string }) => a._id)).toEqual([second.id, first.id]);
    expect(item.artworks[0]).toEqual({
      _id: second.id,
      artName: 'Second',
      artImageCover: null,
      editions: [
        { _id: expect.stringMatching(ID), editionType: 'Original Art Work', price: 1500.5 },
        { _id: expect.stringMatching(ID), editionType: 'Print', price: 80 },
      ],
      categories: categoryId,
      collections: null,
    });
  });

  it('updates text fields without an image and keeps the image', async () => {
    const artist = (await createArtist({ instagram: 'https://instagram.com/before' })).body.data.data;
    const res = await t
      .http()
      .patch(`/api/v1/artist/${artist._id}`)
      .set('Authorization', auth)
      .field('name', 'Renamed')
      .field('instagram', '')
      .field('linkedin', 'https://linkedin.com/in/renamed');
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({
      _id: artist._id,
      name: 'Renamed',
      description: artist.description,
      image: artist.image,
      instagram: null,
      linkedin: 'https://linkedin.com/in/renamed',
    });
    expect(existsSync(fileOf(artist.image))).toBe(true);
  });

  it('replaces the image and removes the old files', async () => {
    const artist = (await createArtist()).body.data.data;
    const res = await t
      .http()
      .patch(`/api/v1/artist/${artist._id}`)
      .set('Authorization', auth)
      .attach('image', await png(), 'new.png');
    expect(res.status).toBe(200);
    const image = res.body.data.data.image;
    expect(image).not.toBe(artist.image);
    expect(existsSync(fileOf(image))).toBe(true);
    expect(existsSync(fileOf(artist.image))).toBe(false);
    await t.http().get(image).expect(200);
  });

  it('deletes an artist without works and removes its image files', async () => {
    const artist = (await createArtist()).body.data.data;
    await t.http().delete(`/api/v1/artist/${artist._id}`).set('Authorization', auth).expect(204);
    expect(existsSync(fileOf(artist.image))).toBe(false);
    const res = await t.http().get(`/api/v1/artist/${artist._id}`).expect(404);
    expect(res.body).toEqual({ status: 'fail', message: `No artist found with id ${artist._id}` });
  });

  it('refuses to delete an artist that still has artworks', async () => {
    const artist = (await createArtist()).body.data.data;
    await insertArt(artist._id, await createCategory());
    const res = await t.http().delete(`/api/v1/artist/${artist._id}`).set('Authorization', auth).expect(409);
    expect(res.body).toEqual({ status: 'fail', message: 'This artist still has 1 artwork. Move or delete it first.' });
    await t.http().get(`/api/v1/artist/${artist._id}`).expect(200);
    expect(existsSync(fileOf(artist.image))).toBe(true);
  });

  describe('validation', () => {
    it('requires a name', async () => {
      const res = await t
        .http()
        .post('/api/v1/artist')
        .set('Authorization', auth)
        .field('description', 'd')
        .attach('image', await png(), 'a.png')
        .expect(400);
      expect(res.body).toEqual({ status: 'fail', message: expect.stringContaining('name is required') });
    });

    it('requires a description', async () => {
      const res = await createArtist({ description: '   ' });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('description is required');
    });

    it('requires an image on create and stores nothing', async () => {
      const before = (await t.http().get('/api/v1/artist')).body.results;
      const res = await t.http().post('/api/v1/artist').set('Authorization', auth).field('name', 'No image').field('description', 'd').expect(400);
      expect(res.body).toEqual({ status: 'fail', message: 'image is required' });
      expect((await t.http().get('/api/v1/artist')).body.results).toBe(before);
    });

    it.each(['instagram', 'linkedin', 'facebook'])('refuses a %s that is not a URL', async (field) => {
      const res = await createArtist({ [field]: 'not a url' });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('fail');
      expect(res.body.message).toMatch(new RegExp(`^${field} must be a full URL`));
    });

    it('refuses an empty name on update', async () => {
      const artist = (await createArtist()).body.data.data;
      const res = await t.http().patch(`/api/v1/artist/${artist._id}`).set('Authorization', auth).field('name', '').expect(400);
      expect(res.body.message).toContain('name is required');
    });

    it('refuses a file that is not an image and stores nothing', async () => {
      const before = (await t.http().get('/api/v1/artist')).body.results;
      const res = await t
        .http()
        .post('/api/v1/artist')
        .set('Authorization', auth)
        .field('name', 'Text file')
        .field('description', 'd')
        .attach('image', Buffer.from('hello, not an image'), 'a.png');
      expect(res.status).toBe(415);
      expect((await t.http().get('/api/v1/artist')).body.results).toBe(before);
    });
  });

  describe('ids', () => {
    it('answers 404 for an unknown id', async () => {
      const res = await t.http().get(`/api/v1/artist/${UNKNOWN}`).expect(404);
      expect(res.body).toEqual({ status: 'fail', message: `No artist found with id ${UNKNOWN}` });
      await t.http().patch(`/api/v1/artist/${UNKNOWN}`).set('Authorization', auth).field('name', 'x').expect(404);
      await t.http().delete(`/api/v1/artist/${UNKNOWN}`).set('Authorization', auth).expect(404);
    });

    it('answers 400 for a malformed id', async () => {
      const res = await t.http().get('/api/v1/artist/not-an-id').expect(400);
      expect(res.body.status).toBe('fail');
      await t.http().delete('/api/v1/artist/123').set('Authorization', auth).expect(400);
    });
  });

  describe('write routes need an admin token', () => {
    const forged = () => `Bearer ${jwt.sign({ sub: randomUUID() }, 'a-different-secret-that-is-long-enough-to-sign')}`;
    const routes = (id: string) => [
      () => t.http().post('/api/v1/artist'),
      () => t.http().patch(`/api/v1/artist/${id}`),
      () => t.http().delete(`/api/v1/artist/${id}`),
    ];

    it('answers 401 without a token and with a forged one, and changes nothing', async () => {
      const artist = (await createArtist()).body.data.data;
      for (const route of routes(artist._id)) {
        const none = await route().field('name', 'Hacked');
        expect(none.status).toBe(401);
        expect(none.body.status).toBe('fail');
        const bad = await route().set('Authorization', forged()).field('name', 'Hacked');
        expect(bad.status).toBe(401);
      }
      const res = await t.http().get(`/api/v1/artist/${artist._id}`).expect(200);
      expect(res.body.data.data.name).toBe('Amani Uwase');
    });
  });
});
