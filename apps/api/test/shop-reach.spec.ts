import { MAX_PAGE_SIZE } from '@sawa/shared/domain';
import { createTestApp, TestApp } from './harness';
import { requireBuilt } from './support/built';
import { gql } from './support/commerce';
import { createArtist, insertArt } from './support/fixtures';

/**
 * Every work of the catalogue can be reached from /shop by following links in the server-rendered pages, as a person
 * does: categories, their collections, the works filed under a category itself (beside its
 * collections), and every page of each list (its page buttons open ?page=N).
 */
describe('the shop reaches every work', () => {
  let t: TestApp;
  beforeAll(async () => {
    requireBuilt('web');
    t = await createTestApp({ SEED_DEMO: 'true' });
  }, 180_000);
  afterAll(() => t.close());

  /** Follows every /shop link from /shop (pages included); the artworks its pages link to. */
  async function walkFromShop(): Promise<{ reached: Set<string>; visited: string[] }> {
    const queue = ['/shop'];
    const seen = new Set(queue);
    const reached = new Set<string>();
    while (queue.length) {
      const path = queue.shift()!;
      const html = (await t.http().get(path).expect(200)).text;
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      // The page buttons (Pagination) open ?page=N of the same list.
      const pages = [...main.matchAll(/aria-label="Page (\d+)"/g)].map(([, n]) => `${path.split('?')[0]}${n === '1' ? '' : `?page=${n}`}`);
      for (const [, raw] of [...main.matchAll(/href="([^"]+)"/g), ...pages.map((page) => ['', page])]) {
        const href = raw.replace(/&amp;/g, '&');
        const product = /^\/product\/([0-9a-f-]{36})$/.exec(href);
        if (product) reached.add(product[1]);
        else if (/^\/shop\/[0-9a-f-]{36}\/(collections|artworks)(\?page=\d+)?$/.test(href) && !seen.has(href)) {
          seen.add(href);
          queue.push(href);
        }
      }
    }
    return { reached, visited: [...seen] };
  }

  /** Every artwork the public API lists. */
  async function everyArtwork(): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const res = await gql(t, 'query ($page: Int!, $pageSize: Int!) { artworks(page: $page, pageSize: $pageSize) { totalItems items { id } } }', {
        page,
        pageSize: MAX_PAGE_SIZE,
      }).expect(200);
      const list = res.body.data.artworks as { totalItems: number; items: { id: string }[] };
      ids.push(...list.items.map((a) => a.id));
      if (ids.length >= list.totalItems || list.items.length === 0) return ids;
    }
  }

  it('the demo catalogue: a painting filed under Paintings itself (beside its collections) is linked from the category', async () => {
    const [direct] = await t.dataSource.query(
      `SELECT a.id FROM art a WHERE a.category_id IS NOT NULL AND EXISTS (SELECT 1 FROM collection c WHERE c.category_id = a.category_id)`,
    );
    expect(direct).toBeDefined(); // the demo has one: the case of the issue
    const { reached } = await walkFromShop();
    const every = await everyArtwork();
    expect(every.length).toBeGreaterThan(10);
    expect(every.filter((id) => !reached.has(id))).toEqual([]);
    expect(reached.has(direct.id)).toBe(true);
  });

  it('more works under the category itself than one page: all of them, through the category’s own pages', async () => {
    const [{ id: categoryId }] = await t.dataSource.query(`SELECT category_id AS id FROM collection LIMIT 1`);
    const artistId = await createArtist(t, 'Many Works');
    for (let i = 0; i < 12; i++) await insertArt(t, { categoryId }, { artistId, name: `Loose Work ${i + 1}` });
    const { reached, visited } = await walkFromShop();
    expect(visited).toContain(`/shop/${categoryId}/artworks?page=2`);
    const every = await everyArtwork();
    expect(every.filter((id) => !reached.has(id))).toEqual([]);
  });
});
