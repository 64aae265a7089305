import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('keeps its bytes within the bound, evicting the least recently used first', () => {
    const cache = new ResponseCache<string>(300);
    cache.set('a', 'A', 100, cache.generation);
    cache.set('b', 'B', 100, cache.generation);
    cache.set('c', 'C', 100, cache.generation);
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('d', 'D', 100, cache.generation);
    expect(cache.bytes).toBe(300);
    expect(cache.get('b')).toBeUndefined(); // the least recently used went
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D']);
    expect(cache.counters.evictions).toBe(1);
    // An answer larger than the whole bound is not kept, and evicts nothing.
    expect(cache.set('huge', 'H', 301, cache.generation)).toBe(false);
    expect(cache.size).toBe(3);
  });

  it('never serves an answer older than its maximum age (a bound on a missed invalidation)', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    try {
      const cache = new ResponseCache<string>(1000, 60_000);
      cache.set('a', 'A', 10, cache.generation);
      jest.setSystemTime(new Date('2026-11-27T12:00:59Z'));
      expect(cache.get('a')).toBe('A');
      jest.setSystemTime(new Date('2026-11-27T12:01:01Z'));
      expect(cache.get('a')).toBeUndefined();
      // Stored again, it is fresh again.
      cache.set('a', 'A2', 10, cache.generation);
      expect(cache.get('a')).toBe('A2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts growth after storing (an encoding made on demand) against the bound', () => {
    const cache = new ResponseCache<string>(250);
    cache.set('a', 'A', 100, cache.generation);
    cache.set('b', 'B', 100, cache.generation);
    cache.grow('b', 'B', 100);
    expect(cache.bytes).toBe(200);
    expect(cache.get('a')).toBeUndefined();
  });

  it('never serves or stores an answer begun before an invalidation', () => {
    const cache = new ResponseCache<string>(1000);
    const before = cache.generation;
    cache.set('a', 'A', 10, before);
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('b', 'produced from data read before the write', 10, before)).toBe(false);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.generationStartedAt).toBeLessThanOrEqual(Date.now());
  });

  it('shares one production among concurrent misses of one generation, and not across an invalidation', async () => {
    const cache = new ResponseCache<string>(1000);
    let produced = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const produce = async () => {
      const n = ++produced;
      await gate;
      return { value: `v${n}`, bytes: 10, keep: true };
    };
    const first = cache.getOrProduce('k', produce);
    const second = cache.getOrProduce('k', produce);
    cache.invalidate();
    const third = cache.getOrProduce('k', produce);
    release();
    const results = await Promise.all([first, second, third]);
    expect(produced).toBe(2);
    expect(results.map((r) => [r.value, r.shared])).toEqual([
      ['v1', false],
      ['v1', true],
      ['v2', false],
    ]);
    // Only the production begun after the invalidation was kept.
    expect(cache.get('k')).toBe('v2');
  });

  it('serves and stores nothing while disabled (its invalidations could be missed)', async () => {
    const cache = new ResponseCache<string>(1000);
    cache.set('a', 'A', 10, cache.generation);
    cache.setEnabled(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('a', 'A', 10, cache.generation)).toBe(false);
    expect((await cache.getOrProduce('a', () => Promise.resolve({ value: 'fresh', bytes: 10, keep: true }))).value).toBe('fresh');
    cache.setEnabled(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('a targeted invalidation drops only the answers with its tag, and refuses one with that tag begun before it', () => {
    const cache = new ResponseCache<string>(10_000);
    cache.set('page A', 'A', 10, cache.generation, ['art-a']);
    cache.set('list', 'A and B', 10, cache.generation, ['art-a', 'art-b']);
    cache.set('page B', 'B', 10, cache.generation, ['art-b']);
    const begun = cache.generation;
    cache.invalidateTag('art-a');
    expect(cache.get('page A')).toBeUndefined();
    expect(cache.get('list')).toBeUndefined();
    expect(cache.get('page B')).toBe('B');
    expect(cache.bytes).toBe(10);
    // Produced from data read before the write: never stored. One without the tag is.
    expect(cache.set('page A', 'stale A', 10, begun, ['art-a'])).toBe(false);
    expect(cache.set('page C', 'C', 10, begun, ['art-c'])).toBe(true);
    expect(cache.set('page A', 'fresh A', 10, cache.generation, ['art-a'])).toBe(true);
    // A full invalidation still drops everything.
    cache.invalidate();
    expect(cache.size).toBe(0);
  });
});
