import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { png } from './support/images';
import { ID, UNKNOWN_ID } from './support/fixtures';
import { createTestApp, TestApp } from './harness';

const UNKNOWN = UNKNOWN_ID;
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

describe('/api/v1/team', () => {
  let t: TestApp;
  let auth: string;
  /** The file behind a team image address. */
  const fileOf = (url: string) => join(t.dataDir, new URL(url).pathname);
  const pathOf = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.token()}`;
  });
  afterAll(() => t.close());

  async function postMember(fields: Record<string, string>, image = true) {
    const req = t.http().post('/api/v1/team').set('Authorization', auth);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return image ? req.attach('image', await png(), 'm.png') : req;
  }

  async function createMember(name = 'Claudine', position = 'Studio Manager') {
    const res = await postMember({ name, position });
    expect(res.status).toBe(201);
    return res.body.data;
  }

  it('adds a member (flat envelope) with an absolute image address that is served', async () => {
    const res = await postMember({ name: 'Claudine', position: 'Studio Manager' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    const member = res.body.data;
    expect(Object.keys(member).sort()).toEqual(['_id', 'createdAt', 'image', 'name', 'position', 'updatedAt']);
    expect(member).toMatchObject({ _id: expect.stringMatching(ID), name: 'Claudine', position: 'Studio Manager' });
    expect(member.image.startsWith(`${DEFAULT_PUBLIC_URL}/uploads/`)).toBe(true);
    expect(member.image).toMatch(/\.jpg$/);
    expect(existsSync(fileOf(member.image))).toBe(true);
    await t.http().get(pathOf(member.image)).expect(200);
  });

  it('lists members oldest first at data (no nested data)', async () => {
    const first = await createMember('First');
    const second = await createMember('Second');
    const res = await t.http().get('/api/v1/team').expect(200);
    expect(res.body.status).toBe('success');
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.results).toBe(res.body.data.length);
    const ids = res.body.data.map((m: { _id: string }) => m._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
    expect(res.body.data.find((m: { _id: string }) => m._id === second._id)).toEqual(second);
  });

  it('reads one member at data', async () => {
    const member = await createMember('Solo');
    const res = await t.http().get(`/api/v1/team/${member._id}`).expect(200);
    expect(res.body).toEqual({ status: 'success', data: member });
  });

  it('updates name and position without an image and answers the item at data', async () => {
    const member = await createMember();
    const res = await t
      .http()
      .patch(`/api/v1/team/${member._id}`)
      .set('Authorization', auth)
      .field('name', 'Claudine M.')
      .field('position', 'Director')
      .expect(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toMatchObject({ _id: member._id, name: 'Claudine M.', position: 'Director', image: member.image });
    expect(existsSync(fileOf(member.image))).toBe(true);
  });

  it('replaces the image and removes the old files', async () => {
    const member = await createMember();
    const res = await t
      .http()
      .patch(`/api/v1/team/${member._id}`)
      .set('Authorization', auth)
      .field('name', member.name)
      .field('position', member.position)
      .attach('image', await png(), 'n.png')
      .expect(200);
    const image = res.body.data.image;
    expect(image).not.toBe(member.image);
    expect(image.startsWith(`${DEFAULT_PUBLIC_URL}/uploads/`)).toBe(true);
    expect(existsSync(fileOf(image))).toBe(true);
    expect(existsSync(fileOf(member.image))).toBe(false);
  });

  it('deletes a member and their image files', async () => {
    const member = await createMember();
    await t.http().delete(`/api/v1/team/${member._id}`).set('Authorization', auth).expect(204);
    expect(existsSync(fileOf(member.image))).toBe(false);
    const res = await t.http().get('/api/v1/team').expect(200);
    expect(res.body.data.map((m: { _id: string }) => m._id)).not.toContain(member._id);
  });

  describe('validation', () => {
    it('requires a name', async () => {
      const res = await postMember({ position: 'Guide' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'fail', message: expect.stringContaining('name is required') });
    });

    it('requires a position', async () => {
      const res = await postMember({ name: 'No position' });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('position is required');
    });

    it('requires an image on create', async () => {
      const res = await postMember({ name: 'No image', position: 'Guide' }, false);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'fail', message: 'image is required' });
    });

    it('refuses an empty position on update', async () => {
      const member = await createMember();
      const res = await t.http().patch(`/api/v1/team/${member._id}`).set('Authorization', auth).field('position', '').expect(400);
      expect(res.body.message).toContain('position is required');
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await t.http().get(`/api/v1/team/${UNKNOWN}`).expect(404);
    expect(res.body).toEqual({ status: 'fail', message: `No team member found with id ${UNKNOWN}` });
    await t.http().patch(`/api/v1/team/${UNKNOWN}`).set('Authorization', auth).field('name', 'x').expect(404);
    await t.http().get('/api/v1/team/7').expect(400);
    await t.http().delete(`/api/v1/team/${UNKNOWN}`).set('Authorization', auth).expect(404);
    await t.http().patch('/api/v1/team/7').set('Authorization', auth).field('name', 'x').expect(400);
    await t.http().delete('/api/v1/team/7').set('Authorization', auth).expect(400);
  });

  it('answers 401 on every write route without a token or with a forged one', async () => {
    const member = await createMember('Kept');
    const forged = `Bearer ${jwt.sign({ sub: randomUUID() }, 'a-different-secret-that-is-long-enough-to-sign')}`;
    const routes = [
      () => t.http().post('/api/v1/team'),
      () => t.http().patch(`/api/v1/team/${member._id}`),
      () => t.http().delete(`/api/v1/team/${member._id}`),
    ];
    for (const route of routes) {
      const none = await route().field('name', 'Hacked');
      expect(none.status).toBe(401);
      expect(none.body.status).toBe('fail');
      expect((await route().set('Authorization', forged).field('name', 'Hacked')).status).toBe(401);
    }
    const res = await t.http().get('/api/v1/team').expect(200);
    expect(res.body.data.find((m: { _id: string }) => m._id === member._id).name).toBe('Kept');
  });
});

describe('/api/v1/team with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://sawa.example/' });
  });
  afterAll(() => t.close());

  it('builds team image addresses from PUBLIC_URL', async () => {
    const res = await t
      .http()
      .post('/api/v1/team')
      .set('Authorization', `Bearer ${await t.token()}`)
      .field('name', 'Eric')
      .field('position', 'Guide')
      .attach('image', await png(), 'm.png')
      .expect(201);
    expect(res.body.data.image).toMatch(/^https:\/\/sawa\.example\/uploads\/.+\.jpg$/);
  });
});
