import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { Environment } from '@sawa/api/common';
import { Art, Artist, Category, Collection } from '@sawa/api/catalog';
import { publicPath, STATIC_PAGES } from '@sawa/shared/domain';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap as served: one urlset, or past `SITEMAP_MAX_URLS` an index and its numbered parts. */
interface Sitemaps {
  /** The sitemap index (/sitemap.xml) when the URLs did not fit in one file. */
  index?: string;
  /** The urlsets: /sitemap.xml alone, or /sitemap-1.xml … /sitemap-N.xml. */
  parts: string[];
}

/**
 * sitemap.xml and robots.txt. The sitemap is built at most once per `SITEMAP_CACHE_SECONDS` (a
 * time to live, not invalidation: search engines read it hours apart, and every instance stays
 * right on its own), with one build shared by the requests that arrive while it runs. Past
 * `SITEMAP_MAX_URLS` (the protocol's 50,000) it becomes a sitemap index of numbered parts.
 */
@Injectable()
export class SitemapService {
  private cached?: { origin: string; until: number; sitemaps: Promise<Sitemaps> };

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  /** /sitemap.xml: the one urlset, or the index of the parts. */
  async sitemap(origin: string): Promise<string> {
    const sitemaps = await this.sitemaps(origin);
    return sitemaps.index ?? sitemaps.parts[0];
  }

  /** /sitemap-N.xml (1-based) when the sitemap is split; undefined otherwise. */
  async part(origin: string, n: number): Promise<string | undefined> {
    const sitemaps = await this.sitemaps(origin);
    return sitemaps.index ? sitemaps.parts[n - 1] : undefined;
  }

  private sitemaps(origin: string): Promise<Sitemaps> {
    const now = Date.now();
    if (this.cached && this.cached.origin === origin && this.cached.until > now) return this.cached.sitemaps;
    const sitemaps = this.build(origin);
    const ttl = this.config.get('SITEMAP_CACHE_SECONDS', { infer: true }) * 1000;
    this.cached = { origin, until: now + ttl, sitemaps };
    // A failed build is not kept: the next request tries again.
    sitemaps.catch(() => {
      if (this.cached?.sitemaps === sitemaps) this.cached = undefined;
    });
    return sitemaps;
  }

  /** Every public page, artwork, artist, category and collection, in sitemaps.org files. */
  private async build(origin: string): Promise<Sitemaps> {
    const ids = <T extends { id: string }>(entity: new () => T) =>
      this.dataSource
        .getRepository(entity)
        .createQueryBuilder('e')
        .select('e.id', 'id')
        .orderBy('e.created_at', 'ASC')
        .addOrderBy('e.id', 'ASC')
        .getRawMany<{ id: string }>();
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
      ...arts.map((a) => publicPath.product(a.id)),
      ...artists.map((a) => publicPath.artist(a.id)),
      // A category with collections opens on its collections, one without on its works (as the shop links them).
      ...categories.map((c) => publicPath.category(c.id, shelved.has(c.id))),
      ...collections.map((c) => publicPath.shelfArtworks(c.id)),
    ];
    const max = this.config.get('SITEMAP_MAX_URLS', { infer: true });
    const parts: string[] = [];
    for (let start = 0; start < paths.length; start += max) {
      const urls = paths
        .slice(start, start + max)
        .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
        .join('\n');
      parts.push(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
    }
    if (parts.length === 1) return { parts };
    const entries = parts.map((_, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`).join('\n');
    return {
      parts,
      index: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`,
    };
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
