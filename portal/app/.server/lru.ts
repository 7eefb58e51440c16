// A least-recently-used map with a fixed number of entries. A Map keeps insertion order, so
// re-inserting on every read makes its first key the least recently used one. Enough for the
// few small caches here (tens of entries, no expiry), without a dependency.
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly max: number) {
    if (!(max >= 1)) throw new RangeError('Lru needs room for at least one entry');
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    if (!this.map.has(key)) return undefined;
    const value = this.map.get(key) as V;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): boolean {
    return this.map.delete(key);
  }

  keys(): K[] {
    return [...this.map.keys()];
  }
}
