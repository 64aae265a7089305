import { absoluteJsonLd, headTags, renderHeadTags } from './head';

const ORIGIN = 'https://sawa.example';

describe('head tags', () => {
  it('a not-found page has no canonical link and no og:url, and tells robots not to index it', () => {
    const html = renderHeadTags(headTags({ title: 'Oops! Page not found', description: 'Nothing here.', noindex: true }, ORIGIN));
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).not.toContain('/404');
    expect(html).toContain('<meta name="robots" content="noindex" data-head>');
  });

  it('a page with a path has an absolute canonical link', () => {
    const tags = headTags({ title: 'Shop', description: 'Art.', path: '/shop' }, ORIGIN);
    expect(tags).toContainEqual({ tag: 'link', attrs: { rel: 'canonical', href: 'https://sawa.example/shop' } });
    expect(tags.some((t) => t.attrs.name === 'robots')).toBe(false);
  });

  it('makes every site-relative address in JSON-LD absolute, at any depth, and leaves other text alone', () => {
    const tags = headTags(
      {
        title: 'Silverback at Dawn',
        description: 'A painting.',
        path: '/product/1',
        jsonLd: [
          {
            '@type': 'Product',
            name: '/not an address',
            image: '/uploads/a.jpg',
            offers: [{ '@type': 'Offer', url: '/product/1', price: '10.00' }],
            brand: { '@type': 'Brand', url: 'https://elsewhere.example/x', sameAs: ['/a', '//cdn.example/b'] },
          },
        ],
      },
      ORIGIN,
    );
    const script = tags.find((t) => t.tag === 'script');
    expect(JSON.parse(script!.text!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '/not an address',
      image: 'https://sawa.example/uploads/a.jpg',
      offers: [{ '@type': 'Offer', url: 'https://sawa.example/product/1', price: '10.00' }],
      brand: { '@type': 'Brand', url: 'https://elsewhere.example/x', sameAs: ['https://sawa.example/a', '//cdn.example/b'] },
    });
    expect(absoluteJsonLd({ image: ['/x.jpg'] }, ORIGIN)).toEqual({ image: ['https://sawa.example/x.jpg'] });
  });
});

describe('page titles', () => {
  it('name the studio after the page, even when the page title holds SAWA (an order number); the About title stays as it is', () => {
    const title = (t: string) => headTags({ title: t, description: 'x' }, ORIGIN).find((tag) => tag.tag === 'title')?.text;
    expect(title('Order SAWA-AB12CD34')).toBe('Order SAWA-AB12CD34 | Sawa Art Studio');
    expect(title('SAWA | About Us')).toBe('SAWA | About Us');
  });
});
