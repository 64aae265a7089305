import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Art, Artist, Category, Collection } from '@sawa/api/catalog';

/** The website's public pages that do not depend on data (SPEC §2). */
export const STATIC_PAGES = [
  '/',
  '/about-sawa',
  '/about-artists',
  '/conservation',
  '/shop',
  '/services',
  '/services/art-studio-rental',
  '/services/workshops-and-classes',
  '/services/framing-and-restoration',
  '/commissions',
  '/contact',
  '/sawa/faq',
  '/sawa/privacy-policy',
  '/sawa/terms-and-conditions',
];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

@Injectable()
export class SitemapService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every public page, artwork, artist, category and collection, as a sitemaps.org urlset. */
  async sitemap(origin: string): Promise<string> {
    const ids = <T extends { id: string }>(entity: new () => T) =>
      this.dataSource.getRepository(entity).createQueryBuilder('e').select('e.id', 'id').orderBy('e.created_at', 'ASC').getRawMany<{ id: string }>();
    const [arts, artists, categories, collections, withCollections] = await Promise.all([
      ids(Art),
      ids(Artist),
      ids(Category),
      ids(Collection),
      this.dataSource.getRepository(Collection).createQueryBuilder('c').select('DISTINCT c.category_id', 'id').getRawMany<{ id: string }>(),
    ]);
    const shelved = new Set(withCollections.map((row) => row.id));
    const paths = [
      ...STATIC_PAGES,
      ...arts.map((a) => `/product/${a.id}`),
      ...artists.map((a) => `/artistDetails/${a.id}`),
      // A category with collections opens on its collections, one without on its works (as the shop links them).
      ...categories.map((c) => (shelved.has(c.id) ? `/shop/${c.id}/collections` : `/shop/${c.id}/artworks`)),
      ...collections.map((c) => `/shop/${c.id}/artworks`),
    ];
    const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  robots(origin: string): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /sawa-admin-login',
      'Disallow: /api/',
      'Disallow: /graphql',
      'Disallow: /sandbox/',
      'Disallow: /order/',
      'Disallow: /visit/',
      'Disallow: /checkout',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
