import type { ImageData } from '@sawa/web/ui';
import { STUDIO } from '@sawa/shared/domain';

/** What a page says about itself to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Site-relative path of the canonical URL, e.g. /product/123. Omitted on not-found pages: they have no canonical URL. */
  path?: string;
  /** Share image (site-relative or absolute URL). */
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'product' | 'profile' | 'article';
  jsonLd?: Record<string, unknown>[];
  /** The above-the-fold image: preloaded with high priority. */
  preload?: { image: ImageData; sizes: string };
  /** true: `noindex`; 'follow': `noindex, follow` (a page to leave out of the index whose links are worth following, as search results). */
  noindex?: boolean | 'follow';
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** JSON-LD keys whose values are addresses: schema.org wants them absolute. */
const URL_KEYS = new Set(['url', 'image', 'logo', 'sameAs', '@id']);

/** Structured data with every site-relative address (a string starting with one '/') made absolute, at any depth. */
export function absoluteJsonLd<T>(value: T, origin: string, key?: string): T {
  if (typeof value === 'string') return (key && URL_KEYS.has(key) && /^\/(?!\/)/.test(value) ? absolute(origin, value) : value) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => absoluteJsonLd(item, origin, key)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, absoluteJsonLd(v, origin, k)])) as T;
  return value;
}

/** The head tags of a page, as data: the server prints them, the browser applies them on navigation. */
export function headTags(head: PageHead, origin: string): HeadTag[] {
  // A title that already names the studio (the About page's 'SAWA | About Us', SPEC §2) is kept as it is.
  const title =
    head.title === STUDIO.name
      ? `${STUDIO.name} | ${STUDIO.tagline}`
      : head.title.startsWith(`${STUDIO.shortName} | `) || head.title.includes(STUDIO.name)
        ? head.title
        : `${head.title} | ${STUDIO.name}`;
  const url = head.path === undefined ? undefined : absolute(origin, head.path);
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: title },
    { tag: 'meta', attrs: { name: 'description', content: head.description } },
    ...(url ? [{ tag: 'link' as const, attrs: { rel: 'canonical', href: url } }] : []),
    { tag: 'meta', attrs: { property: 'og:site_name', content: STUDIO.name } },
    { tag: 'meta', attrs: { property: 'og:type', content: head.type === 'product' ? 'product' : head.type === 'profile' ? 'profile' : 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: head.description } },
    ...(url ? [{ tag: 'meta' as const, attrs: { property: 'og:url', content: url } }] : []),
    { tag: 'meta', attrs: { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: head.description } },
  ];
  if (head.image) {
    const image = absolute(origin, head.image.url);
    tags.push(
      { tag: 'meta', attrs: { property: 'og:image', content: image } },
      { tag: 'meta', attrs: { property: 'og:image:width', content: String(head.image.width) } },
      { tag: 'meta', attrs: { property: 'og:image:height', content: String(head.image.height) } },
      { tag: 'meta', attrs: { property: 'og:image:alt', content: head.image.alt } },
      { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
      { tag: 'meta', attrs: { name: 'twitter:image:alt', content: head.image.alt } },
    );
  }
  if (head.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: head.noindex === 'follow' ? 'noindex, follow' : 'noindex' } });
  if (head.preload) {
    const { image, sizes } = head.preload;
    // One format only: the browser would fetch every preloaded candidate. WebP is what every
    // current browser draws from the <picture>, AVIF only where it exists and is supported.
    const format = image.sources.some((s) => s.format === 'avif') ? 'avif' : image.sources.some((s) => s.format === 'webp') ? 'webp' : 'jpeg';
    const set = image.sources
      .filter((s) => s.format === format)
      .sort((a, b) => a.width - b.width)
      .map((s) => `${s.url} ${s.width}w`)
      .join(', ');
    tags.push({
      tag: 'link',
      attrs: set
        ? { rel: 'preload', as: 'image', type: `image/${format}`, imagesrcset: set, imagesizes: sizes, fetchpriority: 'high' }
        : { rel: 'preload', as: 'image', href: image.url, fetchpriority: 'high' },
    });
  }
  for (const data of head.jsonLd ?? []) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify({ '@context': 'https://schema.org', ...absoluteJsonLd(data, origin) }),
    });
  }
  return tags;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Server side: the tags as HTML for the document head. Each carries data-head so the browser can replace them. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries({ ...attrs, 'data-head': '' })
        .map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      // JSON-LD: "<" is escaped so a text can never close the script element.
      const body = tag === 'script' ? (text ?? '').replace(/</g, '\\u003c') : escapeHtml(text ?? '');
      return `<${tag}${attributes}>${body}</${tag}>`;
    })
    .join('\n    ');
}

/** Browser side: swaps the previous page's tags for this page's. */
export function applyHeadTags(document: Document, tags: HeadTag[]): void {
  document.head.querySelectorAll('[data-head]').forEach((element) => element.remove());
  for (const { tag, attrs, text } of tags) {
    if (tag === 'title') {
      document.title = text ?? '';
      continue;
    }
    if (tag === 'link' && attrs.rel === 'preload') continue; // only useful in the first HTML
    const element = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
    element.setAttribute('data-head', '');
    if (text) element.textContent = text;
    document.head.appendChild(element);
  }
}
