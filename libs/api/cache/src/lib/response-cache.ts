/** What a production gives: the value, its size, and whether it may be kept for others. */
export interface Produced<T> {
  value: T;
  bytes: number;
  keep: boolean;
  /** What the answer shows that a targeted invalidation names (answerTags): the ids in it. */
  tags?: readonly string[];
}

/** One cached answer. `bytes` is what it holds in memory (bodies, encodings, headers), for the bound. */
export interface CacheEntry<T> {
  value: T;
  bytes: number;
  /** The cache generation the answer was produced in (see ResponseCache.generation). */
  generation: number;
  tags: readonly string[];
  /** When it was stored (ms). */
  storedAt: number;
}

/** Above this many tags remembered, a targeted invalidation drops everything instead (the memory stays bounded). */
const MAX_REMEMBERED_TAGS = 100_000;

/**
 * The public answers every anonymous visitor sees alike, in memory, bounded by bytes, least
 * recently used evicted first.
 *
 * Correctness rests on generations: `invalidate()` (a committed write to a table a public page
 * reads, from this instance or another) starts a new generation and drops everything. An answer
 * is stored under the generation in which it *started* to be produced, so an answer whose data
 * may have been read before a write committed is never served after that write is known.
 * `invalidateTag(tag)` (a write that changes only what answers showing one artwork show: its stock)
 * drops only the answers tagged with it, and refuses to store an answer with that tag whose
 * production started before it; every other answer stays.
 * Concurrent misses for one key share one production (single flight), within one generation only.
 * While invalidations cannot be trusted (the database listener is down) the cache is disabled:
 * nothing is served or stored. And no answer is served once older than `maxAgeMs` (0: no limit),
 * a bound on what a missed invalidation can cost.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, CacheEntry<T>>();
  private readonly inflight = new Map<string, Promise<T>>();
  /** Keys of the stored answers with each tag. */
  private readonly tagged = new Map<string, Set<string>>();
  /** The sequence number of each tag's last invalidation since the last full one. */
  private readonly lastTagged = new Map<string, number>();
  private total = 0;
  /** Counts every invalidation, full or targeted: a production is stamped with it when it starts. */
  private current = 0;
  private lastFull = 0;
  private startedAt = Date.now();
  private enabled = true;
  readonly counters = { hits: 0, misses: 0, stores: 0, evictions: 0, invalidations: 0, targeted: 0 };

  constructor(
    readonly maxBytes: number,
    readonly maxAgeMs = 0,
  ) {}

  /** The generation now: take it before producing an answer and store the answer under it. */
  get generation(): number {
    return this.current;
  }

  /** When the current generation began (ms): nothing served now is older than a write before this. */
  get generationStartedAt(): number {
    return this.startedAt;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  get active(): boolean {
    return this.enabled && this.maxBytes > 0;
  }

  get(key: string): T | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.generation < this.lastFull || (this.maxAgeMs > 0 && Date.now() - entry.storedAt > this.maxAgeMs)) {
      this.counters.misses++;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so eviction takes the first keys.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.counters.hits++;
    return entry.value;
  }

  /**
   * Stores an answer produced in `generation`; refused if everything, or one of its tags, was invalidated since, or the
   * answer alone exceeds the bound.
   */
  set(key: string, value: T, bytes: number, generation: number, tags: readonly string[] = []): boolean {
    if (!this.active || generation < this.lastFull || bytes > this.maxBytes) return false;
    if (tags.some((tag) => (this.lastTagged.get(tag) ?? 0) > generation)) return false;
    this.remove(key);
    this.entries.set(key, { value, bytes, generation, tags, storedAt: Date.now() });
    for (const tag of tags) {
      let keys = this.tagged.get(tag);
      if (!keys) this.tagged.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.total += bytes;
    this.counters.stores++;
    this.evictOverBound();
    return true;
  }

  private evictOverBound(): void {
    for (const [oldest] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.remove(oldest);
      this.counters.evictions++;
    }
  }

  /** An entry grew after it was stored (an encoding made on demand): counted, and the bound kept. */
  grow(key: string, value: T, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    entry.bytes += bytes;
    this.total += bytes;
    this.evictOverBound();
  }

  /**
   * The cached answer, or one production of it shared by every concurrent caller of this
   * generation (`shared`: this caller waited for another's). `produce` says whether its value may be kept.
   */
  async getOrProduce(key: string, produce: () => Promise<Produced<T>>): Promise<{ value: T; hit: boolean; shared: boolean }> {
    const cached = this.get(key);
    if (cached !== undefined) return { value: cached, hit: true, shared: false };
    if (!this.active) return { value: (await produce()).value, hit: false, shared: false };
    const generation = this.current;
    const flightKey = `${generation}\u0000${key}`;
    const running = this.inflight.get(flightKey);
    if (running) return { value: await running, hit: false, shared: true };
    const flight = (async () => {
      try {
        const produced = await produce();
        if (produced.keep) this.set(key, produced.value, produced.bytes, generation, produced.tags);
        return produced.value;
      } finally {
        this.inflight.delete(flightKey);
      }
    })();
    this.inflight.set(flightKey, flight);
    return { value: await flight, hit: false, shared: false };
  }

  /** A write that public answers may show has committed: everything cached so far is out of date. */
  invalidate(): void {
    this.current++;
    this.lastFull = this.current;
    this.startedAt = Date.now();
    this.entries.clear();
    this.tagged.clear();
    this.lastTagged.clear();
    this.total = 0;
    this.counters.invalidations++;
  }

  /** A write changed what the answers tagged with any of `tags` show (and only that): those go, every other answer stays. */
  invalidateTag(...tags: string[]): void {
    if (this.lastTagged.size >= MAX_REMEMBERED_TAGS) return this.invalidate();
    this.current++;
    // A client's copy from before is not current, whichever answer it was (If-Modified-Since).
    this.startedAt = Date.now();
    for (const tag of tags) {
      this.lastTagged.set(tag, this.current);
      for (const key of [...(this.tagged.get(tag) ?? [])]) this.remove(key);
    }
    this.counters.targeted++;
  }

  /** Off while invalidations may be missed (and everything dropped); on again with a new generation. */
  setEnabled(enabled: boolean): void {
    if (this.enabled === enabled) return;
    this.enabled = enabled;
    this.invalidate();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tagged.delete(tag);
    }
  }
}
