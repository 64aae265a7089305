import DataLoader from 'dataloader';

/**
 * DataLoaders that live as long as one GraphQL request: each is created on first use and
 * kept on the request's context object, so a page of N items costs one query per relation.
 */
export class RequestLoaders {
  private readonly byContext = new WeakMap<object, Map<string, DataLoader<unknown, unknown>>>();

  get<K, V>(context: object, name: string, batch: (keys: readonly K[]) => Promise<(V | Error)[]>): DataLoader<K, V> {
    let loaders = this.byContext.get(context);
    if (!loaders) {
      loaders = new Map();
      this.byContext.set(context, loaders);
    }
    let loader = loaders.get(name) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>(batch, { cache: true });
      loaders.set(name, loader);
    }
    return loader;
  }
}

/** Orders rows by the keys DataLoader asked for. */
export function byKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | undefined)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => map.get(key));
}

/** Groups rows under the keys DataLoader asked for (one-to-many). */
export function groupByKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  return keys.map((key) => map.get(key) ?? []);
}
