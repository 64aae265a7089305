import { randomUUID } from 'node:crypto';
import { Art } from '@sawa/api/catalog';
import type { TestApp } from '../harness';
import { png } from './images';

export const ID = /^[0-9a-f-]{36}$/;
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** An artist created through the REST route; returns its id. */
export async function createArtist(t: TestApp, name = 'Painter'): Promise<string> {
  const res = await t
    .http()
    .post('/api/v1/artist')
    .set('Authorization', `Bearer ${await t.token()}`)
    .field('name', name)
    .field('description', 'd')
    .attach('image', await png(), 'a.png')
    .expect(201);
  return res.body.data.data._id;
}

/** An artwork inserted directly (by a new artist unless one is given), so tests of other routes do not depend on the art routes. */
export async function insertArt(
  t: TestApp,
  place: { categoryId: string } | { collectionId: string },
  options: { artistId?: string; name?: string; createdAt?: Date } = {},
): Promise<Art> {
  return t.dataSource.getRepository(Art).save({
    name: options.name ?? 'Silverback',
    productCode: `P-${randomUUID()}`,
    description: 'Oil on canvas',
    size: '60x80',
    material: 'Oil',
    artistId: options.artistId ?? (await createArtist(t)),
    categoryId: 'categoryId' in place ? place.categoryId : null,
    collectionId: 'collectionId' in place ? place.collectionId : null,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
}
