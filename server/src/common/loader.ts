import DataLoader from 'dataloader';

const registry = new WeakMap<object, Map<string, DataLoader<any, any>>>();

/**
 * A batching loader bound to one request context: every `load(key)` of the same tick becomes one call of
 * `batch(keys)`, which returns a map from key to value (missing keys get `empty()`). Nothing is cached
 * beyond the tick, so a long-lived subscription context never serves stale rows.
 */
export const batchLoader = <K, V>(
  scope: object,
  name: string,
  batch: (keys: readonly K[]) => Promise<Map<K, V>>,
  empty: () => V,
): DataLoader<K, V> => {
  let loaders = registry.get(scope);
  if (!loaders) registry.set(scope, (loaders = new Map()));
  let loader = loaders.get(name) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V>(
      async (keys) => {
        const found = await batch(keys);
        return keys.map((k) => found.get(k) ?? empty());
      },
      { cache: false },
    );
    loaders.set(name, loader);
  }
  return loader;
};

/** Groups rows into a map of lists by a key. */
export const groupBy = <K, T>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
};
