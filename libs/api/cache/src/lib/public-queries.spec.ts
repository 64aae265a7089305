import { graphqlCacheKey, isPublicQuery } from './public-queries';

describe('public GraphQL operations', () => {
  it('caches queries of public root fields only', () => {
    expect(isPublicQuery('{ artworks(page: 1) { items { id } } site { name } }')).toBe(true);
    expect(isPublicQuery('query A { artwork(id: "1") { id } } query B { me { id } }', 'A')).toBe(true);
    expect(isPublicQuery('query A { artwork(id: "1") { id } } query B { me { id } }', 'B')).toBe(false);
    expect(isPublicQuery('query A { artwork(id: "1") { id } } query B { me { id } }')).toBe(false);
    expect(isPublicQuery('{ artworks { items { id } } order(number: "SAWA-1") { status } }')).toBe(false);
    expect(isPublicQuery('{ visit(reference: "VISIT-1") { status } }')).toBe(false);
    expect(isPublicQuery('{ dashboard { artworks } }')).toBe(false);
    expect(isPublicQuery('mutation { subscribeToNewsletter(email: "a@b.c") { message } }')).toBe(false);
    expect(isPublicQuery('{ ...F } fragment F on Query { artworks { totalItems } }')).toBe(false);
    expect(isPublicQuery('{ not valid')).toBe(false);
  });

  it('keys an operation by its text, variables and name alike from HTTP and from the server render', () => {
    expect(graphqlCacheKey('{ a }', undefined, undefined)).toBe(graphqlCacheKey('{ a }', {}, null));
    expect(graphqlCacheKey('{ a }', { id: 1 }, 'A')).not.toBe(graphqlCacheKey('{ a }', { id: 2 }, 'A'));
  });
});
