// Caches that must agree across instances: a cache registers itself by name with what drops one
// key and what drops everything; whoever changes the data behind a key calls
// `invalidateEverywhere(name, key)` after the COMMIT, and every instance (this one at once, the
// others through the broadcast: PostgreSQL LISTEN/NOTIFY) drops that key. When messages may have
// been missed (an instance's listening connection was lost) every registered cache is emptied.
// On SQLite (one process) it is the same calls, in memory.
//
// Which caches use it: the answer engine's listing knowledge may (portal/app/.server/ai/: its
// signature check reads the database on every question already). None of the others need it:
// public assistant lookups read the database every time; chat labels are translations of the
// fixed catalogs; print kits and question signatures are keyed by their whole input.
import { broadcast } from './broadcast.server';

/** The broadcast channel of a cache (what another instance's `invalidateEverywhere` publishes on). */
export const cacheChannel = (cache: string) => `cache:${cache}`;

export interface CacheHandle {
  /** Drops `key` (a string or number id) here. */
  drop(key: string): void;
  /** Drops everything (messages may have been missed). */
  dropAll(): void;
}

/**
 * Registers a cache under `name` (one name per kind of data, e.g. `listing-knowledge`); returns
 * the function that unregisters it. Register once per process (at module load), not per request.
 */
export function onInvalidate(name: string, cache: CacheHandle): () => void {
  return broadcast().subscribe<{ key: string }>(cacheChannel(name), (m) => cache.drop(m.key), {
    onGap: () => cache.dropAll(),
  });
}

/**
 * After the COMMIT of a change to the data behind `key`: every instance's `name` cache drops it.
 * A failure to tell the other instances is logged, not thrown (the change itself is stored), and
 * their entries for `key` may stay stale until their next gap: keep such caches checked against
 * the database or short-lived where staleness matters.
 */
export async function invalidateEverywhere(name: string, key: string | number): Promise<void> {
  try {
    await broadcast().publish(cacheChannel(name), { key: String(key) });
  } catch (err) {
    console.error(`cache ${name}:`, err instanceof Error ? err.message : err);
  }
}
